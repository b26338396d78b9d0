// The member's activity as one timeline: point transactions (when they were booked) and
// the voucher history (promo vouchers and event tickets, when they were used or expired),
// newest first, grouped by day in WIB.
//
// The point history is paged; the voucher histories are read whole (they are short, and
// ordered by when a voucher was bought, not by when it was used or expired, so a later page
// may hold a newer entry). So the timeline is complete down to the oldest point transaction
// loaded while more pages of points remain: entries older than that wait for 'Muat Lebih
// Banyak', where a point transaction not loaded yet could still come between them.
import { formatDate, formatPoints, formatTime } from 'shared-kit';
import type { PointTransaction, Voucher, VoucherTicket } from 'shared-contracts/schemas';
import { jakartaDay } from '../../common/period';
import { signedPoints } from '../../common/pointText';
import { fromTicket, fromVoucher } from '../../common/voucherItems';

export type ActivityKind = 'earning' | 'redeem' | 'voucher-used' | 'voucher-expired' | 'ticket-used' | 'ticket-expired';

export interface ActivityEntry {
  key: string;
  kind: ActivityKind;
  /** When it happened (ISO). */
  at: string;
  /** What kind of activity, in words ('Voucher digunakan'). */
  label: string;
  title: string;
  /** Where the promo or event lives on the site (vouchers and tickets). */
  href: string | null;
  /** Place, time and what it cost. */
  detail: string;
  /** Points: '+1.500' or '-800'. */
  points: string | null;
  /** Points read out: 'Poin masuk +1.500'. */
  pointsLabel: string | null;
}

export interface ActivityDay {
  /** YYYY-MM-DD in WIB. */
  day: string;
  /** One of the day's moments, for its heading. */
  at: string;
  entries: ActivityEntry[];
}

export const KIND_LABELS: Record<ActivityKind, string> = {
  earning: 'Poin masuk',
  redeem: 'Poin keluar',
  'voucher-used': 'Voucher digunakan',
  'voucher-expired': 'Voucher kedaluwarsa',
  'ticket-used': 'Tiket event digunakan',
  'ticket-expired': 'Tiket event kedaluwarsa',
};

function fromPoints(t: PointTransaction): ActivityEntry {
  const kind = t.mutation === 'EARNING' ? 'earning' : 'redeem';
  const points = signedPoints(t.point, t.mutation);
  return {
    key: `p${t.id}`,
    kind,
    at: t.createdDate,
    label: KIND_LABELS[kind],
    title: t.description,
    href: null,
    detail: `${t.outletName} · ${formatTime(t.createdDate)}`,
    points,
    pointsLabel: `${KIND_LABELS[kind]} ${points}`,
  };
}

/** 'Ditukar 3 Nov 2026 · 800 poin' or '… · Gratis'. */
function redeemedText(purchasedDate: string, pointUsed: number): string {
  return `Ditukar ${formatDate(purchasedDate)} · ${pointUsed > 0 ? `${formatPoints(pointUsed)} poin` : 'Gratis'}`;
}

function voucherEntry(v: Voucher): ActivityEntry | null {
  if (v.status === 'ACTIVE') return null;
  const item = fromVoucher(v);
  const used = v.status === 'USED';
  const kind = used ? 'voucher-used' : 'voucher-expired';
  return {
    key: `v${v.id}`,
    kind,
    // A used voucher without its date counts from when it was bought (it cannot be later than now).
    at: used ? (v.usedDate ?? v.purchasedDate) : v.redeemTo,
    label: KIND_LABELS[kind],
    title: item.title,
    href: item.href,
    detail: `${item.subtitle} · ${redeemedText(v.purchasedDate, v.pointUsed)}`,
    points: null,
    pointsLabel: null,
  };
}

function ticketEntry(t: VoucherTicket): ActivityEntry | null {
  if (t.status === 'ACTIVE') return null;
  const item = fromTicket(t);
  const used = t.status === 'USED';
  const kind = used ? 'ticket-used' : 'ticket-expired';
  return {
    key: `t${t.id}`,
    kind,
    // A ticket not used expires with its event.
    at: used ? (t.usedDate ?? t.event.endDate) : t.event.endDate,
    label: KIND_LABELS[kind],
    title: item.title,
    href: item.href,
    detail: `${item.subtitle} · ${redeemedText(t.purchasedDate, t.pointUsed)}`,
    points: null,
    pointsLabel: null,
  };
}

export interface TimelineInput {
  /** The point transactions loaded so far, newest first. */
  points: readonly PointTransaction[];
  /** Whether the point history has pages not loaded yet. */
  morePoints: boolean;
  vouchers: readonly Voucher[];
  tickets: readonly VoucherTicket[];
}

/** The entries that can be shown in order now, newest first, grouped by WIB day. */
export function buildTimeline({ points, morePoints, vouchers, tickets }: TimelineInput): ActivityDay[] {
  const entries = [
    ...points.map(fromPoints),
    ...vouchers.flatMap((v) => voucherEntry(v) ?? []),
    ...tickets.flatMap((t) => ticketEntry(t) ?? []),
  ];
  const oldestPoint = points.length ? Math.min(...points.map((p) => Date.parse(p.createdDate))) : null;
  const horizon = morePoints && oldestPoint !== null ? oldestPoint : -Infinity;
  const shown = entries
    .filter((e) => Date.parse(e.at) >= horizon)
    // Newest first; the same moment in a stable order (points, then vouchers, then tickets, by id).
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || a.key.localeCompare(b.key, 'en', { numeric: true }));
  const days: ActivityDay[] = [];
  for (const entry of shown) {
    const day = jakartaDay(new Date(entry.at));
    const last = days[days.length - 1];
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, at: entry.at, entries: [entry] });
  }
  return days;
}
