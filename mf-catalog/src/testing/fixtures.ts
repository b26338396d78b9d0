// Payloads shaped exactly like the backend's (types from shared-contracts/schemas).
import type { Category, Merchant, Promo, Voucher } from 'shared-contracts/schemas';

export const MEDIA = 'http://localhost:4000/media';

export function aMerchant(over: Partial<Merchant> = {}): Merchant {
  return {
    id: 9,
    slug: 'kopi-senja-nusantara',
    name: 'Kopi Senja Nusantara',
    image: `${MEDIA}/merchants/kopi-senja-nusantara.svg`,
    description: 'Kopi nusantara dari petani lokal.',
    businessUnit: 'Mitra',
    categories: [{ id: 1, slug: 'makanan-minuman', title: 'Makanan & Minuman' }],
    promoCount: 3,
    ...over,
  };
}

export function aCategory(over: Partial<Category> = {}): Category {
  return {
    id: 1,
    slug: 'makanan-minuman',
    title: 'Makanan & Minuman',
    image: `${MEDIA}/categories/makanan-minuman.svg`,
    description: 'Kopi, roti, dan hidangan favorit dengan harga lebih hemat.',
    promoCount: 12,
    ...over,
  };
}

export function aPromo(over: Partial<Promo> = {}): Promo {
  const slug = over.slug ?? 'diskon-kopi-susu-kopi-senja-nusantara';
  return {
    id: 21,
    slug,
    title: 'Diskon Kopi Susu 50%',
    image: `${MEDIA}/promos/${slug}.svg`,
    thumbnail: `${MEDIA}/promo-thumbs/${slug}.svg`,
    merchant: { id: 9, slug: 'kopi-senja-nusantara', name: 'Kopi Senja Nusantara', image: `${MEDIA}/merchants/kopi-senja-nusantara.svg` },
    categories: [{ id: 1, slug: 'makanan-minuman', title: 'Makanan & Minuman' }],
    validFrom: '2026-01-01T00:00:00+07:00',
    validTo: '2099-10-31T23:59:00+07:00',
    price: 1500,
    content: '<p>Nikmati kopi susu favorit.</p>',
    tnc: '<ul><li>Berlaku di semua gerai.</li></ul><img src=x onerror="window.__pwned=1">',
    howToUse: '<p>Tunjukkan kode voucher ke kasir.</p>',
    isQuotaAvailable: true,
    quotaType: 'UNLIMITED',
    quotaRemaining: null,
    promoType: 'VOUCHER',
    isExpired: false,
    isAlreadyPurchased: false,
    isBookmarked: false,
    priority: 10,
    createdDate: '2026-01-01T00:00:00+07:00',
    ...over,
  };
}

export function aVoucher(promo: Promo, over: Partial<Voucher> = {}): Voucher {
  return {
    id: 501,
    code: 'MVK7Q2X9PA',
    qrCode: 'MYVALUE:VOUCHER:MVK7Q2X9PA',
    tnc: '<p>Berlaku di semua gerai.</p>',
    pointUsed: promo.price,
    purchasedDate: '2026-11-22T10:00:00+07:00',
    used: false,
    usedDate: null,
    redeemFrom: '2026-11-22T10:00:00+07:00',
    redeemTo: '2026-12-22T10:00:00+07:00',
    isCanRedeem: true,
    status: 'ACTIVE',
    promo: {
      id: promo.id,
      slug: promo.slug,
      title: promo.title,
      image: promo.image,
      thumbnail: promo.thumbnail,
      merchant: promo.merchant,
      validTo: promo.validTo,
      price: promo.price,
    },
    ...over,
  };
}

// The server prefetch's tests read listOf here; it is the kit's (shared-contracts/testing).
export { listOf } from 'shared-kit/testing';
