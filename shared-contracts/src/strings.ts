// Indonesian copy shared by more than one app. Texts from the spec are exact.
export const STRINGS = {
  siteDescription:
    'MyValue: informasi promo, voucher, dan event terbaru dari merchant partner MyValue. Kumpulkan poin dan tukarkan dengan hadiah menarik.',
  /** The installed app's description (web app manifest). */
  appDescription:
    'Aplikasi web MyValue: promo, voucher, dan event dari merchant partner. Kumpulkan poin, tukarkan dengan voucher, dan tunjukkan voucher kamu di kasir.',
  /** The member's card (app shortcut). */
  myCard: 'Kartu Saya',
  /** The app shortcut to the member's vouchers (the account remote's '/account/voucher'). */
  myVouchers: 'Voucher Saya',
  notFoundTitle: 'Tidak Ditemukan',
  notFoundText: 'Mohon maaf halaman yang sedang kamu tuju tidak ditemukan',
  errorTitle: 'Terjadi Kesalahan',
  errorFallbackText: 'Terjadi kesalahan pada server, mohon coba lagi nanti.',
  back: 'Kembali',
  homepage: 'Homepage',
  loginButton: 'Masuk / Daftar',
  /** Sign-in hand-offs: an action or page that needs an account says so before leaving. */
  signIn: 'Masuk',
  cancel: 'Batal',
  signInPromptTitle: 'Masuk ke Akun MyValue',
  signInReturnHint: 'Setelah masuk, kamu kembali ke halaman ini.',
  accountGateTitle: 'Masuk untuk membuka halaman ini',
  accountGateText: 'Halaman ini berisi data akun MyValue kamu, seperti poin, voucher, dan profil, jadi hanya bisa dibuka setelah masuk.',
  searchPlaceholder: 'Cari voucher, event, promo...',
  referralCopied: 'Kode Referral Berhasil Disalin',
  referralCopyFailed: 'Gagal Menyalin Kode Referral',
  createReferralCode: 'Buat Kode Baru',
  logoutTitle: 'Keluar Akun',
  logoutCancel: 'Batalkan',
  mobileBannerText: 'Nikmati fitur lebih lengkap di Aplikasi MyValue!',
  openInApp: 'Open in App',
  close: 'Tutup',
  loading: 'Memuat…',
  remoteFailedTitle: 'Bagian ini gagal dimuat',
  remoteFailedText: 'Maaf, bagian halaman ini sedang bermasalah. Coba muat ulang halaman sebentar lagi.',
  retry: 'Coba Lagi',
  /** The browser has no connection: said as such, never as the site's fault. */
  offlineTitle: 'Tidak ada koneksi internet',
  offlineText: 'Bagian ini dimuat lagi otomatis begitu koneksi kembali.',
  /** A call that never reached the server (offline, timed out): the one 'cannot connect' sentence. */
  networkError: 'Tidak dapat terhubung ke server. Periksa koneksi internet kamu lalu coba lagi.',
  /** A call refused for an expired or missing session (401). */
  sessionEnded: 'Sesi kamu telah berakhir. Silakan masuk kembali.',
  /** Title of a part of a page whose data failed to load. */
  loadFailedTitle: 'Gagal memuat data.',
  /** The app-download offer: one wording in header, footer and popovers. */
  downloadApp: 'Unduh Aplikasi',
  downloadAppMyValue: 'Unduh Aplikasi MyValue',
  breadcrumb: 'Breadcrumb',
  pagination: 'Navigasi halaman',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  scrollPrevious: 'Geser ke sebelumnya',
  scrollNext: 'Geser ke berikutnya',
  refreshFailedDetail: 'Unauthorized: Refresh Token Verification Failed',
  /** The SSO did not answer (slow or down): the member stays signed in, their account data is missing for now. */
  accountDataUnavailable: 'Data akun sementara tidak dapat dimuat',
  /** …and what they can do about it ('Coba Lagi' asks again). */
  accountDataUnavailableHint: 'Kamu tetap masuk. Coba lagi sebentar lagi.',
} as const;

/** 'Halaman 2 dari 5', or 'Halaman 2' when the number of pages is not known. */
export function pageOf(page: number, totalPages?: number | null): string {
  return totalPages ? `Halaman ${page} dari ${totalPages}` : `Halaman ${page}`;
}

export function pageNotFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

export function routeValidationMessage(path: string): string {
  return `Page Not Found: ${path}`;
}
