// The pages the SSO's links open (single-use, expiring): '/atur-kata-sandi' (a member
// without a password, made by a partner or a social sign-in, sets one) and
// '/verifikasi-akun' (an e-mail or phone verified by link, with a password set at the same
// time when the account has none). The link is checked first; nothing changes until the
// member presses the button (mail scanners that open links change nothing).
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorCode, errorMessage, fieldErrors, type RouteDef } from 'shared-contracts';
import { Button, PageHeading, SignInForm } from 'shared-kit';
import type { LinkChecked, Success } from 'shared-contracts/schemas';
import { useShell } from '../../app/ShellContext';
import { NewPasswordForm, type NewPasswordValues } from './NewPasswordForm';
import {
  useApplySetPasswordLinkMutation,
  useApplyVerificationLinkMutation,
  useCheckSetPasswordLinkMutation,
  useCheckVerificationLinkMutation,
  useSetPasswordByVerificationLinkMutation,
} from './recoveryApi';
import styles from './recovery.module.css';

type Outcome<T> = { data: T } | { error: unknown };

type State =
  | { name: 'checking' }
  | { name: 'broken'; message: string }
  | { name: 'ready'; link: LinkChecked }
  | { name: 'done'; message: string };

const LINK_TEXT: Record<string, string> = {
  LINK_USED: 'Tautan ini sudah dipakai. Minta tautan baru bila perlu.',
  LINK_EXPIRED: 'Tautan ini sudah kedaluwarsa. Minta tautan baru.',
  LINK_INVALID: 'Tautan tidak valid. Periksa kembali tautan yang kamu buka atau minta tautan baru.',
};

function tokenIn(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && token.length >= 32 && token.length <= 200 ? token : null;
}

