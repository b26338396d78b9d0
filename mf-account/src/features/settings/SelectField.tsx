// A labelled native select with its hint and error tied to it (shared-contracts' Field's counterpart),
// in the kit's look (selectClass); a className adds layout only.
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, selectClass } from 'shared-kit';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The first, empty choice ('Pilih provinsi'). */
  placeholder: string;
  options: ReadonlyArray<{ id: string; name: string }>;
  error?: string;
  hint?: string;
}

export function SelectField({ label, placeholder, options, error, hint, id, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <select {...control} className={selectClass(className)} {...select}>
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
