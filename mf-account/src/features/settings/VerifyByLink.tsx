// 'Kirim tautan verifikasi' (issue 41 item 3): where a code cannot be used (it expired, was
// used, or took too many wrong tries; or the member would rather not type one) the SSO
// sends a link instead (/v2/user/linkverification) that opens the site's /verifikasi-akun.
// The SSO limits these sends like its codes; a refusal's wait is shown on the button.
import { errorCode, errorInfo, errorMessage } from 'shared-contracts';
import type { VerificationChannel } from 'shared-contracts/schemas';
import { Button, useCountdown } from 'shared-kit';
import { useState } from 'react';
import { useSendVerificationLinkMutation } from '../../api/accountRecoveryApi';
import { FormStatus } from '../../common/FormStatus';
import styles from './settings.module.css';

/** The check's answers after which the code in hand can no longer verify anything. */
export const UNUSABLE_CODE_ERRORS: readonly string[] = ['OTP_EXPIRED', 'OTP_USED', 'OTP_TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS'];

function lifetime(seconds: number): string {
  return seconds >= 3600 ? `${Math.round(seconds / 3600)} jam` : `${Math.max(1, Math.round(seconds / 60))} menit`;
}

function linkWaitText(left: number): string | null {
  return left > 0 ? `Kirim tautan lagi dalam ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` : null;
}

export interface VerifyByLinkProps {
  channel: VerificationChannel;
  /** 'email' / 'nomor handphone'. */
  noun: string;
  /** The code just typed can no longer be used: say why a link is offered. */
  codeUnusable: boolean;
}

export function VerifyByLink({ channel, noun, codeUnusable }: VerifyByLinkProps) {
  const [send, sending] = useSendVerificationLinkMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const countdown = useCountdown();
  const wait = linkWaitText(countdown.left);

  const request = async () => {
    setFailure(null);
    const result = await send({ channel });
    if ('error' in result) {
      const retry = (errorInfo(result.error).data as { retryAfter?: unknown } | null)?.retryAfter;
      if (typeof retry === 'number' && ['OTP_RESEND_TOO_SOON', 'OTP_SEND_LIMIT'].includes(errorCode(result.error) ?? '')) countdown.start(retry);
      setFailure(errorMessage(result.error, 'Gagal mengirim tautan verifikasi. Coba lagi.'));
      return;
    }
    countdown.start(result.data.resendIn);
    setSent(`Tautan verifikasi telah dikirim ke ${result.data.sentTo}. Buka tautan itu untuk memverifikasi ${noun} kamu; tautan berlaku ${lifetime(result.data.expiresIn)}.`);
  };

  return (
    <div className={styles.verifyLink}>
      {codeUnusable ? <p>Kode ini tidak bisa dipakai lagi. Kamu bisa memverifikasi {noun} dengan tautan.</p> : null}
      <Button variant="secondary" onClick={() => void request()} disabled={sending.isLoading || Boolean(wait)}>
        {sending.isLoading ? 'Mengirim…' : (wait ?? 'Kirim tautan verifikasi')}
      </Button>
      <FormStatus success={sent} error={failure} />
    </div>
  );
}
