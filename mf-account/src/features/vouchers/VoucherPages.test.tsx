import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Promo, Voucher, VoucherTicket } from 'shared-contracts/schemas';
import { fail, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { BookmarksPage } from './BookmarksPage';
import { VoucherHistoryPage } from './VoucherHistoryPage';
import { TILL_BRIGHTNESS_HINT } from '../../common/BrightnessHint';
import { VouchersPage } from './VouchersPage';

afterEach(() => jest.restoreAllMocks());

const merchant = { id: 1, slug: 'gramedia', name: 'Gramedia', image: 'http://media.test/m.png' };
const promoSummary = {
  id: 4,
  slug: 'diskon-buku',
  title: 'Diskon Buku 20%',
  image: 'http://media.test/p.png',
  thumbnail: 'http://media.test/p-t.png',
  merchant,
  validTo: '2026-12-31T23:59:59+07:00',
  price: 500,
};

const voucher = (id: number, over: Partial<Voucher> = {}): Voucher => ({
  id,
  code: `KODE${id}ABC`,
  qrCode: `MYV-${id}`,
  tnc: '<p>Berlaku di semua gerai.</p>',
  pointUsed: 500,
  purchasedDate: '2026-11-01T10:00:00+07:00',
  used: false,
  usedDate: null,
  redeemFrom: '2026-11-01T10:00:00+07:00',
  redeemTo: new Date(Date.now() + 3 * 86_400_000 + 3_660_000).toISOString(),
  isCanRedeem: true,
  status: 'ACTIVE',
  promo: promoSummary,
  ...over,
});

const ticket = (id: number, over: Partial<VoucherTicket> = {}): VoucherTicket => ({
  id,
  code: `EVT${id}XYZ`,
  qrCode: `EVT-${id}`,
  tnc: '<p>Berlaku di semua gerai.</p>',
  pointUsed: 0,
  purchasedDate: '2026-11-01T10:00:00+07:00',
  used: false,
  usedDate: null,
  status: 'ACTIVE',
  attendee: { name: 'Dewi', phone: '+6281234567890', email: 'demo@myvalue.id' },
  event: {
    id: 2,
    slug: 'festival-buku',
    title: 'Festival Buku',
    image: 'http://media.test/e.png',
    venue: { name: 'JCC', address: 'Senayan', city: 'Jakarta', timezone: 'Asia/Jakarta' },
    startDate: '2026-12-05T09:00:00+07:00',
    endDate: '2026-12-07T21:00:00+07:00',
  },
  ...over,
});

const list = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, perPage: 10, results });

