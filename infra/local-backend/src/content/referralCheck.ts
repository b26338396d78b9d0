// The answer of GET /v1/users/referral/check_code, in one place: the Content API's route
// gives it, and the SSO stand-in's sign-up page asks the same question (a real SSO would
// call check_code; the stand-ins share one database, so it reads the same answer here).
import type { ReferralCheck } from 'shared-contracts/schemas';
import type { Db } from '../db';

/** 'Dewi Sartika' → 'Dew* S******': enough to recognise a friend, not to harvest names. */
export function maskReferrerName(first: string, last: string): string {
  const part = (s: string, keep: number) => (s ? s.slice(0, keep) + '*'.repeat(Math.max(1, s.length - keep)) : '');
  return [part(first, 3), part(last, 1)].filter(Boolean).join(' ');
}

/** Whose code it is (masked), for a code already in the code's format. */
export function checkReferralCode(db: Db, code: string): ReferralCheck {
  const upper = code.trim().toUpperCase();
  const owner = db.prepare<[string], { first_name: string; last_name: string }>('SELECT first_name, last_name FROM users WHERE referral_code = ?').get(upper);
  return { code: upper, isValid: owner !== undefined, referrerName: owner ? maskReferrerName(owner.first_name, owner.last_name) : null };
}
