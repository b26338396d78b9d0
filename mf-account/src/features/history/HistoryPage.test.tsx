import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { historyTicket, historyVoucher, page, pointTx } from '../../testing/fixtures';
import { HistoryPage } from './HistoryPage';
import { ACCOUNT_PAGES } from '../../pages';

afterEach(() => jest.restoreAllMocks());

const dayHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

// Points over two pages: page 2 holds the older ones.
const POINTS_1 = [pointTx(4, '2026-11-20T09:00:00+07:00'), pointTx(3, '2026-11-10T09:00:00+07:00', { mutation: 'REDEEM', point: 800, description: 'Tukar voucher di Gramedia' })];
const POINTS_2 = [pointTx(2, '2026-10-01T09:00:00+07:00', { description: 'Menginap di Santika', outletName: 'Hotel Santika Bandung' })];

function pointsRoute(pages: Record<number, unknown>) {
  return (_request: Request, url: URL) => {
    const n = Number(url.searchParams.get('page'));
    return pages[n] ?? fail(404, 'Halaman tidak ada');
  };
}

describe('HistoryPage', () => {
  it('shows points, used and expired vouchers and tickets under WIB day headings, newest first', async () => {
    const api = stubFetch({
      'GET /sso/v1/point/transaction': pointsRoute({ 1: page(POINTS_1) }),
      'GET /api/v2/vouchers': ok(page([historyVoucher(7, { usedDate: '2026-11-15T12:00:00+07:00' })])),
      'GET /api/v2/voucher-ticket/history': ok(page([historyTicket(5, { usedDate: '2026-11-10T19:00:00+07:00' })])),
    });
    renderRemote(<HistoryPage />, { session: 'member', url: '/account/history', route: '/account/history', pages: ACCOUNT_PAGES });
    expect(screen.getByRole('heading', { level: 1, name: 'Riwayat Aktivitas' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Jumat, 20 November 2026' })).toBeInTheDocument();
    expect(dayHeadings()).toEqual(['Jumat, 20 November 2026', 'Minggu, 15 November 2026', 'Selasa, 10 November 2026']);
    expect(document.title).toBe('Riwayat Aktivitas - MyValue');

    const tenth = screen.getByRole('region', { name: 'Selasa, 10 November 2026' });
    const entries = within(tenth).getAllByRole('listitem');
    expect(entries.map((e) => e.getAttribute('data-kind'))).toEqual(['ticket-used', 'redeem']);
    expect(within(entries[0]!).getByRole('link', { name: 'Bedah Buku Rempah' })).toHaveAttribute('href', '/event/bedah-buku');
    expect(within(entries[1]!).getByLabelText('Poin keluar -800')).toHaveTextContent('-800');
    const voucher = within(screen.getByRole('region', { name: 'Minggu, 15 November 2026' })).getByRole('listitem');
    expect(voucher).toHaveTextContent('Voucher digunakan');
    expect(voucher).toHaveTextContent('Gramedia · Ditukar 1 Okt 2026 · 800 poin');

    // The points page's and the voucher history page's own calls: the same cache entries.
    const search = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.search);
    expect(search('/sso/v1/point/transaction')).toEqual(['?page=1&pageSize=10']);
    expect(search('/api/v2/vouchers')).toEqual(['?status=history&page=1&pageSize=10']);
    expect(search('/api/v2/voucher-ticket/history')).toEqual(['?page=1&pageSize=10']);
    expect(screen.queryByRole('button', { name: 'Muat Lebih Banyak' })).not.toBeInTheDocument();
  });

  it("loads older points with 'Muat Lebih Banyak', placing vouchers older than the points loaded only then", async () => {
    stubFetch({
      'GET /sso/v1/point/transaction': pointsRoute({ 1: page(POINTS_1, { next: 2, count: 3 }), 2: page(POINTS_2, { page: 2, count: 3 }) }),
      'GET /api/v2/vouchers': ok(page([historyVoucher(7, { usedDate: '2026-10-05T12:00:00+07:00' })])),
      'GET /api/v2/voucher-ticket/history': ok(page([])),
    });
    renderRemote(<HistoryPage />, { session: 'member', url: '/account/history' });
    await screen.findByRole('heading', { level: 2, name: 'Jumat, 20 November 2026' });
    // A point of page 2 could be newer than the voucher used on 5 Oct: it waits.
    expect(dayHeadings()).toEqual(['Jumat, 20 November 2026', 'Selasa, 10 November 2026']);
    await userEvent.click(screen.getByRole('button', { name: 'Muat Lebih Banyak' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kamis, 1 Oktober 2026' })).toBeInTheDocument();
    expect(dayHeadings()).toEqual(['Jumat, 20 November 2026', 'Selasa, 10 November 2026', 'Senin, 5 Oktober 2026', 'Kamis, 1 Oktober 2026']);
    expect(screen.queryByRole('button', { name: 'Muat Lebih Banyak' })).not.toBeInTheDocument();
  });

  it('reads every page of the voucher history before showing the timeline', async () => {
    const api = stubFetch({
      'GET /sso/v1/point/transaction': ok(page([])),
      'GET /api/v2/vouchers': (_request: Request, url: URL) =>
        url.searchParams.get('page') === '2'
          ? page([historyVoucher(8, { usedDate: '2026-11-18T12:00:00+07:00' })], { page: 2, count: 2 })
          : page([historyVoucher(7, { usedDate: '2026-11-01T12:00:00+07:00' })], { next: 2, count: 2 }),
      'GET /api/v2/voucher-ticket/history': ok(page([])),
    });
    renderRemote(<HistoryPage />, { session: 'member', url: '/account/history' });
    // Bought earlier but used later: page 2 holds the newest entry.
    expect(await screen.findByRole('heading', { level: 2, name: 'Rabu, 18 November 2026' })).toBeInTheDocument();
    expect(dayHeadings()).toEqual(['Rabu, 18 November 2026', 'Minggu, 1 November 2026']);
    expect(api.calls.filter((c) => c.path === '/api/v2/vouchers').map((c) => c.search)).toEqual([
      '?status=history&page=1&pageSize=10',
      '?status=history&page=2&pageSize=10',
    ]);
  });

  it("says 'Belum ada aktivitas' when there is none", async () => {
    stubFetch({
      'GET /sso/v1/point/transaction': ok(page([])),
      'GET /api/v2/vouchers': ok(page([])),
      'GET /api/v2/voucher-ticket/history': ok(page([])),
    });
    renderRemote(<HistoryPage />, { session: 'member', url: '/account/history' });
    expect(await screen.findByText('Belum ada aktivitas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat promo' })).toHaveAttribute('href', '/promo');
  });

  it("shows the loading state, then a failure in Indonesian with 'Coba Lagi' that asks again", async () => {
    let voucherCalls = 0;
    stubFetch({
      'GET /sso/v1/point/transaction': pointsRoute({ 1: page(POINTS_1) }),
      'GET /api/v2/vouchers': () => (++voucherCalls === 1 ? fail(503, 'Layanan sedang sibuk.', 'SERVICE_UNAVAILABLE') : page([])),
      'GET /api/v2/voucher-ticket/history': ok(page([])),
    });
    renderRemote(<HistoryPage />, { session: 'member', url: '/account/history' });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat riwayat aktivitas.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jumat, 20 November 2026' })).toBeInTheDocument();
    expect(voucherCalls).toBe(2);
  });

  it('keeps what is shown when more points fail to load, and retries them', async () => {
    let secondPage = 0;
    stubFetch({
      'GET /sso/v1/point/transaction': (_request: Request, url: URL) =>
        url.searchParams.get('page') === '2'
          ? ++secondPage === 1
            ? fail(500, 'x', 'INTERNAL_ERROR')
            : page(POINTS_2, { page: 2, count: 3 })
          : page(POINTS_1, { next: 2, count: 3 }),
      'GET /api/v2/vouchers': ok(page([])),
      'GET /api/v2/voucher-ticket/history': ok(page([])),
    });
    renderRemote(<HistoryPage />, { session: 'member', url: '/account/history' });
    await userEvent.click(await screen.findByRole('button', { name: 'Muat Lebih Banyak' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat aktivitas berikutnya.');
    expect(dayHeadings()).toEqual(['Jumat, 20 November 2026', 'Selasa, 10 November 2026']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kamis, 1 Oktober 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
