// 'Verifikasi' of the e-mail or phone already stored (spec §4: a member is verified when
// either is): a code to it, typed here; resend after a visible countdown; the verified
// state afterwards. Wrong, expired, used codes and too many tries are said in words; once a
// code was sent, 'Kirim tautan verifikasi' offers a link instead (VerifyByLink).
import { useState, type FormEvent } from 'react';
import { errorCode, errorInfo, errorMessage, useAppDispatch, useRemoteProps } from 'shared-contracts';
import { Button, OtpField, resendWaitText, useCountdown } from 'shared-kit';
import type { VerificationChannel } from 'shared-contracts/schemas';
import { useCheckVerificationMutation, useSendVerificationMutation } from '../../api/accountRecoveryApi';
import { FormStatus } from '../../common/FormStatus';
import { sessionUserUpdated } from './sessionSync';
import { validateOtp } from './validation';
import { UNUSABLE_CODE_ERRORS, VerifyByLink } from './VerifyByLink';
import forms from '../../common/forms.module.css';
import styles from './settings.module.css';

/** '45 detik', '2 menit': the wait as the SSO words it. */
function waitWords(seconds: number): string {
  return seconds < 60 ? `${Math.max(1, Math.ceil(seconds))} detik` : `${Math.ceil(seconds / 60)} menit`;
}

export interface VerifyStoredProps {
  channel: VerificationChannel;
  /** 'email' / 'nomor handphone', as the sentence needs it. */
  noun: string;
}

export function VerifyStored({ channel, noun }: VerifyStoredProps) {
  const { siteConfig } = useRemoteProps();
  const dispatch = useAppDispatch();
  const [send, sending] = useSendVerificationMutation();
  const [check, checking] = useCheckVerificationMutation();
  const [sent, setSent] = useState<{ to: string; minutes: number } | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [codeUnusable, setCodeUnusable] = useState(false);
  const countdown = useCountdown();
  const wait = resendWaitText(countdown.left);

  const request = async () => {
    setFailure(null);
    const result = await send({ channel });
    if ('error' in result) {
      const retry = (errorInfo(result.error).data as { retryAfter?: unknown } | null)?.retryAfter;
      if (errorCode(result.error) === 'OTP_RESEND_TOO_SOON' && typeof retry === 'number') {
        countdown.start(retry);
        // The SSO's 'Kode atau tautan baru saja dikirim' is about the account: right after the
        // e-mail's code it read as if one had gone to the phone (issue 43). Until a send to
        // this address succeeds here, say what did happen: nothing was sent.
        if (!sent) {
          setFailure(`Kode verifikasi belum dikirim ke ${noun} kamu. Coba lagi dalam ${waitWords(retry)}.`);
          return;
        }
      }
      setFailure(errorMessage(result.error, 'Gagal mengirim kode verifikasi. Coba lagi.'));
      return;
    }
    countdown.start(result.data.resendIn);
    setCodeUnusable(false);
    setOtp('');
    setOtpError(undefined);
    setSent({ to: result.data.sentTo, minutes: Math.max(1, Math.round(result.data.expiresIn / 60)) });
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setCodeUnusable(false);
    const problem = validateOtp(otp, 'Kode verifikasi');
    setOtpError(problem);
    if (problem) return;
    const result = await check({ channel, otp: otp.trim() });
    if ('error' in result) {
      // Said once, as an alert (announced); the field keeps what was typed to correct it.
      setFailure(errorMessage(result.error, 'Verifikasi gagal. Coba lagi.'));
      setCodeUnusable(UNUSABLE_CODE_ERRORS.includes(errorCode(result.error) ?? ''));
      return;
    }
    dispatch(sessionUserUpdated(result.data, siteConfig.storageBase));
    setSent(null);
    setSuccess(`${noun[0]!.toUpperCase()}${noun.slice(1)} berhasil diverifikasi.`);
  };

  if (success) return <FormStatus success={success} />;
  return (
    <div className={styles.verify}>
      {!sent ? (
        <Button variant="secondary" onClick={() => void request()} disabled={sending.isLoading || Boolean(wait)}>
          {sending.isLoading ? 'Mengirim…' : (wait ?? `Verifikasi ${noun === 'email' ? 'Email' : 'Nomor'}`)}
        </Button>
      ) : (
        <form onSubmit={verify} noValidate aria-label={`Verifikasi ${noun}`}>
          <p role="status">
            Kode verifikasi telah dikirim ke {sent.to}. Kode berlaku {sent.minutes} menit.
          </p>
          <OtpField name={`${channel}-verification-code`} value={otp} onChange={setOtp} error={otpError} />
          <div className={forms.actions}>
            <Button type="submit" disabled={checking.isLoading}>
              {checking.isLoading ? 'Memeriksa…' : 'Konfirmasi Kode'}
            </Button>
            <Button variant="secondary" disabled={Boolean(wait) || sending.isLoading} onClick={() => void request()}>
              {wait ?? 'Kirim Ulang Kode'}
            </Button>
          </div>
        </form>
      )}
      {failure ? <FormStatus error={failure} /> : null}
      {sent ? <VerifyByLink channel={channel} noun={noun} codeUnusable={codeUnusable} /> : null}
    </div>
  );
}
