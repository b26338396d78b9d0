// Unknown ids → 404, malformed parameters → 400, and a fuzz run that must never produce a 5xx.
import { ContractErrorBodySchema } from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { http, signIn, startTestBackend } from '../testHelpers';
import { mulberry32, pick } from '../seed/random';

let backend: LocalBackend;
let token: string;
beforeAll(async () => {
  backend = await startTestBackend();
  token = (await signIn(backend, 'demo@myvalue.id')).access_token;
});
afterAll(() => backend.close());

it.each([
  '/v1/promos/999999',
  '/v1/promos/slug/tidak-ada',
  '/v1/events/999999',
  '/v1/events/slug/tidak-ada',
  '/v1/merchants/slug/tidak-ada',
  '/v1/merchants/999',
  '/v1/categories/999',
  '/v1/categories/slug/tidak-ada',
  '/v1/articles/slug/tidak-ada',
  '/v1/campaigns/slug/tidak-ada',
  '/v2/campaigns/slug/tidak-ada',
  '/v1/campaign-event/slug/tidak-ada',
  '/v1/pages/tidak-ada',
  '/v1/tidak-ada',
  '/media/promos/tidak-ada.svg',
  '/media/secrets/x.svg',
  '/media/users/999.png',
])('404 with an error body: %s', async (path) => {
  const res = await http(backend.apiUrl, path);
  expect(res.status).toBe(404);
  expect(ContractErrorBodySchema.parse(res.body).errorCode).toBe('NOT_FOUND');
});

it.each([
  '/v1/promos?page=0',
  '/v1/promos?page=-1',
  '/v1/promos?page=abc',
  '/v1/promos?pageSize=1000',
  '/v1/promos?page=99999999999999999999',
  '/v1/promos?sort=harga',
  '/v1/promos?page=1&page=2',
  '/v1/promos/abc',
  '/v1/events?status=kemarin',
  '/v1/events?from=2026-13-45',
  '/v1/categories?page_size=0',
  '/v1/categories/1.5',
])('400 with an error body: %s', async (path) => {
  const res = await http(backend.apiUrl, path);
  expect(res.status).toBe(400);
  expect(ContractErrorBodySchema.parse(res.body).errorCode).toBe('INVALID_PARAMETER');
});

it('rejects malformed JSON and wrong content types with 4xx error bodies', async () => {
  const bad = await fetch(`${backend.apiUrl}/v1/partner-enquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"company":' });
  expect(bad.status).toBe(400);
  expect(ContractErrorBodySchema.parse(await bad.json()).errorCode).toBe('INVALID_BODY');
  const xml = await fetch(`${backend.apiUrl}/v1/partner-enquiries`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
  expect(xml.status).toBe(415);
  const enquiry = await http(backend.apiUrl, '/v1/partner-enquiries', { json: { company: 'X', email: 'bukan' } });
  expect(enquiry.status).toBe(400);
  expect(ContractErrorBodySchema.parse(enquiry.body).message).toBe('Data yang dikirim tidak valid.');
});

it('treats SQL-looking input as plain data', async () => {
  const res = await http(backend.apiUrl, `/v1/promos/slug/${encodeURIComponent("x' OR '1'='1")}`);
  expect(res.status).toBe(404);
  const search = await http(backend.apiUrl, `/v1/promos?q=${encodeURIComponent("'; DROP TABLE promos; --")}`);
  expect(search.status).toBe(200);
  expect((await http(backend.apiUrl, '/v1/promos')).status).toBe(200);
});

describe('fuzzing list query parameters', () => {
  const LISTS: Array<[base: 'api' | 'sso', path: string, auth: boolean]> = [
    ['api', '/v1/promos', false],
    ['api', '/v1/promos/newest', false],
    ['api', '/v1/promos/favorites', false],
    ['api', '/v1/promos/bookmarks', true],
    ['api', '/v1/promo-event/favorites', false],
    ['api', '/v1/events', false],
    ['api', '/v1/articles', false],
    ['api', '/v1/campaigns', false],
    ['api', '/v2/campaigns', false],
    ['api', '/v1/campaign-event', false],
    ['api', '/v1/merchants', false],
    ['api', '/v1/categories', false],
    ['api', '/v1/banners', false],
    ['api', '/v2/vouchers', true],
    ['api', '/v1/voucher-ticket', true],
    ['api', '/v2/voucher-ticket/history', true],
    ['api', '/v1/users/referral/check_code', false],
    ['sso', '/v1/point/transaction', true],
    ['sso', '/v3/point/transaction', true],
  ];
  const KEYS = ['page', 'pageSize', 'page_size', 'q', 'category', 'merchant', 'status', 'sort', 'type', 'city', 'from', 'to', 'mutation', 'brandID', 'businessUnit', 'code', 'campaign', 'minPoint', 'x', '__proto__', 'constructor', 'page[]'];
  const VALUES = ['', '0', '-1', '1', '2', '1e308', '99999999999999999999999', 'NaN', 'null', 'undefined', 'true', '[]', '{}', "' OR 1=1 --", '%00', '\u0000', '😀', 'a'.repeat(5000), '2026-02-30', '2026-11-22T10:00:00+07:00', 'active', 'past', 'EARNING', 'newest', 'gramedia', 'makanan-minuman', '../../etc/passwd', '<script>', 'DEWI2018'];

  it('answers only 2xx or 4xx for 40 random queries per list endpoint', async () => {
    const rnd = mulberry32(42);
    const statuses: number[] = [];
    for (const [service, path, auth] of LISTS) {
      const base = service === 'api' ? backend.apiUrl : backend.ssoUrl;
      for (let i = 0; i < 40; i++) {
        const params = new URLSearchParams();
        const n = Math.floor(rnd() * 5);
        for (let j = 0; j < n; j++) params.append(pick(rnd, KEYS), pick(rnd, VALUES));
        const res = await http(base, `${path}?${params.toString()}`, { token: auth ? token : undefined });
        if (res.status >= 500) throw new Error(`${res.status} for ${path}?${params.toString()}: ${res.text.slice(0, 200)}`);
        if (res.status >= 400) ContractErrorBodySchema.parse(res.body);
        statuses.push(res.status);
      }
    }
    expect(statuses.some((s) => s === 200)).toBe(true);
    expect(statuses.some((s) => s === 400)).toBe(true);
  }, 30_000);
});
