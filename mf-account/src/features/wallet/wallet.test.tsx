import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { WALLET_STORAGE_KEY, readWallet } from 'shared-contracts/wallet';
import { historyTicket, historyVoucher, page, TIER } from '../../testing/fixtures';
import { MemberCardPage } from './MemberCardPage';
import { useGetActiveTicketsQuery, useGetActiveVouchersQuery } from '../../api/vouchersApi';
import { WalletKeeper } from './WalletKeeper';

/** A page that shows the member's first page of vouchers and tickets, as 'Voucher Saya' does. */
function VoucherLists() {
  useGetActiveVouchersQuery(1);
  useGetActiveTicketsQuery(1);
  return null;
}

const active = { status: 'ACTIVE' as const, used: false, usedDate: null };
const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe("'Kartu Saya'", () => {
  it('shows the name, the tier and the Value ID as QR, Code 128 and large digits; full screen on a tap', async () => {
    stubFetch({ 'GET /sso/v2/tiers/me': ok(TIER), 'GET /api/v2/vouchers': ok(page([])), 'GET /api/v1/voucher-ticket': ok(page([])) });
    renderRemote(<MemberCardPage />, { session: 'member', url: '/account/card' });
    expect(screen.getByTestId('card-name')).toHaveTextContent('Dewi Sartika');
    expect(await screen.findByText('Tier Gold')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kode QR Value ID MV0001' })).toHaveAttribute('data-qr-value', 'MV0001');
    const bars = screen.getByRole('img', { name: 'Barcode Value ID MV0001' });
    expect(bars.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('card-number')).toHaveTextContent('Value ID MV00 01');

    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan di Layar Penuh' }));
    const dialog = screen.getByRole('dialog', { name: 'Kartu Saya' });
    expect(within(dialog).getByTestId('fullscreen-code')).toHaveTextContent('MV00 01');
    expect(within(dialog).getByRole('img', { name: 'Barcode Value ID MV0001' })).toBeInTheDocument();
  });
});

describe('WalletKeeper', () => {
  it("keeps the member's card and active codes with their terms as text, from the answers the network gave", async () => {
    stubFetch({
      'GET /sso/v2/tiers/me': ok(TIER),
      'GET /api/v2/vouchers': ok(page([historyVoucher(1, { ...active, redeemTo: inAWeek, tnc: '<p>Berlaku di <b>semua</b> gerai.</p>' }), historyVoucher(2)])),
      'GET /api/v1/voucher-ticket': ok(page([historyTicket(7, { ...active })])),
    });
    renderRemote(
      <>
        <VoucherLists />
        <WalletKeeper />
      </>,
      { session: 'member', url: '/account/voucher' },
    );
    await waitFor(() => expect(readWallet()?.tickets).toHaveLength(1));
    const wallet = readWallet()!;
    expect(wallet.memberId).toBe('MV0001');
    expect(wallet.card).toEqual({ name: 'Dewi Sartika', tierName: 'Gold', valueId: 'MV0001' });
    // Only what can still be shown at the till.
    expect(wallet.vouchers?.map((v) => v.code)).toEqual(['KODE1']);
    expect(wallet.vouchers?.[0]).toMatchObject({ qrValue: 'MYV-1', terms: 'Berlaku di semua gerai.', href: '/promo/diskon-buku', validUntil: inAWeek });
    expect(wallet.tickets?.[0]).toMatchObject({ code: 'EVT7', validityText: '20 Sep 2026' });
  });

  it('asks for nothing itself: on a page without the lists it keeps the card only', async () => {
    const api = stubFetch({ 'GET /sso/v2/tiers/me': ok(TIER) });
    renderRemote(<WalletKeeper />, { session: 'member', url: '/account/poin' });
    await waitFor(() => expect(readWallet()?.card.tierName).toBe('Gold'));
    expect(readWallet()?.vouchers).toBeNull();
    expect(api.calls.map((c) => c.path)).toEqual(['/sso/v2/tiers/me']);
  });

  it("keeps the last good lists when the network fails, and writes nothing for a visitor", async () => {
    stubFetch({ 'GET /sso/v2/tiers/me': ok(TIER), 'GET /api/v2/vouchers': fail(503, 'Layanan sedang gangguan'), 'GET /api/v1/voucher-ticket': fail(503, 'Layanan sedang gangguan') });
    renderRemote(
      <>
        <VoucherLists />
        <WalletKeeper />
      </>,
      { session: 'member', url: '/account' },
    );
    await waitFor(() => expect(readWallet()?.card.tierName).toBe('Gold'));
    expect(readWallet()?.vouchers).toBeNull();

    window.localStorage.clear();
    renderRemote(<WalletKeeper />, { session: 'anonymous', url: '/account' });
    await new Promise((r) => setTimeout(r, 50));
    expect(window.localStorage.getItem(WALLET_STORAGE_KEY)).toBeNull();
  });
});
