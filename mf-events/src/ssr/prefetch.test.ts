// The event pages' server prefetch: their head carries the JSON-LD (Event, BreadcrumbList),
// as every app's pages do; the page itself renders none.
import { get, mockFetch, prefetchContext } from 'shared-kit/testing';
import { makeCampaignEvent, makeEvent } from '../testing/fixtures';
import { prefetch } from './prefetch';

afterEach(() => jest.restoreAllMocks());

describe('event pages head JSON-LD', () => {
  it('/event/:slug: the Event in the venue zone, with its price in points, and its breadcrumbs', async () => {
    const event = makeEvent({ title: 'Kelas Kopi </script><script>alert(1)</script>' });
    mockFetch(get(`/api/v1/events/slug/${event.slug}`, event));
    const result = await prefetch(prefetchContext(`/event/${event.slug}`, { slug: event.slug }));
    expect(result.status).toBe(200);
    const [ld, crumbs] = result.head!.jsonLd!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      startDate: '2026-12-04T15:00:00+08:00',
      location: { '@type': 'Place', name: 'The Samaya Seminyak', address: { addressLocality: 'Denpasar' } },
      organizer: { '@type': 'Organization', name: event.organizer },
      offers: { '@type': 'Offer', price: event.price, priceCurrency: 'Poin MyValue' },
      isAccessibleForFree: event.price === 0,
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(JSON.stringify(crumbs)).toContain(`https://www.myvalue.id/event/${event.slug}`);
  });

  it('/campaign-event/:slug: the Event in Jakarta time, its location as an address, free, organised by MyValue', async () => {
    const event = makeCampaignEvent();
    mockFetch(get(`/api/v1/campaign-event/slug/${event.slug}`, event));
    const result = await prefetch(prefetchContext(`/campaign-event/${event.slug}`, { slug: event.slug }));
    expect(result.status).toBe(200);
    const [ld, crumbs] = result.head!.jsonLd!;
    expect(ld).toMatchObject({ '@type': 'Event', startDate: '2026-11-27T10:00:00+07:00' });
    expect((ld as Record<string, unknown>).location).toEqual({
      '@type': 'Place',
      name: 'Gramedia Grand Indonesia',
      address: { '@type': 'PostalAddress', streetAddress: 'Gramedia Grand Indonesia', addressLocality: 'Jakarta', addressCountry: 'ID' },
    });
    expect(ld).toMatchObject({ organizer: { '@type': 'Organization', name: 'MyValue' }, offers: { price: 0, priceCurrency: 'Poin MyValue' } });
    expect(JSON.stringify(crumbs)).toContain(`https://www.myvalue.id/campaign/${event.campaignSlug}`);
  });
});
