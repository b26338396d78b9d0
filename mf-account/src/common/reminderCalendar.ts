// 'Ingatkan Saya' (issue 41): a calendar file that reminds the member before points or a
// voucher expire, with the alarms the reminder settings default to. It works on every phone
// with no permission asked: the member's own calendar raises it. The voucher's code is never
// written into it (calendars sync to other services; the code is the voucher itself).
import { formatDate, formatPoints, formatTime } from 'shared-kit';
import { POINTS_REMINDER_DAYS, VOUCHER_REMINDER_DAYS } from 'shared-contracts';
import { buildCalendar, buildIcs, leadDaysAhead, type CalendarAlarm, type CalendarEvent } from 'shared-kit/calendar';
import type { VoucherItem } from './voucherItems';

/** The calendar entry is the last hour before the deadline: the alarms count back from its start. */
const HOUR_MS = 3_600_000;

function alarms(days: readonly number[], deadline: string, now: Date, text: (days: number) => string): CalendarAlarm[] {
  return leadDaysAhead(days, deadline, now).map((daysBefore) => ({ daysBefore, text: text(daysBefore) }));
}

const inDays = (days: number) => (days === 1 ? 'besok' : `${days} hari lagi`);

export interface PointsBatch {
  point: number;
  expiredDate: string;
}

/** Every batch the panel lists, one calendar entry each, so no later batch goes unreminded (alarms only for what is still ahead). */
export function pointsExpiryIcs(batches: readonly PointsBatch[], publicUrl: string, now = new Date()): string {
  return buildCalendar(batches.map((batch) => pointsExpiryEvent(batch, publicUrl, now)));
}

function pointsExpiryEvent(batch: PointsBatch, publicUrl: string, now: Date): CalendarEvent {
  const url = `${publicUrl}/account/poin`;
  const points = formatPoints(batch.point);
  return {
    uid: `points-${batch.expiredDate}@${new URL(publicUrl).hostname}`,
    start: new Date(new Date(batch.expiredDate).getTime() - HOUR_MS),
    end: batch.expiredDate,
    zone: 'Asia/Jakarta',
    summary: `${points} poin MyValue hangus`,
    location: 'MyValue',
    description: `${points} poin MyValue kamu hangus ${formatDate(batch.expiredDate)} ${formatTime(batch.expiredDate)}. Tukarkan sebelum hangus: ${url}`,
    url,
    alarms: alarms(POINTS_REMINDER_DAYS, batch.expiredDate, now, (d) => `${points} poin MyValue hangus ${inDays(d)}`),
    stamp: now,
  };
}

/** For an active voucher with an end (tickets follow their event's own calendar entry). */
export function voucherEndIcs(item: VoucherItem & { redeemTo: string }, publicUrl: string, now = new Date()): string {
  const url = `${publicUrl}/account/voucher`;
  return buildIcs({
    uid: `voucher-${item.key}@${new URL(publicUrl).hostname}`,
    start: new Date(new Date(item.redeemTo).getTime() - HOUR_MS),
    end: item.redeemTo,
    zone: 'Asia/Jakarta',
    summary: `Voucher berakhir: ${item.title}`,
    location: item.subtitle,
    description: `Voucher ${item.title} di ${item.subtitle} berlaku hingga ${formatDate(item.redeemTo)} ${formatTime(item.redeemTo)}. Kodenya ada di Voucher Saya: ${url}`,
    url,
    alarms: alarms(VOUCHER_REMINDER_DAYS, item.redeemTo, now, (d) => `Voucher ${item.title} berakhir ${inDays(d)}`),
    stamp: now,
  });
}
