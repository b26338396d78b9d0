// The frame of every member page: sub-navigation beside (desktop) or above (mobile) the page.
// The shell mounts this remote for members only; if the session is gone anyway, say so and
// offer sign-in instead of a page full of 401 errors.
import { Outlet, useLocation, useRemoteProps } from 'shared-contracts';
import { Button, EmptyState, SignInForm } from 'shared-kit';
import { WalletKeeper } from '../features/wallet/WalletKeeper';
import { AccountNav } from './AccountNav';
import styles from './layout.module.css';

export function AccountLayout() {
  const { session } = useRemoteProps();
  const { pathname, search } = useLocation();
  if (session.status === 'anonymous') {
    return (
      <section data-remote="account" className={styles.layout}>
        <EmptyState title="Silakan masuk untuk melihat akun kamu">
          <SignInForm returnTo={`${pathname}${search}`} onSignIn={() => session.login()}>
            <Button type="submit">Masuk / Daftar</Button>
          </SignInForm>
        </EmptyState>
      </section>
    );
  }
  return (
    <div data-remote="account" className={styles.layout}>
      <WalletKeeper />
      <AccountNav />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
