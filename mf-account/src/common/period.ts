// Period filter of the transaction history: a few ranges counted back from today (Jakarta).
export type PeriodKey = 'all' | '30d' | '3m' | '6m' | '12m';

export const PERIODS: Array<{ key: PeriodKey; label: string }> = [
  { key: 'all', label: 'Semua periode' },
  { key: '30d', label: '30 hari terakhir' },
  { key: '3m', label: '3 bulan terakhir' },
  { key: '6m', label: '6 bulan terakhir' },
  { key: '12m', label: '12 bulan terakhir' },
];

/** YYYY-MM-DD of a moment in Asia/Jakarta. */
export function jakartaDay(at: Date): string {
  // en-CA prints ISO-like YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The first day of a period, or undefined for 'all'. */
export function periodStart(key: PeriodKey, now: Date = new Date()): string | undefined {
  if (key === 'all') return undefined;
  const start = new Date(now.getTime());
  if (key === '30d') start.setUTCDate(start.getUTCDate() - 30);
  else start.setUTCMonth(start.getUTCMonth() - { '3m': 3, '6m': 6, '12m': 12 }[key]);
  return jakartaDay(start);
}
