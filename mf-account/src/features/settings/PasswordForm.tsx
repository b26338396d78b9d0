// Password change with the current password, checked first (/v1/user/password/check,
// throttled per account by the SSO), the new one's rules ticked as the member types.
// A member without a password (made by a partner or a social sign-in) gets 'Buat Kata
// Sandi' instead: a single-use link to set one (CreatePasswordForm).
import { useState, type FormEvent } from 'react';
import { useGetUserQuery } from 'shared-contracts';
import { Button, Field, PasswordChecklist } from 'shared-kit';
import { errorCode, errorMessage, fieldErrors } from 'shared-contracts';
import { useCheckPasswordMutation } from '../../api/accountRecoveryApi';
import { CreatePasswordForm } from './CreatePasswordForm';
import { FormStatus } from '../../common/FormStatus';
import { useChangePasswordMutation } from '../../api/settingsApi';
import { hasErrors, validatePassword, type FieldErrors, type PasswordForm as Values } from './validation';
import forms from '../../common/forms.module.css';

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { data: user } = useGetUserQuery();
  if (user?.hasPassword === false) return <CreatePasswordForm />;
  return <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const [change, changing] = useChangePasswordMutation();
  const [checkCurrent, checking] = useCheckPasswordMutation();
  const isLoading = changing.isLoading || checking.isLoading;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess(null);
    setFailure(null);
    const found = validatePassword(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const checked = await checkCurrent({ password: values.currentPassword });
    if ('error' in checked) {
      const message = errorMessage(checked.error, 'Gagal memeriksa kata sandi. Coba lagi.');
      if (errorCode(checked.error) === 'WRONG_PASSWORD') setErrors({ currentPassword: message });
      else setFailure(message);
      return;
    }
    const result = await change({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if ('error' in result) {
      const code = errorCode(result.error);
      const fields = fieldErrors(result.error);
      const message = errorMessage(result.error, 'Gagal mengubah kata sandi. Coba lagi.');
      if (code === 'WRONG_PASSWORD') setErrors({ currentPassword: message });
      else if (code === 'PASSWORD_UNCHANGED') setErrors({ newPassword: message });
      else {
        setErrors({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
        setFailure(message);
      }
      return;
    }
    setValues(EMPTY);
    setSuccess(result.data.message || 'Kata sandi berhasil diubah.');
  };

  return (
    <form onSubmit={submit} noValidate className={forms.form} aria-labelledby="password-form-title">
      <h2 id="password-form-title" className={forms.formTitle}>
        Kata Sandi
      </h2>
      <Field
        label="Kata sandi saat ini"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
      />
      <Field
        label="Kata sandi baru"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        describedBy="change-password-rules"
      />
      <PasswordChecklist id="change-password-rules" password={values.newPassword} />
      <Field
        label="Ulangi kata sandi baru"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Menyimpan…' : 'Ubah Kata Sandi'}
      </Button>
      <FormStatus success={success} error={failure} />
    </form>
  );
}
