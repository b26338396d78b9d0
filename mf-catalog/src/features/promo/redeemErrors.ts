// Why a redemption failed, said to the member in Indonesian (by the backend's errorCode).
import { STRINGS } from 'shared-contracts';
import { errorBody, type QueryError } from '../../common/errors';

export const REDEEM_COPY = {
  insufficient: 'Poin kamu tidak cukup untuk menukar voucher ini.',
  quotaGone: 'Kuota Habis. Voucher ini sudah habis ditukar.',
  expired: 'Promo sudah berakhir, voucher tidak dapat ditukar lagi.',
  notStarted: 'Promo belum dimulai. Coba tukar lagi saat periode promo berlangsung.',
  notRedeemable: 'Promo ini tidak perlu ditukar dengan poin. Tunjukkan halaman ini di merchant.',
  sessionEnded: 'Sesi kamu sudah berakhir. Silakan masuk kembali untuk menukar poin.',
  offline: 'Tidak dapat terhubung. Periksa koneksi internet kamu lalu coba lagi.',
  alreadyRedeemed: 'Kamu sudah pernah menukar voucher ini.',
  /** Beside a disabled 'Kuota Habis' button: the rest of quotaGone. */
  quotaGoneShort: 'Voucher ini sudah habis ditukar.',
  signInFirst: 'Masuk untuk menukar poin',
  short: (missing: string) => `Poin kamu belum cukup, kurang ${missing} Poin.`,
  balance: (points: string) => `Poin kamu: ${points} Poin`,
  signInReason: 'Untuk menukar poin dengan voucher ini, masuk dulu dengan akun MyValue.',
} as const;

const BY_CODE: Record<string, string> = {
  INSUFFICIENT_POINTS: REDEEM_COPY.insufficient,
  QUOTA_EXHAUSTED: REDEEM_COPY.quotaGone,
  PROMO_EXPIRED: REDEEM_COPY.expired,
  PROMO_NOT_STARTED: REDEEM_COPY.notStarted,
  PROMO_NOT_REDEEMABLE: REDEEM_COPY.notRedeemable,
};

export function redeemErrorMessage(error: QueryError): string {
  const body = errorBody(error);
  if (body && BY_CODE[body.errorCode]) return BY_CODE[body.errorCode] as string;
  if (error && 'status' in error) {
    if (error.status === 401) return REDEEM_COPY.sessionEnded;
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return REDEEM_COPY.offline;
  }
  return body?.message || STRINGS.errorFallbackText;
}

export function redeemErrorCode(error: QueryError): string {
  const body = errorBody(error);
  if (body) return body.errorCode;
  return error && 'status' in error ? String(error.status) : 'UNKNOWN';
}
