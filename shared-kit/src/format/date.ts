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

/** The few ways a date is written here, by name. */
const STYLES = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  ymd: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

// Making a formatter costs far more than formatting with one: one per zone and style, kept.
// Formatting is not cheap either (formatToParts, about 20 µs), and a server render writes the
// same few dates on many cards ('Berlaku hingga 30 Nov 2026'): the parts of a date are kept
// too, by style, zone and instant (issue 30: 2% of a member's home page). Zones and styles are
// few; the bounds only guard against an unexpected many.
const formatters = new Map<string, Intl.DateTimeFormat>();
const written = new Map<string, Readonly<Record<string, string>>>();
const KEPT_DATES = 2000;

function formatter(zone: string, style: Style): Intl.DateTimeFormat {
  const key = `${zone}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('id-ID', { ...STYLES[style], timeZone: zone });
    if (formatters.size >= 64) formatters.clear();
    formatters.set(key, f);
  }
  return f;
}

function parts(value: Date | string | number, zone: string, style: Style): Readonly<Record<string, string>> {
  const date = toDate(value);
  const key = `${style}|${zone}|${date.getTime()}`;
  let out = written.get(key);
  if (!out) {
    const found: Record<string, string> = {};
    for (const p of formatter(zone, style).formatToParts(date)) found[p.type] = p.value;
    out = Object.freeze(found);
    if (written.size >= KEPT_DATES) written.delete(written.keys().next().value!);
    written.set(key, out);
  }
  return out;
}

/** '22 Nov 2026'. */
export function formatDate(value: Date | string | number, zone: string = JAKARTA): string {
  const p = parts(value, zone, 'date');
  return `${p.day} ${p.month?.replace('.', '')} ${p.year}`;
}

/** 'Senin, 23 November 2026': a heading over one day's entries (the day as it is in the zone). */
export function formatDayHeading(value: Date | string | number, zone: string = JAKARTA): string {
  const p = parts(value, zone, 'day');
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** '23.59 WIB'. */
export function formatTime(value: Date | string | number, zone: IndonesianZone = JAKARTA): string {
  const p = parts(value, zone, 'time');
  return `${p.hour}.${p.minute} ${ZONE_ABBR[zone]}`;
}

/** '1–22 Nov 2026', '30 Okt – 2 Nov 2026', '30 Des 2026 – 2 Jan 2027'. */
export function formatDateRange(
  from: Date | string | number,
  to: Date | string | number,
  zone: string = JAKARTA,
): string {
  const a = parts(from, zone, 'date');
  const b = parts(to, zone, 'date');
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
    const p = parts(v, zone, 'ymd');
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day));
  };
  return Math.round((day(to) - day(from)) / 86_400_000);
}
