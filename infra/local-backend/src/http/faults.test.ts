import { ErrorBodySchema, PromoListSchema } from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { http, startTestBackend } from '../test-helpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());
afterEach(() => Promise.all([http(backend.apiUrl, '/__faults', { method: 'DELETE' }), http(backend.ssoUrl, '/__faults', { method: 'DELETE' })]));

it('is off by default', async () => {
  expect((await http(backend.apiUrl, '/__faults')).body).toEqual({ results: [] });
  expect((await http(backend.apiUrl, '/v1/promos')).status).toBe(200);
});

it('forces a 5xx on a route and its sub-paths only', async () => {
  expect((await http(backend.apiUrl, '/__faults', { json: { route: '/v1/promos', status: 503 } })).status).toBe(201);
  const res = await http(backend.apiUrl, '/v1/promos/slug/x');
  expect(res.status).toBe(503);
  expect(ErrorBodySchema.parse(res.body).errorCode).toBe('FAULT_INJECTED');
  expect((await http(backend.apiUrl, '/v1/promo-event/favorites')).status).toBe(200);
  await http(backend.apiUrl, '/__faults', { method: 'DELETE' });
  PromoListSchema.parse((await http(backend.apiUrl, '/v1/promos')).body);
});

it('adds latency', async () => {
  await http(backend.ssoUrl, '/__faults', { json: { route: '/v1/card-types', latencyMs: 300 } });
  const start = Date.now();
  expect((await http(backend.ssoUrl, '/v1/card-types')).status).toBe(200);
  expect(Date.now() - start).toBeGreaterThanOrEqual(290);
});

it('drops the connection', async () => {
  await http(backend.apiUrl, '/__faults', { json: { route: '/v1/events', drop: true } });
  await expect(fetch(`${backend.apiUrl}/v1/events`)).rejects.toThrow();
  expect((await http(backend.apiUrl, '/v1/articles')).status).toBe(200);
});

it('validates the rule', async () => {
  const res = await http(backend.apiUrl, '/__faults', { json: { route: 'no-slash', status: 200 } });
  expect(res.status).toBe(400);
});
