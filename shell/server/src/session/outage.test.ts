/**
 * @jest-environment node
 */
// A signed-in member while the SSO does not answer (issue 32): too slow (past the BFF's
// time-out), down (connection refused), or cut off by the open circuit breaker. They get
// the page with their member parts marked unavailable, never the 500 page, and their
// session is kept: only the SSO's refusal ends it. An SSO that answers 5xx to the user
// fetch is still spec §8's fatal error. No internal URL or breaker state reaches a page
// or a JSON body.
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { BOOT_ELEMENT_ID, STRINGS, type BootData } from 'shared-contracts/core';
import { buildServer } from '../app';
import { fakeRegistry, fakeStore, jwt, now, startStubContent, startStubSso, testConfig, type StubSso } from '../testing/fakes';

const cookie = (name: string, token: string, exp: number) => `${name}=${encodeURIComponent(JSON.stringify({ token, exp }))}`;

function bootOf(res: LightMyRequestResponse): BootData {
  const m = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(res.body);
  if (!m) throw new Error(`no boot data in ${res.body.slice(0, 200)}`);
  return JSON.parse(m[1]!) as BootData;
}

const setCookies = (res: LightMyRequestResponse) => {
  const h = res.headers['set-cookie'];
  return Array.isArray(h) ? h.map(String) : h === undefined ? [] : [String(h)];
};

/** Nothing of the BFF's insides: no upstream address, port or breaker state. */
function expectNoInternals(text: string, sso: string): void {
  expect(text).not.toContain(sso);
  expect(text).not.toContain(`:${new URL(sso).port}`);
  expect(text).not.toMatch(/circuit|breaker|Upstream |timed out|unreachable|HTTP \d/);
}

/** A page: its boot data but the public configuration (which names the SSO's public address on purpose). */
function pageInternals(res: LightMyRequestResponse): string {
  const { config: _public, ...boot } = bootOf(res);
  return `${JSON.stringify(boot)}${res.body.replace(/<script id="mv-boot"[\s\S]*?<\/script>/, '')}`;
}

// Each page waits for the BFF's 300 ms time-out until the breaker opens.
jest.setTimeout(20_000);

describe('a member while the SSO does not answer', () => {
  let sso: StubSso;
  let bff: FastifyInstance;
  let content: Awaited<ReturnType<typeof startStubContent>>;

  const member = async (accessExp = now() + 900) => {
    const access = await jwt(accessExp);
    const refresh = await jwt(now() + 3600);
    sso.validRefresh.add(refresh);
    sso.familyOf.set(access, refresh);
    return [cookie('access-token', access, accessExp), cookie('refresh-token', refresh, now() + 3600)].join('; ');
  };

  beforeEach(async () => {
    sso = await startStubSso();
    content = await startStubContent();
    bff = await buildServer(testConfig({ SSO_URL: sso.url, API_URL: content.url, UPSTREAM_TIMEOUT_MS: '300' }), { registry: fakeRegistry, store: fakeStore });
  });
  afterEach(async () => {
    await bff.close();
    await sso.app.close().catch(() => undefined);
    await content.app.close();
  });

  const expectDegradedPage = (res: LightMyRequestResponse, status = 200) => {
    expect(res.statusCode).toBe(status);
    const boot = bootOf(res);
    expect(boot.error ?? null).toBeNull();
    expect(boot.session.status).toBe('unknown');
    expect(boot.sessionUnavailable).toBe(true);
    // The session is kept: no cookie is cleared, no 'session ended' notice.
    expect(setCookies(res).filter((c) => /^(access|refresh)-token=;/.test(c))).toEqual([]);
    expect(boot.sessionEnded).toBeUndefined();
    expectNoInternals(pageInternals(res), sso.url);
  };

  it.each([
    ['too slow', async () => { sso.delayMs = 1000; }],
    ['down', async () => { await sso.app.close(); }],
  ])('SSO %s: public and member pages render with the member parts unavailable, the session kept', async (_label, fault) => {
    const cookies = await member();
    await fault();
    for (const url of ['/', '/promo', '/about', '/account', '/account/poin']) {
      expectDegradedPage(await bff.inject({ url, headers: { cookie: cookies, accept: 'text/html' } }));
    }
    // Past the breaker's threshold the answer comes at once, and still says nothing inside.
    for (let i = 0; i < 12; i += 1) await bff.inject({ url: '/webapi/session', headers: { cookie: cookies } });
    const page = await bff.inject({ url: '/promo', headers: { cookie: cookies } });
    expectDegradedPage(page);
    const session = await bff.inject({ url: '/webapi/session', headers: { cookie: cookies } });
    expect(session.statusCode).toBe(503);
    expect(session.json()).toEqual({ status: 'unknown', user: null, expiresAt: null, unavailable: true, message: STRINGS.accountDataUnavailable });
    expect(setCookies(session)).toEqual([]);
    expectNoInternals(session.body, sso.url);
  });

  it('an expired access token whose refresh gets no answer keeps the session', async () => {
    const cookies = await member(now() - 120);
    sso.delayMs = 1000;
    expectDegradedPage(await bff.inject({ url: '/account', headers: { cookie: cookies } }));
    const refresh = await bff.inject({ url: '/webapi/session/refresh', headers: { cookie: cookies } });
    expect(refresh.statusCode).toBe(503);
    expect(setCookies(refresh)).toEqual([]);
    expectNoInternals(refresh.body, sso.url);
  });

  it('the SSO answering the refresh with 5xx keeps the session too; its refusal ends it', async () => {
    const cookies = await member(now() - 120);
    // An SSO answering 503 to everything (in maintenance) stands in.
    const stand = Fastify();
    stand.all('/*', async (_req, reply) => reply.code(503).send({ message: 'pemeliharaan' }));
    const standUrl = await stand.listen({ host: '127.0.0.1', port: 0 });
    await bff.close();
    bff = await buildServer(testConfig({ SSO_URL: standUrl, API_URL: content.url, UPSTREAM_TIMEOUT_MS: '300' }), { registry: fakeRegistry, store: fakeStore });
    try {
      const refresh = await bff.inject({ url: '/webapi/session/refresh', headers: { cookie: cookies } });
      expect(refresh.statusCode).toBe(503);
      expect(setCookies(refresh)).toEqual([]);
    } finally {
      await stand.close();
    }
  });

  it('a user fetch answered with 5xx is still the fatal error of spec §8, with the server detail', async () => {
    const cookies = await member();
    sso.failUserWith = 503;
    // Time enough for the answer on a busy test machine: this is about an answer, not its absence.
    await bff.close();
    bff = await buildServer(testConfig({ SSO_URL: sso.url, API_URL: content.url, UPSTREAM_TIMEOUT_MS: '5000' }), { registry: fakeRegistry, store: fakeStore });
    const res = await bff.inject({ url: '/promo', headers: { cookie: cookies } });
    expect(res.statusCode).toBe(500);
    expect(bootOf(res).error).toEqual({ status: 503, message: 'SSO rusak' });
    expect(bootOf(res).sessionUnavailable).toBeUndefined();
  });

  it('a refusal still ends the session', async () => {
    // The stub SSO refuses a token that is not one of its JWTs.
    const res = await bff.inject({ url: '/account', headers: { cookie: cookie('access-token', 'not-a-jwt', now() + 900) } });
    // Introspection refused, no refresh token: signed out and sent to '/'.
    expect(res.statusCode).toBe(302);
    expect(setCookies(res).some((c) => /^access-token=;/.test(c))).toBe(true);
  });
});
