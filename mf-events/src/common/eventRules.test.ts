import { makeEvent } from '../testing/fixtures';
import { availability, clampTickets, closedRegistrationLast, isRegistrationClosed, maxTickets, pointsToPay, seatsLeft } from './eventRules';
import { priceLabel } from 'shared-kit';
import { availabilityMessage, eventDateLabel, eventTimeLabel, seatsLabel } from './eventFormat';

const at = (iso: string) => new Date(iso).getTime();

describe('quota', () => {
  it('counts seats left and never goes below zero', () => {
    expect(seatsLeft(makeEvent({ quota: 25, registeredCount: 10 }))).toBe(15);
    expect(seatsLeft(makeEvent({ quota: 2, registeredCount: 5 }))).toBe(0);
    expect(seatsLeft(makeEvent({ quota: 25, registeredCount: 10, isFull: true }))).toBe(0);
  });

  it('limits an order to the per-order cap and the seats left', () => {
    expect(maxTickets(makeEvent({ maxTicketsPerOrder: 4, quota: 25, registeredCount: 10 }))).toBe(4);
    expect(maxTickets(makeEvent({ maxTicketsPerOrder: 4, quota: 25, registeredCount: 23 }))).toBe(2);
    expect(maxTickets(makeEvent({ quota: 2, registeredCount: 2 }))).toBe(0);
  });

  it('keeps a requested ticket count within 1..max', () => {
    expect(clampTickets(7, 4)).toBe(4);
    expect(clampTickets(0, 4)).toBe(1);
    expect(clampTickets(2.7, 4)).toBe(2);
    expect(clampTickets(Number.NaN, 4)).toBe(1);
  });

  it('prices the order as price × tickets', () => {
    expect(pointsToPay(750, 3)).toBe(2250);
    expect(pointsToPay(0, 4)).toBe(0);
  });

  it('labels seats and price', () => {
    expect(seatsLabel(makeEvent({ quota: 1200, registeredCount: 10 }))).toBe('Sisa 1.190 kursi');
    expect(seatsLabel(makeEvent({ quota: 2, registeredCount: 2 }))).toBe('Kuota Habis');
    expect(priceLabel(0)).toBe('Gratis');
    expect(priceLabel(12500)).toBe('12.500 Poin');
  });
});

describe('availability', () => {
  // Registration closes at 23.59 WIB on 1 Dec, which is 16.59 UTC.
  const event = makeEvent({
    registrationOpenDate: '2026-11-01T00:00:00+07:00',
    registrationCloseDate: '2026-12-01T23:59:00+07:00',
    startDate: '2026-12-02T09:00:00+07:00',
    endDate: '2026-12-02T12:00:00+07:00',
  });

  it('is open until the close instant, across midnight UTC', () => {
    expect(availability(event, at('2026-12-01T16:58:00Z'))).toBe('open');
    // 00.30 WIB on 2 Dec is still 1 Dec in UTC, but registration is already closed.
    expect(availability(event, at('2026-12-01T17:30:00Z'))).toBe('closed');
  });

  it('is not open before the window, and past after the end', () => {
    expect(availability(event, at('2026-10-31T16:59:00Z'))).toBe('notOpen');
    expect(availability(event, at('2026-10-31T17:00:00Z'))).toBe('open');
    expect(availability(event, at('2026-12-02T05:01:00Z'))).toBe('past');
    expect(availability({ ...event, status: 'past' }, at('2026-11-15T00:00:00Z'))).toBe('past');
  });

  it('says full before anything about the window, but past before full', () => {
    const full = { ...event, quota: 2, registeredCount: 2, isFull: true };
    expect(availability(full, at('2026-10-01T00:00:00Z'))).toBe('full');
    expect(availability(full, at('2026-12-03T00:00:00Z'))).toBe('past');
  });

  it('trusts the backend when it says registration is shut', () => {
    expect(availability({ ...event, isRegistrationOpen: false }, at('2026-11-15T00:00:00Z'))).toBe('closed');
  });

  it('explains each state in the venue zone', () => {
    // 23.59 WIB on 1 Dec is 00.59 WITA on 2 Dec at the Denpasar venue.
    expect(availabilityMessage('closed', event)).toBe('Pendaftaran sudah ditutup pada 2 Des 2026, 00.59 WITA.');
    expect(availabilityMessage('full', event)).toMatch(/^Kuota Habis/);
    expect(availabilityMessage('open', event)).toBeNull();
  });
});

