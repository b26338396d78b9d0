import { carriedReferralCode, referralInviteUrl } from './referral';

describe('invitations that carry the referral code', () => {
  it('links to the site\u2019s /referral with the code upper-cased', () => {
    expect(referralInviteUrl('https://www.myvalue.id/', 'dewi2018')).toBe('https://www.myvalue.id/referral?kode=DEWI2018');
    expect(referralInviteUrl('http://localhost:3000', 'ABC123')).toBe('http://localhost:3000/referral?kode=ABC123');
  });

  it('reads a carried code only when it has the code\u2019s format', () => {
    expect(carriedReferralCode(' dewi2018 ')).toBe('DEWI2018');
    for (const bad of [undefined, ['DEWI2018'], '', 'ABC', 'ABCDEFGHIJKLM', 'DEWI-2018', 'https://evil.example', '<b>DEWI2018</b>']) {
      expect(carriedReferralCode(bad)).toBeNull();
    }
    // A link never carries what is not a code.
    expect(referralInviteUrl('https://www.myvalue.id', 'x&y=1')).toBe('https://www.myvalue.id/referral');
  });
});
