// A labelled input with its hint and error tied to it for screen readers.
import { useId, type InputHTMLAttributes } from 'react';
import styles from './settings.module.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Another element that describes the input too (the password rules). */
  describedBy?: string;
}

export function Field({ label, error, hint, describedBy, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
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
