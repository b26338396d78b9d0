// An invitation's landing (/referral?kode=ABC123, the link a member shares): says the
// friend's code is waiting and offers 'Daftar dengan kode ABC123'. A plain GET form to the
// BFF's sign-in start (works before the scripts run, and the app's sign-in would drop the
// code): the BFF sends it on to the SSO's registration page with the code filled in.
import { LOGIN_PATH, REFERRAL_CODE_PARAM, SIGN_UP_PARAM } from 'shared-contracts';
import { Button } from 'shared-kit';
import styles from './ReferralPage.module.css';

/** Where a new member lands once signed up: their own code, to invite others in turn. */
export const AFTER_SIGN_UP_PATH = '/account/referral';

export function Invitation({ code }: { code: string }) {
  return (
    <section className={styles.invite} aria-labelledby="referral-invite-title" data-testid="referral-invite">
      <h2 id="referral-invite-title" className={styles.ctaTitle}>
        Kamu diundang bergabung di MyValue
      </h2>
      <p>
        Temanmu mengajakmu bergabung dengan kode referral <strong className={styles.code}>{code}</strong>. Daftar dengan kode ini dan
        kumpulkan poin dari setiap belanja di mitra MyValue.
      </p>
      <form method="get" action={LOGIN_PATH} className={styles.inviteForm}>
        <input type="hidden" name="returnTo" value={AFTER_SIGN_UP_PATH} />
        <input type="hidden" name={SIGN_UP_PARAM} value="1" />
        <input type="hidden" name={REFERRAL_CODE_PARAM} value={code} />
        <Button type="submit">Daftar dengan kode {code}</Button>
      </form>
    </section>
  );
}
