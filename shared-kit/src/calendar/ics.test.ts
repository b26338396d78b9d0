import { buildCalendar, buildIcs, escapeText, foldLine, icsFileName } from './ics';

const base = {
  uid: 'event-5@myvalue.id',
  start: '2026-12-04T14:00:00+07:00',
  end: '2026-12-04T16:00:00+07:00',
  zone: 'Asia/Makassar' as const,
  summary: 'Kelas Kopi Manual Brew',
  location: 'The Samaya Seminyak, Jl. Laksmana; Denpasar',
  description: 'Baris satu\nBaris dua, dengan koma; dan titik koma',
  url: 'http://localhost:3000/event/kelas-kopi',
  stamp: new Date('2026-11-22T03:15:00.123Z'),
};

function unfold(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n');
}

describe('buildIcs', () => {
  const ics = buildIcs(base);
  const lines = unfold(ics);

  it('is a VCALENDAR with one VEVENT, CRLF line endings and a final CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('writes start and end as wall-clock time in the venue zone with its VTIMEZONE', () => {
    // 14:00 WIB is 15:00 WITA in Denpasar.
    expect(lines).toContain('DTSTART;TZID=Asia/Makassar:20261204T150000');
    expect(lines).toContain('DTEND;TZID=Asia/Makassar:20261204T170000');
    const tz = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(tz).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Makassar',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0800',
      'TZOFFSETTO:+0800',
      'TZNAME:WITA',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('rolls a WIB evening that is already the next day in Jayapura', () => {
    const out = unfold(buildIcs({ ...base, zone: 'Asia/Jayapura', start: '2026-12-31T23:30:00+07:00', end: '2027-01-01T02:00:00+07:00' }));
    expect(out).toContain('DTSTART;TZID=Asia/Jayapura:20270101T013000');
    expect(out).toContain('TZOFFSETTO:+0900');
  });

  it('has UID, a UTC DTSTAMP and escaped text properties', () => {
    expect(lines).toContain('UID:event-5@myvalue.id');
    expect(lines).toContain('DTSTAMP:20261122T031500Z');
    expect(lines).toContain('SUMMARY:Kelas Kopi Manual Brew');
    expect(lines).toContain('LOCATION:The Samaya Seminyak\\, Jl. Laksmana\\; Denpasar');
    expect(lines).toContain('DESCRIPTION:Baris satu\\nBaris dua\\, dengan koma\\; dan titik koma');
  });

  it('folds every line at 75 octets', () => {
    const long = buildIcs({ ...base, description: 'Deskripsi panjang sekali. '.repeat(20) + 'Kafé ☕ '.repeat(30) });
    for (const physical of long.split('\r\n')) {
      expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    }
    expect(unfold(long).find((l) => l.startsWith('DESCRIPTION:'))).toContain('Kafé ☕ Kafé');
  });
});

describe('escapeText', () => {
  it('escapes the backslash first so it is not doubled by later escapes', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('foldLine', () => {
  it('leaves a line of exactly 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const folded = foldLine('A' + 'é'.repeat(60));
    const [first, second] = folded.split('\r\n');
    expect(new TextEncoder().encode(first).length).toBe(75); // 'A' + 37 × 2 octets
    expect(second?.startsWith(' é')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe('A' + 'é'.repeat(60));
  });
});

describe('icsFileName', () => {
  it('keeps slugs and cleans anything else', () => {
    expect(icsFileName('festival-literasi-jakarta')).toBe('festival-literasi-jakarta.ics');
    expect(icsFileName('../a b')).toBe('a-b.ics');
    expect(icsFileName('///')).toBe('event.ics');
  });
});

describe('alarms', () => {
  const lines = unfold(buildIcs({ ...base, alarms: [{ daysBefore: 7, text: 'Poin hangus; 7 hari lagi' }, { daysBefore: 1, text: 'Besok' }] }));

  it('writes one display VALARM per lead time inside the VEVENT, days before the start', () => {
    const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT'));
    expect(event.filter((l) => l === 'BEGIN:VALARM')).toHaveLength(2);
    expect(event).toEqual(expect.arrayContaining(['TRIGGER:-P7D', 'TRIGGER:-P1D', 'ACTION:DISPLAY', 'DESCRIPTION:Poin hangus\\; 7 hari lagi']));
    expect(lines.filter((l) => l === 'END:VALARM')).toHaveLength(2);
  });

  it('refuses a lead time that is not a whole number of days before', () => {
    expect(() => buildIcs({ ...base, alarms: [{ daysBefore: -1, text: 'x' }] })).toThrow(RangeError);
    expect(() => buildIcs({ ...base, alarms: [{ daysBefore: 1.5, text: 'x' }] })).toThrow(RangeError);
  });

  it('writes none without alarms', () => {
    expect(unfold(buildIcs(base))).not.toContain('BEGIN:VALARM');
  });
});

describe('buildCalendar', () => {
  it('holds several events with each zone written once', () => {
    const lines = unfold(buildCalendar([base, { ...base, uid: 'b' }, { ...base, uid: 'c', zone: 'Asia/Jakarta' }]));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((l) => l.startsWith('TZID:'))).toEqual(['TZID:Asia/Makassar', 'TZID:Asia/Jakarta']);
  });

  it('refuses an empty calendar', () => {
    expect(() => buildCalendar([])).toThrow(RangeError);
  });
});
