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

/**
 * Why a member can or cannot register now. Past wins over full (a finished event is
 * finished, whatever its quota), full over the window.
 */
export function availability(
  event: Pick<Event, 'endDate' | 'registrationOpenDate' | 'registrationCloseDate' | 'status' | 'isRegistrationOpen'> & QuotaFields,
  now: number = Date.now(),
): Availability {
  if (event.status === 'past' || now > ms(event.endDate)) return 'past';
  if (seatsLeft(event) === 0) return 'full';
  if (now < ms(event.registrationOpenDate)) return 'notOpen';
  if (now > ms(event.registrationCloseDate)) return 'closed';
  // The backend decides in the end; trust it when it says the window is shut.
  if (!event.isRegistrationOpen) return 'closed';
  return 'open';
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
