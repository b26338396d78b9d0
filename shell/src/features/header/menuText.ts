// The member menu's texts (its tests and the header read them without loading the menu).
export const MENU_TEXT = {
  panel: 'Menu akun',
  tier: 'MyValue Tier',
  tierTerms: 'Syarat & Ketentuan Tier',
  points: 'Poin Saya',
  badges: 'Koleksi Badge',
  card: 'Kartu Saya',
  vouchers: 'Voucher Saya',
  history: 'Riwayat Aktivitas',
  membership: 'Membership',
  referral: 'Kode Referral',
  copy: 'Salin Kode Referral',
  copied: 'Tersalin',
  creating: 'Membuat kode…',
  createFailed: 'Gagal membuat kode referral. Coba lagi.',
  logout: 'Logout',
  unavailable: 'Gagal memuat',
} as const;
