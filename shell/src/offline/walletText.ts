// The offline wallet's words on the offline page (its tests read them too).
export const WALLET_TEXT = {
  card: 'Kartu Saya',
  vouchers: 'Voucher Saya',
  vouchersSection: 'Voucher Promo',
  ticketsSection: 'Tiket Event',
  offlineNote: 'Kamu sedang offline. Kartu dan voucher di bawah tersimpan di perangkat ini dan tetap bisa dipindai kasir.',
  sessionOver: 'Sesi kamu telah berakhir. Kode tetap bisa dipindai kasir; masuk kembali saat online untuk memperbarui.',
  expired: 'Sudah tidak berlaku: masa berlakunya habis saat kamu offline.',
  noVouchers: 'Tidak ada voucher aktif yang tersimpan.',
  noTickets: 'Tidak ada tiket event aktif yang tersimpan.',
  notSynced: 'Buka Voucher Saya saat online agar voucher kamu tersimpan untuk dipakai tanpa internet.',
  showCode: 'Tampilkan Kode',
  terms: 'Syarat & Ketentuan',
  close: 'Tutup',
  tillHint: 'Tunjukkan kode ini ke kasir.',
  cardHint: 'Tunjukkan kartu ini ke kasir untuk mengumpulkan poin.',
  brightness: 'Naikkan kecerahan layar agar kode mudah dipindai kasir.',
  valueId: 'Value ID',
  /** Without a wallet: how to get one. */
  noWallet: 'Masuk saat online dan buka Kartu Saya atau Voucher Saya: kartu dan voucher aktif kamu akan tersimpan di perangkat ini untuk dipakai tanpa internet.',
} as const;
