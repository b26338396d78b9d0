// How an event's dates, times, price and seats read, always in the venue's zone and
// through the shared Indonesian formatters.
import { formatDate, formatDateRange, formatPoints, formatTime } from 'shared-kit';
import type { Event } from 'shared-contracts/schemas';
import { seatsLeft, type Availability } from './eventRules';

type Timed = Pick<Event, 'startDate' | 'endDate' | 'venue'>;

/** '1–2 Des 2026' or '4 Des 2026', in the venue's zone. */
export function eventDateLabel(event: Timed): string {
  return formatDateRange(event.startDate, event.endDate, event.venue.timezone);
}

/** '15.00 WITA – 17.00 WITA'. */
export function eventTimeLabel(event: Timed): string {
  const zone = event.venue.timezone;
  return `${formatTime(event.startDate, zone)} – ${formatTime(event.endDate, zone)}`;
}

/** '31 Des 2026, 23.59 WIB'. */
export function dateTimeLabel(iso: string, zone: Event['venue']['timezone']): string {
  return `${formatDate(iso, zone)}, ${formatTime(iso, zone)}`;
}

export function seatsLabel(event: Pick<Event, 'quota' | 'registeredCount' | 'isFull'>): string {
  const left = seatsLeft(event);
  return left === 0 ? 'Kuota Habis' : `Sisa ${formatPoints(left)} kursi`;
}

/** An event whose registration has closed (isRegistrationClosed), on its card and under its title. */
export const REGISTRATION_CLOSED_LABEL = 'Pendaftaran ditutup';

/** Why registration is not possible, in words for the member. */
export function availabilityMessage(
  state: Availability,
  event: Pick<Event, 'registrationOpenDate' | 'registrationCloseDate' | 'venue'>,
): string | null {
  const zone = event.venue.timezone;
  switch (state) {
    case 'open':
      return null;
    case 'full':
      return 'Kuota Habis. Semua kursi event ini sudah terisi.';
    case 'notOpen':
      return `Pendaftaran dibuka pada ${dateTimeLabel(event.registrationOpenDate, zone)}.`;
    case 'closed':
      return `Pendaftaran sudah ditutup pada ${dateTimeLabel(event.registrationCloseDate, zone)}.`;
    case 'past':
      return 'Event ini sudah berakhir.';
  }
}
