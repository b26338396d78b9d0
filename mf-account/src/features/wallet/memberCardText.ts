// The member card's words, one place for the page and its tests.
export const MEMBER_CARD_TEXT = {
  title: 'Kartu Saya',
  hint: 'Tunjukkan kartu ini ke kasir untuk mengumpulkan poin.',
  offline: 'Kartu dan voucher aktif kamu tersimpan di perangkat ini, jadi tetap bisa dibuka tanpa sinyal.',
  fullscreen: 'Tampilkan di Layar Penuh',
  valueId: 'Value ID',
} as const;

/** 'MV1811220001' → 'MV18 1122 0001': groups of four are easier to read out and type. */
export function groupedId(valueId: string): string {
  return valueId.replace(/(.{4})(?=.)/g, '$1 ');
}
