/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { jwt, now, startStubStack, type StubSso } from '../testing/fakes';

let sso: StubSso;
let bff: FastifyInstance;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ sso, bff, stop } = await startStubStack());
});

afterAll(() => stop());

/** What a browser sends with a state-changing request from the site's own page. */
const SAME_ORIGIN = { origin: 'http://localhost:3999' };

const cookie = (name: string, token: string, exp: number) => `${name}=${encodeURIComponent(JSON.stringify({ token, exp }))}`;

async function expiredSessionCookies(): Promise<string> {
  const refresh = await jwt(now() + 3600);
  sso.validRefresh.add(refresh);
  const access = await jwt(now() - 120);
  return [cookie('access-token', access, now() - 120), cookie('refresh-token', refresh, now() + 3600)].join('; ');
}

describe('token refresh', () => {
  it('refreshes an expired token once for 20 parallel calls and replaces both tokens', async () => {
    const cookies = await expiredSessionCookies();
    const before = sso.refreshCalls;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => bff.inject({ method: 'GET', url: '/api/v1/promos?page=1', headers: { cookie: cookies } })),
    );
    expect(sso.refreshCalls - before).toBe(1);
    const auths = new Set(responses.map((r) => (r.json() as { auth: string }).auth));
    expect(auths.size).toBe(1);
    const [auth] = [...auths];
    expect(auth).toMatch(/^Bearer ey/);
    for (const r of responses) {
      expect(r.statusCode).toBe(200);
      const set = r.cookies.map((c) => c.name).sort();
      expect(set).toEqual(['access-token', 'refresh-token']);
      const access = r.cookies.find((c) => c.name === 'access-token');
      expect(access?.httpOnly).toBe(true);
      expect(access?.sameSite).toBe('Lax');
      expect(access?.secure).toBeFalsy(); // localhost
      expect(JSON.parse(decodeURIComponent(access!.value)).token).toBe(auth!.slice(7));
    }
  });

  it('does not refresh a token within the 60 s tolerance', async () => {
    const access = await jwt(now() - 30);
    const before = sso.refreshCalls;
    const r = await bff.inject({ url: '/sso/v1/point', headers: { cookie: cookie('access-token', access, now() - 30) } });
    expect(r.statusCode).toBe(200);
    expect(sso.refreshCalls).toBe(before);
    expect((r.json() as { auth: string }).auth).toBe(`Bearer ${access}`);
  });

  it('rotates both tokens on /webapi/session/refresh without exposing them', async () => {
    const cookies = await expiredSessionCookies();
    const r = await bff.inject({ url: '/webapi/session/refresh', headers: { cookie: cookies } });
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toMatch(/ey[A-Za-z0-9_-]{10,}/);
    expect(r.cookies.map((c) => c.name).sort()).toEqual(['access-token', 'refresh-token']);
  });

  it('answers 401 with the spec detail when the refresh fails, and clears the cookies', async () => {
    const r = await bff.inject({
      url: '/webapi/session/refresh',
      headers: { cookie: cookie('refresh-token', 'not-a-valid-token', now() + 100) },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ code: 401, detail: 'Unauthorized: Refresh Token Verification Failed' });
    expect(r.cookies.find((c) => c.name === 'access-token')?.value).toBe('');
  });
});

