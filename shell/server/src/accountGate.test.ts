/**
 * @jest-environment node
 */
// /account… on a document request: a visitor gets the page (it explains and offers
// 'Masuk'); a member whose token just failed introspection is logged out and sent to '/'.
import type { FastifyInstance } from 'fastify';
import { jwt, now, startStubStack } from './testing/fakes';

let bff: FastifyInstance;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ bff, stop } = await startStubStack({ UPSTREAM_TIMEOUT_MS: '5000' }));
});
// (A generous upstream time-out: on a busy machine the stub's first answer can take a while.)

afterAll(() => stop());

const accessCookie = (token: string) => `access-token=${encodeURIComponent(JSON.stringify({ token, exp: now() + 900 }))}`;

describe('account pages on a document request', () => {
  it('serves a visitor without a session the page itself (200), not a redirect', async () => {
    const r = await bff.inject({ url: '/account/voucher?tab=aktif', headers: { accept: 'text/html' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<title>Voucher Saya - MyValue</title>');
    expect(r.body).toContain('"status":"anonymous"');
  });

  it('sends a member whose token fails introspection to / and clears the cookies', async () => {
    const r = await bff.inject({ url: '/account/voucher', headers: { accept: 'text/html', cookie: accessCookie('garbage') } });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/');
    expect(r.cookies.find((c) => c.name === 'access-token')?.value).toBe('');
  });

  it('keeps such a member on a public page, logged out', async () => {
    const r = await bff.inject({ url: '/promo', headers: { accept: 'text/html', cookie: accessCookie('garbage') } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('"status":"anonymous"');
  });

  it('serves a valid member the account page', async () => {
    const r = await bff.inject({ url: '/account/voucher', headers: { accept: 'text/html', cookie: accessCookie(await jwt(now() + 900)) } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('"status":"member"');
  });
});
