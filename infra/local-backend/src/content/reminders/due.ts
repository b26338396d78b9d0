// What is due for one member today, and the one message that sums it up. Pure: the job
// (job.ts) reads the rows and the clock, this decides.
//
// Days are WIB calendar days (the programme's day, docs/locale.md). An item with lead L is
// due on the day its expiry's WIB date minus L is today. One that could not go out on that
// day (quiet hours, the day's reminder already sent, a failed push) is still due the next
// day, then no more: by then a shorter lead takes over, and a reminder days late with an
// out-of-date count is worse than none. Of an item's chosen leads only the nearest one
// still ahead counts, so turning reminders on never sends a backlog of old lead times.
import { formatDate, formatPoints } from 'shared-kit/format';
import type { ReminderPreferences, ReminderPush } from 'shared-contracts/schemas';
import { DAY_MS } from '../../time';

const WIB_OFFSET_MS = 7 * 3_600_000;
/** A reminder missed on its day is still sent this many days later. */
export const GRACE_DAYS = 1;
/** No reminder between 21:00 and 08:00 WIB: held until 08:00. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** The WIB calendar day of an instant, as a day number (days since 1970-01-01 in WIB). */
export function wibDayNumber(ms: number): number {
  return Math.floor((ms + WIB_OFFSET_MS) / DAY_MS);
}

/** 'YYYY-MM-DD' of a WIB day number. */
export function wibDayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function isQuietHour(ms: number): boolean {
  const hour = new Date(ms + WIB_OFFSET_MS).getUTCHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

export type ItemKind = 'points' | 'vouchers' | 'tier';

/** Something of the member's that expires. */
export interface ExpiringItem {
  kind: ItemKind;
  /** Stable across runs: what 'already reminded' is recorded by. */
  key: string;
  expiresAt: number;
  /** Points in the batch; 1 for a voucher; unused for the tier. */
  amount: number;
  /** The tier's name, for the tier. */
  label?: string;
}

export interface DueItem extends ExpiringItem {
  lead: number;
  daysLeft: number;
}

/**
 * The items due today (`now`) under the member's lead times, leaving out item+lead pairs
 * already reminded (`reminded`).
 */
export function dueItems(
  items: readonly ExpiringItem[],
  preferences: ReminderPreferences,
  now: number,
  reminded: (key: string, lead: number) => boolean,
): DueItem[] {
  const today = wibDayNumber(now);
  const due: DueItem[] = [];
  for (const item of items) {
    if (item.expiresAt <= now) continue;
    const daysLeft = wibDayNumber(item.expiresAt) - today;
    // The nearest lead still ahead of (or on) today: leads further out have passed.
    const lead = [...preferences[item.kind]].sort((a, b) => a - b).find((l) => l >= daysLeft);
    if (lead === undefined) continue;
    const daysSinceDue = lead - daysLeft;
    if (daysSinceDue < 0 || daysSinceDue > GRACE_DAYS) continue;
    if (reminded(item.key, lead)) continue;
    due.push({ ...item, lead, daysLeft });
  }
  return due;
}

const inDays = (n: number) => (n <= 0 ? 'hari ini' : `${n} hari lagi`);

const BODY_MAX = 400;

/**
 * One message for the day's items: '1.500 poin kamu hangus 7 hari lagi (27 Des 2026).
 * 1 voucher berakhir 3 hari lagi.' Points first (the likeliest loss), then vouchers
 * (counted per day left), then the tier.
 */
export function reminderMessage(due: readonly DueItem[]): ReminderPush {
  const sentences: string[] = [];
  const points = due.filter((d) => d.kind === 'points').sort((a, b) => a.expiresAt - b.expiresAt);
  for (const p of points) sentences.push(`${formatPoints(p.amount)} poin kamu hangus ${inDays(p.daysLeft)} (${formatDate(p.expiresAt)}).`);
  const vouchersByDays = new Map<number, number>();
  for (const v of due.filter((d) => d.kind === 'vouchers')) vouchersByDays.set(v.daysLeft, (vouchersByDays.get(v.daysLeft) ?? 0) + 1);
  for (const [days, count] of [...vouchersByDays].sort((a, b) => a[0] - b[0])) sentences.push(`${count} voucher berakhir ${inDays(days)}.`);
  for (const t of due.filter((d) => d.kind === 'tier')) {
    sentences.push(`Tier ${t.label ?? 'member'} kamu berlaku hingga ${formatDate(t.expiresAt)} (${inDays(t.daysLeft)}).`);
  }
  // The contract caps the body; whole sentences only, and what is left out is counted.
  let body = '';
  let kept = 0;
  for (const s of sentences) {
    const next = body ? `${body} ${s}` : s;
    if (next.length > BODY_MAX - 30) break;
    body = next;
    kept++;
  }
  if (kept < sentences.length) body += ` Dan ${sentences.length - kept} pengingat lainnya.`;
  const onlyVouchers = points.length === 0 && vouchersByDays.size > 0;
  return { title: 'MyValue', body, url: onlyVouchers ? '/account/voucher' : '/account/poin', tag: 'mv-reminder' };
}

/** The e-mail's subject: what matters most among the items. */
export function reminderSubject(due: readonly DueItem[]): string {
  if (due.some((d) => d.kind === 'points')) return 'Pengingat MyValue: poin akan hangus';
  if (due.some((d) => d.kind === 'vouchers')) return 'Pengingat MyValue: voucher akan berakhir';
  return 'Pengingat MyValue: masa berlaku tier';
}
