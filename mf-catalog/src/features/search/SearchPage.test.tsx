import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACK_EVENTS } from 'shared-contracts';
import type { Article, Campaign, Event } from 'shared-contracts/schemas';
import { aCategory, aMerchant, aPromo, MEDIA } from '../../testing/fixtures';
import { callPaths, get, listOf, mockFetch, renderRemote } from 'shared-kit/testing';
import { SearchPage } from './SearchPage';
import { CATALOG_PAGES } from '../../pages';

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

const pastEvent = {
  ...anEvent,
  id: 5,
  slug: 'cupping-kopi-lalu',
  title: 'Cupping Kopi Bulan Lalu',
  status: 'past',
  startDate: '2025-10-05T09:00:00+07:00',
  endDate: '2025-10-05T12:00:00+07:00',
} as unknown as Event;
const upcomingEvent = { ...anEvent, status: 'upcoming', endDate: '2099-12-06T21:00:00+07:00' } as unknown as Event;

const anArticle = {
  id: 3,
  slug: 'kopi-nusantara-yang-wajib-dicoba',
  title: 'Kopi Nusantara yang Wajib Dicoba',
  summary: 'Dari Gayo hingga Toraja.',
  image: `${MEDIA}/articles/kopi.svg`,
  thumbnail: `${MEDIA}/article-thumbs/kopi.svg`,
  category: { slug: 'gaya-hidup', title: 'Gaya Hidup' },
  author: 'Sekar Ayu',
  content: '<p>Kopi.</p>',
  publishedDate: '2026-11-08T09:00:00+07:00',
  readingMinutes: 3,
} as Article;

const aCampaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: 7,
  slug: 'pekan-kopi-nusantara',
  title: 'Pekan Kopi Nusantara',
  image: `${MEDIA}/campaigns/pekan-kopi-nusantara.svg`,
  banner: `${MEDIA}/campaign-banners/pekan-kopi-nusantara.svg`,
  description: '<p>Seduhan terbaik.</p>',
  startDate: '2026-11-08T00:00:00+07:00',
  endDate: '2099-11-29T23:59:00+07:00',
  isActive: true,
  ...over,
});

const none = [get('/api/v1/articles', listOf([])), get('/api/v1/campaigns', listOf([]))];

const categories = get('/api/v1/categories', listOf([aCategory({ promoCount: 3 }), aCategory({ id: 2, slug: 'hiburan', title: 'Hiburan & Bioskop', promoCount: 9 })]));

