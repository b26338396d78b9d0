/**
 * @jest-environment node
 */
// The close endpoints (the app banner, the home's announcement) as an attacker would try
// them: each closes one thing on the caller's own browser and sends it back to a path of
// this site, nothing else.
import type { FastifyInstance } from 'fastify';
import { startStubStack } from '../testing/fakes';
import { returnPath } from './closeRoutes';

const PUBLIC = 'http://localhost:3999';

describe('returnPath: only a path of this site', () => {
  it.each([
    ['/promo?sort=ending&page=2', '/promo?sort=ending&page=2'],
    ['/', '/'],
    ['/search?q=kopi%20susu', '/search?q=kopi%20susu'],
    ['/event#jadwal', '/event'],
    ['/a/../account', '/account'],
  ])('%s → %s', (raw, expected) => expect(returnPath(raw)).toBe(expected));

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
  ])('%p → /', (raw) => expect(returnPath(raw)).toBe('/'));

  it('refuses a path longer than the edge accepts', () => expect(returnPath(`/${'a'.repeat(2048)}`)).toBe('/'));
});

describe('the close endpoints', () => {
  let bff: FastifyInstance;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ bff, stop } = await startStubStack());
  });
  afterAll(() => stop());

  /** A form post as the site's page sends it (same origin), unless `headers` say otherwise. */
  const post = (url: string, headers: Record<string, string> = {}, payload = '') =>
    bff.inject({ method: 'POST', url, payload, headers: { origin: PUBLIC, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers } });

  describe('POST /webapi/app-banner/tutup', () => {
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

  describe('POST /webapi/announcement/tutup', () => {
    const cookies = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);

    it('remembers the id closed and sends the browser back to the page (303, not stored)', async () => {
      const res = await post('/webapi/announcement/tutup?id=7&kembali=%2F');
      expect([res.statusCode, res.headers.location, res.headers['cache-control']]).toEqual([303, '/', 'no-store']);
      expect(cookies(res)).toEqual(['mv-announcement-closed=7; Max-Age=31536000; Path=/; SameSite=Lax']);
    });

    it('refuses a form that names no announcement (400, the site’s page in Indonesian) and sets nothing', async () => {
      for (const id of ['', 'abc', '0', '-7', '7.5', '1e3', '07', '9999999999999999', '7%0D%0ASet-Cookie%3A%20x%3D1']) {
        const res = await post(`/webapi/announcement/tutup?id=${id}&kembali=%2F`);
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('Permintaan tidak valid');
        expect(cookies(res).some((c) => c.startsWith('mv-announcement-closed'))).toBe(false);
      }
      const twice = await post('/webapi/announcement/tutup?id=7&id=8');
      expect(twice.statusCode).toBe(400);
      const none = await post('/webapi/announcement/tutup');
      expect(none.statusCode).toBe(400);
    });

    it('never leaves the site, and ignores a body', async () => {
      const res = await post('/webapi/announcement/tutup?id=7&kembali=https%3A%2F%2Fevil.example', {}, 'id=8&kembali=https://evil.example');
      expect([res.statusCode, res.headers.location]).toEqual([303, '/']);
      expect(cookies(res)).toEqual(['mv-announcement-closed=7; Max-Age=31536000; Path=/; SameSite=Lax']);
    });

    it('refuses a post from another site (the edge) and sets nothing', async () => {
      const res = await post('/webapi/announcement/tutup?id=7&kembali=%2F', { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      expect(cookies(res).some((c) => c.startsWith('mv-announcement-closed'))).toBe(false);
    });
  });
});
