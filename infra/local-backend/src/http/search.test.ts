// Search through the Content API's lists, as the site's search page asks: every group it
// shows answers 'kopi' (typo-tolerant), and all of them hold the one length limit of q.
import { SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts/core';
import { ArticleListSchema, CampaignListSchema, ContractErrorBodySchema, EventListSchema, MerchantListSchema, PromoListSchema } from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { http, startTestBackend } from '../testHelpers';
import { matchesQuery } from './search';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const LISTS = ['/v1/promos', '/v1/merchants', '/v1/events', '/v1/articles', '/v1/campaigns'];

describe('search groups', () => {
  it("'kopi' finds the coffee article and campaign beside promos, merchants and events", async () => {
    const get = async (path: string) => (await http(backend.apiUrl, `${path}?q=kopi&pageSize=100`)).body;
    const articles = ArticleListSchema.parse(await get('/v1/articles'));
    const campaigns = CampaignListSchema.parse(await get('/v1/campaigns'));
    expect(articles.results.map((a) => a.title)).toContain('Kopi Nusantara yang Wajib Dicoba');
    expect(campaigns.results.map((c) => c.title)).toContain('Pekan Kopi Nusantara');
    expect(PromoListSchema.parse(await get('/v1/promos')).count).toBeGreaterThan(0);
    expect(MerchantListSchema.parse(await get('/v1/merchants')).count).toBeGreaterThan(0);
    const events = EventListSchema.parse(await get('/v1/events')).results;
    expect(events.length).toBeGreaterThan(0);
    // Without a status, what is still ahead comes before the finished ones.
    const firstPast = events.findIndex((e) => e.status === 'past');
    if (firstPast >= 0) expect(events.slice(firstPast).every((e) => e.status === 'past')).toBe(true);
  });

  it('matches accents, case and one typo in a longer word, never a different word', () => {
    expect(matchesQuery('KOPI', 'Pekan Kopi Nusantara')).toBe(true);
    expect(matchesQuery('nusantra', 'Pekan Kopi Nusantara')).toBe(true);
    expect(matchesQuery('teh', 'Pekan Kopi Nusantara')).toBe(false);
  });
});

describe('the length limit of q', () => {
  it.each(LISTS)('%s accepts q of exactly the limit and refuses one character more with 400', async (path) => {
    const ok = await http(backend.apiUrl, `${path}?q=${'k'.repeat(SEARCH_QUERY_MAX_LENGTH)}`);
    expect(ok.status).toBe(200);
    const over = await http(backend.apiUrl, `${path}?q=${'k'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`);
    expect(over.status).toBe(400);
    expect(ContractErrorBodySchema.parse(over.body).errorCode).toBe('INVALID_PARAMETER');
  });
});
