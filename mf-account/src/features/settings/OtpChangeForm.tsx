// Email or phone change in two steps: the new address with the member's current password
// sends an OTP to it, then the member types the code. The password is asked because a
// session alone must not move the account to another address (issue 42); the SSO also
// tells the old address, with a link that undoes the change. A member without a password
// creates one first ('Buat Kata Sandi'). (The stand-in records every message in its outbox.)
import { useState, type FormEvent, type ReactNode } from 'react';
import { useAppDispatch, useRemoteProps } from 'shared-contracts';
import { Button, Field, OtpField } from 'shared-kit';
import type { OtpSent, User } from 'shared-contracts/schemas';
import { errorCode, errorMessage, fieldErrors, type QueryError } from 'shared-contracts';
import { FormStatus } from '../../common/FormStatus';
import { sessionUserUpdated } from './sessionSync';
import { validateOtp } from './validation';
import forms from '../../common/forms.module.css';

type Outcome<T> = { data: T } | { error: QueryError };

const PASSWORD_REQUIRED = 'Kata sandi saat ini wajib diisi';

export interface OtpChangeFormProps {
  kind: 'email' | 'phone';
  title: string;
  label: string;
  current: string | null;
  verified: boolean;
  inputType: 'email' | 'tel';
  autoComplete: string;
  hint?: string;
  validate: (value: string) => string | undefined;
  /** The value as the backend wants it (e.g. a phone as +62…). */
  normalize: (value: string) => string;
  display: (value: string) => string;
  /** Sends the code to `value`, proving the member with their current password. */
  send: (value: string, currentPassword: string) => Promise<Outcome<OtpSent>>;
  /** False for an account without a password (social sign-up): it creates one first. */
  hasPassword: boolean;
  confirm: (value: string, otp: string) => Promise<Outcome<User>>;
  sending: boolean;
  confirming: boolean;
  /** Shown while the stored address is not verified: its 'Verifikasi' (VerifyStored). */
  verify?: ReactNode;
}

export function OtpChangeForm(props: OtpChangeFormProps) {
  const { siteConfig } = useRemoteProps();
  const dispatch = useAppDispatch();
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState<{ to: string; minutes: number } | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [otpError, setOtpError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const id = `${props.kind}-form`;

  const requestOtp = async (e?: FormEvent) => {
    e?.preventDefault();
    setFailure(null);
    setNotice(null);
    setSuccess(null);
    const problem = props.validate(value);
    const noPassword = password ? undefined : PASSWORD_REQUIRED;
    setFieldError(problem);
    setPasswordError(noPassword);
    if (problem || noPassword) return;
    const target = props.normalize(value);
    const result = await props.send(target, password);
    if ('error' in result) {
      const message = errorMessage(result.error, 'Gagal mengirim kode OTP. Coba lagi.');
      const code = errorCode(result.error);
      // A wrong password (or too many) belongs to its field; the step goes back to it.
      if (code === 'WRONG_PASSWORD' || code === 'TOO_MANY_ATTEMPTS') {
        setSent(null);
        setPasswordError(message);
        return;
      }
      setFieldError(fieldErrors(result.error)[props.kind]);
      setFailure(message);
      return;
    }
    setOtp('');
    setSent({ to: result.data.sentTo, minutes: Math.max(1, Math.round(result.data.expiresIn / 60)) });
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const problem = validateOtp(otp);
    setOtpError(problem);
    if (problem || !sent) return;
    const result = await props.confirm(sent.to, otp.trim());
    if ('error' in result) {
      setOtpError(fieldErrors(result.error).otp);
      setFailure(errorMessage(result.error, 'Verifikasi gagal. Coba lagi.'));
      return;
    }
    dispatch(sessionUserUpdated(result.data, siteConfig.storageBase));
    setSent(null);
    setValue('');
    setPassword('');
    setOtp('');
    setSuccess(`${props.label} berhasil diubah dan terverifikasi.`);
  };

  return (
    <section className={forms.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={forms.formTitle}>
        {props.title}
      </h2>
      <p className={forms.hint}>
        {props.current ? `${props.label} saat ini: ${props.display(props.current)}` : `Belum ada ${props.label.toLowerCase()}.`}{' '}
        {props.current ? (props.verified ? '(terverifikasi)' : '(belum terverifikasi)') : null}
      </p>
      {props.current && !props.verified ? props.verify : null}
      {!props.hasPassword ? (
        <p className={forms.hint}>
          Untuk mengubah {props.label.toLowerCase()}, buat kata sandi terlebih dahulu lewat &lsquo;Buat Kata Sandi&rsquo; di bawah.
        </p>
      ) : !sent ? (
        <form onSubmit={requestOtp} noValidate>
          <Field
            label={`${props.label} baru`}
            name={props.kind}
            type={props.inputType}
            autoComplete={props.autoComplete}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={fieldError}
            hint={props.hint}
          />
          <Field
            label="Kata sandi saat ini"
            name={`${props.kind}-current-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={passwordError}
            hint={`Demi keamananmu. ${props.current ? `Kami juga memberi tahu ${props.label.toLowerCase()} lama tentang perubahan ini.` : ''}`.trim()}
          />
          <Button type="submit" disabled={props.sending}>
            {props.sending ? 'Mengirim…' : 'Kirim Kode OTP'}
          </Button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <p role="status">
            Kode OTP telah dikirim ke {props.display(sent.to)}. Kode berlaku {sent.minutes} menit.
          </p>
          <OtpField label="Kode OTP" name={`${props.kind}-otp`} value={otp} onChange={setOtp} error={otpError} />
          <div className={forms.actions}>
            <Button type="submit" disabled={props.confirming}>
              {props.confirming ? 'Memverifikasi…' : 'Verifikasi'}
            </Button>
            <Button variant="secondary" disabled={props.sending} onClick={() => requestOtp()}>
              Kirim Ulang Kode
            </Button>
          </div>
          {/* A way back, apart from the form's buttons and not looking like one: going back
              drops the code sent, and the form says so (the typed value stays). */}
          <button
            type="button"
            className={forms.textButton}
            onClick={() => {
              setSent(null);
              setOtp('');
              setOtpError(undefined);
              setFailure(null);
              setNotice(`Kode yang dikirim ke ${props.display(sent.to)} tidak dipakai lagi. Periksa ${props.label.toLowerCase()} lalu kirim kode baru.`);
            }}
          >
            Salah {props.label.toLowerCase()}? Ganti {props.label.toLowerCase()}
          </button>
        </form>
      )}
      {notice ? (
        <p role="status" className={forms.hint}>
          {notice}
        </p>
      ) : null}
      <FormStatus success={success} error={failure} />
    </section>
  );
}
