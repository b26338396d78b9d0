// '/lupa-kata-sandi' ('Lupa kata sandi?' on the SSO's sign-in page leads here): e-mail or
// phone → a 6-digit code (resend after a visible countdown) or a reset link → the new
// password with its rules ticked as the member types → 'Masuk'. Opened from a reset link
// (?token=…), it starts at the new password. Every step's failure is said in words.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { errorCode, errorInfo, errorMessage, fieldErrors, normalizePhone, type QueryError, type RouteDef } from 'shared-contracts';
import { Button, Field, OtpField, PageHeading, resendWaitText, SignInForm, useCountdown } from 'shared-kit';
import { useShell } from '../../app/ShellContext';
import { NewPasswordForm, type NewPasswordValues } from './NewPasswordForm';
import {
  useApplyForgotPasswordMutation,
  useCheckForgotPasswordCodeMutation,
  useSendForgotPasswordCodeMutation,
  useSendForgotPasswordLinkMutation,
  type RecoveryTarget,
} from './recoveryApi';
import styles from './recovery.module.css';

type Step =
  | { name: 'start' }
  | { name: 'code'; target: RecoveryTarget; sentTo: string; minutes: number }
  | { name: 'link'; target: RecoveryTarget; sentTo: string; minutes: number }
  | { name: 'password'; resetToken: string; fromLink: boolean }
  | { name: 'done'; message: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the member typed as an e-mail or a phone number, or why it is neither. */
export function recoveryTargetOf(raw: string): RecoveryTarget | string {
  const value = raw.trim();
  if (!value) return 'Email atau nomor handphone wajib diisi';
  if (value.includes('@')) return EMAIL_PATTERN.test(value) ? { email: value.toLowerCase() } : 'Format email tidak valid';
  const phone = normalizePhone(value);
  return phone ? { phone } : 'Nomor handphone tidak valid. Contoh: 0812 3456 7890';
}

function tokenIn(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && token.length >= 32 && token.length <= 200 ? token : null;
}

export function ForgotPasswordPage({ route }: { route: RouteDef }) {
  const { search } = useLocation();
  const linkToken = tokenIn(search);
  const [step, setStep] = useState<Step>(linkToken ? { name: 'password', resetToken: linkToken, fromLink: true } : { name: 'start' });
  const [login, setLogin] = useState('');
  const [loginError, setLoginError] = useState<string | undefined>();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordErrors, setPasswordErrors] = useState<Partial<Record<keyof NewPasswordValues, string>>>({});
  const countdown = useCountdown();
  const heading = useRef<HTMLHeadingElement>(null);
  const [sendCode, sendingCode] = useSendForgotPasswordCodeMutation();
  const [sendLink, sendingLink] = useSendForgotPasswordLinkMutation();
  const [check, checking] = useCheckForgotPasswordCodeMutation();
  const [apply, applying] = useApplyForgotPasswordMutation();
  const shell = useShell();

  // Each new step is announced by moving focus to the heading (screen readers read it).
  useEffect(() => {
    if (step.name !== 'start' || failure) heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step.name]);

  const refused = (error: QueryError, fallback: string) => {
    const seconds = (errorInfo(error).data as { retryAfter?: unknown } | null)?.retryAfter;
    if (errorCode(error) === 'OTP_RESEND_TOO_SOON' && typeof seconds === 'number') countdown.start(seconds);
    setFailure(errorMessage(error, fallback));
  };

  const send = async (how: 'code' | 'link', target?: RecoveryTarget) => {
    setFailure(null);
    const who = target ?? recoveryTargetOf(login);
    if (typeof who === 'string') {
      setLoginError(who);
      return;
    }
    setLoginError(undefined);
    const result = how === 'code' ? await sendCode(who) : await sendLink(who);
    if ('error' in result) {
      const fields = fieldErrors(result.error);
      if (fields.email || fields.phone) setLoginError(fields.email ?? fields.phone);
      refused(result.error, how === 'code' ? 'Gagal mengirim kode. Coba lagi.' : 'Gagal mengirim tautan. Coba lagi.');
      return;
    }
    countdown.start(result.data.resendIn ?? 60);
    setOtp('');
    setOtpError(undefined);
    const sent = { target: who, sentTo: result.data.sentTo, minutes: Math.max(1, Math.round(result.data.expiresIn / 60)) };
    setStep(how === 'code' ? { name: 'code', ...sent } : { name: 'link', ...sent });
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (step.name !== 'code') return;
    setFailure(null);
    const code = otp.trim();
    if (!/^\d{6}$/.test(code)) {
      setOtpError('Kode verifikasi terdiri dari 6 angka');
      return;
    }
    setOtpError(undefined);
    const result = await check({ ...step.target, otp: code });
    if ('error' in result) {
      // Said once, as the alert at the top (announced); the field keeps the code to correct it.
      refused(result.error, 'Verifikasi gagal. Coba lagi.');
      return;
    }
    setStep({ name: 'password', resetToken: result.data.resetToken, fromLink: false });
  };

  const save = async (values: NewPasswordValues) => {
    if (step.name !== 'password') return;
    setFailure(null);
    const result = await apply({ resetToken: step.resetToken, ...values });
    if ('error' in result) {
      setPasswordErrors(fieldErrors(result.error));
      setFailure(
        errorCode(result.error) === 'RESET_TOKEN_INVALID' && step.fromLink
          ? 'Tautan ubah kata sandi sudah tidak berlaku atau sudah dipakai. Minta kode atau tautan baru.'
          : errorMessage(result.error, 'Gagal menyimpan kata sandi. Coba lagi.'),
      );
      return;
    }
    setStep({ name: 'done', message: result.data.message });
  };

  const restart = () => {
    setFailure(null);
    setStep({ name: 'start' });
  };
  const wait = resendWaitText(countdown.left);

  return (
    <div data-owner="shell" className={styles.page}>
      <PageHeading>
        <span ref={heading} tabIndex={-1}>
          {step.name === 'done' ? 'Kata Sandi Diubah' : route.title}
        </span>
      </PageHeading>
      <section className={styles.panel} aria-live="polite">
        {failure ? (
          <p role="alert" className={styles.alert}>
            {failure}
          </p>
        ) : null}

        {step.name === 'start' ? (
          <>
            <p className={styles.lead}>Masukkan email atau nomor handphone akun MyValue kamu. Kami kirim kode verifikasi atau tautan untuk membuat kata sandi baru.</p>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void send('code');
              }}
              noValidate
            >
              <Field
                label="Email atau No. Handphone"
                name="login"
                type="text"
                inputMode="email"
                autoComplete="username"
                value={login}
                onChange={(e) => setLogin(e.target.value)}
                error={loginError}
              />
              <div className={styles.actions}>
                <Button type="submit" disabled={sendingCode.isLoading}>
                  {sendingCode.isLoading ? 'Mengirim…' : 'Kirim Kode'}
                </Button>
                <Button variant="secondary" disabled={sendingLink.isLoading} onClick={() => void send('link')}>
                  {sendingLink.isLoading ? 'Mengirim…' : 'Kirim Tautan'}
                </Button>
              </div>
            </form>
          </>
        ) : null}

        {step.name === 'code' ? (
          <>
            <p role="status" className={styles.status}>
              Kode verifikasi sudah dikirim ke <strong>{step.sentTo}</strong> jika terdaftar. Kode berlaku {step.minutes} menit.
            </p>
            <form onSubmit={verify} noValidate>
              <OtpField name="otp" value={otp} onChange={setOtp} error={otpError} />
              <Button type="submit" disabled={checking.isLoading}>
                {checking.isLoading ? 'Memeriksa…' : 'Verifikasi'}
              </Button>
            </form>
            <div className={styles.actions}>
              <Button variant="secondary" disabled={Boolean(wait) || sendingCode.isLoading} onClick={() => void send('code', step.target)}>
                {wait ?? 'Kirim Ulang Kode'}
              </Button>
              <Button variant="secondary" onClick={restart}>
                Ganti Email atau Nomor
              </Button>
            </div>
          </>
        ) : null}

        {step.name === 'link' ? (
          <>
            <p role="status" className={styles.status}>
              Tautan sudah dikirim ke <strong>{step.sentTo}</strong> jika terdaftar. Buka tautan itu untuk membuat kata sandi baru; tautan berlaku {step.minutes} menit dan
              hanya dapat dipakai sekali.
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" disabled={Boolean(wait) || sendingLink.isLoading} onClick={() => void send('link', step.target)}>
                {wait ?? 'Kirim Ulang Tautan'}
              </Button>
              <Button variant="secondary" onClick={restart}>
                Ganti Email atau Nomor
              </Button>
            </div>
          </>
        ) : null}

        {step.name === 'password' ? (
          <>
            <p className={styles.lead}>Buat kata sandi baru untuk akun MyValue kamu.</p>
            <NewPasswordForm submitLabel="Simpan Kata Sandi" busy={applying.isLoading} serverErrors={passwordErrors} onSubmit={(v) => void save(v)} />
            {failure ? (
              <Button variant="secondary" onClick={restart}>
                Minta Kode Baru
              </Button>
            ) : null}
          </>
        ) : null}

        {step.name === 'done' ? (
          <>
            <p role="status" className={styles.done}>
              {step.message}
            </p>
            <SignInForm returnTo="/account" onSignIn={(to) => shell.login(to)}>
              <Button type="submit">
                Masuk
              </Button>
            </SignInForm>
          </>
        ) : null}
      </section>
    </div>
  );
}
