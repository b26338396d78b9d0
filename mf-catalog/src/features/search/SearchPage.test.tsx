import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACK_EVENTS } from 'shared-contracts';
import type { Event } from 'shared-contracts/schemas';
import { aCategory, aMerchant, aPromo, listOf, MEDIA } from '../../test/fixtures';
import { callPaths, get, mockFetch, renderRemote } from '../../test/harness';
import { SearchPage } from './SearchPage';

afterEach(() => jest.restoreAllMocks());

const anEvent = {
  id: 4,
  slug: 'festival-kopi',
  title: 'Festival Kopi Nusantara',
  thumbnail: `${MEDIA}/events/festival-kopi.svg`,
  startDate: '2026-12-05T09:00:00+07:00',
  endDate: '2026-12-06T21:00:00+07:00',
  venue: { name: 'Bentara Budaya', address: 'Jl. Palmerah', city: 'Jakarta', timezone: 'Asia/Jakarta' },
} as unknown as Event;

const categories = get('/api/v1/categories', listOf([aCategory({ promoCount: 3 }), aCategory({ id: 2, slug: 'hiburan', title: 'Hiburan & Bioskop', promoCount: 9 })]));

describe('SearchPage', () => {
  it('groups results with counts and Lihat Semua, highlighting q', async () => {
    const fetch = mockFetch(
      categories,
      get('/api/v1/promos', listOf([aPromo({ title: 'Diskon Kopi Susu 50%' })], { count: 7 })),
      get('/api/v1/events', listOf([anEvent])),
      get('/api/v1/merchants', listOf([aMerchant()])),
    );
    const { track } = renderRemote(<SearchPage />, { url: '/search?q=kopi', path: '/search' });
    expect(await screen.findByText('9 hasil untuk “kopi”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Voucher & Promo \(7\)/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Event \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Merchant \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Semua Voucher & Promo' })).toHaveAttribute('href', '/promo?q=kopi');
    expect(screen.getByRole('link', { name: 'Lihat Semua Merchant' })).toHaveAttribute('href', '/merchant?q=kopi');
    const promos = screen.getByRole('list', { name: 'Hasil voucher dan promo' });
    expect(within(promos).getByText('Kopi', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('kopi');
    expect(callPaths(fetch)).toEqual(
      expect.arrayContaining(['GET /api/v1/promos?q=kopi&pageSize=6', 'GET /api/v1/events?q=kopi&pageSize=6', 'GET /api/v1/merchants?q=kopi&pageSize=6']),
    );
    await waitFor(() => expect(track).toHaveBeenCalledWith(TRACK_EVENTS.search, { q: 'kopi', results: 9 }));
  });

  it('never renders markup from q', async () => {
    const q = '<img src=x onerror=alert(1)>';
    mockFetch(categories, get('/api/v1/promos', listOf([aPromo({ title: `Promo ${q}` })])), get('/api/v1/events', listOf([])), get('/api/v1/merchants', listOf([])));
    renderRemote(<SearchPage />, { url: `/search?q=${encodeURIComponent(q)}`, path: '/search' });
    expect(await screen.findByText(`1 hasil untuk “${q}”`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['<img', 'src=x', 'onerror=alert(1)>']);
  });

  it('shows an empty state with popular categories', async () => {
    mockFetch(categories, get('/api/v1/promos', listOf([])), get('/api/v1/events', listOf([])), get('/api/v1/merchants', listOf([])));
    renderRemote(<SearchPage />, { url: '/search?q=zzzz', path: '/search' });
    expect(await screen.findByText('Tidak ada hasil untuk “zzzz”')).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /Hiburan|Makanan/ });
    expect(links[0]).toHaveTextContent('Hiburan & Bioskop');
  });

  it('takes a new query into the URL', async () => {
    mockFetch(categories, get('/api/v1/promos', listOf([])), get('/api/v1/events', listOf([])), get('/api/v1/merchants', listOf([])));
    renderRemote(<SearchPage />, { url: '/search', path: '/search' });
    // React 19 builds `new FormData(form)` when a submit starts a transition; the test
    // environment's FormData is Node's, which takes no form element: accept and ignore it.
    const NodeFormData = global.FormData;
    global.FormData = class extends NodeFormData {
      constructor() {
        super();
      }
    } as typeof FormData;
    try {
      await userEvent.type(screen.getByRole('searchbox'), 'bakmi{Enter}');
    } finally {
      global.FormData = NodeFormData;
    }
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=bakmi'));
  });
});