describe('proxy', () => {
  it('forwards only the paths the site uses', async () => {
    expect((await bff.inject({ url: '/api/v1/promos?page=2' })).json()).toEqual({ auth: null, query: { page: '2' } });
    expect((await bff.inject({ url: '/api/v1/secret-admin' })).statusCode).toBe(404);
    expect((await bff.inject({ method: 'POST', url: '/sso/v1/auth/token', payload: {}, headers: SAME_ORIGIN })).statusCode).toBe(404);
    expect((await bff.inject({ url: '/api/v1/promos/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('passes request bodies through', async () => {
    const r = await bff.inject({ method: 'POST', url: '/api/v1/partner-enquiries', payload: { company: 'PT Maju' }, headers: SAME_ORIGIN });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ received: { company: 'PT Maju' } });
  });

  it('turns an upstream time-out into 504 and keeps serving', async () => {
    const r = await bff.inject({ url: '/api/v1/events' });
    expect(r.statusCode).toBe(504);
    expect(r.json()).toMatchObject({ errorCode: 'UPSTREAM_TIMEOUT' });
    expect((await bff.inject({ url: '/health' })).statusCode).toBe(200);
  });
});

describe('sign-in', () => {
  it('sends the visitor to the SSO with state, client id, redirect URI and a PKCE challenge', async () => {
    const r = await bff.inject({ url: '/webapi/session/login?returnTo=%2Fpromo%2Fkopi' });
    expect(r.statusCode).toBe(302);
    const to = new URL(r.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(`${sso.url}/v1/auth/authorize`);
    expect(to.searchParams.get('client_id')).toBe('myvalue-web');
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:3999/redirect');
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(to.searchParams.get('state')?.length).toBeGreaterThan(20);
  });

  it('starts sign-up instead, carrying an invitation\u2019s code to the SSO\u2019s register page (issue 41 item 3)', async () => {
    const r = await bff.inject({ url: '/webapi/session/login?returnTo=%2Faccount&daftar=1&kode=dewi2018' });
    expect(r.statusCode).toBe(302);
    const to = new URL(r.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(`${sso.url}/v1/auth/register`);
    expect(to.searchParams.get('referral_code')).toBe('DEWI2018');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:3999/redirect');
  });

  it.each(['https://evil.example', 'DEWI-2018', '"><b>x</b>', 'ABCDEFGHIJKLMN'])('drops a carried value that is not a code: %s', async (kode) => {
    const r = await bff.inject({ url: `/webapi/session/login?daftar=1&kode=${encodeURIComponent(kode)}` });
    const to = new URL(r.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(`${sso.url}/v1/auth/register`);
    expect(to.searchParams.has('referral_code')).toBe(false);
  });

  it('keeps the sign-in page for a code without daftar, and never carries it there', async () => {
    const r = await bff.inject({ url: '/webapi/session/login?kode=DEWI2018' });
    const to = new URL(r.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(`${sso.url}/v1/auth/authorize`);
    expect(to.searchParams.has('referral_code')).toBe(false);
  });

  async function startLogin(returnTo: string) {
    const r = await bff.inject({ url: `/webapi/session/login?returnTo=${encodeURIComponent(returnTo)}` });
    const state = new URL(r.headers.location as string).searchParams.get('state')!;
    const auth = r.cookies.find((c) => c.name === 'mv-auth')!;
    return { state, cookie: `mv-auth=${auth.value}` };
  }

  it('exchanges the code, sets HttpOnly cookies and returns to the stored path', async () => {
    const { state, cookie: authCookie } = await startLogin('/promo/kopi?x=1');
    const r = await bff.inject({ url: `/redirect?code=good-code&state=${state}`, headers: { cookie: authCookie } });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/promo/kopi?x=1');
    const access = r.cookies.find((c) => c.name === 'access-token');
    expect(access?.httpOnly).toBe(true);
    expect(access?.sameSite).toBe('Lax');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])('ignores a foreign return path %s', async (target) => {
    const { state, cookie: authCookie } = await startLogin(target);
    const r = await bff.inject({ url: `/redirect?code=good-code&state=${state}`, headers: { cookie: authCookie } });
    expect(r.headers.location).toBe('/');
  });

  it('refuses a state that does not match', async () => {
    const { cookie: authCookie } = await startLogin('/promo');
    const r = await bff.inject({ url: '/redirect?code=good-code&state=forged-state-000000000', headers: { cookie: authCookie } });
    expect(r.statusCode).toBe(400);
    expect(r.cookies.find((c) => c.name === 'access-token')).toBeUndefined();
    expect(r.body).toContain('Gagal masuk');
  });
});

describe('session view and document', () => {
  it('renders the signed-in member into the boot data', async () => {
    const access = await jwt(now() + 900);
    const r = await bff.inject({ url: '/promo', headers: { cookie: cookie('access-token', access, now() + 900), accept: 'text/html' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('"status":"member"');
    expect(r.body).toContain('"fullName":"Dewi Lestari"');
    expect(r.body).not.toContain(access);
  });

  it('refreshes a token the SSO calls expired within the 60 s tolerance instead of logging out', async () => {
    const refresh = await jwt(now() + 3600);
    sso.validRefresh.add(refresh);
    const access = await jwt(now() - 30);
    const cookies = [cookie('access-token', access, now() - 30), cookie('refresh-token', refresh, now() + 3600)].join('; ');
    const before = sso.refreshCalls;
    const r = await bff.inject({ url: '/webapi/session', headers: { cookie: cookies } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'member', loggedOut: false });
    expect(sso.refreshCalls - before).toBe(1);
    const set = Object.fromEntries(r.cookies.map((c) => [c.name, c.value]));
    expect(JSON.parse(decodeURIComponent(set['access-token']!)).token).not.toBe(access);
    expect(JSON.parse(decodeURIComponent(set['refresh-token']!)).token).not.toBe(refresh);
  });

  it('logs out when introspection fails and the refresh is refused', async () => {
    const access = await jwt(now() - 30);
    const cookies = [cookie('access-token', access, now() - 30), cookie('refresh-token', 'revoked-refresh', now() + 3600)].join('; ');
    const r = await bff.inject({ url: '/webapi/session', headers: { cookie: cookies } });
    expect(r.json()).toMatchObject({ status: 'anonymous', loggedOut: true });
    expect(r.cookies.find((c) => c.name === 'access-token')?.value).toBe('');
  });

  it('logs out when introspection fails while a token existed', async () => {
    const r = await bff.inject({ url: '/webapi/session', headers: { cookie: cookie('access-token', 'garbage', now() + 900) } });
    expect(r.json()).toMatchObject({ status: 'anonymous', loggedOut: true });
    expect(r.cookies.find((c) => c.name === 'access-token')?.value).toBe('');
  });

  it('treats a user fetch failing with 5xx as fatal with the server detail', async () => {
    sso.failUserWith = 503;
    try {
      const access = await jwt(now() + 900);
      const r = await bff.inject({ url: '/', headers: { cookie: cookie('access-token', access, now() + 900) } });
      expect(r.statusCode).toBe(500);
      expect(r.body).toContain('SSO rusak');
    } finally {
      sso.failUserWith = null;
    }
  });

  it('treats a user fetch failing below 500 as anonymous', async () => {
    sso.failUserWith = 403;
    try {
      const access = await jwt(now() + 900);
      const r = await bff.inject({ url: '/webapi/session', headers: { cookie: cookie('access-token', access, now() + 900) } });
      expect(r.json()).toMatchObject({ status: 'anonymous', loggedOut: false });
    } finally {
      sso.failUserWith = null;
    }
  });

  it('answers 404 for unknown paths and clears cookies on logout', async () => {
    expect((await bff.inject({ url: '/tidak-ada' })).statusCode).toBe(404);
    const out = await bff.inject({ method: 'DELETE', url: '/webapi/session/logout', headers: SAME_ORIGIN });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.map((c) => c.name).sort()).toEqual(['access-token', 'refresh-token']);
  });
});
