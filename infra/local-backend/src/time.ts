// Every timestamp leaves the backend in Jakarta time with an explicit +07:00 offset (docs/locale.md).
const WIB_OFFSET_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;

export function toIso(ms: number): string {
  return new Date(ms + WIB_OFFSET_MS).toISOString().slice(0, 19) + '+07:00';
}

export function toIsoOrNull(ms: number | null): string | null {
  return ms === null ? null : toIso(ms);
}

/** Midnight WIB of the day containing `ms`, so seeded dates land on round local times. */
export function startOfWibDay(ms: number): number {
  return Math.floor((ms + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS;
}

/** 'YYYY-MM-DD' or a full ISO string → epoch ms; a bare date means 00:00 WIB. */
export function parseDateParam(value: string, endOfDay = false): number | null {
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = Date.parse(bare ? `${value}T00:00:00+07:00` : value);
  if (Number.isNaN(ms)) return null;
  return bare && endOfDay ? ms + DAY_MS - 1 : ms;
}
