// Referral points (issues 32 and 42): a sign-up with a member's code credits nobody until
// the new member has verified an email or a phone AND made a first redeem (a voucher or an
// event ticket) or has a point transaction of their own: a verified throwaway address alone
// earned 250 points per fake friend. A referrer earns for at most REFERRALS_PER_DAY friends
// in any 24 hours (the friend's own bonus is not capped). Called wherever an address
// becomes verified and after every redeem; whichever comes last credits, once.
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

/** Whether the member has used the programme: a voucher, a ticket, or points moved other than by the referral itself. */
function hasUsedProgramme(ctx: AppContext, userId: number): boolean {
  return (
    ctx.db
      .prepare<[number, number, number], { one: number }>(
        `SELECT 1 AS one WHERE EXISTS (SELECT 1 FROM vouchers WHERE user_id = ?)
           OR EXISTS (SELECT 1 FROM voucher_tickets WHERE user_id = ?)
           OR EXISTS (SELECT 1 FROM point_transactions WHERE user_id = ? AND outlet_name <> 'Program Referral')`,
      )
      .get(userId, userId, userId) !== undefined
  );
}

/**
 * Both sides' points as EARNING batches valid for a year, once the member is verified and
 * has used the programme; at most once.
 */
export function creditReferralIfEarned(ctx: AppContext, userId: number): void {
  const now = ctx.now();
  ctx.db.transaction(() => {
    const u = ctx.db
      .prepare<[number], Pending>('SELECT referred_by, referral_credited_at, email_verified, phone_verified FROM users WHERE id = ?')
      .get(userId);
    if (!u || u.referred_by === null || u.referral_credited_at !== null || !(u.email_verified || u.phone_verified)) return;
    if (!hasUsedProgramme(ctx, userId)) return;
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
