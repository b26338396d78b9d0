/**
 * @jest-environment node
 */
// The BFF's edge as a raw HTTP client probes it (issue 16). Paths go on the wire as
// written (rawRequest), because fetch and light-my-request would normalise them first.
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { REFRESH_GRACE_MS } from './session/refresher';
import { BFF_MESSAGES } from './http/messages';
import { rawRequest } from './testing/raw';
import { fakeRegistry, fakeStore, jwt, now, startStubContent, startStubStack, testConfig, type StubSso } from './testing/fakes';

let sso: StubSso;
let content: Awaited<ReturnType<typeof startStubContent>>;
let bff: FastifyInstance;
let stop: () => Promise<void>;
let base: string;

const ORIGIN = 'http://localhost:3999';
const cookie = (name: string, token: string, exp: number) => `${name}=${encodeURIComponent(JSON.stringify({ token, exp }))}`;

beforeAll(async () => {
  ({ sso, content, bff, stop } = await startStubStack({ UPSTREAM_TIMEOUT_MS: '10000' }));
  await bff.listen({ host: '127.0.0.1', port: 0 });
  const address = bff.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => stop());

async function memberCookies(): Promise<{ header: string; access: string; refresh: string }> {
  const access = await jwt(now() + 900);
  const refresh = await jwt(now() + 3600);
  sso.validRefresh.add(refresh);
  sso.familyOf.set(access, refresh);
  return { header: [cookie('access-token', access, now() + 900), cookie('refresh-token', refresh, now() + 3600)].join('; '), access, refresh };
}

describe('proxy allow-list on the normalised upstream path', () => {
  it.each([
    ['GET', '/api/v1/promos/%2e%2e/%2e%2e/__faults'],
    ['GET', '/api/v1/promos/%2E%2E/%2E%2E/health'],
    ['GET', '/api/v1/promos/..%2f..%2f__faults'],
    ['GET', '/api/v1/promos/..%5c..%5c__faults'],
    ['GET', '/api/v1/promos/..\\..\\__faults'],
    ['GET', '/api/v1/promos/../../__faults'],
    ['POST', '/sso/v1/user/%2e%2e/auth/token'],
    ['POST', '/sso/v1/user/%2e%2e/%2e%2e/__faults'],
  ])('refuses %s %s with 400 and forwards nothing', async (method, path) => {
    const seenBefore = sso.seen.length + content.seen.length;
    const res = await rawRequest(base, {
      method,
      path,
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: method === 'POST' ? '{"grant_type":"refresh_token"}' : undefined,
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ errorCode: 'BAD_PATH', message: BFF_MESSAGES.badPath });
    expect(sso.seen.length + content.seen.length).toBe(seenBefore);
  });

  it('still forwards the paths the site uses', async () => {
    const res = await rawRequest(base, { path: '/api/v1/promos?page=2' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ auth: null, query: { page: '2' } });
  });
});

describe('same-origin requirement for state-changing requests', () => {
  const post = (headers: Record<string, string>, path = '/api/v1/partner-enquiries', body = '{"company":"PT Maju"}') =>
    rawRequest(base, { method: 'POST', path, headers: { 'content-type': 'application/json', ...headers }, body });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a sibling origin on another port', { origin: 'http://localhost:4000' }],
    ['Origin null', { origin: 'null' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 and a clear message', async (_label, headers) => {
    const before = content.seen.length;
    const res = await post(headers);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ errorCode: 'CROSS_ORIGIN_REFUSED', message: BFF_MESSAGES.crossOrigin, data: null });
    expect(content.seen.length).toBe(before);
  });

  it('accepts the site\u2019s own Origin, or Sec-Fetch-Site: same-origin without one', async () => {
    expect((await post({ origin: ORIGIN })).status).toBe(201);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
  });

  it('guards /sso and /webapi, and answers a browser\u2019s form post with the site\u2019s page', async () => {
    const { header } = await memberCookies();
    const form = await rawRequest(base, {
      method: 'POST',
      path: '/sso/v1/user/email/otp',
      headers: { origin: 'http://localhost:4000', cookie: header, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=attacker%40evil.example',
    });
    expect(form.status).toBe(403);
    expect(form.headers['content-type']).toMatch(/text\/html/);
    expect(form.body).toContain(BFF_MESSAGES.crossOrigin);
    expect(sso.seen.some((s) => s.includes('/v1/user/email/otp'))).toBe(false);
    const logout = await rawRequest(base, { method: 'DELETE', path: '/webapi/session/logout', headers: { cookie: header } });
    expect(logout.status).toBe(403);
    expect(logout.headers['set-cookie']).toBeUndefined();
  });
});

