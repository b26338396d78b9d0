// The seed delivers what the issue asks for, through the public API.
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { DEMO_ACCOUNTS } from '../index';
import { http, signIn, startTestBackend } from '../test-helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const list = async (path: string) => (await http(backend.apiUrl, path)).body as S.ListResponse<unknown>;

it('has the promised volume of content', async () => {
  const promos = PromoList(await list('/v1/promos?status=all&pageSize=100'));
  expect(promos.count).toBeGreaterThanOrEqual(60);
  expect(new Set(promos.results.flatMap((p) => p.categories.map((c) => c.id))).size).toBe(8);
  expect(new Set(promos.results.map((p) => p.merchant.id)).size).toBe(20);
  expect((await list('/v1/categories?page_size=50')).count).toBe(8);
  expect((await list('/v1/merchants?pageSize=100')).count).toBe(20);
  expect((await list('/v1/events?pageSize=100')).count).toBe(12);
  expect((await list('/v1/campaigns?pageSize=100')).count).toBe(6);
  expect((await list('/v1/articles?pageSize=100')).count).toBe(15);
  expect((await list('/v1/banners')).count).toBe(5);
  expect((await list('/v1/campaign-event?pageSize=100')).count).toBeGreaterThanOrEqual(6);
  const events = S.EventListSchema.parse(await list('/v1/events?pageSize=100')).results;
  expect(events.some((e) => e.status === 'past')).toBe(true);
  expect(events.some((e) => e.isRegistrationOpen)).toBe(true);
  expect(events.some((e) => e.isFull && e.status !== 'past')).toBe(true);
  expect(new Set(events.map((e) => e.venue.timezone))).toEqual(new Set(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']));
});

function PromoList(body: unknown) {
  return S.PromoListSchema.parse(body);
}

it('lists filter, sort, search and page', async () => {
  const kopi = PromoList(await list('/v1/promos?q=kopii'));
  expect(kopi.count).toBeGreaterThan(0);
  expect(kopi.results.every((p) => /kopi/i.test(`${p.title} ${p.merchant.name}`))).toBe(true);
  const byMerchant = PromoList(await list('/v1/promos?merchant=gramedia&pageSize=100'));
  expect(byMerchant.results.every((p) => p.merchant.slug === 'gramedia')).toBe(true);
  const twoCats = PromoList(await list('/v1/promos?category=hiburan&category=digital&pageSize=100'));
  expect(twoCats.results.every((p) => p.categories.some((c) => ['hiburan', 'digital'].includes(c.slug)))).toBe(true);
  const cheap = PromoList(await list('/v1/promos?sort=points&pageSize=100')).results.map((p) => p.price);
  expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
  const page2 = PromoList(await list('/v1/promos?page=2&pageSize=5'));
  expect(page2).toMatchObject({ previous: 1, next: 3, perPage: 5 });
  const upcoming = S.EventListSchema.parse(await list('/v1/events?status=upcoming&city=Makassar')).results;
  expect(upcoming.every((e) => e.venue.city === 'Makassar' && e.status !== 'past')).toBe(true);
});

it('gives the demo member the promised account', async () => {
  const [demoAccount, newAccount] = DEMO_ACCOUNTS;
  const t = (await signIn(backend, demoAccount?.email ?? '', demoAccount?.password)).access_token;
  const get = async (base: string, path: string) => (await http(base, path, { token: t })).body;
  expect(S.TierSchema.parse(await get(backend.ssoUrl, '/v2/tiers/me'))).toMatchObject({ tierName: 'Gold', progress: { nextTierName: 'Platinum' } });
  expect(await get(backend.ssoUrl, '/v1/point')).toEqual({ point: 12500 });
  expect(S.UserCardsSchema.parse(await get(backend.ssoUrl, '/v1/user/cards')).results).toHaveLength(2);
  const groups = S.BadgesByCategorySchema.parse(await get(backend.ssoUrl, '/v1/badges/groupByCategory')).badgeCategories;
  expect(groups.filter((g) => g.badges.some((b) => b.isObtained)).length).toBeGreaterThanOrEqual(3);
  const vouchers = S.VoucherListSchema.parse(await get(backend.apiUrl, '/v2/vouchers')).results;
  expect(new Set(vouchers.map((v) => v.status))).toEqual(new Set(['ACTIVE', 'USED', 'EXPIRED']));
  expect(S.PromoListSchema.parse(await get(backend.apiUrl, '/v1/promos/bookmarks')).count).toBeGreaterThan(0);
  const tx = S.PointTransactionListSchema.parse(await get(backend.ssoUrl, '/v1/point/transaction?pageSize=100')).results;
  expect(new Set(tx.map((x) => x.mutation))).toEqual(new Set(['EARNING', 'REDEEM']));
  expect(tx.some((x) => x.isExpired)).toBe(true);
  expect(new Set(tx.map((x) => x.createdDate.slice(0, 7))).size).toBeGreaterThanOrEqual(6);
  expect(S.PointExpiredSchema.parse(await get(backend.ssoUrl, '/v1/point/expired')).point).toBeGreaterThan(0);

  const n = (await signIn(backend, newAccount?.email ?? '', newAccount?.password)).access_token;
  const groupsNew = S.BadgesByCategorySchema.parse((await http(backend.ssoUrl, '/v1/badges/groupByCategory', { token: n })).body).badgeCategories;
  expect(groupsNew.flatMap((g) => g.badges).some((b) => b.isObtained)).toBe(false);
  expect(S.TierSchema.parse((await http(backend.ssoUrl, '/v2/tiers/me', { token: n })).body).tierName).toBe('Silver');
});

it('puts no external URL in any payload except the outbound app links', async () => {
  const paths = ['/v1/promos?status=all&pageSize=100', '/v1/events?pageSize=100', '/v2/campaigns?pageSize=100', '/v1/articles?pageSize=100', '/v1/banners', '/v1/merchants?pageSize=100', '/v1/categories', '/v1/home-announcement', '/v1/pages/about', '/pages/tnc'];
  for (const p of paths) {
    const text = (await http(backend.apiUrl, p)).text;
    for (const url of text.match(/https?:\/\/[^"'\s<>)]+/g) ?? []) expect(url.startsWith(backend.apiUrl)).toBe(true);
  }
});
