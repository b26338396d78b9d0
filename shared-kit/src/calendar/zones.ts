// Wall-clock times at an Indonesian venue. The three zones have fixed offsets and no
// daylight saving, so a fixed table is exact (and the .ics VTIMEZONE says the same).
import type { IndonesianTimeZone } from 'shared-contracts/schemas';

export const ZONE_OFFSET_HOURS: Record<IndonesianTimeZone, number> = {
  'Asia/Jakarta': 7,
  'Asia/Makassar': 8,
  'Asia/Jayapura': 9,
};

export const ZONE_ABBREVIATION: Record<IndonesianTimeZone, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The venue's wall clock at an instant. */
export function wallClock(instant: string | number | Date, zone: IndonesianTimeZone): WallClock {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid date: ${String(instant)}`);
  const shifted = new Date(ms + ZONE_OFFSET_HOURS[zone] * 3_600_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** '+08:00' for Asia/Makassar. */
export function zoneOffset(zone: IndonesianTimeZone, separator = ':'): string {
  return `+${pad(ZONE_OFFSET_HOURS[zone])}${separator}00`;
}

/** ISO 8601 in the venue's own zone: '2026-12-01T15:00:00+08:00' (JSON-LD startDate). */
export function toZonedIso(instant: string | number | Date, zone: IndonesianTimeZone): string {
  const c = wallClock(instant, zone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}${zoneOffset(zone)}`;
}
