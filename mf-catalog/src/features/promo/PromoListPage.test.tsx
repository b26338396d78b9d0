import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, aMerchant, aPromo } from '../../testing/fixtures';
import { callPaths, type FetchStub, get, json, laggingShell, listOf, mockFetch, renderRemote } from 'shared-kit/testing';
import { PromoListPage } from './PromoListPage';
import { CATALOG_PAGES } from '../../pages';

afterEach(() => jest.restoreAllMocks());

const lookups = [
  get('/api/v1/categories', listOf([aCategory(), aCategory({ id: 2, slug: 'hiburan', title: 'Hiburan & Bioskop' })])),
  get('/api/v1/merchants', listOf([aMerchant()])),
];

const promosPath = (spy: FetchStub) => callPaths(spy).filter((p) => p.startsWith('GET /api/v1/promos'));

describe('PromoListPage', () => {
  it('shows skeletons while loading, then cards with merchant, validity, points or Gratis and quota badges', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    mockFetch(...lookups, async (url) => {
      if (url.pathname !== '/api/v1/promos') return undefined;
      await gate;
      return json(
        listOf([
          aPromo(),
          aPromo({ id: 22, slug: 'gratis-roti', title: 'Gratis Roti Sobek', price: 0 }),
          aPromo({ id: 23, slug: 'habis', title: 'Voucher Habis', isQuotaAvailable: false, quotaType: 'LIMITED', quotaRemaining: 0 }),
        ], { count: 3 }),
      );
    });
    renderRemote(<PromoListPage />, { url: '/promo', route: '/promo', pages: CATALOG_PAGES });
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(document.title).toBe('Promo & Voucher - MyValue');
    release();
    const list = await screen.findByRole('list', { name: 'Promo & Voucher' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Kopi Senja Nusantara');
    expect(cards[0]).toHaveTextContent('Berlaku hingga 31 Okt 2099');
    expect(cards[0]).toHaveTextContent('1.500 Poin');
    expect(cards[1]).toHaveTextContent('Gratis');
    expect(cards[2]).toHaveTextContent('Kuota Habis');
    expect(screen.getByText('3 promo')).toBeInTheDocument();
  });

  it('puts filters and sort in the URL and the query, starting again at page 1', async () => {
    const fetch = mockFetch(...lookups, get('/api/v1/promos', listOf([aPromo()], { count: 30, next: 3, previous: 1 })));
    renderRemote(<PromoListPage />, { url: '/promo?page=2', route: '/promo', pages: CATALOG_PAGES });
    await screen.findByRole('list', { name: 'Promo & Voucher' });
    expect(promosPath(fetch)).toContain('GET /api/v1/promos?page=2&pageSize=12');
    await screen.findByRole('option', { name: 'Hiburan & Bioskop' });
    await userEvent.selectOptions(screen.getByLabelText('Kategori'), 'hiburan');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/promo?category=hiburan'));
    await userEvent.selectOptions(screen.getByLabelText('Urutkan'), 'Segera Berakhir');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/promo?category=hiburan&sort=ending'));
    await waitFor(() => expect(promosPath(fetch)).toContain('GET /api/v1/promos?page=1&pageSize=12&category=hiburan&sort=ending'));
  });

  it('keeps each choice when the next comes before the shell has passed the last one on (a busy phone)', async () => {
    mockFetch(...lookups, get('/api/v1/promos', listOf([aPromo()], { count: 30, next: 3, previous: 1 })));
    const shell = laggingShell();
    renderRemote(<PromoListPage />, { url: '/promo?page=2', route: '/promo', pages: CATALOG_PAGES, shell });
    await screen.findByRole('option', { name: 'Hiburan & Bioskop' });
    await userEvent.selectOptions(screen.getByLabelText('Kategori'), 'hiburan');
    // Not rendered yet by the router: the choice stays shown, and the sort builds on it.
    expect(screen.getByLabelText('Kategori')).toHaveValue('hiburan');
    await userEvent.selectOptions(screen.getByLabelText('Urutkan'), 'Segera Berakhir');
    expect(shell.asked).toEqual(['/promo?category=hiburan', '/promo?category=hiburan&sort=ending']);
    expect(screen.getByLabelText('Kategori')).toHaveValue('hiburan');
    expect(screen.getByLabelText('Urutkan')).toHaveValue('ending');
    shell.follow();
    expect(screen.getByTestId('location')).toHaveTextContent('/promo?category=hiburan&sort=ending');
    // Back to where it started: the router's address is the truth again.
    shell.navigate('/promo?page=2');
    expect(screen.getByLabelText('Kategori')).toHaveValue('');
    expect(screen.getByLabelText('Urutkan')).toHaveValue('');
    await screen.findByRole('list', { name: 'Promo & Voucher' });
  });

  it('is a GET form to /promo with the URL\'s parameter names, so filters work before the scripts run', async () => {
    mockFetch(...lookups, get('/api/v1/promos', listOf([aPromo()])));
    renderRemote(<PromoListPage />, { url: '/promo?q=kopi&sort=ending', route: '/promo', pages: CATALOG_PAGES });
    const form = screen.getByRole('form', { name: 'Filter promo' });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('action', '/promo');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('Kategori')).toHaveAttribute('name', 'category');
    expect(screen.getByLabelText('Merchant')).toHaveAttribute('name', 'merchant');
    expect(screen.getByLabelText('Urutkan')).toHaveAttribute('name', 'sort');
    expect(within(form).getByRole('button', { name: 'Terapkan' })).toHaveAttribute('type', 'submit');
    // What the form would send: the search words kept, the chosen sort.
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ q: 'kopi', category: '', merchant: '', sort: 'ending' });
    await screen.findByRole('list', { name: 'Promo & Voucher' });
  });

  it('pages with links that keep the filters', async () => {
    mockFetch(...lookups, get('/api/v1/promos', listOf([aPromo()], { count: 30, next: 2 })));
    renderRemote(<PromoListPage />, { url: '/promo?category=hiburan', route: '/promo', pages: CATALOG_PAGES });
    const nav = await screen.findByRole('navigation', { name: 'Navigasi halaman' });
    expect(nav).toHaveTextContent('Halaman 1 dari 3');
    expect(within(nav).getByRole('link', { name: /Berikutnya/ })).toHaveAttribute('href', '/promo?category=hiburan&page=2');
  });

  it('offers members "Poin cukup" against their balance; visitors do not see it', async () => {
    const fetch = mockFetch(...lookups, get('/sso/v1/point', { point: 2000 }), get('/api/v1/promos', listOf([aPromo()])));
    renderRemote(<PromoListPage />, { url: '/promo?cukup=1', route: '/promo', pages: CATALOG_PAGES, session: 'member' });
    expect(await screen.findByRole('checkbox', { name: /Poin cukup/ })).toBeChecked();
    await waitFor(() => expect(promosPath(fetch)).toContain('GET /api/v1/promos?page=1&pageSize=12&maxPoint=2000'));
    // Never the unfiltered list first.
    expect(promosPath(fetch)).toEqual(['GET /api/v1/promos?page=1&pageSize=12&maxPoint=2000']);
  });

  it('hides "Poin cukup" from visitors', async () => {
    mockFetch(...lookups, get('/api/v1/promos', listOf([aPromo()])));
    renderRemote(<PromoListPage />, { url: '/promo', route: '/promo', pages: CATALOG_PAGES });
    await screen.findByRole('list', { name: 'Promo & Voucher' });
    expect(screen.queryByRole('checkbox', { name: /Poin cukup/ })).not.toBeInTheDocument();
  });

  it('shows an empty state with a way out', async () => {
    mockFetch(...lookups, get('/api/v1/promos', listOf([])));
    renderRemote(<PromoListPage />, { url: '/promo?merchant=gramedia', route: '/promo', pages: CATALOG_PAGES });
    expect(await screen.findByText('Belum ada promo yang cocok')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Hapus Filter' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/promo$/);
  });

  it('explains a failure and retries', async () => {
    let fail = true;
    mockFetch(...lookups, (url) =>
      url.pathname === '/api/v1/promos' ? (fail ? json({ errorCode: 'INTERNAL_ERROR', message: 'x', data: null }, 500) : json(listOf([aPromo()]))) : undefined,
    );
    renderRemote(<PromoListPage />, { url: '/promo', route: '/promo', pages: CATALOG_PAGES });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat data');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('list', { name: 'Promo & Voucher' })).toBeInTheDocument();
  });
});