describe('bodies the SSO proxy forwards', () => {
  it('refuses a form body even from the site itself (415), forwarding nothing', async () => {
    const { header } = await memberCookies();
    const res = await rawRequest(base, {
      method: 'POST',
      path: '/sso/v1/user/email/otp',
      headers: { origin: ORIGIN, cookie: header, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=attacker%40evil.example',
    });
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: BFF_MESSAGES.unsupportedBody });
    expect(sso.seen.some((s) => s.includes('/v1/user/email/otp'))).toBe(false);
  });

  it('forwards multipart only to the photo upload', async () => {
    const multipart = { origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=x' };
    const body = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--\r\n';
    expect((await rawRequest(base, { method: 'POST', path: '/sso/v1/user/email/otp', headers: multipart, body })).status).toBe(415);
    await rawRequest(base, { method: 'POST', path: '/sso/v1/user/photo', headers: multipart, body });
    expect(sso.seen).toContain('POST /v1/user/photo');
  });
});

describe('logout and the refresh grace', () => {
  const origin = { origin: ORIGIN };

  it('revokes the refresh token upstream: a copy of the cookies taken before logout cannot refresh', async () => {
    const { header, refresh } = await memberCookies();
    const out = await rawRequest(base, { method: 'DELETE', path: '/webapi/session/logout', headers: { ...origin, cookie: header } });
    expect(out.status).toBe(204);
    expect(sso.revoked).toContain(refresh);
    const copy = await rawRequest(base, { path: '/webapi/session/refresh', headers: { cookie: header } });
    expect(copy.status).toBe(401);
    const view = await rawRequest(base, { path: '/webapi/session', headers: { cookie: header } });
    expect(JSON.parse(view.body)).toMatchObject({ status: 'anonymous' });
  });

  it('does not hand a rotation made just before logout to a copy of the older cookies', async () => {
    const stale = await jwt(now() - 120);
    const oldRefresh = await jwt(now() + 3600);
    sso.validRefresh.add(oldRefresh);
    const oldCookies = [cookie('access-token', stale, now() - 120), cookie('refresh-token', oldRefresh, now() + 3600)].join('; ');
    const rotated = await rawRequest(base, { path: '/webapi/session/refresh', headers: { cookie: oldCookies } });
    expect(rotated.status).toBe(200);
    const newCookies = ([] as string[]).concat(rotated.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    expect((await rawRequest(base, { method: 'DELETE', path: '/webapi/session/logout', headers: { ...origin, cookie: newCookies } })).status).toBe(204);
    // Within the grace window, but the session is over: upstream decides, and refuses.
    const copy = await rawRequest(base, { path: '/webapi/session/refresh', headers: { cookie: oldCookies } });
    expect(copy.status).toBe(401);
  });

  it('keeps the grace for racing tabs to seconds: later, the spent token goes upstream and is refused', async () => {
    expect(REFRESH_GRACE_MS).toBeLessThanOrEqual(10_000);
    const stale = await jwt(now() - 120);
    const refresh = await jwt(now() + 3600);
    sso.validRefresh.add(refresh);
    const cookies = [cookie('access-token', stale, now() - 120), cookie('refresh-token', refresh, now() + 3600)].join('; ');
    expect((await rawRequest(base, { path: '/webapi/session/refresh', headers: { cookie: cookies } })).status).toBe(200);
    // A racing tab inside the grace gets the same new pair without another upstream call.
    const calls = sso.refreshCalls;
    expect((await rawRequest(base, { path: '/webapi/session/refresh', headers: { cookie: cookies } })).status).toBe(200);
    expect(sso.refreshCalls).toBe(calls);
    const realNow = Date.now.bind(Date);
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + REFRESH_GRACE_MS + 1000);
    try {
      const late = await rawRequest(base, { path: '/webapi/session/refresh', headers: { cookie: cookies } });
      expect(late.status).toBe(401);
      expect(sso.refreshCalls).toBe(calls + 1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('bad URLs get the site\u2019s own page with a 4xx', () => {
  const html = { accept: 'text/html' };

  it.each(['/promo/%ff', '/promo/%', '/merchant/%E0%A4%A', '/event/%c0%af'])('answers %s with the 400 page', async (path) => {
    const res = await rawRequest(base, { path, headers: html });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Terjadi Kesalahan - MyValue</title>');
    expect(res.body).not.toContain('FST_ERR');
  });

  const long = 'a'.repeat(301);
  it.each(['/promo', '/merchant', '/category', '/event', '/campaign', '/campaign-event', '/article'])(
    'answers an over-long slug on %s with the 404 page',
    async (route) => {
      const res = await rawRequest(base, { path: `${route}/${long}`, headers: html });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Tidak Ditemukan - MyValue</title>');
    },
  );

  it('answers a URL longer than any page has with the 400 page, and an unknown method on a page with HTML', async () => {
    const res = await rawRequest(base, { path: `/promo?q=${'x'.repeat(3000)}`, headers: html });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const put = await rawRequest(base, { method: 'PUT', path: '/promo', headers: { ...html, origin: ORIGIN } });
    expect(put.status).toBe(404);
    expect(put.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('headers', () => {
  it('sends a Permissions-Policy that denies the features no page uses', async () => {
    const res = await rawRequest(base, { path: '/', headers: { accept: 'text/html' } });
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(res.headers['permissions-policy']).toContain(feature);
    }
  });

  it('never stores a member\u2019s page or the account pages (anonymous pages are shared only from the page cache)', async () => {
    const { header } = await memberCookies();
    const member = await rawRequest(base, { path: '/promo', headers: { accept: 'text/html', cookie: header } });
    expect(member.body).toContain('"status":"member"');
    expect(member.headers['cache-control']).toBe('private, no-store');
    const account = await rawRequest(base, { path: '/account/poin', headers: { accept: 'text/html' } });
    expect(account.headers['cache-control']).toBe('private, no-store');
    const anonymous = await rawRequest(base, { path: '/promo', headers: { accept: 'text/html' } });
    // Without a server renderer there is no page cache: the document is nobody's to keep.
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    for (const path of ['/webapi/session', '/webapi/session/refresh', '/webapi/session/login', '/redirect?code=x&state=y']) {
      expect((await rawRequest(base, { path })).headers['cache-control']).toMatch(/no-store/);
    }
  });

  it('does not serve source maps', async () => {
    expect((await rawRequest(base, { path: '/_shell/main.abc123.js' })).status).toBe(200);
    for (const path of ['/_shell/main.abc123.js.map', '/_shell/main.abc123.js%2Emap']) {
      const res = await rawRequest(base, { path });
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });
});

describe('cookies', () => {
  let https: FastifyInstance;
  beforeAll(async () => {
    https = await buildServer(testConfig({ SSO_URL: sso.url, API_URL: content.url, PUBLIC_URL: 'https://www.myvalue.id' }), {
      registry: fakeRegistry,
      store: fakeStore,
    });
    await https.ready();
  });
  afterAll(() => https.close());

  async function startLogin(app: FastifyInstance, returnTo = '/promo/kopi') {
    const r = await app.inject({ url: `/webapi/session/login?returnTo=${encodeURIComponent(returnTo)}` });
    const state = new URL(r.headers.location as string).searchParams.get('state') ?? '';
    const auth = r.cookies.find((c) => c.name.endsWith('mv-auth'));
    if (!auth) throw new Error('no sign-in cookie');
    return { state, auth };
  }

  it('uses __Host- names on https, and reads only those', async () => {
    const { state, auth } = await startLogin(https);
    expect(auth).toMatchObject({ name: '__Host-mv-auth', secure: true, path: '/', httpOnly: true });
    expect(auth.domain).toBeUndefined();
    const r = await https.inject({ url: `/redirect?code=good-code&state=${state}`, headers: { cookie: `__Host-mv-auth=${auth.value}` } });
    expect(r.statusCode).toBe(302);
    expect(r.cookies.map((c) => c.name).filter((n) => n.includes('token')).sort()).toEqual(['__Host-access-token', '__Host-refresh-token']);
    for (const c of r.cookies.filter((c) => c.name.includes('token'))) expect(c).toMatchObject({ secure: true, path: '/', httpOnly: true });
    // A cookie without the prefix (which a sibling subdomain could plant) is not a session.
    const { header } = await memberCookies();
    const planted = await https.inject({ url: '/webapi/session', headers: { cookie: header } });
    expect(planted.json()).toMatchObject({ status: 'anonymous', loggedOut: false });
  });

  it('keeps the sign-in state cookie encrypted: neither state, verifier nor return path can be read or changed', async () => {
    const { state, auth } = await startLogin(bff, '/promo/rahasia-kembali');
    const decoded = Buffer.from(auth.value, 'base64url').toString('latin1');
    for (const clear of [state, 'rahasia-kembali', 'verifier', 'returnTo']) {
      expect(auth.value).not.toContain(clear);
      expect(decoded).not.toContain(clear);
    }
    const flipped = `${auth.value.slice(0, 20)}${auth.value[20] === 'A' ? 'B' : 'A'}${auth.value.slice(21)}`;
    const tampered = await bff.inject({ url: `/redirect?code=good-code&state=${state}`, headers: { cookie: `mv-auth=${flipped}` } });
    expect(tampered.statusCode).toBe(400);
    // The old signed-but-readable form is no longer accepted either.
    const signed = bff.signCookie(JSON.stringify({ state: 'x'.repeat(32), verifier: 'v'.repeat(43), returnTo: '/' }));
    const old = await bff.inject({ url: `/redirect?code=good-code&state=${'x'.repeat(32)}`, headers: { cookie: `mv-auth=${encodeURIComponent(signed)}` } });
    expect(old.statusCode).toBe(400);
    const ok = await bff.inject({ url: `/redirect?code=good-code&state=${state}`, headers: { cookie: `mv-auth=${auth.value}` } });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('/promo/rahasia-kembali');
  });
});
