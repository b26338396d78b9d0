// The partner enquiry form of 'Menjadi Partner'. Checked in the browser first (messages
// at each field, focus on the first wrong one), then stored by the Content API. What the
// visitor typed survives a failed submit; success replaces the form with a confirmation.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { errorMessage, fieldErrors, formatPhone, normalizePhone, type QueryError } from 'shared-contracts';
import { Button } from 'shared-kit';
import type { PartnerEnquiry } from 'shared-contracts/schemas';
import { useCreatePartnerEnquiryMutation } from './partnerApi';
import {
  EMPTY_PARTNER_VALUES,
  PARTNER_FIELDS,
  toPartnerRequest,
  validatePartner,
  validatePartnerField,
  type PartnerErrors,
  type PartnerField,
  type PartnerValues,
} from './validatePartner';
import styles from './PartnerForm.module.css';

interface FieldDef {
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  hint?: string;
  multiline?: boolean;
}

const FIELD_DEFS: Record<PartnerField, FieldDef> = {
  company: { label: 'Nama Perusahaan', autoComplete: 'organization' },
  contactName: { label: 'Nama Kontak', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  phone: { label: 'No. Handphone', type: 'tel', autoComplete: 'tel', hint: 'Contoh: 0812-3456-7890 atau +62 812-3456-7890' },
  message: {
    label: 'Pesan',
    autoComplete: 'off',
    multiline: true,
    hint: 'Ceritakan bisnis kamu dan kerja sama yang kamu harapkan (minimal 10 karakter).',
  },
};

const SERVER_FIELD_TEXT = 'Periksa kembali isian ini.';

export function PartnerForm() {
  const [values, setValues] = useState<PartnerValues>(EMPTY_PARTNER_VALUES);
  const [errors, setErrors] = useState<PartnerErrors>({});
  const [dirty, setDirty] = useState<Partial<Record<PartnerField, boolean>>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sent, setSent] = useState<PartnerEnquiry | null>(null);
  const [create, { isLoading }] = useCreatePartnerEnquiryMutation();
  const fieldRefs = useRef<Partial<Record<PartnerField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const doneRef = useRef<HTMLHeadingElement>(null);
  // Between pressing and releasing the submit button, a field's blur must not add an
  // error message: it would push the button down so the release (and the click) lands
  // elsewhere and the submit never happens. Submitting checks every field anyway.
  const pressingSubmit = useRef(false);

  const setFieldError = (field: PartnerField, error: string | undefined) =>
    setErrors((prev) => {
      if (prev[field] === error) return prev;
      const next = { ...prev };
      if (error) next[field] = error;
      else delete next[field];
      return next;
    });

  const onChange = (field: PartnerField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    setValues((prev) => ({ ...prev, [field]: value }));
    setDirty((prev) => (prev[field] ? prev : { ...prev, [field]: true }));
    // A field already marked wrong is re-checked as the visitor fixes it.
    if (errors[field]) setFieldError(field, validatePartnerField(field, value));
  };

  const onBlur = (field: PartnerField) => () => {
    // Tabbing through empty fields is not an error yet; a field the visitor edited is checked.
    if (!dirty[field] || pressingSubmit.current) return;
    const error = validatePartnerField(field, values[field]);
    setFieldError(field, error);
    if (field === 'phone' && !error) {
      const normalized = normalizePhone(values.phone);
      if (normalized) setValues((prev) => ({ ...prev, phone: formatPhone(normalized) }));
    }
  };

  // The form is replaced by the confirmation: move focus there so it is read out and
  // keyboard users are not left on a removed element.
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isLoading) return;
    setSubmitError(null);
    const found = validatePartner(values);
    setErrors(found);
    const firstWrong = PARTNER_FIELDS.find((f) => found[f]);
    if (firstWrong) {
      fieldRefs.current[firstWrong]?.focus();
      return;
    }
    try {
      const stored = await create(toPartnerRequest(values)).unwrap();
      setSent(stored);
    } catch (error) {
      const typed = error as QueryError;
      setSubmitError(errorMessage(typed));
      const serverFields = Object.keys(fieldErrors(typed)).filter((f): f is PartnerField => (PARTNER_FIELDS as string[]).includes(f));
      if (serverFields.length) {
        setErrors(Object.fromEntries(serverFields.map((f) => [f, SERVER_FIELD_TEXT])));
      }
    }
  };

  const startOver = () => {
    setSent(null);
    setValues(EMPTY_PARTNER_VALUES);
    setErrors({});
    setDirty({});
  };

  if (sent) {
    return (
      <div className={styles.done} role="status" data-testid="partner-confirmation">
        <h2 ref={doneRef} tabIndex={-1} className={styles.doneTitle}>
          Terima kasih, permintaan kemitraan kamu sudah kami terima
        </h2>
        <p>
          Tim kemitraan MyValue akan menghubungi {sent.contactName} dari {sent.company} melalui {sent.email} atau{' '}
          {formatPhone(sent.phone)} dalam 3 hari kerja.
        </p>
        <Button variant="secondary" onClick={startOver}>
          Kirim Permintaan Lain
        </Button>
      </div>
    );
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="partner-form-title" aria-busy={isLoading}>
      <h2 id="partner-form-title" className={styles.formTitle}>
        Formulir Kemitraan
      </h2>
      <p className={styles.note}>Semua kolom wajib diisi.</p>
      {PARTNER_FIELDS.map((field) => {
        const def = FIELD_DEFS[field];
        const id = `partner-${field}`;
        const error = errors[field];
        const describedBy = [def.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
        const common = {
          id,
          name: field,
          value: values[field],
          onChange: onChange(field),
          onBlur: onBlur(field),
          autoComplete: def.autoComplete,
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
          className: [styles.input, error ? styles.invalid : null].filter(Boolean).join(' '),
        };
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {def.label}
            </label>
            {def.hint ? (
              <p id={`${id}-hint`} className={styles.hint}>
                {def.hint}
              </p>
            ) : null}
            {def.multiline ? (
              <textarea
                {...common}
                rows={5}
                ref={(el) => {
                  fieldRefs.current[field] = el;
                }}
              />
            ) : (
              <input
                {...common}
                type={def.type ?? 'text'}
                inputMode={def.type === 'tel' ? 'tel' : def.type === 'email' ? 'email' : undefined}
                ref={(el) => {
                  fieldRefs.current[field] = el;
                }}
              />
            )}
            {error ? (
              <p id={`${id}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div aria-live="polite" className={styles.summary}>
        {errorCount && !submitError ? `Periksa kembali ${errorCount} isian yang ditandai.` : null}
      </div>
      {submitError ? (
        <p role="alert" className={styles.submitError}>
          Permintaan belum terkirim. {submitError}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={isLoading}
        className={styles.submit}
        onPointerDown={() => {
          pressingSubmit.current = true;
        }}
        onPointerUp={() => {
          pressingSubmit.current = false;
        }}
        onPointerCancel={() => {
          pressingSubmit.current = false;
        }}
      >
        {isLoading ? 'Mengirim…' : 'Kirim Permintaan'}
      </Button>
    </form>
  );
}
