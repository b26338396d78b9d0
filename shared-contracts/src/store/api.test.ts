/**
 * @jest-environment node
 */
// The server renderer's api calls (setServerCall): what a query sends and what it answers,
// as fetchBaseQuery does in the browser (data for 2xx, {status, data} otherwise, and its
// PARSING_ERROR, TIMEOUT_ERROR and FETCH_ERROR), with the member's token from the render's
// context only.
import { configureStore } from '@reduxjs/toolkit';
import { callOverFetch } from 'shared-kit/testing';
import { api, setServerCall, type ServerAnswer, type ServerCall } from './api';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    apiTestGet: build.query<unknown, { page?: number; q?: string }>({ query: (params) => ({ url: '/api/v1/promos?sort=new', params }) }),
    apiTestText: build.query<unknown, void>({ query: () => ({ url: '/api/pages/tnc', headers: { accept: 'text/html' }, responseHandler: 'content-type' }) }),
    apiTestPost: build.mutation<unknown, { promoId: number }>({ query: (body) => ({ url: '/sso/v2/promos/buy', method: 'POST', body, headers: { 'Idempotency-Key': 'k-1' } }) }),
    apiTestCustom: build.query<unknown, void>({ query: () => ({ url: '/api/v1/banners', responseHandler: (res) => res.text().then((t) => `custom:${t}`) }) }),
  }),
});

const ORIGIN = 'http://localhost:3999';
let calls: ServerCall[] = [];

function answering(answer: (call: ServerCall) => ServerAnswer | Promise<ServerAnswer>) {
  calls = [];
  setServerCall(async (call) => {
    calls.push(call);
    return answer(call);
  }, ORIGIN);
}

function store(authorization?: string, timeoutMs?: number) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { authorization, timeoutMs } } }).concat(api.middleware),
  });
}

const json = (status: number, body: unknown): ServerAnswer => ({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });

afterAll(() => setServerCall(callOverFetch, 'http://localhost'));

describe('the server renderer’s api calls', () => {
  it('sends the absolute site path with its parameters (undefined ones left out), Accept, and the render’s token; answers the data', async () => {
    answering(() => json(200, { data: [1, 2] }));
    const result = await store('Bearer member-a').dispatch(testApi.endpoints.apiTestGet.initiate({ page: 2, q: undefined }));
    expect(result.data).toEqual({ data: [1, 2] });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${ORIGIN}/api/v1/promos?sort=new&page=2`, body: undefined });
    expect(calls[0]!.headers).toEqual({ accept: 'application/json', authorization: 'Bearer member-a' });
  });

  it('sends no token without one in the render’s context', async () => {
    answering(() => json(200, {}));
    await store().dispatch(testApi.endpoints.apiTestGet.initiate({ page: 1 }));
    expect(calls[0]!.headers).toEqual({ accept: 'application/json' });
  });

  it('answers an error status as fetchBaseQuery does: {status, data} with the parsed body', async () => {
    answering(() => json(404, { errorCode: 'NOT_FOUND', message: 'Promo tidak ditemukan' }));
    const result = await store().dispatch(testApi.endpoints.apiTestGet.initiate({ page: 9 }));
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ status: 404, data: { errorCode: 'NOT_FOUND', message: 'Promo tidak ditemukan' } });
  });

  it('answers an empty body as null, and a body that is not JSON as PARSING_ERROR with its text', async () => {
    answering(() => ({ status: 200, contentType: null, body: '' }));
    expect((await store().dispatch(testApi.endpoints.apiTestGet.initiate({ page: 3 }))).data).toBeNull();
    answering(() => ({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }));
    const bad = await store().dispatch(testApi.endpoints.apiTestGet.initiate({ page: 4 }));
    expect(bad.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 502, data: '<h1>Bad Gateway</h1>' });
  });

  it('reads by the content type when the query asks so (HTML as text, JSON parsed), with the query’s own Accept', async () => {
    answering(() => ({ status: 200, contentType: 'text/html; charset=utf-8', body: '<p>Syarat</p>' }));
    expect((await store().dispatch(testApi.endpoints.apiTestText.initiate())).data).toBe('<p>Syarat</p>');
    expect(calls[0]!.headers.accept).toBe('text/html');
  });

  it('sends a JSON body with its type and the query’s headers in lower case', async () => {
    answering(() => json(200, { balance: 10 }));
    const result = await store('Bearer member-a').dispatch(testApi.endpoints.apiTestPost.initiate({ promoId: 7 }));
    expect(result).toEqual({ data: { balance: 10 } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${ORIGIN}/sso/v2/promos/buy`, body: '{"promoId":7}' });
    expect(calls[0]!.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': 'k-1', authorization: 'Bearer member-a' });
  });

  it('answers TIMEOUT_ERROR past the render’s bound, and FETCH_ERROR when the call itself fails', async () => {
    answering(
      (call) =>
        new Promise((_resolve, reject) => {
          call.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const slow = await store(undefined, 20).dispatch(testApi.endpoints.apiTestGet.initiate({ page: 5 }));
    expect(slow.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    answering(() => {
      throw new Error('socket hang up');
    });
    const failed = await store().dispatch(testApi.endpoints.apiTestGet.initiate({ page: 6 }));
    expect(failed.error).toEqual({ status: 'FETCH_ERROR', error: 'Error: socket hang up' });
  });

  it('leaves a query with its own response handler to fetchBaseQuery, over the same caller', async () => {
    answering(() => ({ status: 200, contentType: 'text/plain', body: 'banner' }));
    expect((await store('Bearer member-a').dispatch(testApi.endpoints.apiTestCustom.initiate())).data).toBe('custom:banner');
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${ORIGIN}/api/v1/banners` });
    expect(calls[0]!.headers.authorization).toBe('Bearer member-a');
  });
});
