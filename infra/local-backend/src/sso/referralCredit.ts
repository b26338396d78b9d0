// Referral points (issue 32): a sign-up with a member's code credits nobody until the new
// member has verified an email or a phone, so a throwaway address earns nothing; and a
// referrer earns for at most REFERRALS_PER_DAY friends in any 24 hours (the friend's own
// bonus is not capped). Called wherever an address becomes verified.
import type { AppContext } from '../context';
import { randomCode } from '../codes';
import { REFEREE_REWARD, REFERRER_REWARD } from '../content/routes/referral';
import { DAY_MS } from '../time';

export const REFERRALS_PER_DAY = 5;

interface Pending {
  referred_by: number | null;
  referral_credited_at: number | null;
  email_verified: number;
  phone_verified: number;
}

/** Both sides' points as EARNING batches valid for a year, once the member is verified; at most once. */
export function creditReferralIfVerified(ctx: AppContext, userId: number): void {
  const now = ctx.now();
  ctx.db.transaction(() => {
    const u = ctx.db
      .prepare<[number], Pending>('SELECT referred_by, referral_credited_at, email_verified, phone_verified FROM users WHERE id = ?')
      .get(userId);
    if (!u || u.referred_by === null || u.referral_credited_at !== null || !(u.email_verified || u.phone_verified)) return;
    const creditedToday =
      ctx.db
        .prepare<[number, number], { n: number }>('SELECT COUNT(*) AS n FROM users WHERE referred_by = ? AND referrer_credited = 1 AND referral_credited_at > ?')
        .get(u.referred_by, now - DAY_MS)?.n ?? 0;
    const referrerEarns = creditedToday < REFERRALS_PER_DAY;
    const tx = ctx.db.prepare(
      `INSERT INTO point_transactions (user_id, created_at, expired_at, outlet_name, reference_no, point, mutation, description, brand_id, business_unit)
       VALUES (?, ?, ?, 'Program Referral', ?, ?, 'EARNING', ?, 'MYV', 'MyValue')`,
    );
    const add = ctx.db.prepare('UPDATE users SET point = point + ?, tier_point = tier_point + ? WHERE id = ?');
    if (referrerEarns) {
      tx.run(u.referred_by, now, now + 365 * DAY_MS, `REF${randomCode(10)}`, REFERRER_REWARD, 'Bonus referral teman');
      add.run(REFERRER_REWARD, REFERRER_REWARD, u.referred_by);
    }
    tx.run(userId, now, now + 365 * DAY_MS, `REF${randomCode(10)}`, REFEREE_REWARD, 'Bonus bergabung dengan kode referral');
    add.run(REFEREE_REWARD, REFEREE_REWARD, userId);
    ctx.db.prepare('UPDATE users SET referral_credited_at = ?, referrer_credited = ? WHERE id = ?').run(now, referrerEarns ? 1 : 0, userId);
  })();
}
