import { screen, within } from '@testing-library/react';
import { makeCampaign, makeCampaignEvent, makeCampaignV2 } from '../../testing/fixtures';
import { listOf, renderRemote, reply, stubFetch } from 'shared-kit/testing';
import { CampaignEventPage } from './CampaignEventPage';
import { CampaignPage } from './CampaignPage';
import { EVENTS_PAGES } from '../../pages';

const notFound = () => reply(404, { errorCode: 'NOT_FOUND', message: 'Kampanye tidak ditemukan.', data: null });

// The fixtures' campaign runs to 15 Dec 2026: read at one moment within it, only Date fixed
// (a real clock made 'Berlaku hingga 15 Des 2026' 'Berakhir dalam 3 hari' from 8 Dec on).
const NOW = new Date('2026-11-27T10:00:00+07:00');
beforeEach(() =>
  jest.useFakeTimers({
    now: NOW,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  }),
);
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/campaign/:slug', () => {
  it('shows a v2 campaign: hero, validity, description, promos and events', async () => {
    stubFetch({ '/api/v2/campaigns/slug/pesta-buku-gramedia': makeCampaignV2() });
    renderRemote(<CampaignPage />, { url: '/campaign/pesta-buku-gramedia', route: '/campaign/:slug', pages: EVENTS_PAGES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesta Buku Gramedia' })).toBeInTheDocument();
    expect(screen.getByText('Baca lebih banyak, hemat lebih banyak')).toBeInTheDocument();
    expect(screen.getByText('Periode: 15 Nov – 15 Des 2026 · Berlaku hingga 15 Des 2026')).toBeInTheDocument();
    const promos = screen.getByRole('region', { name: 'Promo Campaign' });
    expect(within(promos).getByRole('link', { name: 'Diskon Buku 20%' })).toHaveAttribute('href', '/promo/diskon-buku-20');
    expect(within(promos).getByText('1.000 Poin · Berlaku hingga 15 Des 2026')).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Event Campaign' });
    expect(within(events).getByRole('link', { name: 'Peluncuran Novel Terbaru' })).toHaveAttribute('href', '/campaign-event/peluncuran-novel-pesta-buku');
    expect(document.title).toBe('Pesta Buku Gramedia - MyValue');
  });

  it("says which of its promos has ended or ends soon, not a 'Berlaku hingga' in the past", async () => {
    const day = 24 * 60 * 60 * 1000;
    const base = makeCampaignV2().promos[0]!;
    const promos = [
      { ...base, id: 11, slug: 'sudah-lewat', title: 'Promo Lewat', validTo: new Date(Date.now() - 7 * day).toISOString() },
      { ...base, id: 12, slug: 'hampir-habis', title: 'Promo Hampir Habis', validTo: new Date(Date.now() + 3 * day).toISOString() },
      { ...base, id: 13, slug: 'masih-lama', title: 'Promo Masih Lama', validTo: '2099-12-15T23:59:00+07:00' },
    ];
    stubFetch({ '/api/v2/campaigns/slug/pesta-buku-gramedia': makeCampaignV2({ promos }) });
    renderRemote(<CampaignPage />, { url: '/campaign/pesta-buku-gramedia', route: '/campaign/:slug', pages: EVENTS_PAGES });
    const region = await screen.findByRole('region', { name: 'Promo Campaign' });
    const terms = (title: string) => within(region).getByRole('link', { name: title }).closest('li')!.querySelector('p');
    expect(terms('Promo Lewat')).toHaveTextContent(/^1\.000 Poin · Sudah Berakhir$/);
    expect(terms('Promo Hampir Habis')).toHaveTextContent(/^1\.000 Poin · Berakhir dalam 3 hari$/);
    expect(terms('Promo Masih Lama')).toHaveTextContent(/^1\.000 Poin · Berlaku hingga 15 Des 2099$/);
  });

  it('falls back to a v1 campaign and its events from /v1/campaign-event', async () => {
    stubFetch({
      '/api/v2/campaigns/slug/lama': notFound,
      '/api/v1/campaigns/slug/lama': makeCampaign({ slug: 'lama', title: 'Campaign Lama', isActive: false, endDate: '2020-01-31T23:59:00+07:00', startDate: '2020-01-01T00:00:00+07:00' }),
      '/api/v1/campaign-event?campaign=lama': listOf([makeCampaignEvent({ title: 'Acara Lama', slug: 'acara-lama' })]),
    });
    renderRemote(<CampaignPage />, { url: '/campaign/lama', route: '/campaign/:slug', pages: EVENTS_PAGES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign Lama' })).toBeInTheDocument();
    expect(screen.getByText('Campaign ini sudah berakhir.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Acara Lama' })).toHaveAttribute('href', '/campaign-event/acara-lama');
    expect(screen.queryByRole('region', { name: 'Promo Campaign' })).not.toBeInTheDocument();
  });

  it('shows the 404 page when neither version knows the slug', async () => {
    stubFetch({ '/api/v2/campaigns/slug/x': notFound, '/api/v1/campaigns/slug/x': notFound });
    renderRemote(<CampaignPage />, { url: '/campaign/x', route: '/campaign/:slug', pages: EVENTS_PAGES });
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', 'Page Not Found: /campaign/x');
  });

  it('shows the 404 page when v2 refuses the slug itself (400), as the server answers 404', async () => {
    stubFetch({ '/api/v2/campaigns/slug/x': () => reply(400, { errorCode: 'INVALID_PARAMETER', message: 'Slug tidak valid.', data: null }) });
    renderRemote(<CampaignPage />, { url: '/campaign/x', route: '/campaign/:slug', pages: EVENTS_PAGES });
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', 'Page Not Found: /campaign/x');
  });
});

describe('/campaign-event/:slug', () => {
  it('shows time in WIB, the location with a map link, content and its campaign', async () => {
    stubFetch({ '/api/v1/campaign-event/slug/peluncuran-novel-pesta-buku': makeCampaignEvent({ content: '<p>Isi <img src=x onerror="window.bad=1"></p>' }) });
    const { container } = renderRemote(<CampaignEventPage />, { url: '/campaign-event/peluncuran-novel-pesta-buku', route: '/campaign-event/:slug', pages: EVENTS_PAGES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Peluncuran Novel Terbaru' })).toBeInTheDocument();
    expect(screen.getByText('27 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('10.00 WIB – 14.00 WIB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Campaign' })).toHaveAttribute('href', '/campaign/pesta-buku-gramedia');
    expect(container.querySelector('[onerror]')).toBeNull();
    // Its JSON-LD is the head's (ssr/prefetch.test.ts), not the page's.
    expect(container.querySelectorAll('script')).toHaveLength(0);
  });

  it('shows the 404 page for an unknown slug', async () => {
    stubFetch({ '/api/v1/campaign-event/slug/nope': notFound });
    renderRemote(<CampaignEventPage />, { url: '/campaign-event/nope', route: '/campaign-event/:slug', pages: EVENTS_PAGES });
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', 'Page Not Found: /campaign-event/nope');
  });
});
