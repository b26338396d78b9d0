import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PointTransaction } from 'shared-contracts/schemas';
import { fail, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { PointsPage } from './PointsPage';
import { ACCOUNT_PAGES } from '../../pages';
import { POINT_FILTER } from '../../testing/fixtures';

afterEach(() => jest.restoreAllMocks());

const tx = (id: number, mutation: 'EARNING' | 'REDEEM', point: number): PointTransaction => ({
  id,
  createdDate: '2026-11-01T10:00:00+07:00',
  expiredDate: mutation === 'EARNING' ? '2027-11-01T10:00:00+07:00' : null,
  outletName: 'Gramedia Matraman',
  referenceNo: `TRX${id}`,
  point,
  mutation,
  isExpired: false,
  description: mutation === 'EARNING' ? 'Belanja di Gramedia Matraman' : 'Tukar voucher',
  brandID: 'GRM',
  businessUnit: 'Gramedia',
});

const list = (results: PointTransaction[], next: number | null = null) => ({ count: results.length, next, previous: null, perPage: 10, results });

const FILTER = POINT_FILTER;

describe('PointsPage', () => {
  it('shows the balance as an Indonesian integer, the expiry wallet and the history', async () => {
    stubFetch({
      'GET /sso/v1/point': ok({ point: 12500 }),
      'GET /sso/v1/point/expired': ok({
        point: 2000,
        results: [
          { point: 800, expiredDate: '2026-12-20T23:59:59+07:00' },
          { point: 1200, expiredDate: '2026-10-31T23:59:59+07:00' },
        ],
      }),
      'GET /sso/v1/point/transaction': ok(list([tx(1, 'EARNING', 1500), tx(2, 'REDEEM', 800)])),
      'GET /sso/v1/point/transaction/filter': ok(FILTER),
    });
    renderRemote(<PointsPage />, { session: 'member', url: '/account/poin', route: '/account/poin', pages: ACCOUNT_PAGES });

    expect(await screen.findByTestId('point-balance')).toHaveTextContent('12.500 Poin');
    expect(await screen.findByText('1.200 poin hangus 31 Okt 2026')).toBeInTheDocument();
    const batches = screen.getByRole('list', { name: 'Rincian poin yang akan hangus' });
    expect(within(batches).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('+1.500')).toBeInTheDocument();
    expect(screen.getByText('-800')).toBeInTheDocument();
    expect(document.title).toBe('Poin Saya - MyValue');
  });

  it("'Ingatkan Saya' on the expiring points downloads a calendar file of every batch and says so", async () => {
    stubFetch({
      'GET /sso/v1/point': ok({ point: 12500 }),
      'GET /sso/v1/point/expired': ok({ point: 2000, results: [{ point: 800, expiredDate: '2099-12-20T23:59:59+07:00' }, { point: 1200, expiredDate: '2099-10-31T23:59:59+07:00' }] }),
      'GET /sso/v1/point/transaction': ok(list([])),
      'GET /sso/v1/point/transaction/filter': ok(FILTER),
    });
    const files: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:reminder'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRemote(<PointsPage />, { session: 'member', url: '/account/poin', route: '/account/poin', pages: ACCOUNT_PAGES });

    await userEvent.click(await screen.findByRole('button', { name: 'Ingatkan Saya sebelum poin hangus' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(files[0]!.type).toBe('text/calendar;charset=utf-8');
    const ics = await files[0]!.text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('TRIGGER:-P30D');
    expect(await screen.findByText('File kalender diunduh. Buka file untuk menambahkan pengingat ke kalender kamu.')).toBeInTheDocument();
  });

  it('asks the backend again with the chosen filter, from page 1', async () => {
    const api = stubFetch({
      'GET /sso/v1/point': ok({ point: 100 }),
      'GET /sso/v1/point/expired': ok({ point: 0, results: [] }),
      'GET /sso/v1/point/transaction': (req) =>
        ok(new URL(req.url).searchParams.get('mutation') === 'REDEEM' ? list([tx(2, 'REDEEM', 800)]) : list([tx(1, 'EARNING', 1500)], 2)),
      'GET /sso/v1/point/transaction/filter': ok(FILTER),
    });
    renderRemote(<PointsPage />, { session: 'member', url: '/account' });
    expect(await screen.findByText('+1.500')).toBeInTheDocument();
    expect(screen.getByText('Tidak ada poin yang akan hangus dalam waktu dekat.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(api.calls.some((c) => c.search.includes('page=2'))).toBe(true));

    await userEvent.selectOptions(await screen.findByLabelText('Jenis'), 'REDEEM');
    expect(await screen.findByText('-800')).toBeInTheDocument();
    const last = api.calls.filter((c) => c.path === '/sso/v1/point/transaction').at(-1);
    expect(last?.search).toContain('mutation=REDEEM');
    expect(last?.search).toContain('page=1');
    // Kept in the address: a reload or Back lands on the same list.
    expect(screen.getByTestId('location')).toHaveTextContent(/jenis=REDEEM/);
    expect(screen.getByTestId('location')).not.toHaveTextContent(/page=/);
  });

  it('reads the filter and page from the address', async () => {
    const api = stubFetch({
      'GET /sso/v1/point': ok({ point: 100 }),
      'GET /sso/v1/point/expired': ok({ point: 0, results: [] }),
      'GET /sso/v1/point/transaction': ok(list([tx(2, 'REDEEM', 800)])),
      'GET /sso/v1/point/transaction/filter': ok(FILTER),
    });
    renderRemote(<PointsPage />, { session: 'member', url: '/account/poin?jenis=REDEEM&page=2&periode=bogus' });
    expect(await screen.findByText('-800')).toBeInTheDocument();
    expect(await screen.findByLabelText('Jenis')).toHaveValue('REDEEM');
    const last = api.calls.filter((c) => c.path === '/sso/v1/point/transaction').at(-1);
    expect(last?.search).toContain('mutation=REDEEM');
    expect(last?.search).toContain('page=2');
    expect(last?.search).not.toContain('from=');
  });

  it('shows empty states for a new member', async () => {
    stubFetch({
      'GET /sso/v1/point': ok({ point: 0 }),
      'GET /sso/v1/point/expired': ok({ point: 0, results: [] }),
      'GET /sso/v1/point/transaction': ok(list([])),
      'GET /sso/v1/point/transaction/filter': ok(FILTER),
    });
    renderRemote(<PointsPage />, { session: 'member', url: '/account' });
    expect(await screen.findByTestId('point-balance')).toHaveTextContent('0 Poin');
    expect(await screen.findByText('Belum ada riwayat poin')).toBeInTheDocument();
  });

  it('shows an Indonesian error with retry, and sign-in on 401', async () => {
    stubFetch({
      'GET /sso/v1/point': fail(401, 'Silakan masuk terlebih dahulu.', 'TOKEN_MISSING'),
      'GET /sso/v1/point/expired': fail(500, 'boom'),
      'GET /sso/v1/point/transaction': ok(list([])),
      'GET /sso/v1/point/transaction/filter': ok(FILTER),
    });
    const { login } = renderRemote(<PointsPage />, { session: 'member', url: '/account' });
    expect(await screen.findByText('Sesi kamu telah berakhir. Silakan masuk kembali.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(login).toHaveBeenCalled();
    expect(await screen.findByText('Terjadi kesalahan pada server, mohon coba lagi nanti.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  });
});