describe('SearchPage', () => {
  it('groups promos, merchants, events, campaigns and articles with counts, highlighting q', async () => {
    const fetch = mockFetch(
      categories,
      get('/api/v1/promos', listOf([aPromo({ title: 'Diskon Kopi Susu 50%' })], { count: 7 })),
      get('/api/v1/events', listOf([anEvent])),
      get('/api/v1/merchants', listOf([aMerchant()])),
      get('/api/v1/articles', listOf([anArticle])),
      get('/api/v1/campaigns', listOf([aCampaign()])),
    );
    const { track } = renderRemote(<SearchPage />, { url: '/search?q=kopi', route: '/search', pages: CATALOG_PAGES });
    expect(await screen.findByText('11 hasil untuk “kopi”')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Voucher & Promo (7)',
      'Merchant (1)',
      'Event (1)',
      'Campaign (1)',
      'Artikel (1)',
    ]);
    expect(screen.getByRole('link', { name: 'Lihat Semua Voucher & Promo' })).toHaveAttribute('href', '/promo?q=kopi');
    expect(screen.getByRole('link', { name: 'Lihat Semua Merchant' })).toHaveAttribute('href', '/merchant?q=kopi');
    const promos = screen.getByRole('list', { name: 'Hasil voucher dan promo' });
    expect(within(promos).getByText('Kopi', { selector: 'mark' })).toBeInTheDocument();
    const articles = screen.getByRole('list', { name: 'Hasil artikel' });
    expect(within(articles).getByRole('link', { name: /Kopi Nusantara yang Wajib Dicoba/ })).toHaveAttribute('href', '/article/kopi-nusantara-yang-wajib-dicoba');
    expect(within(articles).getByText('Kopi', { selector: 'mark' })).toBeInTheDocument();
    const campaigns = screen.getByRole('list', { name: 'Hasil campaign' });
    expect(within(campaigns).getByRole('link', { name: /Pekan Kopi Nusantara/ })).toHaveAttribute('href', '/campaign/pekan-kopi-nusantara');
    expect(screen.getByRole('searchbox')).toHaveValue('kopi');
    expect(callPaths(fetch)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/promos?q=kopi&pageSize=6',
        'GET /api/v1/events?q=kopi&pageSize=6',
        'GET /api/v1/merchants?q=kopi&pageSize=6',
        'GET /api/v1/articles?q=kopi&pageSize=4',
        'GET /api/v1/campaigns?q=kopi&pageSize=4',
      ]),
    );
    await waitFor(() => expect(track).toHaveBeenCalledWith(TRACK_EVENTS.search, { q: 'kopi', results: 11 }));
  });

  it('leaves out groups without results', async () => {
    mockFetch(categories, get('/api/v1/promos', listOf([])), get('/api/v1/events', listOf([])), get('/api/v1/merchants', listOf([])), get('/api/v1/articles', listOf([anArticle])), get('/api/v1/campaigns', listOf([])));
    renderRemote(<SearchPage />, { url: '/search?q=kopi', route: '/search', pages: CATALOG_PAGES });
    expect(await screen.findByText('1 hasil untuk “kopi”')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Artikel (1)']);
  });

  it('marks past events and ended campaigns "Selesai" and lists them after upcoming ones', async () => {
    mockFetch(
      categories,
      ...none.slice(0, 1),
      get('/api/v1/promos', listOf([])),
      get('/api/v1/merchants', listOf([])),
      // The backend's order puts the past event first here: the page still lists it last.
      get('/api/v1/events', listOf([pastEvent, upcomingEvent])),
      get('/api/v1/campaigns', listOf([aCampaign({ id: 8, slug: 'kopi-lama', title: 'Kopi Lama', endDate: '2025-01-31T23:59:00+07:00', isActive: false }), aCampaign()])),
    );
    renderRemote(<SearchPage />, { url: '/search?q=kopi', route: '/search', pages: CATALOG_PAGES });
    const events = await screen.findByRole('list', { name: 'Hasil event' });
    const eventItems = within(events).getAllByRole('listitem');
    expect(eventItems.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Festival Kopi Nusantara', 'Cupping Kopi Bulan Lalu']);
    expect(within(eventItems[0]!).queryByText('Selesai')).not.toBeInTheDocument();
    expect(within(eventItems[1]!).getByText('Selesai')).toBeInTheDocument();
    const campaigns = within(screen.getByRole('list', { name: 'Hasil campaign' })).getAllByRole('listitem');
    expect(campaigns.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Pekan Kopi Nusantara', 'Kopi Lama']);
    expect(within(campaigns[1]!).getByText('Selesai')).toBeInTheDocument();
  });

  it('explains a query over the length limit on the page and asks the backend nothing', async () => {
    const q = 'kopi '.repeat(50).trim() + 'x'.repeat(10);
    expect(q.length).toBeGreaterThan(200);
    const fetch = mockFetch(categories);
    renderRemote(<SearchPage />, { url: `/search?q=${encodeURIComponent(q)}`, route: '/search', pages: CATALOG_PAGES });
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('Kata kunci terlalu panjang');
    expect(message).toHaveTextContent('Kata kunci pencarian paling banyak 200 karakter.');
    expect(document.title).toBe('Pencarian - MyValue');
    expect(await screen.findByRole('link', { name: 'Hiburan & Bioskop' })).toBeInTheDocument();
    expect(screen.queryByText('Memuat…')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callPaths(fetch).filter((p) => !p.startsWith('GET /api/v1/categories'))).toEqual([]);
    // The box keeps what was typed, so it can be shortened.
    expect(screen.getByRole('searchbox')).toHaveValue(q);
  });

  it('accepts a query of exactly the limit', async () => {
    const q = 'k'.repeat(200);
    const fetch = mockFetch(categories, get('/api/v1/promos', listOf([])), get('/api/v1/events', listOf([])), get('/api/v1/merchants', listOf([])), ...none);
    renderRemote(<SearchPage />, { url: `/search?q=${q}`, route: '/search', pages: CATALOG_PAGES });
    expect(await screen.findByText(`Tidak ada hasil untuk “${q}”`)).toBeInTheDocument();
    expect(callPaths(fetch)).toContain(`GET /api/v1/promos?q=${q}&pageSize=6`);
  });

  it('shows one error box for the groups that failed, the rest of the results, and no lasting "Memuat…"', async () => {
    let eventsUp = false;
    const fetch = mockFetch(
      categories,
      get('/api/v1/promos', listOf([aPromo()])),
      get('/api/v1/merchants', { errorCode: 'UNAVAILABLE', message: 'x', data: null }, 503),
      (url, request) => {
        if (request.method !== 'GET' || url.pathname !== '/api/v1/events') return undefined;
        return eventsUp ? new Response(JSON.stringify(listOf([anEvent])), { headers: { 'content-type': 'application/json' } }) : Response.error();
      },
      ...none,
    );
    renderRemote(<SearchPage />, { url: '/search?q=kopi', route: '/search', pages: CATALOG_PAGES });
    const alert = await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(alert).toHaveTextContent('Sebagian hasil pencarian gagal dimuat.');
    expect(screen.getByText('1 hasil untuk “kopi”')).toBeInTheDocument();
    expect(screen.queryByText('Memuat…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Voucher & Promo \(1\)/ })).toBeInTheDocument();

    eventsUp = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: /Event \(1\)/ })).toBeInTheDocument();
    expect(callPaths(fetch).filter((p) => p.startsWith('GET /api/v1/merchants'))).toHaveLength(2);
  });

  it('says so when every group failed, without a count', async () => {
    mockFetch(categories, () => Response.error());
    renderRemote(<SearchPage />, { url: '/search?q=kopi', route: '/search', pages: CATALOG_PAGES });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat data.Terjadi kesalahan pada server, mohon coba lagi nanti.');
    expect(screen.queryByText('Memuat…')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('never renders markup from q', async () => {
    const q = '<img src=x onerror=alert(1)>';
    mockFetch(categories, get('/api/v1/promos', listOf([aPromo({ title: `Promo ${q}` })])), get('/api/v1/events', listOf([])), get('/api/v1/merchants', listOf([])), ...none);
    renderRemote(<SearchPage />, { url: `/search?q=${encodeURIComponent(q)}`, route: '/search', pages: CATALOG_PAGES });
    expect(await screen.findByText(`1 hasil untuk “${q}”`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['<img', 'src=x', 'onerror=alert(1)>']);
  });

  it('shows an empty state with popular categories', async () => {
    mockFetch(categories, get('/api/v1/promos', listOf([])), get('/api/v1/events', listOf([])), get('/api/v1/merchants', listOf([])), ...none);
    renderRemote(<SearchPage />, { url: '/search?q=zzzz', route: '/search', pages: CATALOG_PAGES });
    expect(await screen.findByText('Tidak ada hasil untuk “zzzz”')).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /Hiburan|Makanan/ });
    expect(links[0]).toHaveTextContent('Hiburan & Bioskop');
  });

  it('shows what is popular now before a query: promos and events mixed, each to its page', async () => {
    const fetch = mockFetch(
      categories,
      get('/api/v1/promo-event/favorites', listOf([
        { type: 'promo', id: 7, slug: 'diskon-kopi', title: 'Diskon Kopi 30%', image: `${MEDIA}/promos/kopi.svg`, price: 1500, date: '2026-12-31T23:59:00+07:00' },
        { type: 'event', id: 7, slug: 'festival-kopi', title: 'Festival Kopi Nusantara', image: `${MEDIA}/events/kopi.svg`, price: 0, date: '2026-12-05T09:00:00+07:00' },
      ])),
    );
    renderRemote(<SearchPage />, { url: '/search', route: '/search', pages: CATALOG_PAGES });
    const list = await screen.findByRole('list', { name: 'Promo dan event populer' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/promo/diskon-kopi', '/event/festival-kopi']);
    expect(links[0]).toHaveTextContent('Promo · 1.500 Poin · s.d. 31 Des 2026');
    expect(links[1]).toHaveTextContent('Event · Gratis · 5 Des 2026');
    expect(screen.getByRole('heading', { name: 'Sedang Populer' })).toBeInTheDocument();
    expect(callPaths(fetch)).toContain('GET /api/v1/promo-event/favorites?pageSize=6');
  });

  it('leaves what is popular out when it cannot be read', async () => {
    mockFetch(categories);
    renderRemote(<SearchPage />, { url: '/search', route: '/search', pages: CATALOG_PAGES });
    expect(await screen.findByRole('link', { name: 'Hiburan & Bioskop' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sedang Populer')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a new query into the URL', async () => {
    mockFetch(categories, get('/api/v1/promos', listOf([])), get('/api/v1/events', listOf([])), get('/api/v1/merchants', listOf([])));
    renderRemote(<SearchPage />, { url: '/search', route: '/search', pages: CATALOG_PAGES });
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
