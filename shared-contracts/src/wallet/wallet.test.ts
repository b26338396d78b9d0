import {
  WALLET_STORAGE_KEY,
  eraseWalletUnlessOf,
  isWalletItemExpired,
  isWalletSessionOver,
  keepInWallet,
  readWallet,
  type WalletItem,
  type WalletUpdate,
} from './wallet';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const item = (code: string, validUntil = '2026-12-01T16:59:00Z'): WalletItem => ({
  key: `v-${code}`,
  kind: 'promo',
  title: 'Diskon Kopi 20%',
  subtitle: 'Kopi Kenangan',
  code,
  qrValue: `MYVALUE:VOUCHER:${code}`,
  validUntil,
  validityText: 'Berlaku hingga 1 Des 2026 23.59 WIB',
  terms: 'Berlaku di semua gerai.',
  href: '/promo/diskon-kopi',
});

const dewi = (over: Partial<WalletUpdate> = {}): WalletUpdate => ({
  memberId: 'MV0001',
  card: { name: 'Dewi Sartika', tierName: 'Gold', valueId: 'MV0001' },
  sessionEndsAt: 1_800_000_000,
  ...over,
});
const now = new Date('2026-11-27T12:05:00Z');

describe('the offline wallet in the member\'s storage', () => {
  it('keeps the card and the lists seen, and keeps a list not seen this time', () => {
    const s = memoryStorage();
    expect(keepInWallet(dewi({ vouchers: [item('A1')], tickets: [] }), now, s)).toBe(true);
    keepInWallet(dewi({ card: { name: 'Dewi Sartika', tierName: 'Platinum', valueId: 'MV0001' } }), new Date('2026-11-27T13:00:00Z'), s);
    const w = readWallet(s)!;
    expect(w.card.tierName).toBe('Platinum');
    expect(w.vouchers?.map((v) => v.code)).toEqual(['A1']);
    expect(w.tickets).toEqual([]);
    // A newer card does not make the codes newer.
    expect(w.updatedAt).toBe(now.toISOString());
    keepInWallet(dewi({ tickets: [] }), new Date('2026-11-27T14:00:00Z'), s);
    expect(readWallet(s)!.updatedAt).toBe('2026-11-27T14:00:00.000Z');
  });

  it('replaces, never merges, another member\'s wallet', () => {
    const s = memoryStorage();
    keepInWallet(dewi({ vouchers: [item('A1')] }), now, s);
    keepInWallet({ memberId: 'MV0002', card: { name: 'Budi', tierName: null, valueId: 'MV0002' }, sessionEndsAt: null }, now, s);
    const w = readWallet(s)!;
    expect(w.memberId).toBe('MV0002');
    expect(w.vouchers).toBeNull();
  });

  it('erases a wallet of anyone but the member now signed in', () => {
    const s = memoryStorage();
    keepInWallet(dewi(), now, s);
    eraseWalletUnlessOf('MV0001', s);
    expect(readWallet(s)).not.toBeNull();
    eraseWalletUnlessOf('MV0002', s);
    expect(s.data.has(WALLET_STORAGE_KEY)).toBe(false);
  });

  it('drops what it cannot read instead of misreading it', () => {
    const s = memoryStorage();
    s.setItem(WALLET_STORAGE_KEY, '{"format":0}');
    expect(readWallet(s)).toBeNull();
    expect(s.data.has(WALLET_STORAGE_KEY)).toBe(false);
    s.setItem(WALLET_STORAGE_KEY, 'not json');
    expect(readWallet(s)).toBeNull();
  });

  it('refuses a link that leaves the site, and reports storage that is full', () => {
    const s = memoryStorage();
    expect(keepInWallet(dewi({ vouchers: [{ ...item('A1'), href: 'https://evil.example/' }] }), now, s)).toBe(false);
    expect(keepInWallet(dewi({ vouchers: [{ ...item('A1'), href: '//evil.example/' }] }), now, s)).toBe(false);
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(keepInWallet(dewi(), now, full)).toBe(false);
  });

  it('tells a code that expired while offline and a session that has ended', () => {
    expect(isWalletItemExpired(item('A1', '2026-11-27T12:00:00Z'), now)).toBe(true);
    expect(isWalletItemExpired(item('A1', '2026-11-27T12:10:00Z'), now)).toBe(false);
    expect(isWalletSessionOver({ sessionEndsAt: Math.floor(now.getTime() / 1000) - 1 } as never, now)).toBe(true);
    expect(isWalletSessionOver({ sessionEndsAt: null } as never, now)).toBe(false);
  });

});
