// '/referral': how the programme works and its rewards (CMS copy), then the way in:
// a member goes to their code at /account/referral, a visitor signs in first and is
// brought back there.
// An invitation (/referral?kode=…, the link a member shares) adds 'Daftar dengan kode …' first.
import { Link } from 'react-router';
import { carriedReferralCode, REFERRAL_CODE_PARAM, Skeleton, STRINGS, selectSession, useAppSelector, useSearchParams, type RouteDef } from 'shared-contracts';
import { Button, SignInForm, buttonClass } from 'shared-kit';
import { useShell } from '../../app/ShellContext';
import { CmsPage } from '../../common/CmsPage';
import { Invitation } from './Invitation';
import styles from './ReferralPage.module.css';

export const ACCOUNT_REFERRAL_PATH = '/account/referral';
/**
 * When referral points are credited (issue 42: a verified throwaway address alone earned the
 * bonus; the SSO now waits for the friend's first redeem). Said by the shell, not only by
 * the CMS copy, so the rule is on the page whatever the copy says.
 */
export const REFERRAL_CREDIT_RULE = 'Poin referral masuk setelah temanmu memverifikasi email atau nomor handphone dan melakukan penukaran pertama.';

function ReferralCallToAction() {
  const session = useAppSelector(selectSession);
  const { login } = useShell();
  return (
    <section className={styles.cta} aria-labelledby="referral-cta-title" data-testid="referral-cta">
      <h2 id="referral-cta-title" className={styles.ctaTitle}>
        Siap mengajak teman?
      </h2>
      <p>{REFERRAL_CREDIT_RULE}</p>
      {session.status === 'member' ? (
        <>
          <p>Buat atau salin kode referralmu, lalu bagikan kepada teman.</p>
          <Link to={ACCOUNT_REFERRAL_PATH} className={buttonClass()}>
            Lihat Kode Referral Saya
          </Link>
        </>
      ) : session.status === 'anonymous' ? (
        <>
          <p>Masuk atau daftar akun MyValue untuk mendapatkan kode referralmu.</p>
          <SignInForm returnTo={ACCOUNT_REFERRAL_PATH} onSignIn={login}>
            <Button type="submit">{STRINGS.loginButton}</Button>
          </SignInForm>
        </>
      ) : (
        // The session is still being checked: no button that might change in a moment.
        <div role="status" aria-live="polite">
          <span className="mv-visually-hidden">Memeriksa sesi…</span>
          <Skeleton height={44} width={220} />
        </div>
      )}
    </section>
  );
}

export function ReferralPage({ route }: { route: RouteDef }) {
  const [search] = useSearchParams();
  // Only a value of the code's format is an invitation; anything else is ignored.
  const invitedWith = carriedReferralCode(search.get(REFERRAL_CODE_PARAM));
  const member = useAppSelector(selectSession).status === 'member';
  return (
    <CmsPage slug="referral" fallbackTitle={route.title} lead={invitedWith && !member ? <Invitation code={invitedWith} /> : null}>
      <ReferralCallToAction />
    </CmsPage>
  );
}
