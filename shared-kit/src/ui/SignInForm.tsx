// A sign-in button that works before the page is interactive and without script: a GET
// form to the BFF's sign-in start with the page to return to. With script, the app's own
// sign-in runs instead (it also remembers the path for the callback page, spec §4).
import type { ReactNode } from 'react';
import { LOGIN_PATH, safeReturnPath } from 'shared-contracts';
import styles from './ui.module.css';

export interface SignInFormProps {
  /** The same-origin path to come back to (as the server renders it: no hash). */
  returnTo: string;
  /** The app's sign-in, run instead of the form's request once the page is interactive; given `returnTo`. */
  onSignIn: (returnTo: string) => void;
  /** The form's submit button (the form adds no box of its own). */
  children: ReactNode;
}

export function SignInForm({ returnTo, onSignIn, children }: SignInFormProps) {
  return (
    <form
      method="get"
      action={LOGIN_PATH}
      className={styles.bareForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSignIn(returnTo);
      }}
    >
      <input type="hidden" name="returnTo" value={safeReturnPath(returnTo)} />
      {children}
    </form>
  );
}
