/**
 * @jest-environment node
 */
// The SSO flows as the BFF sees them: the /sso proxy's allow-list for social sign-in's and
// 'Perangkat''s calls (exact paths, same-origin for state changes), and a sign-in callback
// reached again with Back after the sign-in finished.
import type { FastifyInstance } from 'fastify';
import { jwt, now, startStubStack, type StubSso } from '../testing/fakes';

let sso: StubSso;
let bff: FastifyInstance;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ sso, bff, stop } = await startStubStack());
});
afterAll(() => stop());
beforeEach(() => {
  sso.seen.length = 0;
});

const SAME_ORIGIN = { origin: 'http://localhost:3999', 'content-type': 'application/json' };
const reached = (method: string, path: string) => sso.seen.includes(`${method} ${path}`);

describe('the /sso proxy for the sign-in flows', () => {
  it.each([
    ['POST', '/v1/social_login/code'],
    ['POST', '/v1/social_login/token'],
    ['POST', '/v1/social_login/register'],
    ['GET', '/v2/web/session'],
    ['DELETE', '/v2/web/session/12'],
    ['GET', '/v2/web/client'],
  ])('forwards %s %s from the site', async (method, path) => {
    await bff.inject({ method: method as 'GET', url: `/sso${path}`, headers: SAME_ORIGIN, payload: method === 'POST' ? '{}' : undefined });
    expect(reached(method, path)).toBe(true);
  });

  it.each([
    ['GET', '/v1/social_login/callback?code=x&state=y'],
    ['POST', '/v1/social_login/code/extra'],
    ['POST', '/v1/social_login/tokens'],
    ['GET', '/v2/web/session/abc'],
    ['DELETE', '/v2/web/session/0'],
    ['GET', '/v2/web/sessions'],
    ['GET', '/v1/web/session'],
    ['GET', '/v1/auth/authorize_logged_in?client_id=myvalue-web'],
    ['GET', '/v1/auth/authorize/validation?client_id=myvalue-web'],
  ])('refuses %s %s without asking the SSO', async (method, path) => {
    const r = await bff.inject({ method: method as 'GET', url: `/sso${path}`, headers: SAME_ORIGIN, payload: method === 'POST' ? '{}' : undefined });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(reached(method, path)).toBe(false);
  });

  it.each([
    ['POST', '/v1/social_login/token'],
    ['DELETE', '/v2/web/session/7'],
  ])('refuses %s %s from another site', async (method, path) => {
    const r = await bff.inject({
      method: method as 'POST',
      url: `/sso${path}`,
      headers: { origin: 'https://jahat.example', 'content-type': 'application/json' },
      payload: method === 'POST' ? '{}' : undefined,
    });
    expect(r.statusCode).toBe(403);
    expect(reached(method, path)).toBe(false);
  });
});

describe('a sign-in callback reached again after the sign-in finished (Back)', () => {
  const cookie = (name: string, token: string, exp: number) => `${name}=${encodeURIComponent(JSON.stringify({ token, exp }))}`;

  it('sends a signed-in member on instead of reporting a failed sign-in', async () => {
    const access = await jwt(now() + 900);
    const refresh = await jwt(now() + 3600);
    const r = await bff.inject({
      url: '/redirect?code=a-new-code-for-a-finished-sign-in&state=the-old-state-00000000',
      headers: { cookie: [cookie('access-token', access, now() + 900), cookie('refresh-token', refresh, now() + 3600)].join('; ') },
    });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/');
    expect(r.headers['cache-control']).toBe('no-store');
    // The code was not exchanged: no sign-in was pending, so there is no verifier for it.
    expect(sso.seen.filter((s) => s === 'POST /v1/auth/token')).toHaveLength(0);
  });

  it('still reports a failed sign-in to a visitor without a session', async () => {
    const r = await bff.inject({ url: '/redirect?code=x&state=the-old-state-00000000' });
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('Gagal masuk');
  });
});
