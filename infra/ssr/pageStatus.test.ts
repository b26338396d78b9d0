// One page-status rule for every app's server render (pageFailureStatus in shared-contracts):
// a page whose own data got no answer from upstream answers 503, whichever app owns it:
// the call got no answer at all, or the BFF's upstream client answered for an upstream that
// did not (UPSTREAM_UNAVAILABLE: unreachable or its breaker open; UPSTREAM_TIMEOUT). An
// upstream's own answer keeps its meaning (404 the 404 page, a 5xx as it is). Each app's
// real prefetch and page table are run here.
import type { PrefetchContext, PrefetchResult } from 'shared-contracts';
import { json, mockFetch, prefetchContext } from 'shared-kit/testing';
import { prefetch as accountPrefetch } from '../../mf-account/src/ssr/prefetch';
import { prefetch as catalogPrefetch } from '../../mf-catalog/src/ssr/prefetch';
import { prefetch as eventsPrefetch } from '../../mf-events/src/ssr/prefetch';
import { prefetchShellPage } from '../../shell/src/pages/prefetch';

afterEach(() => jest.restoreAllMocks());

/** [app, a page whose main call is its own data, its params, the app's prefetch] */
const PAGES: Array<[string, string, Record<string, string>, (ctx: PrefetchContext) => Promise<PrefetchResult>]> = [
  ['catalog', '/promo/kopi-kenangan', { slug: 'kopi-kenangan' }, catalogPrefetch],
  ['catalog', '/merchant', {}, catalogPrefetch],
  ['events', '/event/jakarta-fair', { slug: 'jakarta-fair' }, eventsPrefetch],
  ['events', '/campaign-event/jakarta-fair', { slug: 'jakarta-fair' }, eventsPrefetch],
  ['shell', '/article/kopi-nusantara', { slug: 'kopi-nusantara' }, prefetchShellPage],
  ['shell', '/terms', {}, prefetchShellPage],
];

describe('a page whose data upstream does not answer', () => {
  it.each(PAGES)('%s %s answers 503', async (_app, url, params, prefetch) => {
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    expect((await prefetch(prefetchContext(url, params))).status).toBe(503);
  });

  it.each(PAGES)('%s %s answers 503 when the BFF says upstream did not answer (unreachable, breaker open, time-out)', async (_app, url, params, prefetch) => {
    for (const [status, errorCode] of [[502, 'UPSTREAM_UNAVAILABLE'], [503, 'UPSTREAM_UNAVAILABLE'], [504, 'UPSTREAM_TIMEOUT']] as const) {
      mockFetch(() => json({ errorCode, message: 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi nanti.', data: null }, status));
      expect({ errorCode, status: (await prefetch(prefetchContext(url, params))).status }).toEqual({ errorCode, status: 503 });
      jest.restoreAllMocks();
    }
  });

  it.each(PAGES)('%s %s keeps an upstream 5xx and a missing page\'s 404', async (_app, url, params, prefetch) => {
    mockFetch(() => json({ errorCode: 'INTERNAL_ERROR', message: 'x', data: null }, 500));
    expect((await prefetch(prefetchContext(url, params))).status).toBe(500);
    jest.restoreAllMocks();
    mockFetch(() => json({ errorCode: 'NOT_FOUND', message: 'x', data: null }, 404));
    expect((await prefetch(prefetchContext(url, params))).status).toBe(404);
  });

  it('the member area has no page that fails as a whole: each of its sections shows its own error', async () => {
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const member = prefetchContext('/account', {}, { status: 'member', user: null, expiresAt: null } as unknown as PrefetchContext['session']);
    expect((await accountPrefetch(member)).status).toBe(200);
  });
});
