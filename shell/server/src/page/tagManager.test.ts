/**
 * @jest-environment node
 */
// Spec §7's tag manager as a browser receives it: the container's snippet is in the page
// only when GTM_ID is set, allowed by the response's own CSP nonce (never 'unsafe-inline'),
// and the CSP names the container's origin only then. Every kind of page carries it: the
// client-rendered document, a member's server render, an anonymous page from the cache.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../app';
import { fakeRegistry, fakeShellDist, fakeStore, jwt, now, startStubSso, testConfig, type StubSso } from '../testing/fakes';

const GTM_ORIGIN = 'https://www.googletagmanager.com';

// A server renderer that renders a constant page (the shell's server build stands here).
const RENDERER = `
  exports.createRenderer = async () => ({
    warm: async () => {},
    render: async (input) => ({
      status: 200,
      head: { title: 'Promo' },
      boot: { ...input.boot, status: 200, error: null },
      state: { api: {} },
      islands: { catalog: 'server' },
      headLinks: [],
      pipe: (dest, done) => { dest.write('<main>promo</main>'); dest.end(); done(); },
      abort: () => {},
    }),
  });`;

function renderingShellDist(): string {
  const dist = fakeShellDist();
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'main.js'), RENDERER);
  return dist;
}

function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header.split(';').map((d) => d.trim().split(/\s+/)).filter((parts) => parts[0]).map(([name, ...values]) => [name!, values]),
  );
}

const nonceOf = (res: LightMyRequestResponse) => /^'nonce-(.+)'$/.exec(csp(res)['script-src']?.find((v) => v.startsWith("'nonce-")) ?? '')?.[1];

/** The inline scripts of the page that load the container, with their nonce attribute. */
function gtmScripts(html: string): Array<{ nonce: string | null; source: string }> {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[2]!.includes('googletagmanager.com/gtm.js'))
    .map((m) => ({ nonce: /\snonce="([^"]*)"/.exec(m[1]!)?.[1] ?? null, source: m[2]! }));
}

function expectContainer(res: LightMyRequestResponse, id: string): void {
  const nonce = nonceOf(res);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const scripts = gtmScripts(res.body);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.nonce).toBe(nonce);
  // Google's nonce-aware snippet: the container id, the data layer, the nonce handed on to gtm.js.
  expect(scripts[0]!.source).toContain(`'dataLayer',"${id}"`);
  expect(scripts[0]!.source).toContain("'https://www.googletagmanager.com/gtm.js?id='");
  expect(scripts[0]!.source).toContain("j.setAttribute('nonce'");
  // In the head, before anything else pushes to the data layer.
  expect(res.body.indexOf('googletagmanager.com/gtm.js')).toBeLessThan(res.body.indexOf('</head>'));
  const policy = csp(res);
  expect(policy['script-src']).toContain(GTM_ORIGIN);
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['img-src']).toContain(GTM_ORIGIN);
  expect(policy['connect-src']).toContain(GTM_ORIGIN);
}

function expectNoContainer(res: LightMyRequestResponse): void {
  expect(res.body).not.toContain('googletagmanager');
  expect(String(res.headers['content-security-policy'])).not.toContain('googletagmanager');
  expect(csp(res)['script-src']).not.toContain("'unsafe-inline'");
}

describe('the tag manager container', () => {
  let bff: FastifyInstance | null = null;
  let sso: StubSso;

  beforeAll(async () => {
    sso = await startStubSso();
  });
  afterAll(() => sso.app.close());
  afterEach(async () => {
    await bff?.close();
    bff = null;
  });

  async function start(env: Record<string, string>, shellDist = fakeShellDist()): Promise<FastifyInstance> {
    bff = await buildServer(testConfig({ SHELL_DIST: shellDist, SSO_URL: sso.url, ...env }), { registry: fakeRegistry, store: fakeStore });
    await bff.ready();
    return bff;
  }

  it('is not in the page, nor allowed by the CSP, without GTM_ID', async () => {
    const app = await start({});
    for (const url of ['/', '/promo', '/tidak-ada']) expectNoContainer(await app.inject({ url, headers: { accept: 'text/html' } }));
  });

  it('loads with GTM_ID on the client-rendered document and the error page, by the nonce of each response', async () => {
    const app = await start({ GTM_ID: 'GTM-AB12CD' });
    const first = await app.inject({ url: '/promo', headers: { accept: 'text/html' } });
    const second = await app.inject({ url: '/promo', headers: { accept: 'text/html' } });
    expectContainer(first, 'GTM-AB12CD');
    expectContainer(second, 'GTM-AB12CD');
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const missing = await app.inject({ url: '/tidak-ada', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expectContainer(missing, 'GTM-AB12CD');
  });

  it('loads with GTM_ID on server-rendered pages: anonymous ones from the cache each get their own nonce', async () => {
    const app = await start({ GTM_ID: 'GTM-AB12CD' }, renderingShellDist());
    const rendered = await app.inject({ url: '/promo' });
    const cached = await app.inject({ url: '/promo' });
    expect(cached.headers['x-mv-cache']).toBe('hit');
    for (const res of [rendered, cached]) {
      expect(res.body).toContain('<main>promo</main>');
      expect(res.body).not.toContain('mvN0ncePlaceh0lder');
      expectContainer(res, 'GTM-AB12CD');
    }
    expect(nonceOf(rendered)).not.toBe(nonceOf(cached));
    // A member's page is rendered for them (never cached): the same container, their nonce.
    const access = await jwt(now() + 900);
    const member = await app.inject({ url: '/promo', headers: { cookie: `access-token=${encodeURIComponent(JSON.stringify({ token: access, exp: now() + 900 }))}` } });
    expect(member.statusCode).toBe(200);
    expect(member.headers['x-mv-cache']).toBeUndefined();
    expect(member.body).toContain('<main>promo</main>');
    expectContainer(member, 'GTM-AB12CD');
  });

  it('is not in server-rendered pages without GTM_ID', async () => {
    const app = await start({}, renderingShellDist());
    const res = await app.inject({ url: '/promo' });
    expect(res.body).toContain('<main>promo</main>');
    expectNoContainer(res);
  });
});
