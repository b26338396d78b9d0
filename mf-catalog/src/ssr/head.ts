// Head data of catalog pages for the server render: plain-text descriptions and the
// schema.org Offer of a promo (a voucher priced in points) and its BreadcrumbList.
import { breadcrumbJsonLd, POINTS_CURRENCY, pointsOffer } from 'shared-contracts';
import { plainText } from 'shared-kit';
import type { Promo } from 'shared-contracts/schemas';

export function offerJsonLd(promo: Promo, publicUrl: string): Record<string, unknown> {
  const url = `${publicUrl}/promo/${promo.slug}`;
  return {
    '@context': 'https://schema.org',
    ...pointsOffer(promo.price, url, !promo.isExpired && promo.isQuotaAvailable, {
      name: promo.title,
      description: plainText(promo.content, 300),
      image: promo.image,
      category: promo.categories.map((c) => c.title).join(', ') || undefined,
      // Paid in MyValue points, not money: the price is the number of points.
      priceSpecification: { '@type': 'UnitPriceSpecification', price: promo.price, priceCurrency: POINTS_CURRENCY },
      validFrom: promo.validFrom,
      priceValidUntil: promo.validTo,
      seller: { '@type': 'Organization', name: promo.merchant.name, url: `${publicUrl}/merchant/${promo.merchant.slug}` },
    }),
  };
}

/** Beranda › Promo › {merchant} › {promo}. */
export function promoBreadcrumbJsonLd(promo: Promo, publicUrl: string): Record<string, unknown> {
  return breadcrumbJsonLd(publicUrl, [
    { name: 'Beranda', path: '/' },
    { name: 'Promo', path: '/promo' },
    { name: promo.merchant.name, path: `/merchant/${promo.merchant.slug}` },
    { name: promo.title, path: `/promo/${promo.slug}` },
  ]);
}
