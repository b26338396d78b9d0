// Photo upload: type and size checked before anything is sent, a preview, then the upload
// as a data URL (the JSON form the SSO accepts, which checks both again). The file input
// is the styled 'Pilih foto' control (its label); the input itself is visually hidden but
// keeps the focus and the keyboard, and the chosen file is named beside it.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { photoUrl, useAppDispatch, useGetUserQuery, useRemoteProps } from 'shared-contracts';
import { Button } from 'shared-kit';
import { errorMessage } from 'shared-contracts';
import { FormStatus } from '../../common/FormStatus';
import { sessionUserUpdated } from './sessionSync';
import { useUpdatePhotoMutation } from '../../api/settingsApi';
import { PHOTO_TYPES, validatePhoto } from './validation';
import forms from '../../common/forms.module.css';
import styles from './settings.module.css';

/** '1,2 MB' / '850 KB': the size beside the chosen file's name. */
function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('id-ID')} KB`;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function PhotoForm() {
  const { siteConfig } = useRemoteProps();
  const dispatch = useAppDispatch();
  const user = useGetUserQuery();
  const [upload, { isLoading }] = useUpdatePhotoMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const current = user.data ? (user.data.photo ? photoUrl(user.data.photo, siteConfig.storageBase) : user.data.avatar) : null;

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    setSuccess(null);
    setError(null);
    setPreview(null);
    setChosen(null);
    const file = e.target.files?.[0];
    if (!file) return;
    const problem = validatePhoto(file);
    if (problem) {
      setError(`${file.name}: ${problem}.`);
      e.target.value = '';
      return;
    }
    setChosen(`${file.name} (${formatFileSize(file.size)})`);
    try {
      setPreview(await readAsDataUrl(file));
    } catch {
      setError('Foto tidak dapat dibaca. Pilih foto lain.');
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!preview) {
      setError('Pilih foto terlebih dahulu.');
      return;
    }
    const result = await upload({ photo: preview });
    if ('error' in result) {
      setError(errorMessage(result.error, 'Gagal mengunggah foto. Coba lagi.'));
      return;
    }
    dispatch(sessionUserUpdated(result.data, siteConfig.storageBase));
    setPreview(null);
    setChosen(null);
    if (input.current) input.current.value = '';
    setSuccess('Foto profil berhasil diperbarui.');
  };

  return (
    <form onSubmit={submit} className={forms.form} aria-labelledby="photo-form-title">
      <h2 id="photo-form-title" className={forms.formTitle}>
        Foto Profil
      </h2>
      <div className={styles.photoRow}>
        {preview || current ? (
          <img
            src={preview ?? current ?? undefined}
            alt={preview ? 'Pratinjau foto profil baru' : 'Foto profil saat ini'}
            width={96}
            height={96}
            className={styles.photo}
          />
        ) : null}
        <div className={styles.photoPicker}>
          <input
            ref={input}
            id="photo-input"
            type="file"
            className={styles.fileInput}
            accept={PHOTO_TYPES.join(',')}
            onChange={choose}
            aria-describedby="photo-hint photo-chosen"
          />
          <label htmlFor="photo-input" className={styles.fileButton}>
            Pilih foto
          </label>
          <p id="photo-chosen" className={forms.hint}>
            {chosen ?? 'Belum ada foto baru yang dipilih.'}
          </p>
          <p id="photo-hint" className={forms.hint}>
            PNG, JPEG atau WEBP, maksimal 2 MB.
          </p>
        </div>
      </div>
      <div className={forms.actions}>
        <Button type="submit" disabled={!preview || isLoading}>
          {isLoading ? 'Mengunggah…' : 'Simpan Foto'}
        </Button>
        {preview ? (
          <Button
            variant="secondary"
            onClick={() => {
              setPreview(null);
              setChosen(null);
              if (input.current) input.current.value = '';
            }}
          >
            Batal
          </Button>
        ) : null}
      </div>
      <FormStatus success={success} error={error} />
    </form>
  );
}
