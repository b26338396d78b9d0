import { breadcrumbJsonLd, organizationJsonLd, pointsOffer, POINTS_CURRENCY } from './structuredData';
import { SOCIAL_LINKS } from './site';

const SITE = 'https://www.myvalue.id/';

describe('organizationJsonLd', () => {
  it('names MyValue with its logo, social profiles and customer service', () => {
    expect(organizationJsonLd(SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'MyValue',
      url: 'https://www.myvalue.id/',
      logo: { '@type': 'ImageObject', url: 'https://www.myvalue.id/logo.svg' },
      sameAs: SOCIAL_LINKS.map((l) => l.url),
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+62 21 8064 2222', areaServed: 'ID', availableLanguage: ['id'] },
    });
  });
});

describe('pointsOffer', () => {
  it('states the price in points with a currency, in stock or sold out', () => {
    expect(pointsOffer(300, 'https://x/p', true)).toEqual({
      '@type': 'Offer',
      price: 300,
      priceCurrency: POINTS_CURRENCY,
      url: 'https://x/p',
      availability: 'https://schema.org/InStock',
    });
    expect(pointsOffer(0, 'https://x/p', false)).toMatchObject({ price: 0, availability: 'https://schema.org/SoldOut' });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 and makes site paths absolute', () => {
    expect(
      breadcrumbJsonLd(SITE, [
        { name: 'Beranda', path: '/' },
        { name: 'Promo', path: '/promo' },
        { name: 'Kopi', path: 'https://www.myvalue.id/promo/kopi' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Beranda', item: 'https://www.myvalue.id/' },
        { '@type': 'ListItem', position: 2, name: 'Promo', item: 'https://www.myvalue.id/promo' },
        { '@type': 'ListItem', position: 3, name: 'Kopi', item: 'https://www.myvalue.id/promo/kopi' },
      ],
    });
  });
});
