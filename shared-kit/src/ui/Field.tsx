// The labelled controls of every form in the site (settings, membership, the recovery
// pages): FieldFrame ties a control to its label, hint and error for screen readers; Field
// is its text input; OtpField the 6-digit code a member types from an e-mail or SMS.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Field.module.css';

/** What a control inside FieldFrame carries: its id and what describes it. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  /** Another element that describes the control too (the password rules), by its id. */
  describedBy?: string;
  /** Shown under the hint (the password rules, whose id is `describedBy`). */
  after?: ReactNode;
  id?: string;
  children: (control: ControlProps) => ReactNode;
}

export function FieldFrame({ label, error, hint, describedBy, after, id, children }: FieldFrameProps) {
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {after}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  describedBy?: string;
  after?: ReactNode;
}

export function Field({ label, error, hint, describedBy, after, id, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} describedBy={describedBy} after={after} id={id}>
      {(control) => <input {...control} className={[styles.input, className].filter(Boolean).join(' ')} {...input} />}
    </FieldFrame>
  );
}

/**
 * The class of every native select in the site (its own border, height and arrow, the same
 * in every engine). A page's own CSS adds layout only (width, grid place), never the look.
 */
export function selectClass(extra?: string): string {
  return [styles.select, extra].filter(Boolean).join(' ');
}

/** Codes sent by e-mail or SMS are six digits everywhere (the SSO's codes and the cards'). */
export const OTP_LENGTH = 6;

export interface OtpFieldProps {
  /** 'Kode Verifikasi' unless the flow names it otherwise ('Kode OTP' for a contact change). */
  label?: string;
  name: string;
  value: string;
  /** Digits only: anything else typed or pasted is dropped. */
  onChange: (digits: string) => void;
  error?: string;
  hint?: string;
}

export function OtpField({ label = 'Kode Verifikasi', name, value, onChange, error, hint = 'Masukkan 6 angka yang kami kirim.' }: OtpFieldProps) {
  return (
    <Field
      label={label}
      name={name}
      className={styles.code}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      error={error}
      hint={hint}
    />
  );
}
