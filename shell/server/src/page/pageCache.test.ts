import { fillNonce, noncePlaceholder, nonceSlots, PageCache, pageCacheKey, withNonce, type CachedPage } from './pageCache';

const page = (body: string, extra: Partial<CachedPage> = {}): CachedPage => ({ status: 200, body, slots: nonceSlots(body, 'P'), ssr: 'catalog=server', degraded: false, failed: [], ...extra });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A clock the test moves by hand: pages age by it, never by how busy the machine is. */
function manualClock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('pageCacheKey', () => {
  const base = { buildId: 'b1', remotes: [{ name: 'catalog', version: '1.0.0' }, { name: 'events', version: '1.0.0' }], url: '/promo' };

  it('changes with a remote version, the shell build and the URL, not with the order of remotes', () => {
    const key = pageCacheKey(base);
    expect(pageCacheKey({ ...base, remotes: [{ name: 'catalog', version: '1.0.1' }, { name: 'events', version: '1.0.0' }] })).not.toBe(key);
    expect(pageCacheKey({ ...base, buildId: 'b2' })).not.toBe(key);
    expect(pageCacheKey({ ...base, url: '/promo?page=2' })).not.toBe(key);
    expect(pageCacheKey({ ...base, remotes: [...base.remotes].reverse() })).toBe(key);
  });
});

describe('PageCache', () => {
  it('renders a key once however many requests miss it at the same time (single flight)', async () => {
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 10_000, staleMs: 10_000 });
    const render = jest.fn(async () => {
      await sleep(20);
      return page('<p>promo</p>');
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.page.body === '<p>promo</p>')).toBe(true);
    const again = await cache.get('k', render);
    expect(again.outcome).toBe('hit');
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ renders: 1, hits: 1, entries: 1 });
  });

  it('serves a stale page at once while one background render replaces it', async () => {
    const clock = manualClock();
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 30, staleMs: 10_000, clock });
    await cache.get('k', async () => page('old'));
    clock.advance(50);
    const next = deferred<CachedPage>();
    const render = jest.fn(() => next.promise);
    const [a, b] = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    expect([a.outcome, a.page.body, b.page.body]).toEqual(['stale', 'old', 'old']);
    expect(render).toHaveBeenCalledTimes(1);
    next.resolve(page('new'));
    await sleep(5);
    const c = await cache.get('k', render);
    expect([c.outcome, c.page.body]).toEqual(['hit', 'new']);
  });

  it('waits for a new render once a page is older than fresh + stale', async () => {
    const clock = manualClock();
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 20, staleMs: 20, clock });
    await cache.get('k', async () => page('old'));
    clock.advance(70);
    const r = await cache.get('k', async () => page('new'));
    expect([r.outcome, r.page.body]).toEqual(['miss', 'new']);
  });

  it('keeps serving the stale page when its re-render fails', async () => {
    const clock = manualClock();
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 20, staleMs: 10_000, clock });
    await cache.get('k', async () => page('good'));
    clock.advance(40);
    const failing = jest.fn(async () => {
      throw new Error('upstream down');
    });
    expect((await cache.get('k', failing)).page.body).toBe('good');
    await sleep(5);
    expect((await cache.get('k', failing)).page.body).toBe('good');
  });

  it('keeps serving the good page when its re-render comes back as a server error page', async () => {
    const clock = manualClock();
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 20, staleMs: 10_000, shortFreshMs: 20, clock });
    await cache.get('k', async () => page('good'));
    clock.advance(40);
    const errorPage = jest.fn(async () => page('Terjadi kesalahan', { status: 502 }));
    await cache.get('k', errorPage);
    await sleep(5);
    expect(errorPage).toHaveBeenCalledTimes(1);
    const r = await cache.get('k', errorPage);
    expect([r.page.status, r.page.body]).toEqual([200, 'good']);
  });

  it('rejects when there is no page at all and the render fails', async () => {
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 1000 });
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('keeps a degraded page (an area left to the client) only briefly', async () => {
    const clock = manualClock();
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 10_000, staleMs: 0, shortFreshMs: 20, clock });
    await cache.get('k', async () => page('degraded', { degraded: true, ssr: 'catalog=client' }));
    clock.advance(40);
    const r = await cache.get('k', async () => page('full'));
    expect([r.outcome, r.page.body]).toEqual(['miss', 'full']);
  });

  it('stays within its byte bound, evicting the least recently used pages', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 10_000, staleMs: 0 });
    for (let i = 0; i < 20; i++) await cache.get(`k${i}`, async () => page('x'.repeat(1000)));
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.stats().entries).toBeLessThan(20);
    expect((await cache.get('k19', async () => page('re-rendered'))).outcome).toBe('hit');
    expect((await cache.get('k0', async () => page('re-rendered'))).page.body).toBe('re-rendered');
  });
});

const NONCE_PLACEHOLDER = noncePlaceholder();

describe('noncePlaceholder', () => {
  it('is drawn afresh for each render, shaped like a nonce', () => {
    const drawn = new Set(Array.from({ length: 50 }, () => noncePlaceholder()));
    expect(drawn.size).toBe(50);
    for (const p of drawn) expect(p).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('withNonce', () => {
  it('puts the response nonce wherever the render put its placeholder, and nowhere else', () => {
    const body = `<script nonce="${NONCE_PLACEHOLDER}">a</script><p>mvN0ncePlaceh0lder0abc==</p><script nonce="${NONCE_PLACEHOLDER}">b</script>`;
    expect(withNonce(body, NONCE_PLACEHOLDER, 'abc+/=')).toBe('<script nonce="abc+/=">a</script><p>mvN0ncePlaceh0lder0abc==</p><script nonce="abc+/=">b</script>');
  });
});

describe('fillNonce', () => {
  it('gives the same bytes as substituting in the string', () => {
    const body = `<p>Promo — hemat</p><script nonce="${NONCE_PLACEHOLDER}">x</script>akhir${NONCE_PLACEHOLDER}`;
    expect(fillNonce(nonceSlots(body, NONCE_PLACEHOLDER), 'N0nce==').toString('utf8')).toBe(withNonce(body, NONCE_PLACEHOLDER, 'N0nce=='));
    expect(fillNonce(nonceSlots('no nonce here', NONCE_PLACEHOLDER), 'n').toString('utf8')).toBe('no nonce here');
  });
});