describe('VouchersPage', () => {
  it('shows active vouchers and tickets with code, QR and countdown; a tap opens them full-screen', async () => {
    const api = stubFetch({
      'GET /api/v2/vouchers': ok(list([voucher(1)])),
      'GET /api/v1/voucher-ticket': ok(list([ticket(7)])),
    });
    renderRemote(<VouchersPage />, { session: 'member', url: '/account/voucher' });
    expect(await screen.findByText('KODE1ABC')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Kode QR KODE1ABC' })[0]).toHaveAttribute('data-qr-value', 'MYV-1');
    expect(screen.getByRole('timer')).toHaveTextContent('3 hari 1 jam lagi');
    expect(await screen.findByText('EVT7XYZ')).toBeInTheDocument();
    expect(screen.getByText('5–7 Des 2026')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Voucher' })).toBeInTheDocument();

    const callsBefore = api.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan kode KODE1ABC layar penuh' }));
    const dialog = screen.getByRole('dialog', { name: 'Diskon Buku 20%' });
    expect(within(dialog).getByTestId('fullscreen-code')).toHaveTextContent('KODE1ABC');
    // Drawn from what the page already has: at the till the connection may be gone.
    expect(within(dialog).getByRole('img', { name: 'Kode QR KODE1ABC' })).toHaveAttribute('data-qr-value', 'MYV-1');
    expect(within(dialog).getByRole('timer')).toHaveTextContent('3 hari 1 jam lagi');
    expect(within(dialog).getByText(TILL_BRIGHTNESS_HINT)).toBeInTheDocument();
    expect(api.calls.length).toBe(callsBefore);
    // Outside the page's own tree, so nothing on the page can clip or shift it.
    expect(dialog.parentElement).toBe(document.body);
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('button', { name: 'Tutup' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Tampilkan kode KODE1ABC layar penuh' })).toHaveFocus();
  });

  it('shows empty states with a way out for a new member', async () => {
    stubFetch({ 'GET /api/v2/vouchers': ok(list([])), 'GET /api/v1/voucher-ticket': ok(list([])) });
    renderRemote(<VouchersPage />, { session: 'member', url: '/account' });
    expect(await screen.findByText('Belum ada voucher aktif')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tukar Poin' })).toHaveAttribute('href', '/promo');
    expect(await screen.findByText('Belum ada tiket event')).toBeInTheDocument();
  });

  it('asks for the active ones only', async () => {
    const api = stubFetch({ 'GET /api/v2/vouchers': ok(list([])), 'GET /api/v1/voucher-ticket': ok(list([])) });
    renderRemote(<VouchersPage />, { session: 'member', url: '/account' });
    await screen.findByText('Belum ada voucher aktif');
    expect(api.calls.find((c) => c.path === '/api/v2/vouchers')?.search).toContain('status=active');
  });
});

describe('VoucherHistoryPage', () => {
  it('lists used and expired ones with their dates', async () => {
    const api = stubFetch({
      'GET /api/v2/vouchers': ok(
        list([
          voucher(2, { status: 'USED', used: true, usedDate: '2026-11-03T12:00:00+07:00' }),
          voucher(3, { status: 'EXPIRED', redeemTo: '2026-10-01T10:00:00+07:00', isCanRedeem: false }),
        ]),
      ),
      'GET /api/v2/voucher-ticket/history': ok(list([ticket(8, { status: 'USED', used: true, usedDate: '2026-10-20T14:00:00+07:00' })])),
    });
    renderRemote(<VoucherHistoryPage />, { session: 'member', url: '/account' });
    expect(await screen.findByText('Digunakan 3 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Kedaluwarsa 1 Okt 2026')).toBeInTheDocument();
    expect(await screen.findByText('Digunakan 20 Okt 2026')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/v2/vouchers')?.search).toContain('status=history');
  });
});

describe('BookmarksPage', () => {
  const promo = (id: number, title: string): Promo => ({
    ...promoSummary,
    id,
    slug: `promo-${id}`,
    title,
    categories: [],
    validFrom: '2026-11-01T00:00:00+07:00',
    content: '',
    tnc: '',
    howToUse: '',
    isQuotaAvailable: true,
    quotaType: 'UNLIMITED',
    quotaRemaining: null,
    promoType: 'VOUCHER',
    isExpired: false,
    isAlreadyPurchased: false,
    isBookmarked: true,
    priority: 1,
    createdDate: '2026-10-01T00:00:00+07:00',
  });

  it('links each promo and removes one', async () => {
    let saved = [promo(4, 'Diskon Buku 20%'), promo(10, 'Menginap Hemat')];
    const api = stubFetch({
      'GET /api/v1/promos/bookmarks': () => ok(list(saved)),
      'DELETE /api/v1/promos/bookmarks/4': () => {
        saved = saved.filter((p) => p.id !== 4);
        return ok({ promoId: 4, isBookmarked: false });
      },
    });
    renderRemote(<BookmarksPage />, { session: 'member', url: '/account' });
    expect(await screen.findByRole('link', { name: 'Diskon Buku 20%' })).toHaveAttribute('href', '/promo/promo-4');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Diskon Buku 20% dari simpanan' }));
    expect(await screen.findByText('Diskon Buku 20% dihapus dari simpanan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Diskon Buku 20%' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Menginap Hemat' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('keeps the promo and explains when removing fails', async () => {
    stubFetch({
      'GET /api/v1/promos/bookmarks': ok(list([promo(4, 'Diskon Buku 20%')])),
      'DELETE /api/v1/promos/bookmarks/4': fail(500, 'boom'),
    });
    renderRemote(<BookmarksPage />, { session: 'member', url: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Diskon Buku 20% dari simpanan' }));
    expect(await screen.findByText('Terjadi kesalahan pada server, mohon coba lagi nanti.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Diskon Buku 20%' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubFetch({ 'GET /api/v1/promos/bookmarks': ok(list([])) });
    renderRemote(<BookmarksPage />, { session: 'member', url: '/account' });
    expect(await screen.findByText('Belum ada voucher yang disimpan')).toBeInTheDocument();
  });
});
