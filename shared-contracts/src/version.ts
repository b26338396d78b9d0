/**
 * The contract's version (semver, read from the shell's side; docs/architecture.md §6).
 * Bump the minor when the contract gains something (an export, a field, an endpoint)
 * that a remote may start to use; the major when something is removed or changes
 * meaning. Every build records it: the shell's (build-info.json, its mf-manifest.json)
 * as the contract it provides, a remote's (metaData.contractVersion in its
 * mf-manifest.json) as the contract it needs. See contractServes for the rule.
 */
// 2.0.0: setApiBaseUrl, sanitizeHtml, PagePrefetchOptions and the buy bodies'
// idempotencyKey removed; a page with no upstream answer is 503 (pageFailureStatus);
// added: widgets' data (defineWidget's data), LatestBuildsSchema, the idempotency rule,
// ZipcodeSchema, Field/OtpField. A 1.x remote is refused: release every remote after the
// shell.
// 2.1.0: a page row's title(ctx) drives the document title in the browser (PageMount,
// PageRoutes) as on the server; added PageData.title, PageMount, pageTitleOf,
// definedParams, and the promo labels (priceLabel, validityLabel, promoBadge,
// validityBadge) that the catalog's cards and a campaign's promos share. A 2.1 remote
// sets no title itself: it needs a 2.1 shell.
// 2.2.0: the e-mail and phone change requests carry the member's currentPassword
// (EmailOtpRequest, PhoneOtpRequest); an account remote that sends it needs a 2.2 shell.
// 3.0.0: the UI kit, formatters, generic hooks and test kit left the contract for shared-kit
// (shared by version range: a UI change ships with the remote that needs it); the contract
// keeps RemoteFailure, Skeleton and ErrorView (its own mount code renders them), useOnline,
// the phone rule (normalizePhone, formatPhone) and gains the drawing loaders (loadSanitizer,
// loadQrEncoder and their loaded… readers). A 2.x remote takes Button and formatDate from the
// contract, which no longer has them: it is refused; release every remote after the shell.
// 3.1.0: reminders (issue 41): ReminderPreferencesSchema, RemindersSchema,
// PushSubscriptionSchema, ReminderPushSchema, REMINDER_LEAD_CHOICES and the default lead
// times (POINTS_REMINDER_DAYS, VOUCHER_REMINDER_DAYS, TIER_REMINDER_DAYS), the member's
// reminder endpoints (/v1/users/reminders, /v1/users/push-subscriptions).
// 3.2.0: invitations that carry the code (issue 41 item 3): REFERRAL_PAGE_PATH,
// REFERRAL_CODE_PARAM, SIGN_UP_PARAM, SSO_REFERRAL_PARAM, carriedReferralCode and
// referralInviteUrl; /referral declares its 'kode' query.
// 3.3.0: the health beacon's 'served' report (REMOTE_SERVED_REPORT, RemoteHealthKind): a
// canaried remote met after a client navigation counts as a page view of its version.
// 3.4.0: retryWhenBack and RECONNECT_RETRIES (useOnline.ts): an area that failed offline
// tries again when the signal returns, and a few more times if that try fails too; the
// shell's RemoteOutlet and the contract's AreaErrorBoundary share it.
export const CONTRACT_VERSION = '3.4.0';

export interface ContractVersion {
  major: number;
  minor: number;
  patch: number;
}

/** '1.4.2' → { 1, 4, 2 }; null for anything else (a pre-release tag is not a contract version). */
export function parseContractVersion(version: string): ContractVersion | null {
  const m = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(version);
  if (!m) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) };
}

export function contractMajor(version: string): number {
  const parsed = parseContractVersion(version);
  if (!parsed) throw new Error(`Versi kontrak tidak valid: ${version}`);
  return parsed.major;
}

/**
 * The range a build built against `version` accepts from whoever provides the contract
 * at run time: same major, at least its minor ('^1.4.0'). Module Federation's shared
 * config states it as shared-contracts' requiredVersion.
 */
export function contractRange(version: string): string {
  const parsed = parseContractVersion(version);
  if (!parsed) throw new Error(`Versi kontrak tidak valid: ${version}`);
  return `^${parsed.major}.${parsed.minor}.0`;
}

export type ContractVerdict =
  | { ok: true }
  /**
   * 'contract-mismatch': another major; 'contract-newer': same major, newer minor than
   * provided; 'contract-unknown': a version missing or not a version.
   */
  | { ok: false; code: 'contract-mismatch' | 'contract-newer' | 'contract-unknown' };

/**
 * Whether a shell that provides contract `provided` can serve a remote built against
 * `required`: same major, and a minor no newer than the shell's (an older minor only
 * uses what the newer contract still has). Patch levels never matter. The one rule the
 * promote gate and the run-time check (browser and server renderer) both apply.
 */
export function contractServes(provided: string | null | undefined, required: string | null | undefined): ContractVerdict {
  const p = provided ? parseContractVersion(provided) : null;
  const r = required ? parseContractVersion(required) : null;
  if (!p || !r) return { ok: false, code: 'contract-unknown' };
  if (p.major !== r.major) return { ok: false, code: 'contract-mismatch' };
  if (r.minor > p.minor) return { ok: false, code: 'contract-newer' };
  return { ok: true };
}
