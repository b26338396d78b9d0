// The reminder job: every minute on the stand-in's clock (ctx.now, which the test clock
// moves), and on the test trigger POST /__reminders/run. Sending is the upstream service's
// job (issue 41): the BFF keeps no member data and runs no scheduler.
//
// Per member with a channel on: nothing between 21:00 and 08:00 WIB (held until 08:00);
// at most one reminder a WIB day, summing up what is due (due.ts); each item and lead
// reminded once. A push service answering 404/410 has forgotten the subscription: it is
// dropped. Any other failure is logged; the day counts as tried (no retry every minute) but
// the items are not marked, so the next day's run sends them again (GRACE_DAYS).
// Node's own timers: a jsdom test environment's global setInterval returns a number without unref().
import { clearInterval, setInterval } from 'node:timers';
import type { FastifyBaseLogger } from 'fastify';
import type { ReminderPush } from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import type { Outbox } from '../../sso/outbox';
import { siteOrigin } from '../../sso/recovery/secrets';
import { tierOf } from '../../sso/routes/account';
import { getUserRow } from '../../users';
import { DAY_MS } from '../../time';
import { dueItems, isQuietHour, reminderMessage, reminderSubject, wibDayNumber, wibDayText, type DueItem, type ExpiringItem } from './due';
import { sendPush } from './push';
import {
  dropSubscription,
  lastReminderDay,
  markReminded,
  membersWithReminders,
  recordReminderDay,
  subscriptionsOf,
  wasReminded,
} from './store';
import type { VapidDetails } from './vapid';

/** Beyond the longest lead a member can choose (30 days) and the day of grace. */
const LOOKAHEAD_MS = 32 * DAY_MS;

/** What one run did for one member (the test trigger's answer). */
export interface ReminderRunResult {
  userId: number;
  day: string;
  message: ReminderPush;
  items: Array<{ kind: DueItem['kind']; key: string; lead: number; daysLeft: number }>;
  push: { sent: number; gone: number; failed: number };
  email: string | null;
  delivered: boolean;
}

export interface ReminderJobDeps {
  ctx: AppContext;
  vapid: VapidDetails;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

/** The member's points batches, active vouchers and tier that expire within the lookahead. */
export function expiringItems(ctx: AppContext, userId: number, now: number): ExpiringItem[] {
  const items: ExpiringItem[] = [];
  // Batches are summed per WIB day of expiry: the member reads '1.500 poin … (27 Des 2026)'.
  const batches = ctx.db
    .prepare<[number, number, number], { point: number; expired_at: number }>(
      `SELECT SUM(point) AS point, MIN(expired_at) AS expired_at FROM point_transactions
       WHERE user_id = ? AND mutation = 'EARNING' AND expired_at > ? AND expired_at <= ?
       GROUP BY (expired_at + 25200000) / 86400000 ORDER BY expired_at`,
    )
    .all(userId, now, now + LOOKAHEAD_MS);
  for (const b of batches) items.push({ kind: 'points', key: `points:${wibDayText(wibDayNumber(b.expired_at))}`, expiresAt: b.expired_at, amount: b.point });
  // ACTIVE vouchers (promoData.voucherStatus): not used, not past redeemTo.
  const vouchers = ctx.db
    .prepare<[number, number, number], { id: number; redeem_to: number }>(
      'SELECT id, redeem_to FROM vouchers WHERE user_id = ? AND used_at IS NULL AND redeem_to > ? AND redeem_to <= ? ORDER BY redeem_to',
    )
    .all(userId, now, now + LOOKAHEAD_MS);
  for (const v of vouchers) items.push({ kind: 'vouchers', key: `voucher:${v.id}`, expiresAt: v.redeem_to, amount: 1 });
  const user = getUserRow(ctx.db, userId);
  if (user) {
    const tier = tierOf(user.tier_point, now);
    // Silver is where everyone starts and cannot be lost: nothing to remind of.
    if (tier.tierLevel > 1) {
      const until = Date.parse(tier.validUntil);
      if (until > now && until <= now + LOOKAHEAD_MS) items.push({ kind: 'tier', key: `tier:${tier.tierName}:${tier.validUntil.slice(0, 10)}`, expiresAt: until, amount: 0, label: tier.tierName });
    }
  }
  return items;
}

export class ReminderJob {
  private running: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: ReminderJobDeps) {}

  /** One run after any run in progress (the timer and the trigger never overlap). */
  run(): Promise<ReminderRunResult[]> {
    const next = this.running.then(() => this.runOnce());
    this.running = next.catch(() => undefined);
    return next;
  }

  /** Every `intervalMs`; the timer does not keep the process alive. */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.run().catch((err: unknown) => this.deps.log.error({ err }, 'reminder run failed'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run in progress (before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async runOnce(): Promise<ReminderRunResult[]> {
    const { ctx } = this.deps;
    const now = ctx.now();
    if (isQuietHour(now)) return [];
    const day = wibDayText(wibDayNumber(now));
    const results: ReminderRunResult[] = [];
    for (const { userId, preferences } of membersWithReminders(ctx.db)) {
      if (lastReminderDay(ctx.db, userId) === day) continue;
      const user = getUserRow(ctx.db, userId);
      if (!user) continue;
      const subscriptions = preferences.channels.push ? subscriptionsOf(ctx.db, userId) : [];
      const emailTo = preferences.channels.email && user.email && user.email_verified ? user.email : null;
      // No browser subscribed and no verified address: nothing could be delivered, and the
      // day stays open for a subscription that arrives later today.
      if (subscriptions.length === 0 && !emailTo) continue;
      const due = dueItems(expiringItems(ctx, userId, now), preferences, now, (key, lead) => wasReminded(ctx.db, userId, key, lead));
      if (due.length === 0) continue;
      results.push(await this.deliver(userId, day, due, subscriptions, emailTo, now));
    }
    return results;
  }

  private async deliver(
    userId: number,
    day: string,
    due: DueItem[],
    subscriptions: ReturnType<typeof subscriptionsOf>,
    emailTo: string | null,
    now: number,
  ): Promise<ReminderRunResult> {
    const { ctx, vapid, outbox, log } = this.deps;
    const message = reminderMessage(due);
    const push = { sent: 0, gone: 0, failed: 0 };
    for (const subscription of subscriptions) {
      const outcome = await sendPush(subscription, message, vapid);
      push[outcome.result]++;
      if (outcome.result === 'gone') dropSubscription(ctx.db, subscription.endpoint);
      if (outcome.result === 'failed') log.warn({ userId, status: outcome.status, host: new URL(subscription.endpoint).host }, 'reminder push failed; retried tomorrow');
    }
    if (emailTo) {
      const link = `${siteOrigin(ctx)}${message.url}`;
      outbox.send({ to: emailTo, subject: reminderSubject(due), text: `${message.body}\n\nLihat selengkapnya: ${link}`, code: '', link }, now);
    }
    const delivered = push.sent > 0 || emailTo !== null;
    recordReminderDay(ctx.db, userId, day, delivered ? 'sent' : 'failed', now);
    if (delivered) markReminded(ctx.db, userId, due.map((d) => ({ item: d.key, lead: d.lead })), now);
    return {
      userId,
      day,
      message,
      items: due.map((d) => ({ kind: d.kind, key: d.key, lead: d.lead, daysLeft: d.daysLeft })),
      push,
      email: emailTo,
      delivered,
    };
  }
}
