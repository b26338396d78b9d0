// Numbers and money for Indonesian readers (docs/locale.md).
const integer = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Points as Indonesian integers: 12500 → '12.500'. */
export function formatPoints(value: number): string {
  return integer.format(Math.trunc(value));
}

export function formatNumber(value: number): string {
  return integer.format(value);
}
