import { ContractErrorBodySchema, PromoListSchema } from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { http, startTestBackend } from '../testHelpers';
import { FAULT_TOKEN_HEADER } from './faults';

let backend: LocalBackend;
let key: Record<string, string>;
beforeAll(async () => {
  backend = await startTestBackend({ faults: true });
  key = { [FAULT_TOKEN_HEADER]: backend.faultToken ?? '' };
});
afterAll(() => backend.close());
afterEach(() =>
  Promise.all([
    http(backend.apiUrl, '/__faults', { method: 'DELETE', headers: key }),
    http(backend.ssoUrl, '/__faults', { method: 'DELETE', headers: key }),
  ]),
);

it('does not exist unless the backend is started for tests', async () => {
  const plain = await startTestBackend();
  try {
    expect(plain.faultToken).toBeNull();
    for (const base of [plain.apiUrl, plain.ssoUrl]) {
      expect((await http(base, '/__faults')).status).toBe(404);
      expect((await http(base, '/__faults', { json: { route: '/v1/promos', status: 503 } })).status).toBe(404);
    }
    expect((await http(plain.apiUrl, '/v1/promos')).status).toBe(200);
  } finally {
    await plain.close();
  }
});

it('starts with no rules and answers only a caller with its key', async () => {
  expect((await http(backend.apiUrl, '/__faults', { headers: key })).body).toEqual({ results: [] });
  expect((await http(backend.apiUrl, '/__faults')).status).toBe(403);
  expect((await http(backend.apiUrl, '/__faults', { headers: { [FAULT_TOKEN_HEADER]: 'tebakan' } })).status).toBe(403);
  const forged = await http(backend.apiUrl, '/__faults', { json: { route: '/v1/promos', status: 503 } });
  expect(forged.status).toBe(403);
  expect((await http(backend.apiUrl, '/v1/promos')).status).toBe(200);
});

it('forces a 5xx on a route and its sub-paths only', async () => {
  expect((await http(backend.apiUrl, '/__faults', { json: { route: '/v1/promos', status: 503 }, headers: key })).status).toBe(201);
  const res = await http(backend.apiUrl, '/v1/promos/slug/x');
  expect(res.status).toBe(503);
  expect(ContractErrorBodySchema.parse(res.body).errorCode).toBe('FAULT_INJECTED');
  expect((await http(backend.apiUrl, '/v1/promo-event/favorites')).status).toBe(200);
  await http(backend.apiUrl, '/__faults', { method: 'DELETE', headers: key });
  PromoListSchema.parse((await http(backend.apiUrl, '/v1/promos')).body);
});

it('adds latency', async () => {
  await http(backend.ssoUrl, '/__faults', { json: { route: '/v1/card-types', latencyMs: 300 }, headers: key });
  const start = Date.now();
  expect((await http(backend.ssoUrl, '/v1/card-types')).status).toBe(200);
  expect(Date.now() - start).toBeGreaterThanOrEqual(290);
});

it('drops the connection', async () => {
  await http(backend.apiUrl, '/__faults', { json: { route: '/v1/events', drop: true }, headers: key });
  await expect(fetch(`${backend.apiUrl}/v1/events`)).rejects.toThrow();
  expect((await http(backend.apiUrl, '/v1/articles')).status).toBe(200);
});

it('validates the rule', async () => {
  const res = await http(backend.apiUrl, '/__faults', { json: { route: 'no-slash', status: 200 }, headers: key });
  expect(res.status).toBe(400);
});
