// schema.org Event as JSON-LD (everything search engines' event results read: offers in
// points or free, organizer, full address, image, status, attendance mode), serialised
// so that CMS text cannot close the <script>.
import type { IndonesianTimeZone } from 'shared-contracts/schemas';
import { organizationRef, pointsOffer } from 'shared-contracts';
import { toZonedIso } from 'shared-kit/calendar';

export interface JsonLdEventInput {
  name: string;
  start: string;
  end: string;
  zone: IndonesianTimeZone;
  venueName: string;
  /** Street address of the venue. */
  address?: string;
  city?: string;
  description?: string;
  image: string;
  /** The page's absolute URL (also where the ticket is taken). */
  url: string;
  /** The site's public origin: the publisher's logo and the default organizer. */
  publicUrl: string;
  /** Who runs it; MyValue when not named. */
  organizer?: string;
  /** Points per ticket: 0 is free. */
  price: number;
  /** Tickets can still be had (registration open and not full). */
  available: boolean;
  cancelled?: boolean;
}

/**
 * '{venue}, {city}' (how campaign events state their location) as a venue and a city;
 * a location without a comma is the venue alone.
 */
export function splitLocation(location: string): { venueName: string; city?: string } {
  const at = location.lastIndexOf(',');
  if (at < 0) return { venueName: location.trim() };
  const venueName = location.slice(0, at).trim();
  const city = location.slice(at + 1).trim();
  return city && venueName ? { venueName, city } : { venueName: location.trim() };
}

export function eventJsonLd(input: JsonLdEventInput): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    startDate: toZonedIso(input.start, input.zone),
    endDate: toZonedIso(input.end, input.zone),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: input.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: input.venueName,
      address: {
        '@type': 'PostalAddress',
        streetAddress: input.address || input.venueName,
        ...(input.city ? { addressLocality: input.city } : {}),
        addressCountry: 'ID',
      },
    },
    image: [input.image],
    url: input.url,
    organizer: input.organizer
      ? { '@type': 'Organization', name: input.organizer }
      : organizationRef(input.publicUrl),
    isAccessibleForFree: input.price === 0,
    offers: pointsOffer(input.price, input.url, input.available && !input.cancelled),
  };
  if (input.description) ld.description = input.description;
  return ld;
}
