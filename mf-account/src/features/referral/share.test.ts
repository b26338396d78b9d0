import { invitationText, whatsappShareUrl } from './share';

describe('referral share', () => {
  it('writes an Indonesian invitation with the upper-case code and the referral page', () => {
    const text = invitationText('dewi2018', 'https://www.myvalue.id/', 250);
    expect(text).toContain('kode referral DEWI2018');
    expect(text).toContain('dapatkan 250 poin');
    // The link carries the code (issue 41 item 3): the friend's sign-up is filled in with it.
    expect(text).toContain('https://www.myvalue.id/referral?kode=DEWI2018');
  });

  it('leaves the reward out when unknown', () => {
    expect(invitationText('ABC123', 'http://localhost:3000', null)).not.toContain('poin.');
  });

  it('links to wa.me with the text URL-encoded', () => {
    const url = whatsappShareUrl('Pakai kode ABC & daftar?');
    expect(url).toBe('https://wa.me/?text=Pakai%20kode%20ABC%20%26%20daftar%3F');
    expect(decodeURIComponent(url.split('text=')[1]!)).toBe('Pakai kode ABC & daftar?');
  });
});
