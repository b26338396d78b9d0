// A labelled input with its hint and error tied to it for screen readers.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './recovery.module.css';

export interface RecoveryFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Shown under the input and described by it too (the password rules). */
  after?: { id: string; node: ReactNode };
}

export function RecoveryField({ label, error, hint, after, id, className, ...input }: RecoveryFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className={className}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, after?.id, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {after?.node}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
