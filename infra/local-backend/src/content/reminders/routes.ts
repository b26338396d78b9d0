// Issue 41: the member's reminder choices and their browsers' push subscriptions, and the
// test trigger of the reminder job. Each route acts on the signed-in member's own rows only
// (store.ts takes the member's id from the token, never from the body).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REMINDER_LEAD_CHOICES } from 'shared-contracts/core';
import {
  PushSubscriptionSchema,
  ReminderPreferencesSchema,
  type ReminderPreferences,
  type Reminders,
} from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { ApiError, invalidInput, parseInput } from '../../http/errors';
import { assertFaultKey } from '../../http/faults';
import { limiterOf, waitText, type WindowRule } from '../../sso/recovery/limits';
import type { UserRow } from '../../users';
import type { ReminderJob } from './job';
import { isAllowedEndpoint } from './push';
import { deleteSubscription, preferencesOf, savePreferences, subscriptionCount, upsertSubscription } from './store';
import type { VapidDetails } from './vapid';

/**
 * Writes (choices, subscribe, unsubscribe) per member: a settings page that toggles and a
 * service worker that renews its subscription stay far below; a loop does not.
 */
export const REMINDER_WRITES: WindowRule = { limit: 30, windowMs: 10 * 60_000 };

/** Small bodies: the choices are a few numbers, a subscription about 400 bytes. */
const PREFERENCES_BODY_LIMIT = 2 * 1024;
const SUBSCRIPTION_BODY_LIMIT = 4 * 1024;

const KIND_NAMES: Record<keyof typeof REMINDER_LEAD_CHOICES, string> = { points: 'poin', vouchers: 'voucher', tier: 'tier' };

const listText = (days: readonly number[]) => `${days.slice(0, -1).join(', ')} atau ${days.at(-1)}`;

const EndpointSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** A refused lead time says which ones are offered, in the member's words. */
function preferencesFrom(body: unknown): ReminderPreferences {
  const parsed = ReminderPreferencesSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const kind = parsed.error.issues.map((i) => i.path[0]).find((p): p is keyof typeof REMINDER_LEAD_CHOICES => typeof p === 'string' && p in REMINDER_LEAD_CHOICES);
  if (kind === undefined) throw invalidInput(parsed.error);
  throw invalidInput(
    parsed.error,
    `Pengingat ${KIND_NAMES[kind]} hanya bisa ${listText(REMINDER_LEAD_CHOICES[kind])} hari sebelumnya, masing-masing sekali.`,
  );
}

export function reminderRoutes(app: FastifyInstance, ctx: AppContext, deps: { vapid: VapidDetails; job: ReminderJob }): void {
  /** The member, with this write counted against their limit (refused ones count too). */
  const writer = async (request: FastifyRequest, reply: FastifyReply): Promise<UserRow> => {
    const user = await requireUser(ctx, request);
    const limiter = limiterOf(ctx);
    const key = `reminders:${user.id}`;
    const wait = limiter.waitMs(key, REMINDER_WRITES);
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      throw new ApiError(429, 'TOO_MANY_REQUESTS', `Terlalu banyak perubahan pengingat. Coba lagi dalam ${waitText(wait)}.`);
    }
    limiter.hit(key);
    return user;
  };

  app.get('/v1/users/reminders', async (request): Promise<Reminders> => {
    const user = await requireUser(ctx, request);
    return { preferences: preferencesOf(ctx.db, user.id), vapidPublicKey: deps.vapid.publicKey, pushSubscriptions: subscriptionCount(ctx.db, user.id) };
  });

  app.put('/v1/users/reminders', { bodyLimit: PREFERENCES_BODY_LIMIT }, async (request, reply): Promise<ReminderPreferences> => {
    const user = await writer(request, reply);
    const preferences = preferencesFrom(request.body);
    savePreferences(ctx.db, user.id, preferences, ctx.now());
    return preferences;
  });

  app.post('/v1/users/push-subscriptions', { bodyLimit: SUBSCRIPTION_BODY_LIMIT }, async (request, reply) => {
    const user = await writer(request, reply);
    const subscription = parseInput(PushSubscriptionSchema, request.body);
    if (!isAllowedEndpoint(subscription.endpoint)) {
      throw new ApiError(400, 'INVALID_PARAMETER', 'Alamat layanan notifikasi harus https.', { issues: [{ path: 'endpoint', message: 'https only' }] });
    }
    upsertSubscription(ctx.db, user.id, subscription, ctx.now());
    return reply.status(201).send();
  });

  // The endpoint in the address: a DELETE carries no body through the BFF (nor through many proxies).
  app.delete('/v1/users/push-subscriptions', async (request, reply) => {
    const user = await writer(request, reply);
    const { endpoint } = parseInput(EndpointSchema, request.query);
    // 204 whether or not it was the member's: whose a browser is stays unknown to others.
    deleteSubscription(ctx.db, user.id, endpoint);
    return reply.status(204).send();
  });

  // Test only (the fault switch on): run the job now, on the stand-in's clock, and answer
  // what it sent. Same guard as /__faults: loopback and the fault key.
  const token = ctx.faultToken;
  if (token !== null) {
    app.post('/__reminders/run', async (request) => {
      assertFaultKey(request, token);
      return { results: await deps.job.run() };
    });
  }
}
