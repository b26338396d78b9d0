// Payloads of the member's points, vouchers, tickets and tier (types from the contract), for
// the account pages' tests.
import type { PointTransaction, Tier, Voucher, VoucherTicket } from 'shared-contracts/schemas';

export const pointTx = (id: number, createdDate: string, over: Partial<PointTransaction> = {}): PointTransaction => ({
  id,
  createdDate,
  expiredDate: null,
  outletName: 'Gramedia Matraman',
  referenceNo: `TRX${id}`,
  point: 1500,
  mutation: 'EARNING',
  isExpired: false,
  description: `Belanja ${id}`,
  brandID: 'GRM',
  businessUnit: 'Gramedia',
  ...over,
});

export const historyVoucher = (id: number, over: Partial<Voucher> = {}): Voucher => ({
  id,
  code: `KODE${id}`,
  qrCode: `MYV-${id}`,
  tnc: '<p>Berlaku di semua gerai.</p>',
  pointUsed: 800,
  purchasedDate: '2026-10-01T10:00:00+07:00',
  used: true,
  usedDate: '2026-10-05T12:00:00+07:00',
  redeemFrom: '2026-10-01T10:00:00+07:00',
  redeemTo: '2026-10-31T10:00:00+07:00',
  isCanRedeem: false,
  status: 'USED',
  promo: {
    id: 4,
    slug: 'diskon-buku',
    title: 'Diskon Buku 20%',
    image: 'http://media.test/p.png',
    thumbnail: 'http://media.test/p-t.png',
    merchant: { id: 1, slug: 'gramedia', name: 'Gramedia', image: 'http://media.test/m.png' },
    validTo: '2026-12-31T23:59:59+07:00',
    price: 800,
  },
  ...over,
});

export const historyTicket = (id: number, over: Partial<VoucherTicket> = {}): VoucherTicket => ({
  id,
  code: `EVT${id}`,
  qrCode: `EVT-${id}`,
  tnc: '<p>Berlaku di semua gerai.</p>',
  pointUsed: 0,
  purchasedDate: '2026-09-01T10:00:00+07:00',
  used: true,
  usedDate: '2026-09-20T14:00:00+07:00',
  status: 'USED',
  attendee: { name: 'Dewi', phone: '+6281234567890', email: 'demo@myvalue.id' },
  event: {
    id: 2,
    slug: 'bedah-buku',
    title: 'Bedah Buku Rempah',
    image: 'http://media.test/e.png',
    venue: { name: 'Gramedia Pandanaran', address: 'Jl. Pandanaran', city: 'Semarang', timezone: 'Asia/Jakarta' },
    startDate: '2026-09-20T14:00:00+07:00',
    endDate: '2026-09-20T16:00:00+07:00',
  },
  ...over,
});

export const page = <T,>(results: T[], { page: n = 1, next = null as number | null, count = results.length } = {}) => ({
  count,
  next,
  previous: n > 1 ? n - 1 : null,
  perPage: 10,
  results,
});

/** The demo member's tier (Gold, on the way to Platinum), as /v2/tiers/me answers it. */
export const TIER: Tier = {
  tierName: 'Gold',
  tierLevel: 2,
  tierPoint: 17850,
  validUntil: '2026-12-31T23:59:59+07:00',
  progress: { nextTierName: 'Platinum', current: 17850, target: 25000, remaining: 7150, percentage: 71.4 },
  benefits: [],
  tiers: [],
};

/** The point history's filter choices (/sso/v1/point/transaction/filter). */
export const POINT_FILTER = {
  mutations: [
    { value: 'EARNING', label: 'Poin Masuk' },
    { value: 'REDEEM', label: 'Poin Keluar' },
  ],
  brands: [{ brandID: 'GRM', name: 'Gramedia' }],
  businessUnits: [{ value: 'Gramedia', label: 'Gramedia' }],
};
