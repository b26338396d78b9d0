// Promo vouchers and event tickets brought to one shape for the voucher pages, the activity
// history and the offline wallet.
import { formatDate, formatDateRange } from 'shared-kit';
import type { Voucher, VoucherTicket } from 'shared-contracts/schemas';

export interface VoucherItem {
  key: string;
  kind: 'promo' | 'event';
  title: string;
  /** Merchant name or the event's venue. */
  subtitle: string;
  image: string;
  code: string;
  qrValue: string;
  /** Vouchers: until when the code can be shown. Tickets have none (the event date applies). */
  redeemTo: string | null;
  /** Tickets: the event's dates. */
  when: string | null;
  /** Where the promo or event lives on the site. */
  href: string;
  status: 'ACTIVE' | 'USED' | 'EXPIRED';
  usedDate: string | null;
  purchasedDate: string;
  /** The promo's or event's terms (CMS HTML: shown through SafeHtml). */
  terms: string;
}

export function fromVoucher(v: Voucher): VoucherItem {
  return {
    key: `v${v.id}`,
    kind: 'promo',
    title: v.promo.title,
    subtitle: v.promo.merchant.name,
    image: v.promo.thumbnail,
    code: v.code,
    qrValue: v.qrCode,
    redeemTo: v.redeemTo,
    when: null,
    href: `/promo/${v.promo.slug}`,
    status: v.status,
    usedDate: v.usedDate,
    purchasedDate: v.purchasedDate,
    terms: v.tnc,
  };
}

export function fromTicket(t: VoucherTicket): VoucherItem {
  return {
    key: `t${t.id}`,
    kind: 'event',
    title: t.event.title,
    subtitle: `${t.event.venue.name}, ${t.event.venue.city}`,
    image: t.event.image,
    code: t.code,
    qrValue: t.qrCode,
    redeemTo: null,
    when: formatDateRange(t.event.startDate, t.event.endDate, t.event.venue.timezone),
    href: `/event/${t.event.slug}`,
    status: t.status,
    usedDate: t.usedDate,
    purchasedDate: t.purchasedDate,
    terms: t.tnc,
  };
}

/** History line: 'Digunakan 3 Nov 2026' or 'Kedaluwarsa 1 Nov 2026'. */
export function historyText(item: VoucherItem): string {
  if (item.status === 'USED') return item.usedDate ? `Digunakan ${formatDate(item.usedDate)}` : 'Digunakan';
  if (item.redeemTo) return `Kedaluwarsa ${formatDate(item.redeemTo)}`;
  return 'Kedaluwarsa';
}
