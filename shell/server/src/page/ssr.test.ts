/**
 * @jest-environment node
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { fakeRegistry, fakeShellDist, fakeStore, testConfig } from '../testing/fakes';
import { loadDocumentTemplate } from './document';
import { headTags, splitDocument, stateScript } from './html';
import { localArtefactPath, parseDelayHeader } from './ssr';

const HOSTILE = '</script><script>alert(1)</script><!-- \u2028 & "';

describe('what a server render inlines', () => {
  it('serialises the store state so no data can end the script or open a comment', () => {
    const html = stateScript({ api: { title: HOSTILE } }, 'n0nce');
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(body).not.toMatch(/<\/script|<!--|<script/i);
    expect(body).not.toContain('\u2028');
    expect(JSON.parse(body)).toEqual({ api: { title: HOSTILE } });
    expect(html).toMatch(/^<script id="mv-ssr-state" type="application\/json" nonce="n0nce">/);
  });

  it('puts JSON-LD and the Open Graph image in the head, escaped', () => {
    const tags = headTags({ image: 'https://cdn/x.png?a="b"', jsonLd: [{ '@type': 'Offer', name: HOSTILE }] }, 'abc');
    expect(tags).toContain('<meta property="og:image" content="https://cdn/x.png?a=&quot;b&quot;" />');
    const ld = /<script type="application\/ld\+json" nonce="abc">(.*?)<\/script>/s.exec(tags);
    expect(ld).not.toBeNull();
    expect(ld![1]).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(ld![1]!)).toEqual({ '@type': 'Offer', name: HOSTILE });
  });

  it('splits the document around #root with the page head and boot data', () => {
    const template = loadDocumentTemplate(fakeShellDist());
    const boot = fakeBoot();
    const { before, after } = splitDocument(template, { title: 'Promo <A>', canonical: 'http://x/promo', boot, nonce: 'bm9uY2U=' });
    expect(before).toContain('<title>Promo &lt;A&gt; - MyValue</title>');
    expect(before.endsWith('<div id="root">')).toBe(true);
    expect(after.startsWith('</div>')).toBe(true);
    expect(after).toContain('<script id="mv-boot" type="application/json">');
  });
});

describe('where the renderer reads remote files', () => {
  const store = { ...fakeStore, localRoot: () => '/srv/remotes/catalog' };
  it('maps the site own /remotes URLs to the local artefact folder', () => {
    expect(localArtefactPath('http://localhost:3000/remotes/catalog/1.2.0/server/remoteEntry.js', 'http://localhost:3000', store)).toBe(
      '/srv/remotes/catalog/1.2.0/server/remoteEntry.js',
    );
  });
  it('refuses other origins, unknown remotes and path traversal', () => {
    expect(localArtefactPath('http://cdn.example/remotes/catalog/1.2.0/x.js', 'http://localhost:3000', store)).toBeNull();
    expect(localArtefactPath('http://localhost:3000/remotes/nope/1.0.0/x.js', 'http://localhost:3000', store)).toBeNull();
    expect(localArtefactPath('http://localhost:3000/remotes/catalog/1.0.0/%2e%2e/%2e%2e/secret', 'http://localhost:3000', store)).toBeNull();
  });
  it('reads the testing delay header strictly', () => {
    expect(parseDelayHeader('catalog=800, events=20')).toEqual({ catalog: 800, events: 20 });
    expect(parseDelayHeader('shell=1,catalog=abc,catalog=1e9')).toEqual({});
    expect(parseDelayHeader(undefined)).toBeUndefined();
  });
});

function fakeBoot() {
  return {
    buildId: 'b',
    registry: fakeRegistry.remotesDocument(),
    config: testConfig({}) as never,
    session: { status: 'anonymous' as const, user: null, expiresAt: null },
    status: 200,
    error: null,
  };
}

/** A shell dist whose server build is the given CommonJS source. */
function distWithRenderer(source: string): string {
  const dir = fakeShellDist();
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server', 'main.js'), source);
  return dir;
}

describe('the BFF with a server build', () => {
  let bff: FastifyInstance | null = null;
  afterEach(async () => {
    await bff?.close();
    bff = null;
  });

  it('streams the rendered page with the status, head, state and a CSP nonce', async () => {
    const dist = distWithRenderer(`
      exports.createRenderer = async () => ({
        warm: async () => {},
        render: async (input) => ({
          status: 404,
          head: { title: 'Detail </title>', jsonLd: [{ '@type': 'Offer' }] },
          boot: { ...input.boot, status: 404, error: null },
          state: { api: { note: '</script>' } },
          islands: { catalog: 'server' },
          pipe: (dest, done) => { dest.write('<main>rendered ' + input.nonce.length + '</main>'); dest.end(); done(); },
          abort: () => {},
        }),
      });`);
    bff = await buildServer(testConfig({ SHELL_DIST: dist }), { registry: fakeRegistry, store: fakeStore });
    const res = await bff.inject({ url: '/promo/abc' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-mv-ssr']).toBe('catalog=server');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<div id="root"><main>rendered ${nonce!.length}</main></div>`);
    expect(res.body).toContain('<title>Detail &lt;/title&gt; - MyValue</title>');
    expect(res.body).toContain(`<script id="mv-ssr-state" type="application/json" nonce="${nonce}">{"api":{"note":"\\u003c/script\\u003e"}}</script>`);
    expect(res.body).toContain('"status":404');
  });

  it('answers with the client-rendered document when the render fails', async () => {
    const dist = distWithRenderer(`
      exports.createRenderer = async () => ({ warm: async () => {}, render: async () => { throw new Error('boom'); } });`);
    bff = await buildServer(testConfig({ SHELL_DIST: dist }), { registry: fakeRegistry, store: fakeStore });
    const res = await bff.inject({ url: '/promo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-mv-ssr']).toBeUndefined();
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Promo &amp; Voucher - MyValue</title>');
  });

  it('answers with the client-rendered document when the server build cannot load', async () => {
    const dist = distWithRenderer(`throw new Error('broken bundle');`);
    bff = await buildServer(testConfig({ SHELL_DIST: dist }), { registry: fakeRegistry, store: fakeStore });
    const res = await bff.inject({ url: '/event' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
