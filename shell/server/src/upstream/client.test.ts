/**
 * @jest-environment node
 */
// The server renderer's calls go through the same upstream client as the proxy: what the
// proxy refuses, a server render is refused too (same status and body), and an upstream
// whose circuit breaker opened is refused on both ways at once.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { configureStore } from '@reduxjs/toolkit';
import Fastify, { type FastifyInstance } from 'fastify';
import { api, rootReducer, setServerCall } from 'shared-contracts';
import type { RendererOptions, ServerCall } from 'shared-contracts/server';
import { buildServer } from '../app';
import { fakeRegistry, fakeShellDist, fakeStore, testConfig } from '../testing/fakes';

const PUBLIC_URL = 'http://localhost:3999';

declare global {
  var __mvRendererOptions: RendererOptions | undefined;
}

/** A shell dist whose server build only keeps the options the BFF gives it. */
function distCapturingRendererOptions(): string {
  const dir = fakeShellDist();
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'server', 'main.js'),
    `exports.createRenderer = async (options) => {
       globalThis.__mvRendererOptions = options;
       return { warm: async () => {}, render: async () => { throw new Error('not used here'); } };
     };`,
  );
  return dir;
}

interface StubApi {
  url: string;
  app: FastifyInstance;
  seen: Array<{ url: string; authorization?: string; cookie?: string }>;
}

async function startStubApi(): Promise<StubApi> {
  const app = Fastify({ forceCloseConnections: true });
  const stub: StubApi = { url: '', app, seen: [] };
  app.addHook('onRequest', async (req) => {
    stub.seen.push({ url: req.url, authorization: req.headers.authorization, cookie: req.headers.cookie });
  });
  app.get('/v1/promos', async () => ({ data: [{ id: 1, title: 'Diskon 20%' }] }));
  // One promo: its answer carries the member's marks, so a render asks it with their token.
  app.get('/v1/promos/slug/diskon', async () => ({ data: [{ id: 1, title: 'Diskon 20%' }] }));
  app.get('/__faults', async () => ({ secret: true }));
  stub.url = await app.listen({ host: '127.0.0.1', port: 0 });
  return stub;
}

/** An origin on which nothing listens: every call is refused at once. */
async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A site call as the renderer makes it. */
const callOf = (url: string, headers: Record<string, string> = {}): ServerCall => ({ method: 'GET', url, headers });
const jsonOf = (answer: { body: string }) => JSON.parse(answer.body) as unknown;

async function bffWith(apiUrl: string): Promise<{ bff: FastifyInstance; siteCall: RendererOptions['siteCall'] }> {
  globalThis.__mvRendererOptions = undefined;
  const bff = await buildServer(testConfig({ SHELL_DIST: distCapturingRendererOptions(), API_URL: apiUrl, PUBLIC_URL }), {
    registry: fakeRegistry,
    store: fakeStore,
  });
  const options = globalThis.__mvRendererOptions as RendererOptions | undefined;
  if (!options) throw new Error('the BFF did not create the renderer');
  return { bff, siteCall: options.siteCall };
}

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    upstreamClientTestPromos: build.query<unknown, void>({ query: () => '/api/v1/promos/slug/diskon' }),
    upstreamClientTestFaults: build.query<unknown, void>({ query: () => '/api/__faults' }),
  }),
});

function serverStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { authorization: 'Bearer member-token', timeoutMs: 1000 } } }).concat(api.middleware),
  });
}

describe('server rendering and the proxy share one upstream client', () => {
  let stub: StubApi;
  let bff: FastifyInstance | null = null;
  beforeAll(async () => {
    stub = await startStubApi();
  });
  afterAll(async () => {
    await stub.app.close();
  });
  afterEach(async () => {
    await bff?.close();
    bff = null;
  });

  it('gives the renderer a caller that answers allowed paths from upstream with only the forwarded headers', async () => {
    const built = await bffWith(stub.url);
    bff = built.bff;
    const res = await built.siteCall(callOf(`${PUBLIC_URL}/api/v1/promos/slug/diskon`, { authorization: 'Bearer member-token', cookie: 'access-token=x', accept: 'application/json' }));
    expect(res.status).toBe(200);
    expect(jsonOf(res)).toEqual({ data: [{ id: 1, title: 'Diskon 20%' }] });
    expect(stub.seen.at(-1)).toEqual({ url: '/v1/promos/slug/diskon', authorization: 'Bearer member-token', cookie: undefined });
  });

  it('refuses a path outside the allow-list in a server render as the proxy does, without asking upstream', async () => {
    const built = await bffWith(stub.url);
    bff = built.bff;
    const before = stub.seen.length;
    const viaProxy = await bff.inject({ url: '/api/__faults' });
    const viaRender = await built.siteCall(callOf(`${PUBLIC_URL}/api/__faults`));
    expect(viaProxy.statusCode).toBe(404);
    expect(viaRender.status).toBe(404);
    expect(jsonOf(viaRender)).toEqual(viaProxy.json());
    expect(viaProxy.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    // Another origin or a path of no service is no site data path either.
    expect((await built.siteCall(callOf('http://evil.example/api/v1/promos'))).status).toBe(400);
    expect((await built.siteCall(callOf(`${PUBLIC_URL}/v1/promos`))).status).toBe(404);
    expect(stub.seen.length).toBe(before);
  });

  it('sends the store api calls of a server render through that caller: the disallowed one is an error, not data', async () => {
    const built = await bffWith(stub.url);
    bff = built.bff;
    setServerCall(built.siteCall, PUBLIC_URL);
    const store = serverStore();
    const allowed = await store.dispatch(testApi.endpoints.upstreamClientTestPromos.initiate());
    expect(allowed.data).toEqual({ data: [{ id: 1, title: 'Diskon 20%' }] });
    expect(stub.seen.at(-1)?.authorization).toBe('Bearer member-token');
    const before = stub.seen.length;
    const refused = await store.dispatch(testApi.endpoints.upstreamClientTestFaults.initiate());
    expect(refused.data).toBeUndefined();
    expect(refused.error).toMatchObject({ status: 404, data: { errorCode: 'NOT_FOUND' } });
    expect(stub.seen.length).toBe(before);
  });

  it('opens one breaker for both ways: failures through the proxy make server renders fail at once', async () => {
    const built = await bffWith(await closedOrigin());
    bff = built.bff;
    for (let i = 0; i < 10; i++) {
      const res = await bff.inject({ url: '/api/v1/promos' });
      expect(res.statusCode).toBe(502);
    }
    const viaRender = await built.siteCall(callOf(`${PUBLIC_URL}/api/v1/promos`));
    expect(viaRender.status).toBe(503);
    expect(jsonOf(viaRender)).toMatchObject({ errorCode: 'UPSTREAM_UNAVAILABLE' });
    // The SSO API has its own breaker, still closed.
    expect((await built.siteCall(callOf(`${PUBLIC_URL}/sso/v1/tiers`))).status).not.toBe(503);
  });

  it('and failures of server renders open it for the proxy', async () => {
    const built = await bffWith(await closedOrigin());
    bff = built.bff;
    for (let i = 0; i < 10; i++) {
      const res = await built.siteCall(callOf(`${PUBLIC_URL}/api/v1/promos`));
      expect(res.status).toBe(502);
    }
    const viaProxy = await bff.inject({ url: '/api/v1/promos' });
    expect(viaProxy.statusCode).toBe(503);
    expect(viaProxy.json()).toMatchObject({ errorCode: 'UPSTREAM_UNAVAILABLE' });
  });
});
