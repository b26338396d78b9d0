// schema.org Event as JSON-LD, serialised so that CMS text cannot close the <script>.
import type { IndonesianTimeZone } from 'shared-contracts/schemas';
import { toZonedIso } from './zones';

export interface JsonLdEventInput {
  name: string;
  start: string;
  end: string;
  zone: IndonesianTimeZone;
  venueName: string;
  address?: string;
  city?: string;
  description?: string;
  image?: string;
  url?: string;
  organizer?: string;
  /** Points per ticket; offers are stated only when known. */
  price?: number;
  available?: boolean;
  cancelled?: boolean;
}

export function eventJsonLd(input: JsonLdEventInput): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    startDate: toZonedIso(input.start, input.zone),
    endDate: toZonedIso(input.end, input.zone),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: input.venueName,
      address: {
        '@type': 'PostalAddress',
        ...(input.address ? { streetAddress: input.address } : {}),
        ...(input.city ? { addressLocality: input.city } : {}),
        addressCountry: 'ID',
      },
    },
  };
  if (input.description) ld.description = input.description;
  if (input.image) ld.image = [input.image];
  if (input.url) ld.url = input.url;
  if (input.organizer) ld.organizer = { '@type': 'Organization', name: input.organizer };
  if (input.price !== undefined) {
    // Tickets are paid in MyValue points, which have no ISO currency: say only whether it is free.
    ld.isAccessibleForFree = input.price === 0;
  }
  return ld;
}

/**
 * JSON for inside <script>: '<', '>' and '&' become \u escapes (still the same JSON
 * value), so '</script>' or '<!--' in a title cannot end the element; U+2028/2029 too.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
