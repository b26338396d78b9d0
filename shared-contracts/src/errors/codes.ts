// The error codes of the site's error body ({errorCode, message, data}) and their
// Indonesian texts: one table for the backend stand-in (infra/local-backend), the BFF and
// the apps. The backend sends a code's text as the message (or a more specific sentence
// where the situation has one, e.g. with a number in it); the apps show the text of the
// code. `ErrorCodeSchema` (shared-contracts/schemas) is the zod enum of these codes.
import { STRINGS } from '../strings';

const SESSION_ENDED = STRINGS.sessionEnded;

export const ERROR_TEXTS = {
  // Requests the services or the BFF refuse.
  INVALID_PARAMETER: 'Data yang dikirim tidak valid.',
  INVALID_BODY: 'Format data tidak valid.',
  PAYLOAD_TOO_LARGE: 'Ukuran data terlalu besar.',
  UNSUPPORTED_MEDIA_TYPE: 'Jenis data yang dikirim tidak didukung.',
  BAD_REQUEST: 'Permintaan tidak valid.',
  BAD_PATH: 'Alamat yang diminta tidak valid.',
  NOT_FOUND: 'Halaman atau data yang dicari tidak ditemukan.',
  FORBIDDEN: 'Akses ditolak.',
  CROSS_ORIGIN_REFUSED: 'Permintaan ditolak karena tidak berasal dari situs MyValue. Muat ulang halaman lalu coba lagi.',
  INTERNAL_ERROR: STRINGS.errorFallbackText,
  FAULT_INJECTED: STRINGS.errorFallbackText,
  UPSTREAM_UNAVAILABLE: 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi nanti.',
  UPSTREAM_TIMEOUT: 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi nanti.',
  IDEMPOTENCY_KEY_REUSED: 'Kunci permintaan sudah dipakai untuk permintaan lain.',
  // Session and sign-in.
  TOKEN_MISSING: 'Silakan masuk terlebih dahulu.',
  TOKEN_EXPIRED: SESSION_ENDED,
  TOKEN_REVOKED: SESSION_ENDED,
  TOKEN_INVALID: 'Token tidak valid. Silakan masuk kembali.',
  INVALID_CLIENT: 'Aplikasi tidak dikenal.',
  INVALID_GRANT: 'Kode otorisasi tidak valid atau sudah kedaluwarsa.',
  REFRESH_TOKEN_INVALID: STRINGS.refreshFailedDetail,
  REFRESH_TOKEN_EXPIRED: STRINGS.refreshFailedDetail,
  REFRESH_TOKEN_REVOKED: STRINGS.refreshFailedDetail,
  REFRESH_TOKEN_REUSED: STRINGS.refreshFailedDetail,
  INVALID_REDIRECT_URI: 'Alamat pengalihan (redirect_uri) tidak terdaftar untuk aplikasi ini.',
  /** Signing out a browser from 'Perangkat' is for other browsers: this one signs out with 'Keluar'. */
  CURRENT_SESSION: 'Sesi ini sedang kamu gunakan. Gunakan Keluar untuk keluar dari perangkat ini.',
  // Promos and vouchers.
  PROMO_NOT_FOUND: 'Promo tidak ditemukan.',
  PROMO_EXPIRED: 'Promo sudah berakhir, voucher tidak dapat ditukar lagi.',
  PROMO_NOT_STARTED: 'Promo belum dimulai. Coba tukar lagi saat periode promo berlangsung.',
  PROMO_NOT_REDEEMABLE: 'Promo ini tidak perlu ditukar dengan poin. Tunjukkan halaman ini di merchant.',
  QUOTA_EXHAUSTED: 'Kuota Habis. Voucher ini sudah habis ditukar.',
  INSUFFICIENT_POINTS: 'Poin kamu tidak cukup untuk menukar voucher ini.',
  // Events.
  EVENT_NOT_FOUND: 'Event tidak ditemukan.',
  EVENT_PAST: 'Event ini sudah berakhir.',
  EVENT_FULL: 'Kuota event sudah penuh.',
  REGISTRATION_NOT_OPEN: 'Pendaftaran event ini belum dibuka.',
  REGISTRATION_CLOSED: 'Pendaftaran event ini sudah ditutup.',
  ALREADY_REGISTERED: 'Kamu sudah terdaftar di event ini. Tiketmu ada di Voucher Saya.',
  TOO_MANY_TICKETS: 'Jumlah tiket melebihi batas per pendaftaran.',
  NOT_ENOUGH_SEATS: 'Jumlah tiket melebihi sisa kuota.',
  POINT_MISMATCH: 'Jumlah poin tidak sesuai dengan harga tiket.',
  // The member's account.
  EMAIL_ALREADY_USED: 'Email sudah digunakan akun lain.',
  PHONE_ALREADY_USED: 'Nomor handphone sudah digunakan akun lain.',
  WRONG_PASSWORD: 'Kata sandi saat ini salah.',
  PASSWORD_UNCHANGED: 'Kata sandi baru harus berbeda dari kata sandi lama.',
  NAME_CHANGE_TOO_SOON: 'Nama belum dapat diubah lagi.',
  INVALID_PHOTO_FORMAT: 'Format foto harus PNG, JPEG atau WEBP.',
  PHOTO_TOO_LARGE: 'Ukuran foto maksimal 2 MB.',
  OTP_NOT_REQUESTED: 'Minta kode OTP terlebih dahulu.',
  OTP_INVALID: 'Kode OTP salah.',
  OTP_EXPIRED: 'Kode OTP sudah kedaluwarsa. Minta kode baru.',
  OTP_TOO_MANY_ATTEMPTS: 'Terlalu banyak percobaan. Minta kode OTP baru.',
  RESET_TOKEN_INVALID: 'Sesi ubah kata sandi sudah berakhir. Minta kode baru untuk mencoba lagi.',
  REFERRAL_CODE_EXISTS: 'Kamu sudah memiliki kode referral.',
  // Cards, partner accounts and the profile (issue 28).
  CARD_NUMBER_INVALID: 'Nomor kartu tidak ditemukan. Periksa kembali nomor pada kartumu.',
  CARD_ALREADY_LINKED: 'Kartu ini sudah terhubung dengan akun MyValue lain. Hubungi Pusat Bantuan jika ini kartumu.',
  CARD_ALREADY_YOURS: 'Kartu ini sudah ada di akunmu.',
  CARD_CODE_INVALID: 'Kode verifikasi salah.',
  CARD_CODE_EXPIRED: 'Kode verifikasi sudah tidak berlaku. Minta kode baru.',
  CARD_TOO_MANY_ATTEMPTS: 'Terlalu banyak percobaan. Coba lagi nanti.',
  CARD_CODE_RESEND_TOO_SOON: 'Tunggu sebentar sebelum meminta kode baru.',
  PARTNER_ACCOUNT_NOT_FOUND: 'Akun mitra dengan email atau nomor handphone terverifikasi milikmu tidak ditemukan.',
  PARTNER_ALREADY_CONNECTED: 'Akun mitra ini sudah terhubung dengan akun MyValue lain.',
  LOCATION_MISMATCH: 'Wilayah yang dipilih tidak sesuai. Pilih ulang provinsi, kota/kabupaten dan kecamatan.',
  // Codes, links and throttles of verification and account recovery.
  OTP_USED: 'Kode ini sudah dipakai. Minta kode baru bila perlu.',
  OTP_RESEND_TOO_SOON: 'Tunggu sebentar sebelum meminta kode baru.',
  OTP_SEND_LIMIT: 'Batas pengiriman kode tercapai. Coba lagi nanti.',
  TOO_MANY_ATTEMPTS: 'Terlalu banyak percobaan. Coba lagi nanti.',
  TOO_MANY_REQUESTS: 'Terlalu banyak permintaan. Coba lagi nanti.',
  LINK_INVALID: 'Tautan tidak valid. Minta tautan baru.',
  LINK_EXPIRED: 'Tautan sudah kedaluwarsa. Minta tautan baru.',
  LINK_USED: 'Tautan sudah dipakai. Minta tautan baru bila perlu.',
  ALREADY_VERIFIED: 'Data ini sudah terverifikasi.',
  NOTHING_TO_VERIFY: 'Belum ada data untuk diverifikasi.',
  PASSWORD_ALREADY_SET: 'Akun ini sudah memiliki kata sandi. Gunakan Ubah Kata Sandi atau Lupa Kata Sandi.',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_TEXTS;

/** Every code of the contract (the values of ErrorCodeSchema). */
export const ERROR_CODES = Object.keys(ERROR_TEXTS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);
}

/**
 * Where one code has a sentence of its own in one flow: registering for an event (the
 * backend's event routes send these, the events remote shows them).
 */
export const EVENT_REGISTRATION_TEXTS = {
  INSUFFICIENT_POINTS: 'Poin kamu tidak cukup untuk mendaftar event ini.',
} as const satisfies Partial<Record<ErrorCode, string>>;
