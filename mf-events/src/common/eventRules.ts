// Quota and registration-window rules of an event, as pure functions of the payload and
// the current instant (so the list, the detail and the form agree, and tests fix "now").
import type { Event } from 'shared-contracts/schemas';

export type Availability = 'open' | 'full' | 'notOpen' | 'closed' | 'past';

type QuotaFields = Pick<Event, 'quota' | 'registeredCount' | 'isFull'>;

export function seatsLeft(event: QuotaFields): number {
  if (event.isFull) return 0;
  return Math.max(0, event.quota - event.registeredCount);
}

const ms = (iso: string) => new Date(iso).getTime();

/** What availability reads of an event. */
export type AvailabilityFields = Pick<Event, 'endDate' | 'registrationOpenDate' | 'registrationCloseDate' | 'status' | 'isRegistrationOpen'> & QuotaFields;

/**
 * Why a member can or cannot register now. Past wins over full (a finished event is
 * finished, whatever its quota), full over the window.
 */
export function availability(event: AvailabilityFields, now: number = Date.now()): Availability {
  if (event.status === 'past' || now > ms(event.endDate)) return 'past';
  if (seatsLeft(event) === 0) return 'full';
  if (now < ms(event.registrationOpenDate)) return 'notOpen';
  if (now > ms(event.registrationCloseDate)) return 'closed';
  // The backend decides in the end; trust it when it says the window is shut.
  if (!event.isRegistrationOpen) return 'closed';
  return 'open';
}

/**
 * An event still ahead (or running) whose registration has closed: it is not offered as
 * bookable anywhere (its card and its detail say 'Pendaftaran ditutup', lists put it last).
 */
export function isRegistrationClosed(event: AvailabilityFields, now: number = Date.now()): boolean {
  return availability(event, now) === 'closed';
}

/**
 * The order a list of events is shown in (the /event list, the home strip): the backend's
 * (soonest first), except that events whose registration has closed come after the
 * others, in their own order. A list page is ordered on its own: the backend pages the
 * list, so an open event of a later page stays on that page.
 */
export function closedRegistrationLast<T extends AvailabilityFields>(events: readonly T[], now: number = Date.now()): T[] {
  const closed = events.filter((event) => isRegistrationClosed(event, now));
  return closed.length === 0 ? [...events] : [...events.filter((event) => !closed.includes(event)), ...closed];
}

/** Most tickets one order may hold: the per-order cap, never more than the seats left. */
export function maxTickets(event: Pick<Event, 'maxTicketsPerOrder'> & QuotaFields): number {
  return Math.max(0, Math.min(event.maxTicketsPerOrder, seatsLeft(event)));
}

/** Points the order costs (pointUsed must equal price × tickets). */
export function pointsToPay(price: number, tickets: number): number {
  return price * tickets;
}

export function clampTickets(requested: number, max: number): number {
  if (!Number.isFinite(requested)) return 1;
  return Math.min(Math.max(1, Math.trunc(requested)), Math.max(1, max));
}