describe('registration closed: not offered as bookable, listed last', () => {
  const now = at('2026-11-27T10:00:00+07:00');
  // As the seed's 'Seminar Karier di Era Digital': three days ahead, registration closed the day before.
  const closed = makeEvent({
    id: 8,
    slug: 'seminar-karier-digital-balikpapan',
    startDate: '2026-11-30T09:00:00+08:00',
    endDate: '2026-11-30T14:00:00+08:00',
    registrationOpenDate: '2026-10-31T09:00:00+08:00',
    registrationCloseDate: '2026-11-26T09:00:00+08:00',
    isRegistrationOpen: false,
  });
  const open = makeEvent({ id: 5 });
  const full = makeEvent({ id: 3, quota: 2, registeredCount: 2, isFull: true, isRegistrationOpen: false });
  const notOpen = makeEvent({ id: 6, registrationOpenDate: '2026-11-29T00:00:00+07:00', isRegistrationOpen: false });
  const running = makeEvent({ id: 7, startDate: '2026-11-27T09:00:00+07:00', endDate: '2026-11-27T17:00:00+07:00', registrationCloseDate: '2026-11-26T23:59:00+07:00' });
  const past = makeEvent({ id: 9, status: 'past', endDate: '2026-11-20T12:00:00+07:00' });

  it('is an event still ahead or running whose window is over, or that the backend says is shut', () => {
    expect(isRegistrationClosed(closed, now)).toBe(true);
    expect(isRegistrationClosed(running, now)).toBe(true);
    expect(isRegistrationClosed({ ...open, isRegistrationOpen: false }, now)).toBe(true);
    // Open, not open yet, full (its card says 'Kuota Habis') or finished is something else.
    for (const event of [open, notOpen, full, past]) expect(isRegistrationClosed(event, now)).toBe(false);
    // The instant decides: the same event, as the backend sent it then, was bookable a minute before its close.
    expect(isRegistrationClosed({ ...closed, isRegistrationOpen: true }, at('2026-11-26T00:59:00Z'))).toBe(false);
    expect(isRegistrationClosed({ ...closed, isRegistrationOpen: true }, at('2026-11-26T01:01:00Z'))).toBe(true);
  });

  it('puts events whose registration has closed after the others, each group in the order given', () => {
    const list = [closed, open, running, full, notOpen];
    expect(closedRegistrationLast(list, now).map((e) => e.id)).toEqual([5, 3, 6, 8, 7]);
    expect(list.map((e) => e.id)).toEqual([8, 5, 7, 3, 6]);
    expect(closedRegistrationLast([open, full], now)).toEqual([open, full]);
    expect(closedRegistrationLast([], now)).toEqual([]);
  });
});

describe('date and time labels', () => {
  it('shows a WIB morning that is the previous day in UTC on its WIB day', () => {
    // 06.00 WIB on 2 Dec = 23.00 UTC on 1 Dec.
    const e = makeEvent({
      venue: { ...makeEvent().venue, timezone: 'Asia/Jakarta' },
      startDate: '2026-12-02T06:00:00+07:00',
      endDate: '2026-12-02T09:00:00+07:00',
    });
    expect(eventDateLabel(e)).toBe('2 Des 2026');
    expect(eventTimeLabel(e)).toBe('06.00 WIB – 09.00 WIB');
  });

  it('shows the venue zone: WITA in Denpasar, WIT in Jayapura (next day there)', () => {
    const denpasar = makeEvent();
    expect(eventTimeLabel(denpasar)).toBe('15.00 WITA – 17.00 WITA');
    const jayapura = makeEvent({
      venue: { ...makeEvent().venue, timezone: 'Asia/Jayapura' },
      startDate: '2026-12-31T23:00:00+07:00',
      endDate: '2027-01-01T03:00:00+07:00',
    });
    expect(eventDateLabel(jayapura)).toBe('1 Jan 2027');
    expect(eventTimeLabel(jayapura)).toBe('01.00 WIT – 05.00 WIT');
  });

  it('gives a range for events over several days', () => {
    const e = makeEvent({
      venue: { ...makeEvent().venue, timezone: 'Asia/Jakarta' },
      startDate: '2026-11-30T10:00:00+07:00',
      endDate: '2026-12-01T18:00:00+07:00',
    });
    expect(eventDateLabel(e)).toBe('30 Nov – 1 Des 2026');
  });
});
