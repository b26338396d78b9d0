import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, aMerchant } from '../../testing/fixtures';
import { callPaths, get, listOf, mockFetch, renderRemote, watchSubmits } from 'shared-kit/testing';
import { MerchantListPage } from './MerchantListPage';
import { CATALOG_PAGES } from '../../pages';

afterEach(() => jest.restoreAllMocks());

const lookups = [get('/api/v1/categories', listOf([aCategory(), aCategory({ id: 2, slug: 'hiburan', title: 'Hiburan & Bioskop' })]))];

describe('MerchantListPage', () => {
  it("is a GET form to /merchant with the URL's parameter names, so a search or a category works before the scripts run", async () => {
    mockFetch(...lookups, get('/api/v1/merchants', listOf([aMerchant()])));
    renderRemote(<MerchantListPage />, { url: '/merchant?q=kopi&category=hiburan&page=2', route: '/merchant', pages: CATALOG_PAGES });
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('action', '/merchant');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('Cari merchant')).toHaveAttribute('name', 'q');
    expect(within(form).getByLabelText('Kategori')).toHaveAttribute('name', 'category');
    expect(within(form).getByRole('button', { name: 'Cari' })).toHaveAttribute('type', 'submit');
    // Shown until the catalog's area has mounted (CSS on data-remote-state).
    expect(within(form).getByRole('button', { name: 'Terapkan' })).toHaveAttribute('type', 'submit');
    await screen.findByRole('option', { name: 'Hiburan & Bioskop' });
    // What the form would send: the words and the category, from page 1 again.
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ q: 'kopi', category: 'hiburan' });
    await screen.findByRole('list', { name: 'Merchant Partner' });
  });

  it('once mounted, a search and a category apply in the page without loading a document', async () => {
    const fetch = mockFetch(...lookups, get('/api/v1/merchants', listOf([aMerchant()])));
    renderRemote(<MerchantListPage />, { url: '/merchant?page=2', route: '/merchant', pages: CATALOG_PAGES });
    await screen.findByRole('list', { name: 'Merchant Partner' });
    const submits = watchSubmits();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari merchant' }), 'kopi{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/merchant\?q=kopi$/));
    await userEvent.selectOptions(await screen.findByLabelText('Kategori'), 'hiburan');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/merchant\?q=kopi&category=hiburan$/));
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await userEvent.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(submits).toEqual([true, true, true]);
    expect(callPaths(fetch)).toContain('GET /api/v1/merchants?page=1&pageSize=24&q=kopi&category=hiburan');
  });
});
