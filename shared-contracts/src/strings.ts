// Indonesian copy shared by more than one app. Texts from the spec are exact.
export const STRINGS = {
  siteDescription:
    'MyValue: informasi promo, voucher, dan event terbaru dari merchant partner MyValue. Kumpulkan poin dan tukarkan dengan hadiah menarik.',
  notFoundTitle: 'Tidak Ditemukan',
  notFoundText: 'Mohon maaf halaman yang sedang kamu tuju tidak ditemukan',
  errorTitle: 'Terjadi Kesalahan',
  errorFallbackText: 'Terjadi kesalahan pada server, mohon coba lagi nanti.',
  back: 'Kembali',
  homepage: 'Homepage',
  loginButton: 'Masuk / Daftar',
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
