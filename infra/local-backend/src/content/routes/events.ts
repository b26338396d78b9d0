// Events: lists, detail, registration for points, and the member's tickets.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { creditReferralIfEarned } from '../../sso/referralCredit';
import { z } from 'zod';
import { EventBuyRequestSchema, type EventBuyRequest, type EventBuyResponse } from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { optionalUser, requireUser } from '../../auth/guard';
import { ApiError, notFound, parseInput } from '../../http/errors';
import { dateParam, intParam, pageOf, paginate, pagingShape, repeatable, text } from '../../http/query';
import { matchesQuery } from '../../http/search';
import { randomCode } from '../../codes';
import { normalizePhone } from 'shared-contracts/core';
import { parseDateParam } from '../../time';
import { idempotencyKeyOf, once } from '../idempotency';
import { eventRowBy, eventRows, eventStatus, isRegisteredFor, memberTickets, registeredEventIds, toEvent, toTicket, type TicketRow } from '../eventData';
import { ERROR_TEXTS, EVENT_REGISTRATION_TEXTS } from 'shared-contracts/core';

const EventListQuery = z.object({
  ...pagingShape,
  q: text().optional(),
  status: z.enum(['upcoming', 'ongoing', 'past', 'open', 'all']).optional(),
  category: repeatable.optional(),
  city: repeatable.optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
  sort: z.enum(['soonest', 'latest']).optional(),
});

export function eventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/events', async (request) => {
    const q = parseInput(EventListQuery, request.query);
    const now = ctx.now();
    const registered = registeredEventIds(ctx, (await optionalUser(ctx, request))?.id ?? null);
    const from = q.from ? parseDateParam(q.from) : null;
    const to = q.to ? parseDateParam(q.to, true) : null;
    const cities = q.city?.map((c) => c.toLowerCase());
    let rows = eventRows(ctx).filter((e) => {
      const status = eventStatus(e, now);
      // 'upcoming' is what a visitor means by "can still attend": not started or running now.
      if (q.status === 'upcoming' && status === 'past') return false;
      if (q.status === 'ongoing' && status !== 'ongoing') return false;
      if (q.status === 'past' && status !== 'past') return false;
      if (q.status === 'open' && !toEvent(ctx, e).isRegistrationOpen) return false;
      if (q.category && !q.category.includes(e.category_slug)) return false;
      if (cities && !cities.includes(e.city.toLowerCase())) return false;
      if (from !== null && e.end_at < from) return false;
      if (to !== null && e.start_at > to) return false;
      return !q.q || matchesQuery(q.q, e.title, e.city, e.venue_name, e.organizer, e.category_title);
    });
    const sort = q.sort ?? (q.status === 'past' ? 'latest' : 'soonest');
    rows = rows.sort((a, b) => (sort === 'soonest' ? a.start_at - b.start_at : b.start_at - a.start_at) || a.id - b.id);
    if (!q.status && !q.sort) {
      // Default listing: what is still ahead first, then the archive newest first.
      const ahead = rows.filter((e) => e.end_at >= now);
      const past = rows.filter((e) => e.end_at < now).reverse();
      rows = [...ahead, ...past];
    }
    return paginate(rows.map((e) => toEvent(ctx, e, registered)), pageOf(q));
  });
  app.get('/v1/events/slug/:slug', async (request) => {
    const { slug } = parseInput(z.object({ slug: text() }), request.params);
    const row = eventRowBy(ctx, { slug });
    if (!row) throw notFound('Event', { slug });
    return toEvent(ctx, row, registeredEventIds(ctx, (await optionalUser(ctx, request))?.id ?? null));
  });
  app.get('/v1/events/:id', async (request) => {
    const { id } = parseInput(z.object({ id: intParam(1, 1_000_000_000) }), request.params);
    const row = eventRowBy(ctx, { id });
    if (!row) throw notFound('Event', { id });
    return toEvent(ctx, row, registeredEventIds(ctx, (await optionalUser(ctx, request))?.id ?? null));
  });

  app.post('/v1/events/buy', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const body = parseInput(EventBuyRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const fingerprint = JSON.stringify([body.eventId, body.pointUsed, body.registrationData]);
    const { replayed, value } = once<EventBuyResponse>(ctx, { userId: user.id, kind: 'event-buy', key, fingerprint }, () =>
      registerForEvent(ctx, user.id, body),
    );
    // A referred friend's first redeem is what credits the referral (sso/referralCredit.ts).
    if (!replayed) creditReferralIfEarned(ctx, user.id);
    return reply.status(replayed ? 200 : 201).send(value);
  });

  const tickets = (statuses: string[]) => async (request: FastifyRequest) => {
    const user = await requireUser(ctx, request);
    const q = parseInput(z.object(pagingShape), request.query);
    return paginate(memberTickets(ctx, user.id).filter((t) => statuses.includes(t.status)), pageOf(q));
  };
  app.get('/v1/voucher-ticket', tickets(['ACTIVE']));
  app.get('/v2/voucher-ticket/history', tickets(['USED', 'EXPIRED']));
}

