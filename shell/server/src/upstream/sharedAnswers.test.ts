/**
 * @jest-environment node
 */
// The shared upstream answers seen as an attacker would try them: a member's answer must
// never be stored or reach anyone else, nothing of a member goes upstream on a shared call,
// errors are never kept as content, and query strings cannot grow the cache past its bound.
import type { ServerAnswer, SiteCaller } from 'shared-contracts/server';
import { createUpstreamClient, type UpstreamClient } from './client';
import type { UpstreamAnswer } from './fetch';
import { siteServices } from './services';
import { MAX_SHARED_QUERY, SharedAnswers, sharedAnswersFor, sharedKey, withSharedAnswers } from './sharedAnswers';

const PUBLIC_URL = 'http://localhost:3999';
const client = createUpstreamClient(siteServices({ apiUrl: 'http://api.test', ssoUrl: 'http://sso.test' }), 1000);

interface Seen {
  url: string;
  authorization: string | null;
  headers: string[];
}

/**
 * An upstream that answers each call with who asked (so a leak would show), and records
 * every call: the renderer's own calls (`inner`) and the shared answers' calls (`send`).
 */
function fakeUpstream(answer?: (req: Request, n: number) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const respond = async (req: Request): Promise<UpstreamAnswer> => {
    seen.push({ url: req.url, authorization: req.headers.get('authorization'), headers: [...req.headers.keys()] });
    const res = answer ? await answer(req, seen.length) : Response.json({ for: req.headers.get('authorization') ?? 'everyone', n: seen.length });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, header: (name) => res.headers.get(name), body };
  };
  const send: UpstreamClient['send'] = (url, call) =>
    respond(
      new Request(url, {
        method: call.method,
        headers: { ...(call.headers as Record<string, string>), ...(call.authorization ? { authorization: call.authorization } : {}) },
        body: call.body,
      }),
    );
  const inner: SiteCaller = async (call) => {
    const res = await respond(new Request(call.url, { method: call.method, headers: call.headers, body: call.body }));
    return { status: res.status, contentType: res.header('content-type'), body: res.body.toString('utf8') };
  };
  return { inner, send, seen };
}

/** A site call as the renderer makes it. */
const callOf = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => ({
  method: init.method ?? 'GET',
  url: `${PUBLIC_URL}${path}`,
  headers: init.headers ?? {},
  body: init.body,
});

const jsonOf = (answer: ServerAnswer) => JSON.parse(answer.body) as unknown;

function setup(opts: Partial<ConstructorParameters<typeof SharedAnswers>[0]> = {}, answer?: Parameters<typeof fakeUpstream>[0]) {
  const upstream = fakeUpstream(answer);
  const shared = new SharedAnswers({ maxBytes: 1024 * 1024, maxEntries: 100, freshMs: 10_000, staleMs: 60_000, ...opts });
  const call = withSharedAnswers(upstream.inner, { ...client, send: upstream.send }, shared, PUBLIC_URL);
  const get = (path: string, token?: string) => call(callOf(path, { headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } }));
  const json = async (path: string, token?: string) => jsonOf(await get(path, token)) as { for: string; n: number };
  return { ...upstream, shared, call, get, json };
}

