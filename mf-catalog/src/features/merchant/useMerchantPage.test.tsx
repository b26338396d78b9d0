import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, setMerchantPage, type AppStore } from 'shared-contracts';
import { aMerchant, aPromo } from '../../testing/fixtures';
import { callPaths, get, listOf, mockFetch, renderRemote } from 'shared-kit/testing';
import { MerchantDetailPage } from './MerchantDetailPage';
import { merchantPageFrom, useMerchantPage } from './useMerchantPage';
import { CATALOG_PAGES } from '../../pages';

afterEach(() => jest.restoreAllMocks());

function wrapper(store: AppStore) {
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

describe('merchantPageFrom (spec §2 validity)', () => {
  it('keeps a merchant with id above 0', () => {
    const m = aMerchant();
    expect(merchantPageFrom('kopi', { data: m })).toEqual({ slug: 'kopi', data: m, error: null });
  });
  it('turns a response without id > 0 into a 404', () => {
    expect(merchantPageFrom('x', { data: { ...aMerchant(), id: 0 } }).error?.status).toBe(404);
    expect(merchantPageFrom('x', { data: {} }).error?.status).toBe(404);
  });
  it('keeps the status code of a failed call', () => {
    const body = { errorCode: 'INTERNAL_ERROR', message: 'x', data: null };
    expect(merchantPageFrom('x', { error: { status: 500, data: body } })).toEqual({
      slug: 'x',
      data: null,
      error: { status: 500, data: body },
    });
  });
});

describe('useMerchantPage', () => {
  it('loads by slug, keeps it as merchantPage and does not reload an unchanged slug', async () => {
    const fetch = mockFetch(get('/api/v1/merchants/slug/kopi-senja-nusantara', aMerchant()));
    const store = makeStore();
    const { result, rerender } = renderHook(({ slug }) => useMerchantPage(slug), {
      initialProps: { slug: 'kopi-senja-nusantara' },
      wrapper: wrapper(store),
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data?.name).toBe('Kopi Senja Nusantara');
    expect(store.getState().globalContext.merchantPage?.slug).toBe('kopi-senja-nusantara');
    rerender({ slug: 'kopi-senja-nusantara' });
    rerender({ slug: 'kopi-senja-nusantara' });
    await act(async () => {});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('skips the load when the store already holds the slug (server-rendered)', async () => {
    const fetch = mockFetch();
    const store = makeStore();
    store.dispatch(setMerchantPage({ slug: 'gramedia', data: aMerchant({ slug: 'gramedia', name: 'Gramedia' }), error: null }));
    const { result } = renderHook(() => useMerchantPage('gramedia'), { wrapper: wrapper(store) });
    expect(result.current.status).toBe('ready');
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads again when the slug changes', async () => {
    const fetch = mockFetch(
      get('/api/v1/merchants/slug/a', aMerchant({ id: 1, slug: 'a', name: 'A' })),
      get('/api/v1/merchants/slug/b', aMerchant({ id: 2, slug: 'b', name: 'B' })),
    );
    const store = makeStore();
    const { result, rerender } = renderHook(({ slug }) => useMerchantPage(slug), { initialProps: { slug: 'a' }, wrapper: wrapper(store) });
    await waitFor(() => expect(result.current.data?.name).toBe('A'));
    rerender({ slug: 'b' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data?.name).toBe('B'));
    expect(callPaths(fetch)).toEqual(['GET /api/v1/merchants/slug/a', 'GET /api/v1/merchants/slug/b']);
  });

  it('retries a failed load on request', async () => {
    let fail = true;
    mockFetch((url) =>
      url.pathname === '/api/v1/merchants/slug/a'
        ? fail
          ? new Response(JSON.stringify({ errorCode: 'INTERNAL_ERROR', message: 'x', data: null }), { status: 500 })
          : new Response(JSON.stringify(aMerchant({ slug: 'a' })), { status: 200 })
        : undefined,
    );
    const { result } = renderHook(() => useMerchantPage('a'), { wrapper: wrapper(makeStore()) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorStatus).toBe(500);
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});

describe('MerchantDetailPage', () => {
  it('shows the merchant, its promos and sets the title', async () => {
    const fetch = mockFetch(
      get('/api/v1/merchants/slug/kopi-senja-nusantara', aMerchant()),
      get('/api/v1/promos', listOf([aPromo()])),
    );
    renderRemote(<MerchantDetailPage />, { url: '/merchant/kopi-senja-nusantara', route: '/merchant/:slug', pages: CATALOG_PAGES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kopi Senja Nusantara' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Diskon Kopi Susu 50%/ })).toHaveAttribute('href', '/promo/diskon-kopi-susu-kopi-senja-nusantara');
    expect(document.title).toBe('Kopi Senja Nusantara - MyValue');
    expect(callPaths(fetch)).toContain('GET /api/v1/promos?merchant=kopi-senja-nusantara&page=1&pageSize=12');
  });

  it('shows the 404 page for an invalid merchant (id 0)', async () => {
    mockFetch(get('/api/v1/merchants/slug/palsu', { ...aMerchant(), id: 0 }));
    renderRemote(<MerchantDetailPage />, { url: '/merchant/palsu', route: '/merchant/:slug', pages: CATALOG_PAGES });
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', 'Page Not Found: /merchant/palsu');
  });

  it('shows the 404 page for an unknown merchant (404 from the backend)', async () => {
    mockFetch();
    renderRemote(<MerchantDetailPage />, { url: '/merchant/tidak-ada', route: '/merchant/:slug', pages: CATALOG_PAGES });
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', 'Page Not Found: /merchant/tidak-ada');
  });

  it('offers a retry when the server fails', async () => {
    mockFetch(get('/api/v1/merchants/slug/a', { errorCode: 'INTERNAL_ERROR', message: 'x', data: null }, 500));
    renderRemote(<MerchantDetailPage />, { url: '/merchant/a', route: '/merchant/:slug', pages: CATALOG_PAGES });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat data.Terjadi kesalahan pada server, mohon coba lagi nanti.');
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  });
});
