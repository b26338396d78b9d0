// A labelled input with its hint and error tied to it for screen readers; FieldFrame is the
// label, hint and error every control of the settings forms shares (SelectField too).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './settings.module.css';

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
  /** Another element that describes the control too (the password rules). */
  describedBy?: string;
  id?: string;
  children: (control: ControlProps) => ReactNode;
}

export function FieldFrame({ label, error, hint, describedBy, id, children }: FieldFrameProps) {
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
  /** Another element that describes the input too (the password rules). */
  describedBy?: string;
}

export function Field({ label, error, hint, describedBy, id, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} describedBy={describedBy} id={id}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}

/** The outcome line under a form: announced politely on success, assertively on failure. */
export function FormStatus({ success, error }: { success?: string | null; error?: string | null }) {
  return (
    <>
      <p role="status" className={styles.success}>
        {success ?? ''}
      </p>
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
    </>
  );
}
