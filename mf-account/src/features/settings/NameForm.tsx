// Name change, limited to once per interval by the update-name info rule: the member
// confirms the new name first, told until when it will be locked.
import { useEffect, useState, type FormEvent } from 'react';
import { fullName, Skeleton, useAppDispatch, useGetUserQuery, useRemoteProps } from 'shared-contracts';
import { Button, Dialog, Field, formatDate } from 'shared-kit';
import { errorMessage, fieldErrors } from 'shared-contracts';
import { QueryError } from '../../common/QueryError';
import { FormStatus } from '../../common/FormStatus';
import { sessionUserUpdated } from './sessionSync';
import { useGetUpdateNameInfoQuery, useUpdateNameMutation } from '../../api/settingsApi';
import { hasErrors, validateName, type FieldErrors } from './validation';
import forms from '../../common/forms.module.css';
import styles from './settings.module.css';

type Errors = FieldErrors<'firstName' | 'lastName'>;
/** The spec's interval, said when the update-name info could not be read. */
const NAME_INTERVAL_FALLBACK_DAYS = 30;

export function NameForm() {
  const { siteConfig } = useRemoteProps();
  const dispatch = useAppDispatch();
  const user = useGetUserQuery();
  const info = useGetUpdateNameInfoQuery();
  const [update, { isLoading }] = useUpdateNameMutation();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ firstName: string; lastName: string } | null>(null);

  // Start from the current name once it is known.
  const loadedId = user.data?.id;
  useEffect(() => {
    if (user.data) {
      setFirstName(user.data.firstName);
      setLastName(user.data.lastName);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedId]);

  if (user.isLoading || info.isLoading) return <Skeleton height={160} />;
  if (user.error || !user.data) return <QueryError error={user.error} onRetry={user.refetch} />;

  const locked = info.data ? !info.data.canUpdate : false;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess(null);
    setFailure(null);
    const input = { firstName: firstName.trim(), lastName: lastName.trim() };
    const found = validateName(input);
    setErrors(found);
    if (hasErrors(found)) return;
    if (input.firstName === user.data?.firstName && input.lastName === user.data?.lastName) {
      setFailure('Nama belum diubah.');
      return;
    }
    setConfirming(input);
  };

  const save = async () => {
    const input = confirming;
    setConfirming(null);
    if (!input) return;
    const result = await update(input);
    if ('error' in result) {
      const fields = fieldErrors(result.error);
      setErrors({ firstName: fields.firstName, lastName: fields.lastName });
      setFailure(errorMessage(result.error, 'Gagal mengubah nama. Coba lagi.'));
      return;
    }
    dispatch(sessionUserUpdated(result.data, siteConfig.storageBase));
    setSuccess('Nama berhasil diperbarui.');
  };

  return (
    <form onSubmit={submit} noValidate className={forms.form} aria-labelledby="name-form-title">
      <h2 id="name-form-title" className={forms.formTitle}>
        Nama
      </h2>
      {info.data ? (
        <p className={forms.hint}>
          {locked && info.data.nextAvailableDate
            ? `Nama dapat diubah lagi pada ${formatDate(info.data.nextAvailableDate)}.`
            : `Nama hanya dapat diubah sekali setiap ${info.data.intervalDays} hari.`}
        </p>
      ) : null}
      <div className={styles.row}>
        <Field
          label="Nama depan"
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          error={errors.firstName}
          disabled={locked}
          maxLength={60}
        />
        <Field
          label="Nama belakang"
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          error={errors.lastName}
          disabled={locked}
          maxLength={60}
        />
      </div>
      <Button type="submit" disabled={locked || isLoading}>
        {isLoading ? 'Menyimpan…' : 'Simpan Nama'}
      </Button>
      <FormStatus success={success} error={failure} />
      <Dialog
        open={confirming !== null}
        title="Simpan Nama?"
        onClose={() => setConfirming(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Batal
            </Button>
            <Button onClick={() => void save()}>Ya, Simpan Nama</Button>
          </>
        }
      >
        <p>
          Nama akan menjadi <strong>{confirming ? fullName(confirming) : ''}</strong>. Setelah disimpan, nama tidak dapat diubah lagi selama{' '}
          {info.data?.intervalDays ?? NAME_INTERVAL_FALLBACK_DAYS} hari.
        </p>
      </Dialog>
    </form>
  );
}
