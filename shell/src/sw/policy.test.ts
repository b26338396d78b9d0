// The service worker's rules: what it handles, what it may keep, what the registry left behind.
import { BOOT_ELEMENT_ID, DEFAULT_PREFIXES, OFFLINE_COPY_HEADER, OFFLINE_COPY_PURPOSE, serializeForScript } from 'shared-contracts/core';
import {
  bootOf,
  isImmutableAnswer,
  isKeepableDocument,
  isPublicPageRequest,
  isRegistryRequest,
  isRemoteFile,
  isShellFile,
  isStaleDocument,
  isStaleRemoteFile,
  markOfflineCopy,
  mayKeep,
  parseLatestBuilds,
  remoteFileOf,
} from './policy';

const SITE = 'https://www.myvalue.id';

function facts(path: string, init: { mode?: RequestMode; headers?: Record<string, string>; method?: string; origin?: string } = {}) {
  const url = new URL(path, init.origin ?? SITE);
  return {
    url,
    sameOrigin: url.origin === SITE,
    request: { method: init.method ?? 'GET', mode: init.mode ?? 'cors', headers: new Headers(init.headers) },
  };
}

const answer = (headers: Record<string, string>, init: { status?: number; redirected?: boolean; type?: ResponseType } = {}) => ({
  status: init.status ?? 200,
  redirected: init.redirected ?? false,
  type: init.type ?? ('basic' as ResponseType),
  headers: new Headers(headers),
});

const ANONYMOUS_PAGE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
const live = { buildId: 'b1', remotes: { catalog: '1.0.0', events: '1.0.0', account: '1.0.0' } };

function documentNaming(buildId: string, versions: Record<string, string>, prefixes?: Record<string, string[]>): string {
  const boot = { buildId, registry: { environment: 'test', remotes: Object.entries(versions).map(([name, version]) => ({ name, version, entry: `/remotes/${name}/${version}/mf-manifest.json` })) }, prefixes };
  return `<!doctype html><html lang="id"><head><title>x</title></head><body><div id="root"></div><script id="${BOOT_ELEMENT_ID}" type="application/json">${serializeForScript(boot)}</script></body></html>`;
}

describe('which requests the worker handles', () => {
  it('takes public pages: navigations, and the copies pages ask it to keep', () => {
    expect(isPublicPageRequest(facts('/promo/paket-hemat', { mode: 'navigate' }))).toBe(true);
    expect(isPublicPageRequest(facts('/', { mode: 'navigate' }))).toBe(true);
    expect(isPublicPageRequest(facts('/search?q=kopi', { headers: { [OFFLINE_COPY_HEADER]: OFFLINE_COPY_PURPOSE } }))).toBe(true);
    // A plain fetch of a page's URL is not a document it keeps.
    expect(isPublicPageRequest(facts('/promo'))).toBe(false);
  });

  it('never takes member pages, the sign-in callback, health, unknown paths or other origins as public pages', () => {
    for (const path of ['/account', '/account/voucher', '/account/setting', '/redirect?code=x', '/health', '/tidak-ada', '/sso/v1/user', '/webapi/session/login', '/api/v1/promos']) {
      expect({ path, kept: isPublicPageRequest(facts(path, { mode: 'navigate' })) }).toEqual({ path, kept: false });
    }
    expect(isPublicPageRequest(facts('/promo', { mode: 'navigate', origin: 'https://evil.example' }))).toBe(false);
    expect(isPublicPageRequest(facts('/promo', { mode: 'navigate', method: 'POST' }))).toBe(false);
  });

  it('knows the registry, the shell’s files and remote files by their versioned URLs', () => {
    expect(isRegistryRequest(facts('/builds/latest?t=1'))).toBe(true);
    expect(isRegistryRequest(facts('/remotes.json'))).toBe(true);
    expect(isShellFile(facts('/_shell/main.0123456789.js'))).toBe(true);
    expect(isShellFile(facts('/_shell/main.0123456789.js', { origin: 'https://evil.example' }))).toBe(false);
    expect(remoteFileOf(new URL('/remotes/catalog/1.2.0-rc.1/remoteEntry.js', SITE))).toEqual({ name: 'catalog', version: '1.2.0-rc.1' });
    // An artefact CDN's object URL (remotes/<name>/<version>/… under its prefix).
    expect(remoteFileOf(new URL('https://cdn.example/bucket/remotes/events/2.0.0/page-event.abc.js'))).toEqual({ name: 'events', version: '2.0.0' });
    expect(isRemoteFile(facts('/remotes/unknown/1.0.0/x.js'))).toBe(false);
    expect(isRemoteFile(facts('/remotes/catalog/1.0.0/'))).toBe(false);
  });
});