function useLinkState(check: (token: string) => Promise<Outcome<LinkChecked>>) {
  const { search } = useLocation();
  const token = tokenIn(search);
  const [state, setState] = useState<State>(token ? { name: 'checking' } : { name: 'broken', message: LINK_TEXT.LINK_INVALID! });
  useEffect(() => {
    if (!token) return;
    let live = true;
    void check(token).then((result) => {
      if (!live) return;
      if ('error' in result) {
        const code = errorCode(result.error as never);
        setState({ name: 'broken', message: (code && LINK_TEXT[code]) || errorMessage(result.error as never, LINK_TEXT.LINK_INVALID) });
      } else setState({ name: 'ready', link: result.data });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return { token, state, setState };
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div data-owner="shell" className={styles.page}>
      <PageHeading>{title}</PageHeading>
      <section className={styles.panel} aria-live="polite">
        {children}
      </section>
    </div>
  );
}

function Done({ message }: { message: string }) {
  const shell = useShell();
  return (
    <>
      <p role="status" className={styles.done}>
        {message}
      </p>
      <SignInForm returnTo="/account" onSignIn={(to) => shell.login(to)}>
        <Button type="submit">Masuk</Button>
      </SignInForm>
    </>
  );
}

function Broken({ message, again }: { message: string; again: string }) {
  return (
    <>
      <p role="alert" className={styles.alert}>
        {message}
      </p>
      <p className={styles.lead}>
        {again} <Link to="/account/setting">Pengaturan Profil</Link>, atau gunakan <Link to="/lupa-kata-sandi">Lupa kata sandi</Link>.
      </p>
    </>
  );
}

/** Sets the password from the link; refusals of the new password go to its fields. */
function usePasswordSubmit(apply: (values: NewPasswordValues) => Promise<Outcome<Success>>, onDone: (message: string) => void) {
  const [errors, setErrors] = useState<Partial<Record<keyof NewPasswordValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: NewPasswordValues) => {
    setFailure(null);
    const result = await apply(values);
    if ('error' in result) {
      const code = errorCode(result.error as never);
      setErrors(fieldErrors(result.error as never));
      setFailure((code && LINK_TEXT[code]) || errorMessage(result.error as never, 'Gagal menyimpan kata sandi. Coba lagi.'));
      return;
    }
    onDone(result.data.message);
  };
  return { errors, failure, submit };
}

export function SetPasswordPage({ route }: { route: RouteDef }) {
  const [check] = useCheckSetPasswordLinkMutation();
  const [apply, applying] = useApplySetPasswordLinkMutation();
  const { token, state, setState } = useLinkState((t) => check({ token: t }));
  const form = usePasswordSubmit(
    (v) => apply({ token: token ?? '', ...v }),
    (message) => setState({ name: 'done', message }),
  );
  return (
    <Frame title={route.title}>
      {state.name === 'checking' ? <p role="status">Memeriksa tautan…</p> : null}
      {state.name === 'broken' ? <Broken message={state.message} again="Minta tautan baru dari" /> : null}
      {state.name === 'ready' ? (
        <>
          {form.failure ? (
            <p role="alert" className={styles.alert}>
              {form.failure}
            </p>
          ) : null}
          <p className={styles.lead}>
            Buat kata sandi untuk akun <strong>{state.link.sentTo}</strong>. Setelah itu kamu bisa masuk dengan email atau nomor handphone dan kata sandi ini.
          </p>
          <NewPasswordForm submitLabel="Buat Kata Sandi" busy={applying.isLoading} serverErrors={form.errors} onSubmit={(v) => void form.submit(v)} />
        </>
      ) : null}
      {state.name === 'done' ? <Done message={state.message} /> : null}
    </Frame>
  );
}

export function LinkVerificationPage({ route }: { route: RouteDef }) {
  const [check] = useCheckVerificationLinkMutation();
  const [apply, applying] = useApplyVerificationLinkMutation();
  const [setPassword, setting] = useSetPasswordByVerificationLinkMutation();
  const { token, state, setState } = useLinkState((t) => check({ token: t }));
  const [failure, setFailure] = useState<string | null>(null);
  const form = usePasswordSubmit(
    (v) => setPassword({ token: token ?? '', ...v }),
    (message) => setState({ name: 'done', message }),
  );
  const verify = async () => {
    setFailure(null);
    const result = await apply({ token: token ?? '' });
    if ('error' in result) {
      const code = errorCode(result.error);
      setFailure((code && LINK_TEXT[code]) || errorMessage(result.error, 'Verifikasi gagal. Coba lagi.'));
      return;
    }
    setState({ name: 'done', message: result.data.message });
  };
  const what = state.name === 'ready' && state.link.channel === 'phone' ? 'nomor handphone' : 'email';
  return (
    <Frame title={route.title}>
      {state.name === 'checking' ? <p role="status">Memeriksa tautan…</p> : null}
      {state.name === 'broken' ? <Broken message={state.message} again="Minta tautan verifikasi baru dari" /> : null}
      {state.name === 'ready' && state.link.needsPassword ? (
        <>
          {form.failure ? (
            <p role="alert" className={styles.alert}>
              {form.failure}
            </p>
          ) : null}
          <p className={styles.lead}>
            Verifikasi {what} <strong>{state.link.sentTo}</strong> dan buat kata sandi untuk akunmu.
          </p>
          <NewPasswordForm submitLabel="Verifikasi & Buat Kata Sandi" busy={setting.isLoading} serverErrors={form.errors} onSubmit={(v) => void form.submit(v)} />
        </>
      ) : null}
      {state.name === 'ready' && !state.link.needsPassword ? (
        <>
          {failure ? (
            <p role="alert" className={styles.alert}>
              {failure}
            </p>
          ) : null}
          <p className={styles.lead}>
            Verifikasi {what} <strong>{state.link.sentTo}</strong> untuk akun MyValue kamu.
          </p>
          <Button onClick={() => void verify()} disabled={applying.isLoading}>
            {applying.isLoading ? 'Memverifikasi…' : `Verifikasi ${what === 'email' ? 'Email' : 'Nomor Handphone'}`}
          </Button>
        </>
      ) : null}
      {state.name === 'done' ? <Done message={state.message} /> : null}
    </Frame>
  );
}
