import { formatPhone } from './rules/phone';
import { SITE_CONTACT, SOCIAL_LINKS, telHref } from './site';

describe('site contacts', () => {
  it('names the three social networks of the brand once each', () => {
    expect(SOCIAL_LINKS.map((s) => s.network).sort()).toEqual(['facebook', 'instagram', 'youtube']);
    for (const link of SOCIAL_LINKS) expect(new URL(link.url).protocol).toBe('https:');
  });
  it('dials the customer-service number without spaces or dashes', () => {
    expect(telHref('+62 812-3456-7890')).toBe('tel:+6281234567890');
    expect(telHref(SITE_CONTACT.customerServicePhone)).toBe('tel:+622180642222');
  });
  it('keeps the customer-service number in the +62 form the phone formatter accepts', () => {
    expect(SITE_CONTACT.customerServicePhone.startsWith('+62')).toBe(true);
    expect(formatPhone(SITE_CONTACT.customerServicePhone)).toMatch(/^\+62/);
  });
});
