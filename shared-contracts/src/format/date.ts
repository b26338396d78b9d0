// Dates always in a named zone (default Asia/Jakarta), so server and browser agree.
export const JAKARTA = 'Asia/Jakarta';

export type IndonesianZone = 'Asia/Jakarta' | 'Asia/Makassar' | 'Asia/Jayapura';
const ZONE_ABBR: Record<IndonesianZone, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

// Making a formatter costs far more than formatting with one (a server render formats
// hundreds of dates): one per zone and options, kept. Zones and option shapes are few; the
// bound only guards against an unexpected many.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(opts)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('id-ID', { ...opts, timeZone: zone });
    if (formatters.size >= 64) formatters.clear();
    formatters.set(key, f);
  }
  return f;
}

function parts(value: Date | string | number, zone: string, opts: Intl.DateTimeFormatOptions) {
  const out: Record<string, string> = {};
  for (const p of formatter(zone, opts).formatToParts(toDate(value))) {
    out[p.type] = p.value;
  }
  return out;
}

/** '22 Nov 2026'. */
export function formatDate(value: Date | string | number, zone: string = JAKARTA): string {
  const p = parts(value, zone, { day: 'numeric', month: 'short', year: 'numeric' });
  return `${p.day} ${p.month?.replace('.', '')} ${p.year}`;
}

/** 'Senin, 23 November 2026': a heading over one day's entries (the day as it is in the zone). */
export function formatDayHeading(value: Date | string | number, zone: string = JAKARTA): string {
  const p = parts(value, zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** '23.59 WIB'. */
export function formatTime(value: Date | string | number, zone: IndonesianZone = JAKARTA): string {
  const p = parts(value, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${p.hour}.${p.minute} ${ZONE_ABBR[zone]}`;
}

/** '1–22 Nov 2026', '30 Okt – 2 Nov 2026', '30 Des 2026 – 2 Jan 2027'. */
export function formatDateRange(
  from: Date | string | number,
  to: Date | string | number,
  zone: string = JAKARTA,
): string {
  const opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  const a = parts(from, zone, opts);
  const b = parts(to, zone, opts);
  const month = (s?: string) => s?.replace('.', '') ?? '';
  if (a.year === b.year && a.month === b.month) {
    if (a.day === b.day) return formatDate(from, zone);
    return `${a.day}–${b.day} ${month(b.month)} ${b.year}`;
  }
  if (a.year === b.year) return `${a.day} ${month(a.month)} – ${b.day} ${month(b.month)} ${b.year}`;
  return `${formatDate(from, zone)} – ${formatDate(to, zone)}`;
}

/** Calendar-day difference in a zone: 0 today, 1 tomorrow, -1 yesterday. */
export function daysBetween(from: Date | string | number, to: Date | string | number, zone: string = JAKARTA): number {
  const day = (v: Date | string | number) => {
    const p = parts(v, zone, { year: 'numeric', month: '2-digit', day: '2-digit' });
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day));
  };
  return Math.round((day(to) - day(from)) / 86_400_000);
}

const relative = new Intl.RelativeTimeFormat('id', { numeric: 'auto' });

/** 'kemarin', 'besok', 'dalam 3 hari'. */
export function formatRelativeDays(target: Date | string | number, now: Date | string | number = Date.now()): string {
  return relative.format(daysBetween(now, target), 'day');
}
