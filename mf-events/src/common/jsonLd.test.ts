import { POINTS_CURRENCY } from 'shared-contracts';
import { eventJsonLd, splitLocation, type JsonLdEventInput } from './jsonLd';

const BASE: JsonLdEventInput = {
  name: 'Festival Budaya',
  start: '2026-12-27T07:00:00+07:00',
  end: '2026-12-27T16:00:00+07:00',
  zone: 'Asia/Jayapura',
  venueName: 'Gedung Olahraga Cenderawasih',
  address: 'Jl. Percetakan Negara No. 1',
  city: 'Jayapura',
  image: 'https://cdn.myvalue.id/festival.jpg',
  url: 'https://www.myvalue.id/event/festival-budaya',
  publicUrl: 'https://www.myvalue.id',
  organizer: 'Dinas Pariwisata Papua',
  price: 0,
  available: true,
};

describe('eventJsonLd', () => {
  it('states name, start with the venue offset, the full address, image, status and attendance mode', () => {
    expect(eventJsonLd(BASE)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Festival Budaya',
      startDate: '2026-12-27T09:00:00+09:00',
      endDate: '2026-12-27T18:00:00+09:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: ['https://cdn.myvalue.id/festival.jpg'],
      url: 'https://www.myvalue.id/event/festival-budaya',
      location: {
        '@type': 'Place',
        name: 'Gedung Olahraga Cenderawasih',
        address: { '@type': 'PostalAddress', streetAddress: 'Jl. Percetakan Negara No. 1', addressLocality: 'Jayapura', addressCountry: 'ID' },
      },
      organizer: { '@type': 'Organization', name: 'Dinas Pariwisata Papua' },
    });
  });

  it('offers a free event at 0 points and says it is free', () => {
    expect(eventJsonLd(BASE)).toMatchObject({
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 0, priceCurrency: POINTS_CURRENCY, url: BASE.url, availability: 'https://schema.org/InStock' },
    });
  });

  it('offers a paid event at its points price, sold out when tickets cannot be had', () => {
    const ld = eventJsonLd({ ...BASE, price: 300, available: false });
    expect(ld.isAccessibleForFree).toBe(false);
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      price: 300,
      priceCurrency: POINTS_CURRENCY,
      url: BASE.url,
      availability: 'https://schema.org/SoldOut',
    });
  });

  it('names MyValue (with its logo) as organizer when none is given, and the venue as street address when there is no other', () => {
    const ld = eventJsonLd({ ...BASE, organizer: undefined, address: undefined });
    expect(ld.organizer).toEqual({
      '@type': 'Organization',
      name: 'MyValue',
      url: 'https://www.myvalue.id/',
      logo: { '@type': 'ImageObject', url: 'https://www.myvalue.id/logo.svg' },
    });
    expect(ld.location).toMatchObject({ address: { streetAddress: 'Gedung Olahraga Cenderawasih', addressLocality: 'Jayapura' } });
  });

  it('marks a cancelled event as cancelled and not on offer', () => {
    const ld = eventJsonLd({ ...BASE, cancelled: true });
    expect(ld.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });
});

describe('splitLocation', () => {
  it('splits a campaign location into the venue and the city after the last comma', () => {
    expect(splitLocation('Gramedia Grand Indonesia, Jakarta')).toEqual({ venueName: 'Gramedia Grand Indonesia', city: 'Jakarta' });
    expect(splitLocation('Jl. Merdeka, No. 5, Bandung')).toEqual({ venueName: 'Jl. Merdeka, No. 5', city: 'Bandung' });
  });
  it('keeps a location without a city whole', () => {
    expect(splitLocation('Bentara Budaya Jakarta')).toEqual({ venueName: 'Bentara Budaya Jakarta' });
    expect(splitLocation('Bentara Budaya,')).toEqual({ venueName: 'Bentara Budaya,' });
  });
});
