import { eventJsonLd, serializeJsonLd } from './jsonLd';

describe('eventJsonLd', () => {
  it('states name, start with the venue offset and the place', () => {
    const ld = eventJsonLd({
      name: 'Festival Budaya',
      start: '2026-12-27T07:00:00+07:00',
      end: '2026-12-27T16:00:00+07:00',
      zone: 'Asia/Jayapura',
      venueName: 'Gedung Olahraga Cenderawasih',
      city: 'Jayapura',
      price: 0,
    });
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Festival Budaya',
      startDate: '2026-12-27T09:00:00+09:00',
      endDate: '2026-12-27T18:00:00+09:00',
      location: { '@type': 'Place', name: 'Gedung Olahraga Cenderawasih', address: { addressLocality: 'Jayapura', addressCountry: 'ID' } },
      isAccessibleForFree: true,
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & <!--' };
    const out = serializeJsonLd(value);
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(JSON.parse(out)).toEqual(value);
  });
});
