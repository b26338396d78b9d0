// The new password and its confirmation, with the rules ticked as the member types
// (PasswordChecklist). Checked here first; the SSO checks the same rules again.
import { useState, type FormEvent } from 'react';
import { passwordProblem } from 'shared-contracts';
import { Button, Field, PasswordChecklist } from 'shared-kit';

export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

export interface NewPasswordFormProps {
  submitLabel: string;
  busy: boolean;
  /** Field messages the SSO sent back (its 400 issues). */
  serverErrors?: Partial<Record<keyof NewPasswordValues, string>>;
  onSubmit: (values: NewPasswordValues) => void;
}

export const MISMATCH = 'Konfirmasi kata sandi tidak sama';

export function NewPasswordForm({ submitLabel, busy, serverErrors = {}, onSubmit }: NewPasswordFormProps) {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof NewPasswordValues, string>>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<keyof NewPasswordValues, string>> = {};
    const problem = passwordProblem(values.password);
    if (problem) found.password = problem;
    if (!values.passwordConfirm) found.passwordConfirm = 'Ulangi kata sandi baru';
    else if (values.passwordConfirm !== values.password) found.passwordConfirm = MISMATCH;
    setErrors(found);
    if (found.password || found.passwordConfirm) return;
    onSubmit(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field
        label="Kata Sandi Baru"
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        error={errors.password ?? serverErrors.password}
        describedBy="new-password-rules"
        after={<PasswordChecklist id="new-password-rules" password={values.password} />}
      />
      <Field
        label="Ulangi Kata Sandi Baru"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        value={values.passwordConfirm}
        onChange={(e) => setValues((v) => ({ ...v, passwordConfirm: e.target.value }))}
        error={errors.passwordConfirm ?? serverErrors.passwordConfirm}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Menyimpan…' : submitLabel}
      </Button>
    </form>
  );
}
