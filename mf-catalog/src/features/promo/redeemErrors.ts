// Why a redemption failed, said to the member in Indonesian: the contract's text of the
// backend's errorCode (ERROR_TEXTS), else what the failure says.
import { ERROR_TEXTS, errorBodyOf, errorCode, errorMessage, errorStatus, isErrorCode, type ErrorCode, type QueryError } from 'shared-contracts';

export const REDEEM_COPY = {
  insufficient: ERROR_TEXTS.INSUFFICIENT_POINTS,
  quotaGone: ERROR_TEXTS.QUOTA_EXHAUSTED,
  expired: ERROR_TEXTS.PROMO_EXPIRED,
  notStarted: ERROR_TEXTS.PROMO_NOT_STARTED,
  notRedeemable: ERROR_TEXTS.PROMO_NOT_REDEEMABLE,
  sessionEnded: 'Sesi kamu sudah berakhir. Silakan masuk kembali untuk menukar poin.',
  alreadyRedeemed: 'Kamu sudah pernah menukar voucher ini.',
  /** Beside a disabled 'Kuota Habis' button: the rest of quotaGone. */
  quotaGoneShort: 'Voucher ini sudah habis ditukar.',
  signInFirst: 'Masuk untuk menukar poin',
  short: (missing: string) => `Poin kamu belum cukup, kurang ${missing} Poin.`,
  balance: (points: string) => `Poin kamu: ${points} Poin`,
  signInReason: 'Untuk menukar poin dengan voucher ini, masuk dulu dengan akun MyValue.',
} as const;

/** The refusals of a redemption, said with the contract's text whatever the backend's message. */
const REDEEM_CODES: ReadonlySet<ErrorCode> = new Set(['INSUFFICIENT_POINTS', 'QUOTA_EXHAUSTED', 'PROMO_EXPIRED', 'PROMO_NOT_STARTED', 'PROMO_NOT_REDEEMABLE']);

export function redeemErrorMessage(error: QueryError): string {
  const code = errorCode(error);
  if (isErrorCode(code) && REDEEM_CODES.has(code)) return ERROR_TEXTS[code];
  if (errorStatus(error) === 401) return REDEEM_COPY.sessionEnded;
  return errorMessage(error);
}

export function redeemErrorCode(error: QueryError): string {
  const body = errorBodyOf(error);
  if (body) return body.errorCode;
  return error && 'status' in error ? String(error.status) : 'UNKNOWN';
}
