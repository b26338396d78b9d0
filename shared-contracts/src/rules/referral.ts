// Invitations that carry the code (issue 41 item 3): the member's share link opens the
// site's /referral with the code, and its 'Daftar' starts sign-up on the SSO with it. One
// place for the parameter names and for reading a carried code, so the link the account
// area writes, the page the shell renders and the BFF's sign-up start agree.
// No zod here: this module is in every page's start-up (the contract's core), and zod is
// not; the schema (schemas/referral.ts) takes its pattern from here.

/** Codes are 6–12 upper-case letters and digits; the header shows them upper-cased. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;

/** The site's page an invitation opens (a shell route). */
export const REFERRAL_PAGE_PATH = '/referral';
/** The query parameter of /referral (and of the sign-up start) that carries the code. */
export const REFERRAL_CODE_PARAM = 'kode';
/** The sign-in start's parameter asking for the SSO's registration page instead of its sign-in page. */
export const SIGN_UP_PARAM = 'daftar';
/** The SSO register page's parameter that pre-fills its referral field. */
export const SSO_REFERRAL_PARAM = 'referral_code';

/**
 * A carried code, or null: whatever arrives in a URL is only a code if it has the code's
 * format once upper-cased (codes are shown upper-cased, and a friend may type it lower).
 * Anything else (too long, punctuation, a URL) is ignored rather than passed on.
 */
export function carriedReferralCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The link a member shares: the site's /referral with the code (no other parameter). */
export function referralInviteUrl(publicUrl: string, code: string): string {
  const url = new URL(REFERRAL_PAGE_PATH, `${publicUrl.replace(/\/+$/, '')}/`);
  const carried = carriedReferralCode(code);
  if (carried) url.searchParams.set(REFERRAL_CODE_PARAM, carried);
  return url.toString();
}
