/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { fakeRegistry, fakeStore, testConfig } from '../testing/fakes';

let bff: FastifyInstance;

beforeAll(async () => {
  const REDIRECTS = JSON.stringify({
    '/gramedia-troops': { to: 'https://troops.gramedia.com/', status: 301 },
    '/promo-lama': { to: 'https://www.myvalue.id/promo', status: 302 },
  });
  bff = await buildServer(testConfig({ REDIRECTS }), { registry: fakeRegistry, store: fakeStore });
  await bff.ready();
});
afterAll(() => bff.close());

describe('configured redirects', () => {
  it('answers a page path of the table with its permanent redirect instead of the page', async () => {
    const r = await bff.inject({ url: '/gramedia-troops', headers: { accept: 'text/html' } });
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe('https://troops.gramedia.com/');
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    expect(r.body).not.toContain('<html');
  });

  it('answers a temporary redirect uncached, in any case, with a trailing slash or a query, for GET and HEAD', async () => {
    for (const url of ['/promo-lama', '/Promo-Lama/', '/promo-lama?utm_source=wa']) {
      const r = await bff.inject({ url });
      expect([r.statusCode, r.headers.location, r.headers['cache-control']]).toEqual([302, 'https://www.myvalue.id/promo', 'no-store']);
    }
    const head = await bff.inject({ method: 'HEAD', url: '/promo-lama' });
    expect([head.statusCode, head.headers.location]).toEqual([302, 'https://www.myvalue.id/promo']);
  });

  it('leaves other paths and other methods alone', async () => {
    const page = await bff.inject({ url: '/promo', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers.location).toBeUndefined();
    const deeper = await bff.inject({ url: '/promo-lama/detail', headers: { accept: 'text/html' } });
    expect(deeper.statusCode).toBe(404);
    const post = await bff.inject({ method: 'POST', url: '/promo-lama', headers: { origin: 'http://localhost:3999' } });
    expect(post.statusCode).not.toBe(302);
  });
});
