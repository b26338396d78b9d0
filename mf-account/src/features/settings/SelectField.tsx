// A labelled native select with its hint and error tied to it (Field's counterpart).
import { useId, type SelectHTMLAttributes } from 'react';
import styles from './settings.module.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The first, empty choice ('Pilih provinsi'). */
  placeholder: string;
  options: ReadonlyArray<{ id: string; name: string }>;
  error?: string;
  hint?: string;
}

export function SelectField({ label, placeholder, options, error, hint, id, ...select }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
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
