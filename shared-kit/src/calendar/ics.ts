// An iCalendar (RFC 5545) file for one event in an Indonesian time zone: the one calendar
// writer of the site (an event or campaign event to attend, a reminder before points or a
// voucher expire). One VEVENT plus the VTIMEZONE its TZID names, and its alarms. Written
// here rather than with a package: the npm writers either drop TZID (times only in UTC)
// or bring a schema library several times this size into the page.
import type { IndonesianTimeZone } from 'shared-contracts/schemas';
import { ZONE_ABBREVIATION, wallClock, zoneOffset } from './zones';

/** A display alarm this many days before the event starts (RFC 5545 §3.6.6, TRIGGER:-PnD). */
export interface CalendarAlarm {
  daysBefore: number;
  /** What the calendar shows when it fires. */
  text: string;
}

export interface CalendarEvent {
  /** Globally unique and stable for the event, e.g. 'event-12@myvalue.id'. */
  uid: string;
  start: string | Date;
  end: string | Date;
  zone: IndonesianTimeZone;
  summary: string;
  location: string;
  /** Plain text (may contain newlines). */
  description: string;
  url?: string;
  /** Reminders the calendar raises before the start. */
  alarms?: CalendarAlarm[];
  /** When the file was made (DTSTAMP); defaults to now. */
  stamp?: Date;
}

const CRLF = '\r\n';
const pad = (n: number) => String(n).padStart(2, '0');

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + one space. Counted in
 * UTF-8 octets and never inside a multi-byte character (Indonesian venue names can hold any).
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > 75) {
      out.push(current);
      // The continuation's leading space is one of its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** Local date-time at the venue: 20261201T150000 (used with TZID). */
function localStamp(instant: string | Date, zone: IndonesianTimeZone): string {
  const c = wallClock(instant, zone);
  return `${c.year}${pad(c.month)}${pad(c.day)}T${pad(c.hour)}${pad(c.minute)}${pad(c.second)}`;
}

/** UTC date-time: 20261122T031500Z (DTSTAMP must be UTC). */
function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Indonesia has had no DST since 1964: one STANDARD component with a fixed offset. */
function vtimezone(zone: IndonesianTimeZone): string[] {
  const offset = zoneOffset(zone, '');
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${ZONE_ABBREVIATION[zone]}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

function valarm({ daysBefore, text }: CalendarAlarm): string[] {
  if (!Number.isInteger(daysBefore) || daysBefore < 0) throw new RangeError(`An alarm is a whole number of days before: ${daysBefore}`);
  return ['BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:-P${daysBefore}D`, `DESCRIPTION:${escapeText(text)}`, 'END:VALARM'];
}

function vevent(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART;TZID=${event.zone}:${localStamp(event.start, event.zone)}`,
    `DTEND;TZID=${event.zone}:${localStamp(event.end, event.zone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.alarms ?? []).flatMap(valarm),
    'END:VEVENT',
  ];
}

/** One file with these events (at least one), each zone's VTIMEZONE written once. */
export function buildCalendar(events: readonly CalendarEvent[]): string {
  if (events.length === 0) throw new RangeError('A calendar file holds at least one event');
  const zones = [...new Set(events.map((e) => e.zone))];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MyValue//Event MyValue//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...zones.flatMap(vtimezone),
    ...events.flatMap(vevent),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

export function buildIcs(event: CalendarEvent): string {
  return buildCalendar([event]);
}

/** A file name safe on every OS: 'festival-literasi-jakarta.ics'. */
export function icsFileName(slug: string): string {
  const safe = slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'event'}.ics`;
}

/** The MIME type calendars open. */
export const ICS_TYPE = 'text/calendar;charset=utf-8';