function registerForEvent(ctx: AppContext, userId: number, body: EventBuyRequest): EventBuyResponse {
  const now = ctx.now();
  const event = eventRowBy(ctx, { id: body.eventId });
  if (!event) throw new ApiError(404, 'EVENT_NOT_FOUND', ERROR_TEXTS.EVENT_NOT_FOUND, { eventId: body.eventId });
  if (event.end_at < now) throw new ApiError(422, 'EVENT_PAST', ERROR_TEXTS.EVENT_PAST);
  // One registration per member and event (it may hold several tickets); a retry with the
  // same idempotency key never reaches here, it replays the first answer.
  if (isRegisteredFor(ctx, userId, event.id)) {
    throw new ApiError(409, 'ALREADY_REGISTERED', ERROR_TEXTS.ALREADY_REGISTERED, { eventId: event.id });
  }
  if (now < event.reg_open_at) throw new ApiError(422, 'REGISTRATION_NOT_OPEN', ERROR_TEXTS.REGISTRATION_NOT_OPEN);
  if (now > event.reg_close_at) throw new ApiError(422, 'REGISTRATION_CLOSED', ERROR_TEXTS.REGISTRATION_CLOSED);
  const seats = body.registrationData.length;
  if (seats > event.max_per_order) {
    throw new ApiError(422, 'TOO_MANY_TICKETS', `Maksimal ${event.max_per_order} tiket per pendaftaran.`, { max: event.max_per_order });
  }
  const left = event.quota - event.registered;
  if (left <= 0) throw new ApiError(409, 'EVENT_FULL', ERROR_TEXTS.EVENT_FULL);
  if (seats > left) throw new ApiError(409, 'NOT_ENOUGH_SEATS', `Sisa kuota hanya ${left} tiket.`, { remaining: left });
  const total = event.price * seats;
  if (body.pointUsed !== total) {
    throw new ApiError(422, 'POINT_MISMATCH', ERROR_TEXTS.POINT_MISMATCH, { expected: total });
  }
  const attendees = body.registrationData.map((r, i) => {
    const phone = normalizePhone(r.phone);
    if (!phone) {
      throw new ApiError(400, 'INVALID_PARAMETER', 'Nomor handphone tidak valid.', {
        issues: [{ path: `registrationData.${i}.phone`, message: 'Nomor handphone tidak valid' }],
      });
    }
    return { name: r.name.trim(), email: r.email.toLowerCase(), phone };
  });
  const balance = ctx.db.prepare<[number], { point: number }>('SELECT point FROM users WHERE id = ?').get(userId)?.point ?? 0;
  if (balance < total) {
    throw new ApiError(422, 'INSUFFICIENT_POINTS', EVENT_REGISTRATION_TEXTS.INSUFFICIENT_POINTS, { point: balance, price: total });
  }
  const ref = `EVT${randomCode(8)}`;
  if (total > 0) {
    ctx.db.prepare('UPDATE users SET point = point - ? WHERE id = ?').run(total, userId);
    ctx.db
      .prepare(
        `INSERT INTO point_transactions (user_id, created_at, expired_at, outlet_name, reference_no, point, mutation, description, brand_id, business_unit)
         VALUES (?, ?, NULL, ?, ?, ?, 'REDEEM', ?, 'MYV', 'MyValue')`,
      )
      .run(userId, now, event.organizer, ref, total, `Daftar event: ${event.title}`);
  }
  const insert = ctx.db.prepare(
    `INSERT INTO voucher_tickets (user_id, event_id, code, attendee_name, attendee_phone, attendee_email, point_used, purchased_at, used_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
  );
  const ids = attendees.map((a) => Number(insert.run(userId, event.id, `EVT${randomCode(8)}`, a.name, a.phone, a.email, event.price, now).lastInsertRowid));
  const fresh = eventRowBy(ctx, { id: event.id }) ?? event;
  const getTicket = ctx.db.prepare<[number], TicketRow>('SELECT * FROM voucher_tickets WHERE id = ?');
  const tickets = ids.flatMap((id) => {
    const t = getTicket.get(id);
    return t ? [toTicket(ctx, t, fresh)] : [];
  });
  return { tickets, point: balance - total };
}
