// Head data of catalog pages for the server render: plain-text descriptions and the
// schema.org Offer of a promo (a voucher priced in points) and its BreadcrumbList.
import { breadcrumbJsonLd, POINTS_CURRENCY, pointsOffer } from 'shared-contracts';
import type { Promo } from 'shared-contracts/schemas';

const MAX_DESCRIPTION = 160;

/** CMS HTML as one line of plain text, cut at a word for a meta description. */
export function plainText(html: string, max = MAX_DESCRIPTION): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

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
