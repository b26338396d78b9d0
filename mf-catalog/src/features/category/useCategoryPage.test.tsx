import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from 'shared-contracts';
import { aCategory, aMerchant, aPromo } from '../../testing/fixtures';
import { callPaths, get, listOf, mockFetch, renderRemote } from 'shared-kit/testing';
import { CategoryPage } from './CategoryPage';
import { categoryPath } from '../../api/categoryApi';
import { useCategoryPage } from './useCategoryPage';
import { CATALOG_PAGES } from '../../pages';

afterEach(() => jest.restoreAllMocks());

const wrapper = (store: AppStore) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

describe('categoryPath (numeric slug rule)', () => {
  it('asks by id for an all-digit slug and by slug otherwise', () => {
    expect(categoryPath('12')).toBe('/api/v1/categories/12');
    expect(categoryPath('makanan-minuman')).toBe('/api/v1/categories/slug/makanan-minuman');
    expect(categoryPath('12a')).toBe('/api/v1/categories/slug/12a');
  });
});

describe('useCategoryPage', () => {
  it('loads a numeric slug by id and keeps it as categoryPage; an unchanged slug is not reloaded', async () => {
    const fetch = mockFetch(get('/api/v1/categories/1', aCategory()));
    const store = makeStore();
    const { result, rerender } = renderHook(({ slug }) => useCategoryPage(slug), { initialProps: { slug: '1' }, wrapper: wrapper(store) });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(store.getState().globalContext.categoryPage).toEqual({ slug: '1', data: aCategory(), error: null });
    rerender({ slug: '1' });
    await act(async () => {});
    expect(callPaths(fetch)).toEqual(['GET /api/v1/categories/1']);
  });

  it('keeps the error body data of a failed lookup instead of throwing', async () => {
    const body = { errorCode: 'NOT_FOUND', message: 'Kategori tidak ditemukan.', data: { slug: 'tidak-ada' } };
    mockFetch(get('/api/v1/categories/slug/tidak-ada', body, 404));
    const store = makeStore();
    const { result } = renderHook(() => useCategoryPage('tidak-ada'), { wrapper: wrapper(store) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(store.getState().globalContext.categoryPage).toEqual({
      slug: 'tidak-ada',
      data: { slug: 'tidak-ada' },
      error: { status: 404, data: body },
    });
  });
});

describe('CategoryPage', () => {
  it('shows the category found by slug with its promos and merchants', async () => {
    const fetch = mockFetch(
      get('/api/v1/categories/slug/makanan-minuman', aCategory()),
      get('/api/v1/promos', listOf([aPromo()])),
      get('/api/v1/merchants', listOf([aMerchant()])),
    );
    renderRemote(<CategoryPage />, { url: '/category/makanan-minuman', route: '/category/:slug', pages: CATALOG_PAGES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Makanan & Minuman' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Promo Makanan & Minuman' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Merchant Makanan & Minuman' })).toHaveTextContent('Kopi Senja Nusantara');
    expect(document.title).toBe('Makanan & Minuman - MyValue');
    expect(callPaths(fetch)).toContain('GET /api/v1/promos?category=makanan-minuman&page=1&pageSize=12');
  });

  it("shows the 404 page for an unknown category, with 'Page Not Found: {path}' (spec §8)", async () => {
    mockFetch(get('/api/v1/categories/999', { errorCode: 'NOT_FOUND', message: 'x', data: { id: 999 } }, 404));
    renderRemote(<CategoryPage />, { url: '/category/999', route: '/category/:slug', pages: CATALOG_PAGES });
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', 'Page Not Found: /category/999');
    expect(screen.getByRole('button', { name: 'Homepage' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tidak Ditemukan - MyValue'));
  });

  it('offers a retry, not the 404 page, when the lookup fails on the server', async () => {
    mockFetch(get('/api/v1/categories/slug/makanan-minuman', { errorCode: 'INTERNAL_ERROR', message: 'x', data: null }, 500));
    renderRemote(<CategoryPage />, { url: '/category/makanan-minuman', route: '/category/:slug', pages: CATALOG_PAGES });
    expect(await screen.findByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tidak Ditemukan' })).not.toBeInTheDocument();
  });
});
