// Head data of event pages for the server render: the schema.org Event of an event (or a
// campaign's event) and its BreadcrumbList, in the document's <head> as every app's pages
// carry theirs (the page table's head; the BFF writes it).
import { breadcrumbJsonLd } from 'shared-contracts';
import { htmlToText } from 'shared-kit';
import type { CampaignEvent, Event } from 'shared-contracts/schemas';
import { eventJsonLd, splitLocation } from '../common/jsonLd';

/** /event/:slug: its Event (venue's zone, price in points) and Beranda › Event › {event}. */
export function eventPageJsonLd(event: Event, publicUrl: string): Record<string, unknown>[] {
  return [
    eventJsonLd({
      name: event.title,
      start: event.startDate,
      end: event.endDate,
      zone: event.venue.timezone,
      venueName: event.venue.name,
      address: event.venue.address,
      city: event.venue.city,
      description: htmlToText(event.description),
      image: event.image,
      url: `${publicUrl}/event/${event.slug}`,
      publicUrl,
      organizer: event.organizer || undefined,
      price: event.price,
      available: event.isRegistrationOpen && !event.isFull,
    }),
    breadcrumbJsonLd(publicUrl, [
      { name: 'Beranda', path: '/' },
      { name: 'Event', path: '/event' },
      { name: event.title, path: `/event/${event.slug}` },
    ]),
  ];
}

/** /campaign-event/:slug: its Event (Jakarta time, free, MyValue organizes) and Beranda › Campaign › {event}. */
export function campaignEventPageJsonLd(event: CampaignEvent, publicUrl: string): Record<string, unknown>[] {
  return [
    eventJsonLd({
      name: event.title,
      start: event.startDate,
      end: event.endDate,
      zone: 'Asia/Jakarta',
      ...splitLocation(event.location),
      description: htmlToText(event.content),
      image: event.image,
      url: `${publicUrl}/campaign-event/${event.slug}`,
      publicUrl,
      // Campaign events are open to everyone, without registration or points.
      price: 0,
      available: true,
    }),
    breadcrumbJsonLd(publicUrl, [
      { name: 'Beranda', path: '/' },
      { name: 'Campaign', path: `/campaign/${event.campaignSlug}` },
      { name: event.title, path: `/campaign-event/${event.slug}` },
    ]),
  ];
}