describe('what the worker may keep', () => {
  it('keeps only a plain 200 that is neither private, no-store nor redirected', () => {
    expect(mayKeep(answer({ 'cache-control': ANONYMOUS_PAGE }))).toBe(true);
    expect(mayKeep(answer({}))).toBe(true);
    expect(mayKeep(answer({ 'cache-control': 'private, no-store' }))).toBe(false);
    expect(mayKeep(answer({ 'cache-control': 'no-store, max-age=0' }))).toBe(false);
    expect(mayKeep(answer({ 'cache-control': 'Private' }))).toBe(false);
    expect(mayKeep(answer({}, { status: 404 }))).toBe(false);
    expect(mayKeep(answer({}, { status: 500 }))).toBe(false);
    expect(mayKeep(answer({}, { redirected: true }))).toBe(false);
    expect(mayKeep(answer({}, { status: 0, type: 'opaqueredirect' }))).toBe(false);
  });

  it('keeps a document only when the BFF served it as shareable (no session): a member’s render is private', () => {
    expect(isKeepableDocument(answer({ 'content-type': 'text/html; charset=utf-8', 'cache-control': ANONYMOUS_PAGE }))).toBe(true);
    expect(isKeepableDocument(answer({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isKeepableDocument(answer({ 'content-type': 'application/json', 'cache-control': ANONYMOUS_PAGE }))).toBe(false);
  });

  it('keeps remote and shell files only when the server calls them immutable (not a dev build)', () => {
    expect(isImmutableAnswer(answer({ 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(isImmutableAnswer(answer({ 'cache-control': 'no-cache' }))).toBe(false);
    expect(isImmutableAnswer(answer({ 'cache-control': 'public, max-age=31536000, immutable' }, { status: 404 }))).toBe(false);
  });
});

describe('what the registry has left behind', () => {
  it('reads the shell build and remote versions a kept document runs', () => {
    // A document from before boot data named the prefix ownership: the default ownership.
    expect(bootOf(documentNaming('b1', { catalog: '1.1.0', events: '1.0.0' }))).toEqual({ buildId: 'b1', remotes: { catalog: '1.1.0', events: '1.0.0' }, prefixes: DEFAULT_PREFIXES });
    expect(bootOf(documentNaming('b1', { catalog: '1.1.0' }, { catalog: ['/promo', '/brand'] }))).toEqual({ buildId: 'b1', remotes: { catalog: '1.1.0' }, prefixes: { catalog: ['/promo', '/brand'] } });
    expect(bootOf('<html><body>no boot data</body></html>')).toBeNull();
    expect(bootOf(`<script id="${BOOT_ELEMENT_ID}" type="application/json">{not json</script>`)).toBeNull();
  });

  it('a document is stale when it runs another shell build, or another version of a remote it renders', () => {
    const current = documentNaming('b1', live.remotes);
    expect(isStaleDocument('/promo', current, live)).toBe(false);
    // Rolled back (or a canary aborted): the page of the withdrawn version goes.
    expect(isStaleDocument('/promo', documentNaming('b1', { ...live.remotes, catalog: '1.1.0' }), live)).toBe(true);
    // The home page renders every remote's sections.
    expect(isStaleDocument('/', documentNaming('b1', { ...live.remotes, events: '0.9.0' }), live)).toBe(true);
    // A shell page that renders no remote keeps working with another catalog in its registry.
    expect(isStaleDocument('/about', documentNaming('b1', { ...live.remotes, catalog: '1.1.0' }), live)).toBe(false);
    // A new shell build: every kept page of the old one goes (its files are no longer precached).
    expect(isStaleDocument('/about', documentNaming('b0', live.remotes), live)).toBe(true);
    expect(isStaleDocument('/promo', 'garbage', live)).toBe(true);
  });

  it("knows a remote's page by the prefixes its document's boot data names (a prefix the registry gave it later)", () => {
    const brand = { catalog: ['/promo', '/brand'] };
    expect(isStaleDocument('/brand/kopi', documentNaming('b1', { ...live.remotes, catalog: '1.1.0' }, brand), live)).toBe(true);
    expect(isStaleDocument('/brand/kopi', documentNaming('b1', live.remotes, brand), live)).toBe(false);
  });

  it('a remote file is stale when /builds/latest names another version of its remote for this visitor', () => {
    expect(isStaleRemoteFile(new URL('/remotes/catalog/1.1.0/remoteEntry.js', SITE), live)).toBe(true);
    expect(isStaleRemoteFile(new URL('/remotes/catalog/1.0.0/remoteEntry.js', SITE), live)).toBe(false);
    expect(isStaleRemoteFile(new URL('/_shell/main.0123456789.js', SITE), live)).toBe(false);
    // A remote /builds/latest does not name is left to expiration.
    expect(isStaleRemoteFile(new URL('/remotes/catalog/1.1.0/remoteEntry.js', SITE), { buildId: 'b1', remotes: {} })).toBe(false);
  });

  it('reads /builds/latest answers and nothing else', () => {
    expect(parseLatestBuilds({ buildId: 'b1', contractVersion: '1.0.0', remotes: { catalog: '1.0.0', junk: 3 } })).toEqual({ buildId: 'b1', remotes: { catalog: '1.0.0' } });
    expect(parseLatestBuilds({ remotes: {} })).toBeNull();
    expect(parseLatestBuilds(null)).toBeNull();
  });
});

describe('a kept document served offline', () => {
  it('is marked on <html>, outside what React hydrates, with its headers but no stale encoding or length', async () => {
    const html = documentNaming('b1', live.remotes);
    const kept = new Response(html, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self'", 'content-encoding': 'br', 'content-length': '12', date: 'Tue, 24 Nov 2026 01:00:00 GMT' },
    });
    const served = await markOfflineCopy(kept);
    const body = await served.text();
    expect(body.startsWith('<!doctype html><html data-mv-offline-copy="" lang="id">')).toBe(true);
    expect(body.slice(body.indexOf('<head>'))).toBe(html.slice(html.indexOf('<head>')));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(served.headers.get('date')).toBe('Tue, 24 Nov 2026 01:00:00 GMT');
    expect(served.headers.get('content-encoding')).toBeNull();
    expect(served.headers.get('content-length')).toBeNull();
  });
});
