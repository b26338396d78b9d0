// The web app manifest (issue 29): what a browser needs to install the site, in Indonesian,
// with shortcuts to member pages that exist.
import { DEFAULT_PREFIXES, ownerOfPath } from './routes';
import { MEMBER_CARD_PATH, WEB_APP_ICONS, webAppManifest } from './installable';

describe('the web app manifest', () => {
  const manifest = webAppManifest();

  it('installs as a standalone app starting at the home page, in the brand colour', () => {
    expect(manifest).toMatchObject({ name: 'MyValue', short_name: 'MyValue', lang: 'id', display: 'standalone', start_url: '/', scope: '/', theme_color: '#84329B' });
    expect(new URL(manifest.start_url, 'https://x.test').pathname.startsWith(manifest.scope)).toBe(true);
    // Indonesian, about the programme.
    expect(manifest.description).toMatch(/voucher/);
    expect(manifest.description).toMatch(/merchant partner/);
  });

  it('has the icons at 192 and 512 px, both plain and maskable', () => {
    const sizes = (purpose: string) => WEB_APP_ICONS.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
    expect(manifest.icons).toEqual(WEB_APP_ICONS);
    for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/static\/icons\/[a-z-]+\d+\.png$/);
  });

  it("offers 'Kartu Saya' and 'Voucher Saya' as shortcuts to member pages", () => {
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Kartu Saya', MEMBER_CARD_PATH],
      ['Voucher Saya', '/account/voucher'],
    ]);
    for (const shortcut of manifest.shortcuts) {
      // Member pages: the account remote's (it declares them requiresSession).
      expect(ownerOfPath(shortcut.url, DEFAULT_PREFIXES)).toBe('account');
      expect(shortcut.icons.length).toBeGreaterThan(0);
    }
  });
});
