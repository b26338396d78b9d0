/**
 * @jest-environment node
 */
// The app banner's close endpoint as an attacker would try it: it closes the banner and
// sends the browser back to a path of this site, nothing else.
import type { FastifyInstance } from 'fastify';
import { startStubStack } from '../testing/fakes';
import { returnPath } from './appBanner';

const PUBLIC = 'http://localhost:3999';

describe('returnPath: only a path of this site', () => {
  it.each([
    ['/promo?sort=ending&page=2', '/promo?sort=ending&page=2'],
    ['/', '/'],
    ['/search?q=kopi%20susu', '/search?q=kopi%20susu'],
    ['/event#jadwal', '/event'],
    ['/a/../account', '/account'],
  ])('%s → %s', (raw, expected) => expect(returnPath(raw, PUBLIC)).toBe(expected));

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil',
    ' /promo',
    'javascript:alert(1)',
    'promo',
    '',
    undefined,
    ['/promo', '/event'],
    42,
  ])('%p → /', (raw) => expect(returnPath(raw, PUBLIC)).toBe('/'));

  it('refuses a path longer than the edge accepts', () => expect(returnPath(`/${'a'.repeat(2048)}`, PUBLIC)).toBe('/'));
});

describe('POST /webapi/app-banner/tutup', () => {
  let bff: FastifyInstance;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ bff, stop } = await startStubStack());
  });
  afterAll(() => stop());

  const post = (url: string, headers: Record<string, string> = {}, payload = '') =>
    bff.inject({ method: 'POST', url, payload, headers: { origin: PUBLIC, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers } });

  it('sets the one cookie and sends the browser back to the page (303, not stored)', async () => {
    const res = await post('/webapi/app-banner/tutup?kembali=%2Fpromo%3Fsort%3Dending');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/promo?sort=ending');
    expect(res.headers['cache-control']).toBe('no-store');
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(/^mv-app-banner=tutup; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('never leaves the site, and ignores a body', async () => {
    for (const target of ['https%3A%2F%2Fevil.example', '%2F%2Fevil.example', '%2F%5Cevil.example', '%2Fpromo%0D%0ASet-Cookie%3A%20x%3D1']) {
      const res = await post(`/webapi/app-banner/tutup?kembali=${target}`, {}, 'kembali=https://evil.example&mv-app-banner=x');
      expect([res.statusCode, res.headers.location]).toEqual([303, '/']);
    }
    const res = await post('/webapi/app-banner/tutup');
    expect([res.statusCode, res.headers.location]).toEqual([303, '/']);
  });

  it('refuses a post from another site (the edge) and sets nothing', async () => {
    const res = await post('/webapi/app-banner/tutup?kembali=%2F', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('mv-app-banner');
  });

  it('renders the next page without the banner once the cookie comes', async () => {
    const open = await bff.inject({ method: 'GET', url: '/about' });
    const closed = await bff.inject({ method: 'GET', url: '/about', headers: { cookie: 'mv-app-banner=tutup' } });
    const forged = await bff.inject({ method: 'GET', url: '/about', headers: { cookie: 'mv-app-banner=1' } });
    const boot = (html: string) => JSON.parse(/<script[^>]*id="mv-boot"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as { appBannerClosed?: boolean };
    expect(boot(open.body).appBannerClosed).toBeUndefined();
    expect(boot(closed.body).appBannerClosed).toBe(true);
    expect(boot(forged.body).appBannerClosed).toBeUndefined();
  });
});
