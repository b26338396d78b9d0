// The offline page's wallet: what a member at the till sees with no signal.
import { getByRole, getByText, queryByRole, within } from '@testing-library/dom';
import type { Wallet, WalletItem } from 'shared-contracts/wallet';
import { renderWallet, walletFocus } from './offlineWallet';
import { WALLET_TEXT } from './walletText';

const item = (code: string, validUntil: string, over: Partial<WalletItem> = {}): WalletItem => ({
  key: `v-${code}`,
  kind: 'promo',
  title: `Diskon Kopi ${code}`,
  subtitle: 'Kopi Kenangan',
  code,
  qrValue: `MYVALUE:VOUCHER:${code}`,
  validUntil,
  validityText: 'Berlaku hingga 1 Des 2026 23.59 WIB',
  terms: 'Berlaku di semua gerai.\nTidak bisa digabung.',
  href: '/promo/diskon-kopi',
  ...over,
});

const wallet = (over: Partial<Wallet> = {}): Wallet => ({
  format: 1,
  memberId: 'MV1811220001',
  card: { name: 'Dewi Sartika', tierName: 'Gold', valueId: 'MV1811220001' },
  vouchers: [item('KOPI1', '2026-12-01T16:59:00Z'), item('LAMA2', '2026-11-27T11:00:00Z')],
  tickets: [],
  updatedAt: '2026-11-27T10:00:00Z',
  sessionEndsAt: null,
  ...over,
});

const now = new Date('2026-11-27T12:00:00Z');

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '');
});

function mount(w: Wallet, path = '/account/card') {
  const view = renderWallet(w, path, now);
  document.body.append(view);
  return view;
}

describe('the offline wallet on the offline page', () => {
  it('shows the member card with its QR, its Code 128 and the number large, and when it was last updated', () => {
    const view = mount(wallet());
    expect(getByRole(view, 'heading', { level: 1, name: WALLET_TEXT.card })).toBeTruthy();
    expect(getByText(view, 'Terakhir diperbarui 27 Nov 2026 17.00 WIB')).toBeTruthy();
    expect(getByText(view, 'Dewi Sartika')).toBeTruthy();
    expect(getByText(view, 'Tier Gold')).toBeTruthy();
    expect(getByRole(view, 'img', { name: 'Kode QR Value ID MV1811220001' }).querySelector('svg')).toBeTruthy();
    expect(getByRole(view, 'img', { name: 'Barcode Value ID MV1811220001' }).querySelector('svg')).toBeTruthy();
    expect(view.querySelector('[data-testid="card-number"]')?.textContent).toBe('Value ID MV18 1122 0001');
  });

  it('marks a voucher that expired while offline and offers no code for it', () => {
    const view = mount(wallet(), '/account/voucher');
    expect(getByRole(view, 'heading', { level: 1, name: WALLET_TEXT.vouchers })).toBeTruthy();
    const [active, expired] = view.querySelectorAll<HTMLElement>('li.item');
    expect(getByText(active!, 'Berlaku hingga 1 Des 2026 23.59 WIB')).toBeTruthy();
    expect(getByRole(active!, 'button', { name: 'Tampilkan Kode KOPI1 layar penuh' })).toBeTruthy();
    expect(getByText(expired!, WALLET_TEXT.expired)).toBeTruthy();
    expect(queryByRole(expired!, 'button')).toBeNull();
    expect(within(active!).getByText(/Tidak bisa digabung/)).toBeTruthy();
  });

  it('puts the vouchers first when the member came for them, the card otherwise', () => {
    expect(walletFocus('/account/voucher/history')).toBe('vouchers');
    expect(walletFocus('/account')).toBe('card');
    const headings = [...mount(wallet(), '/account/voucher').querySelectorAll('h2.subtitle')].map((h) => h.textContent);
    expect(headings).toEqual(['Voucher Promo', 'Tiket Event', 'Kartu Saya']);
    const cardFirst = mount(wallet(), '/account');
    expect(cardFirst.querySelectorAll('h1')).toHaveLength(1);
    expect([...cardFirst.querySelectorAll('h1, h2')].map((h) => h.textContent)).toEqual(['Kartu Saya', 'Voucher Promo', 'Tiket Event']);
  });

  it('says the session has ended, and still shows the codes', () => {
    const view = mount(wallet({ sessionEndsAt: Math.floor(now.getTime() / 1000) - 60 }));
    expect(getByRole(view, 'alert').textContent).toBe(WALLET_TEXT.sessionOver);
    expect(getByRole(view, 'button', { name: /Tampilkan Kode KOPI1/ })).toBeTruthy();
  });

  it('says how to get vouchers saved when none were ever seen', () => {
    const view = mount(wallet({ vouchers: null }));
    expect(getByText(view, WALLET_TEXT.notSynced)).toBeTruthy();
  });

  it('opens a code full screen as a history entry: Back closes it', () => {
    const view = mount(wallet(), '/account/voucher');
    getByRole(view, 'button', { name: 'Tampilkan Kode KOPI1 layar penuh' }).click();
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('[data-testid="fullscreen-code"]')?.textContent).toBe('KOPI1');
    expect(dialog.querySelector('[data-qr-value="MYVALUE:VOUCHER:KOPI1"] svg')).toBeTruthy();
    expect(history.state).toEqual({ mvTill: true });
    history.replaceState(null, '');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(dialog.open).toBe(false);
  });
});
