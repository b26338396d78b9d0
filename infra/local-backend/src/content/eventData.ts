// Reading events and voucher tickets and shaping them as contract payloads.
import type { Event, EventStatus, EventSummary, IndonesianTimeZone, VoucherTicket } from 'shared-contracts/schemas';
import { mediaUrl, type AppContext } from '../context';
import { toIso, toIsoOrNull } from '../time';

export interface EventRow {
  id: number;
  slug: string;
  title: string;
  category_slug: string;
  category_title: string;
  organizer: string;
  description: string;
  tnc: string;
  venue_name: string;
  venue_address: string;
  city: string;
  timezone: IndonesianTimeZone;
  start_at: number;
  end_at: number;
  reg_open_at: number;
  reg_close_at: number;
  price: number;
  quota: number;
  registered_base: number;
  max_per_order: number;
  registered: number;
}

const EVENT_SELECT = `SELECT e.*, e.registered_base + (SELECT COUNT(*) FROM voucher_tickets t WHERE t.event_id = e.id) AS registered FROM events e`;

export function eventRows(ctx: AppContext): EventRow[] {
  return ctx.db.prepare<[], EventRow>(`${EVENT_SELECT} ORDER BY e.start_at`).all();
}

export function eventRowBy(ctx: AppContext, by: { id?: number; slug?: string }): EventRow | undefined {
  if (by.id !== undefined) return ctx.db.prepare<[number], EventRow>(`${EVENT_SELECT} WHERE e.id = ?`).get(by.id);
  if (by.slug !== undefined) return ctx.db.prepare<[string], EventRow>(`${EVENT_SELECT} WHERE e.slug = ?`).get(by.slug);
  return undefined;
}

export function eventStatus(row: EventRow, now: number): EventStatus {
  if (row.end_at < now) return 'past';
  return row.start_at > now ? 'upcoming' : 'ongoing';
}

/** The events a member holds a ticket for (any status): one query per request, not per event. */
export function registeredEventIds(ctx: AppContext, userId: number | null): ReadonlySet<number> {
  if (userId === null) return new Set();
  const rows = ctx.db.prepare<[number], { event_id: number }>('SELECT DISTINCT event_id FROM voucher_tickets WHERE user_id = ?').all(userId);
  return new Set(rows.map((r) => r.event_id));
}

/** Whether this member already registered for the event. */
export function isRegisteredFor(ctx: AppContext, userId: number, eventId: number): boolean {
  return ctx.db.prepare<[number, number], { n: number }>('SELECT 1 AS n FROM voucher_tickets WHERE user_id = ? AND event_id = ? LIMIT 1').get(userId, eventId) !== undefined;
}

/** `registered`: the signed-in member's events (registeredEventIds); empty for a visitor. */
export function toEvent(ctx: AppContext, row: EventRow, registered: ReadonlySet<number> = new Set()): Event {
  const now = ctx.now();
  const isFull = row.registered >= row.quota;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: mediaUrl(ctx, `events/${row.slug}.svg`),
    thumbnail: mediaUrl(ctx, `event-thumbs/${row.slug}.svg`),
    category: { slug: row.category_slug, title: row.category_title },
    organizer: row.organizer,
    description: row.description,
    tnc: row.tnc,
    venue: { name: row.venue_name, address: row.venue_address, city: row.city, timezone: row.timezone },
    startDate: toIso(row.start_at),
    endDate: toIso(row.end_at),
    registrationOpenDate: toIso(row.reg_open_at),
    registrationCloseDate: toIso(row.reg_close_at),
    price: row.price,
    quota: row.quota,
    registeredCount: Math.min(row.registered, row.quota),
    maxTicketsPerOrder: row.max_per_order,
    isFull,
    isRegistrationOpen: !isFull && row.reg_open_at <= now && now <= row.reg_close_at && now < row.end_at,
    status: eventStatus(row, now),
    isRegistered: registered.has(row.id),
  };
}

export function toEventSummary(ctx: AppContext, row: EventRow): EventSummary {
  const e = toEvent(ctx, row);
  return { id: e.id, slug: e.slug, title: e.title, image: e.image, venue: e.venue, startDate: e.startDate, endDate: e.endDate };
}

export interface TicketRow {
  id: number;
  event_id: number;
  code: string;
  attendee_name: string;
  attendee_phone: string;
  attendee_email: string;
  point_used: number;
  purchased_at: number;
  used_at: number | null;
}

export function toTicket(ctx: AppContext, row: TicketRow, event: EventRow): VoucherTicket {
  const status = row.used_at !== null ? 'USED' : event.end_at < ctx.now() ? 'EXPIRED' : 'ACTIVE';
  return {
    id: row.id,
    code: row.code,
    qrCode: `MYVALUE:TICKET:${row.code}`,
    pointUsed: row.point_used,
    purchasedDate: toIso(row.purchased_at),
    used: row.used_at !== null,
    usedDate: toIsoOrNull(row.used_at),
    status,
    attendee: { name: row.attendee_name, phone: row.attendee_phone, email: row.attendee_email },
    event: toEventSummary(ctx, event),
    tnc: event.tnc,
  };
}

export function memberTickets(ctx: AppContext, userId: number): VoucherTicket[] {
  const events = new Map(eventRows(ctx).map((e) => [e.id, e]));
  return ctx.db
    .prepare<[number], TicketRow>('SELECT * FROM voucher_tickets WHERE user_id = ? ORDER BY purchased_at DESC, id DESC')
    .all(userId)
    .flatMap((t) => {
      const e = events.get(t.event_id);
      return e ? [toTicket(ctx, t, e)] : [];
    });
}
