// A labelled native select with its hint and error tied to it (shared-contracts' Field's counterpart).
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from 'shared-kit';
import forms from '../../common/forms.module.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The first, empty choice ('Pilih provinsi'). */
  placeholder: string;
  options: ReadonlyArray<{ id: string; name: string }>;
  error?: string;
  hint?: string;
}

export function SelectField({ label, placeholder, options, error, hint, id, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <select {...control} className={forms.select} {...select}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
