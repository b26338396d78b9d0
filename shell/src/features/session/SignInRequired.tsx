// A visitor without a session who opens an /account/… link: told why, offered 'Masuk'
// (sign-in that returns to this very path, query and hash included). The spec's other
// rule stays where it was: a member whose token failed introspection is sent to '/'
// (SessionSync on navigations; the BFF on a document request).
import { Link, useLocation } from 'react-router';
import { STRINGS, usePageTitle } from 'shared-contracts';
import { Button, PageHeading, SignInForm } from 'shared-kit';
import { useShell } from '../../app/ShellContext';
import styles from './SignInRequired.module.css';

export function SignInRequired({ title }: { title: string }) {
  const { login } = useShell();
  const { pathname, search, hash } = useLocation();
  usePageTitle(title);
  return (
    <section className={styles.gate} aria-label={STRINGS.accountGateTitle}>
      <PageHeading>{STRINGS.accountGateTitle}</PageHeading>
      <p className={styles.text}>{STRINGS.accountGateText}</p>
      <p className={styles.text}>{STRINGS.signInReturnHint}</p>
      <div className={styles.actions}>
        <SignInForm returnTo={`${pathname}${search}`} onSignIn={(path) => login(`${path}${hash}`)}>
          <Button type="submit">{STRINGS.signIn}</Button>
        </SignInForm>
        <Link to="/">{STRINGS.homepage}</Link>
      </div>
    </section>
  );
}
