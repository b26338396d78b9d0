// 'Buat Kata Sandi' for a member without a password (an account made by a partner or a
// social sign-in): the SSO sends a single-use, expiring link to the member's e-mail (or
// phone), which opens the site's /atur-kata-sandi page. Resend after a visible countdown.
import { useState } from 'react';
import { errorCode, errorInfo, errorMessage } from 'shared-contracts';
import { Button, resendWaitText, useCountdown } from 'shared-kit';
import { useSendSetPasswordLinkMutation } from '../../api/accountRecoveryApi';
import { FormStatus } from '../../common/FormStatus';
import forms from '../../common/forms.module.css';

export function CreatePasswordForm() {
  const [send, sending] = useSendSetPasswordLinkMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const countdown = useCountdown();
  const wait = resendWaitText(countdown.left);

  const request = async () => {
    setFailure(null);
    const result = await send();
    if ('error' in result) {
      const retry = (errorInfo(result.error).data as { retryAfter?: unknown } | null)?.retryAfter;
      if (errorCode(result.error) === 'OTP_RESEND_TOO_SOON' && typeof retry === 'number') countdown.start(retry);
      setFailure(errorMessage(result.error, 'Gagal mengirim tautan. Coba lagi.'));
      return;
    }
    countdown.start(result.data.resendIn);
    setSentTo(`Tautan untuk membuat kata sandi telah dikirim ke ${result.data.sentTo}. Tautan berlaku ${Math.round(result.data.expiresIn / 60)} menit dan hanya dapat dipakai sekali.`);
  };

  return (
    <section className={forms.form} aria-labelledby="create-password-title">
      <h2 id="create-password-title" className={forms.formTitle}>
        Buat Kata Sandi
      </h2>
      <p className={forms.hint}>
        Akunmu belum memiliki kata sandi. Buat kata sandi agar kamu juga bisa masuk dengan email atau nomor handphone.
      </p>
      <div className={forms.actions}>
        <Button onClick={() => void request()} disabled={sending.isLoading || Boolean(wait)}>
          {sending.isLoading ? 'Mengirim…' : (wait ?? (sentTo ? 'Kirim Ulang Tautan' : 'Kirim Tautan Buat Kata Sandi'))}
        </Button>
      </div>
      <FormStatus success={sentTo} error={failure} />
    </section>
  );
}