describe('shared upstream answers', () => {
  it('serves one public answer to every member and visitor, asked upstream once and without anyone’s token', async () => {
    const t = setup();
    expect(await t.json('/api/v1/categories?page_size=50', 'member-a')).toEqual({ for: 'everyone', n: 1 });
    expect(await t.json('/api/v1/categories?page_size=50', 'member-b')).toEqual({ for: 'everyone', n: 1 });
    expect(await t.json('/api/v1/categories?page_size=50')).toEqual({ for: 'everyone', n: 1 });
    expect(t.seen).toHaveLength(1);
    expect(t.seen[0]!.authorization).toBeNull();
    // Only Accept goes upstream on a shared call: no cookie, no client address, no token.
    expect(t.seen[0]!.headers).toEqual(['accept']);
  });

  it('serves the public promo and event lists (read without marks) to members and visitors alike, asked without a token', async () => {
    const t = setup();
    const lists = ['/api/v1/promos?page=1&pageSize=12', '/api/v1/promos/newest?pageSize=8', '/api/v1/promos/favorites?pageSize=8', '/api/v1/events?status=upcoming&pageSize=6'];
    for (const path of lists) {
      expect((await t.json(path, 'member-a')).for).toBe('everyone');
      expect((await t.json(path, 'member-b')).for).toBe('everyone');
      expect((await t.json(path)).for).toBe('everyone');
    }
    expect(t.seen.map((s) => s.authorization)).toEqual(lists.map(() => null));
  });

  it('never stores or shares a member’s promo or event (their marks): each member’s call goes upstream with their own token', async () => {
    const t = setup();
    for (const path of ['/api/v1/promos/slug/kopi-gratis', '/api/v1/promos/12', '/api/v1/events/slug/konser', '/api/v1/events/7', '/api/v1/promos/bookmarks']) {
      expect((await t.json(path, 'member-a')).for).toBe('Bearer member-a');
      expect((await t.json(path, 'member-b')).for).toBe('Bearer member-b');
      expect((await t.json(path, 'member-a')).for).toBe('Bearer member-a');
      // A visitor gets the public answer, never a member's.
      expect((await t.json(path)).for).toBe('everyone');
      // …and a member never gets the visitors' shared one.
      expect((await t.json(path, 'member-b')).for).toBe('Bearer member-b');
    }
  });

  it('never shares a member’s own data or anything of the SSO, asked with a token or not', async () => {
    const t = setup();
    const own = ['/api/v1/users/referral/code', '/api/v2/vouchers', '/api/v1/voucher-ticket', '/api/v1/promos/bookmarks', '/sso/v1/point', '/sso/v1/user', '/sso/v2/tiers/me'];
    for (const path of own) {
      expect((await t.json(path, 'member-a')).for).toBe('Bearer member-a');
      expect((await t.json(path, 'member-b')).for).toBe('Bearer member-b');
      expect((await t.json(path)).for).toBe('everyone');
    }
    expect(t.seen).toHaveLength(own.length * 3);
    expect(t.shared.stats().entries).toBe(0);
  });

  it('shares GETs only', async () => {
    const t = setup();
    for (let i = 0; i < 2; i++) {
      await t.call(callOf('/api/v1/partner-enquiries', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    }
    expect(t.seen).toHaveLength(2);
    expect(sharedKey('HEAD', new URL('http://api.test/v1/categories'), false, null)).toBeNull();
  });

  it('keys by the normalised upstream URL: parameter order makes no new entry, a path the client refuses is never shared', async () => {
    const t = setup();
    await t.json('/api/v1/articles?pageSize=3&page=1');
    await t.json('/api/v1/articles?page=1&pageSize=3');
    expect(t.seen).toHaveLength(1);
    // A shared path with dot segments is judged where it leads (the member's referral code): not shared.
    expect(await t.json('/api/v1/categories/%2e%2e/users/referral/code', 'member-a')).toEqual({ for: 'Bearer member-a', n: 2 });
    expect(await t.json('/api/v1/categories/%2e%2e/users/referral/code', 'member-b')).toEqual({ for: 'Bearer member-b', n: 3 });
    expect(t.shared.stats().entries).toBe(1);
  });

  it('does not share a call with an over-long query or too many parameters (asked upstream as before)', async () => {
    const t = setup();
    const long = `/api/v1/articles?q=${'a'.repeat(MAX_SHARED_QUERY)}`;
    await t.json(long);
    await t.json(long);
    const many = `/api/v1/articles?${Array.from({ length: 20 }, (_, i) => `p${i}=1`).join('&')}`;
    await t.json(many);
    await t.json(many);
    expect(t.seen).toHaveLength(4);
    expect(t.shared.stats().entries).toBe(0);
  });

  it('stays within its bound of entries whatever queries a visitor makes up', async () => {
    const t = setup({ maxEntries: 10 });
    for (let i = 0; i < 50; i++) await t.json(`/api/v1/articles?q=kata-${i}`);
    expect(t.shared.stats().entries).toBe(10);
    const bytes = setup({ maxBytes: 2000, maxEntries: 1000 });
    for (let i = 0; i < 50; i++) await bytes.json(`/api/v1/articles?q=kata-${i}`);
    expect(bytes.shared.stats().bytes).toBeLessThanOrEqual(2000);
  });

  it('never keeps an error as content: the error is passed on and the next call asks again', async () => {
    const t = setup({}, (_req, n) => (n === 1 ? Response.json({ message: 'down' }, { status: 503 }) : Response.json({ ok: n })));
    const first = await t.get('/api/v1/banners');
    expect(first.status).toBe(503);
    expect(jsonOf(first)).toEqual({ message: 'down' });
    const second = await t.get('/api/v1/banners');
    expect(second.status).toBe(200);
    expect(jsonOf(second)).toEqual({ ok: 2 });
    expect(t.seen).toHaveLength(2);
  });

  it('does not keep an answer the upstream marks private or no-store', async () => {
    const t = setup({}, () => Response.json({ ok: true }, { headers: { 'cache-control': 'private, max-age=60' } }));
    await t.get('/api/v1/banners');
    await t.get('/api/v1/banners');
    expect(t.seen).toHaveLength(2);
  });

  it('stale-while-revalidate: a stale answer is served while one call replaces it; a failing upstream does not replace a good answer', async () => {
    let fail = false;
    const t = setup({ freshMs: 30, staleMs: 60_000 }, (_req, n) => (fail ? new Response('down', { status: 502 }) : Response.json({ n })));
    expect(jsonOf(await t.get('/api/v1/app-links'))).toEqual({ n: 1 });
    await new Promise((r) => setTimeout(r, 50));
    // Stale: served at once, one background call.
    expect(jsonOf(await t.get('/api/v1/app-links'))).toEqual({ n: 1 });
    await new Promise((r) => setTimeout(r, 10));
    expect(jsonOf(await t.get('/api/v1/app-links'))).toEqual({ n: 2 });
    expect(t.seen).toHaveLength(2);
    fail = true;
    await new Promise((r) => setTimeout(r, 50));
    const during = await t.get('/api/v1/app-links');
    expect(during.status).toBe(200);
    expect(jsonOf(during)).toEqual({ n: 2 });
    await new Promise((r) => setTimeout(r, 10));
    expect((await t.get('/api/v1/app-links')).status).toBe(200);
  });

  it('asks upstream once for concurrent calls of one key', async () => {
    const t = setup({}, async (_req, n) => {
      await new Promise((r) => setTimeout(r, 20));
      return Response.json({ n });
    });
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => t.json('/api/v1/merchants?pageSize=100', `member-${i}`)));
    expect(answers.every((a) => a.n === 1)).toBe(true);
    expect(t.seen).toHaveLength(1);
  });

  it('gives every concurrent caller of one key an answer that is not kept as it came (a missing merchant is 404 for all, not "no answer")', async () => {
    const t = setup({}, async () => {
      await new Promise((r) => setTimeout(r, 20));
      return Response.json({ message: 'Merchant tidak ditemukan' }, { status: 404 });
    });
    const answers = await Promise.all(Array.from({ length: 3 }, () => t.get('/api/v1/merchants/slug/kopi')));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(answers.map(jsonOf)).toEqual(Array.from({ length: 3 }, () => ({ message: 'Merchant tidak ditemukan' })));
  });

  it('is off with the page cache (PAGE_CACHE_MAX_MB=0)', () => {
    expect(sharedAnswersFor({ maxBytes: 0, freshSeconds: 10, staleSeconds: 60 })).toBeNull();
    expect(sharedAnswersFor({ maxBytes: 64 * 1024 * 1024, freshSeconds: 10, staleSeconds: 60 })).toBeInstanceOf(SharedAnswers);
  });
});
