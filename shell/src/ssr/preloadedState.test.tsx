import { screen } from '@testing-library/react';
import { makeStore, preloadAllPages, SHELL_ROUTES, type RouteDef } from 'shared-contracts';
import { SHELL_PAGES, ShellPage } from '../pages';
import { json, mockFetch, renderShell } from '../testing/render';
import { SSR_STATE_ID } from './islands';
import { readPreloadedState } from './preloadedState';

// The lazy pages' chunks run first, as the server renderer and the browser's start do before rendering a page.
beforeAll(() => preloadAllPages(SHELL_PAGES));

afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById(SSR_STATE_ID)?.remove();
});

const article = SHELL_ROUTES.find((r) => r.path === '/article/:slug') as RouteDef;

/** Asks once on a "server" store answering `status`, and puts that state in the page as the server does. */
async function serverState(status: number): Promise<void> {
  const spy = mockFetch(() => json({ errorCode: 'X', message: 'Gagal.', data: null }, status));
  const store = makeStore();
  const { articleApi } = await import('../api/articleApi');
  await store.dispatch(articleApi.endpoints.getArticleBySlug.initiate('tidak-ada'));
  spy.mockRestore();
  const el = document.createElement('script');
  el.id = SSR_STATE_ID;
  el.type = 'application/json';
  el.textContent = JSON.stringify({ api: { ...store.getState().api, subscriptions: {}, mutations: {} } });
  document.body.append(el);
}

describe('readPreloadedState', () => {
  it('is null without a server render', () => {
    expect(readPreloadedState()).toBeNull();
  });

  it('a not-found answer of the server is final: the page shows it and does not ask again', async () => {
    await serverState(404);
    const spy = mockFetch(() => json({}, 200));
    renderShell(<ShellPage route={article} />, { path: '/article/tidak-ada', store: makeStore(readPreloadedState()!) });
    expect(screen.getByRole('heading', { level: 1, name: 'Tidak Ditemukan' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 30));
    expect(spy).not.toHaveBeenCalled();
  });

  it('a server error stays retryable: the browser asks again on mount', async () => {
    await serverState(503);
    const spy = mockFetch(() => json({}, 503));
    renderShell(<ShellPage route={article} />, { path: '/article/tidak-ada', store: makeStore(readPreloadedState()!) });
    await new Promise((r) => setTimeout(r, 30));
    expect(spy).toHaveBeenCalled();
  });
});
