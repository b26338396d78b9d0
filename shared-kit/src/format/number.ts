// Numbers and money for Indonesian readers (docs/locale.md).
const integer = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });
const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Points as Indonesian integers: 12500 → '12.500'. */
export function formatPoints(value: number): string {
  return integer.format(Math.trunc(value));
}

export function formatNumber(value: number): string {
  return integer.format(value);
}

/** '15 rb', '2,5 jt', '1,2 M'. */
export function formatCompact(value: number): string {
  return compact.format(value).replace(/\u00a0/g, ' ');
}

/** 'Rp15.000': no space after Rp, built from formatToParts. */
export function formatRupiah(value: number): string {
  return rupiah
    .formatToParts(value)
    .filter((p) => p.type !== 'literal')
    .map((p) => p.value)
    .join('');
}
