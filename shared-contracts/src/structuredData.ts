// schema.org building blocks shared by every app's server head (one source of truth for
// the organisation, its logo and how a price in points is stated).
import { SITE_CONTACT, SOCIAL_LINKS } from './site';

export const ORGANIZATION_NAME = 'MyValue';
/** The logo served by the shell (shell/public/logo.svg). */
export const LOGO_PATH = '/logo.svg';
/**
 * Prices are in MyValue points, which have no ISO 4217 code; schema.org's priceCurrency
 * also takes "well known names for Local Exchange Trading Systems (LETS) and other
 * currency types", which is what this is.
 */
export const POINTS_CURRENCY = 'Poin MyValue';

type JsonLd = Record<string, unknown>;

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** The organisation, as publisher or organizer (without @context, for nesting). */
export function organizationRef(publicUrl: string): JsonLd {
  const url = base(publicUrl);
  return {
    '@type': 'Organization',
    name: ORGANIZATION_NAME,
    url: `${url}/`,
    logo: { '@type': 'ImageObject', url: `${url}${LOGO_PATH}` },
  };
}

/** The Organization of the home page: name, logo, social profiles and customer service. */
export function organizationJsonLd(publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...organizationRef(publicUrl),
    sameAs: SOCIAL_LINKS.map((l) => l.url),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: SITE_CONTACT.customerServicePhone,
      areaServed: 'ID',
      availableLanguage: ['id'],
    },
  };
}

/** An Offer priced in points: 0 is free. `url` is where it is taken up. */
export function pointsOffer(points: number, url: string, available: boolean, extra: JsonLd = {}): JsonLd {
  return {
    '@type': 'Offer',
    price: points,
    priceCurrency: POINTS_CURRENCY,
    url,
    availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    ...extra,
  };
}

export interface LdCrumb {
  name: string;
  /** A path on the site ('/promo') or an absolute URL. */
  path: string;
}

/** BreadcrumbList of a detail page, from home to the page itself. */
export function breadcrumbJsonLd(publicUrl: string, crumbs: readonly LdCrumb[]): JsonLd {
  const url = base(publicUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: /^https?:\/\//.test(c.path) ? c.path : `${url}${c.path}`,
    })),
  };
}
