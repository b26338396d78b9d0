// The frame of every member page: sub-navigation beside (desktop) or above (mobile) the page.
// The shell mounts this remote for members only; if the session is gone anyway, say so and
// offer sign-in instead of a page full of 401 errors.
import { Outlet } from 'shared-contracts';
import { Button, EmptyState, useRemoteProps } from 'shared-contracts';
import { AccountNav } from './AccountNav';
import styles from './layout.module.css';

export function AccountLayout() {
  const { session } = useRemoteProps();
  if (session.status === 'anonymous') {
    return (
      <section data-remote="account" className={styles.layout}>
        <EmptyState title="Silakan masuk untuk melihat akun kamu">
          <Button onClick={() => session.login()}>Masuk / Daftar</Button>
        </EmptyState>
      </section>
    );
  }
  return (
    <div data-remote="account" className={styles.layout}>
      <AccountNav />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
