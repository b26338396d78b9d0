import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPIED_FLAG_MS, TRACK_EVENTS } from 'shared-contracts';
import { ANONYMOUS, json, MEMBER, renderShell, stubFetch } from '../../testing/render';
import { UserMenu } from './UserMenu';

const TIER = {
  tierName: 'Gold',
  tierLevel: 2,
  tierPoint: 12500,
  validUntil: '2026-12-31T16:59:59Z',
  progress: { nextTierName: 'Platinum', current: 12500, target: 25000, remaining: 12500, percentage: 50 },
  benefits: [],
  tiers: [],
};
const badge = (id: number, isObtained: boolean) => ({
  id,
  code: `B${id}`,
  name: `Badge ${id}`,
  description: '',
  image: 'https://cdn.example/b.png',
  isObtained,
  obtainedDate: null,
});
const BADGES = {
  badgeCategories: [
    { id: 1, name: 'Belanja', description: '', badges: [badge(1, true), badge(2, false)] },
    { id: 2, name: 'Event', description: '', badges: [badge(3, true), badge(4, true)] },
  ],
};
const card = (id: number) => ({
  id,
  cardType: 'MYVALUE',
  name: 'MyValue',
  cardNumber: `000${id}`,
  image: 'https://cdn.example/c.png',
  memberSince: '2024-01-01T00:00:00Z',
  isPrimary: id === 1,
});

function memberRoutes(overrides: Record<string, unknown> = {}) {
  return {
    '/sso/v2/tiers/me': TIER,
    '/sso/v1/point': { point: 12500 },
    '/sso/v1/user/cards': { results: [card(1), card(2)] },
    '/sso/v1/badges/groupByCategory': BADGES,
    'GET /api/v1/users/referral/code': { code: 'dewi2026' },
    ...overrides,
  };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Dewi Sartika/ }));
  return screen.getByRole('dialog', { name: 'Menu akun' });
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('user menu signed out', () => {
  it('"Masuk / Daftar" is a form that starts sign-in at the BFF without script, returning to this page', () => {
    renderShell(<UserMenu />, { session: ANONYMOUS, path: '/promo?page=2' });
    const form = screen.getByRole('button', { name: 'Masuk / Daftar' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/webapi/session/login');
    expect(Object.fromEntries(new FormData(form))).toEqual({ returnTo: '/promo?page=2' });
  });

  it('offers "Masuk / Daftar" which starts sign-in and tracks it', async () => {
    stubFetch({});
    const user = userEvent.setup();
    const { login, track } = renderShell(<UserMenu />, { session: ANONYMOUS });
    await user.click(screen.getByRole('button', { name: 'Masuk / Daftar' }));
    expect(login).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.login);
  });

  it('loads no member data', async () => {
    const spy = stubFetch({});
    renderShell(<UserMenu />, { session: ANONYMOUS });
    await new Promise((r) => setTimeout(r, 10));
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('user menu signed in', () => {
  it('loads tier, cards, point, badges and referral in parallel', async () => {
    const spy = stubFetch(memberRoutes());
    renderShell(<UserMenu />, { session: MEMBER });
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(5));
    const paths = spy.mock.calls.map(([input]) => new URL((input as Request).url).pathname).sort();
    expect(paths).toEqual(
      ['/api/v1/users/referral/code', '/sso/v1/badges/groupByCategory', '/sso/v1/point', '/sso/v1/user/cards', '/sso/v2/tiers/me'].sort(),
    );
  });

  it('shows name and avatar, and a menu with tier, points, badges, vouchers, memberships and referral', async () => {
    stubFetch(memberRoutes());
    const user = userEvent.setup();
    renderShell(<UserMenu />, { session: MEMBER });
    const trigger = screen.getByRole('button', { name: /Dewi Sartika/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/static/no-avatar.svg');
    const menu = await openMenu(user);
    expect(await within(menu).findByText('Gold')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Syarat & Ketentuan Tier' })).toHaveAttribute(
      'href',
      'https://sso.example/authorize/tnc_tiers',
    );
    expect(await within(menu).findByRole('link', { name: /Poin Saya\s*12\.500/ })).toHaveAttribute('href', '/account/poin');
    expect(await within(menu).findByRole('link', { name: /Koleksi Badge\s*3/ })).toHaveAttribute('href', '/account/badge');
    expect(within(menu).getByRole('link', { name: 'Voucher Saya' })).toHaveAttribute('href', '/account/voucher');
    expect(within(menu).getByRole('link', { name: 'Riwayat Aktivitas' })).toHaveAttribute('href', '/account/history');
    expect(await within(menu).findByRole('link', { name: /Membership\s*2 Kartu/ })).toHaveAttribute('href', '/account/membership');
    expect(await within(menu).findByTestId('referral-code')).toHaveTextContent('DEWI2026');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows a failure instead of a value when a header call fails', async () => {
    stubFetch(memberRoutes({ '/sso/v1/point': () => json({ errorCode: 'X' }, 500) }));
    const user = userEvent.setup();
    renderShell(<UserMenu />, { session: MEMBER });
    const menu = await openMenu(user);
    const points = within(menu).getByRole('link', { name: /Poin Saya/ });
    await waitFor(() => expect(points).toHaveTextContent('Gagal memuat'));
  });

  it('copies the referral code with the success message and a 1500 ms copied state', async () => {
    stubFetch(memberRoutes());
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { track } = renderShell(<UserMenu />, { session: MEMBER });
    const menu = await openMenu(user);
    await within(menu).findByTestId('referral-code');
    jest.useFakeTimers();
    await act(async () => {
      within(menu).getByRole('button', { name: 'Salin Kode Referral' }).click();
    });
    expect(writeText).toHaveBeenCalledWith('DEWI2026');
    expect(within(menu).getByRole('status')).toHaveTextContent('Kode Referral Berhasil Disalin');
    expect(within(menu).getByRole('button', { name: 'Tersalin' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.copyReferral);
    act(() => jest.advanceTimersByTime(COPIED_FLAG_MS - 1));
    expect(within(menu).getByRole('button', { name: 'Tersalin' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(menu).getByRole('button', { name: 'Salin Kode Referral' })).toBeInTheDocument();
    expect(within(menu).getByRole('status')).toHaveTextContent('');
  });

  it('says so when copying fails', async () => {
    stubFetch(memberRoutes());
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const { track } = renderShell(<UserMenu />, { session: MEMBER });
    const menu = await openMenu(user);
    await user.click(await within(menu).findByRole('button', { name: 'Salin Kode Referral' }));
    expect(within(menu).getByRole('status')).toHaveTextContent('Gagal Menyalin Kode Referral');
    expect(track).not.toHaveBeenCalledWith(TRACK_EVENTS.copyReferral);
  });

  it('offers "Buat Kode Baru" without a code, creates one and shows it', async () => {
    let code: string | null = null;
    stubFetch(
      memberRoutes({
        'GET /api/v1/users/referral/code': () => json({ code }),
        'POST /api/v1/users/referral/code': () => {
          code = 'NEWCODE1';
          return json({ code }, 201);
        },
      }),
    );
    const user = userEvent.setup();
    const { track } = renderShell(<UserMenu />, { session: MEMBER });
    const menu = await openMenu(user);
    await user.click(await within(menu).findByRole('button', { name: 'Buat Kode Baru' }));
    expect(await within(menu).findByTestId('referral-code')).toHaveTextContent('NEWCODE1');
    expect(within(menu).queryByRole('button', { name: 'Buat Kode Baru' })).not.toBeInTheDocument();
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.createReferral);
  });

  it('tells the member when creating a code fails', async () => {
    stubFetch(
      memberRoutes({
        'GET /api/v1/users/referral/code': { code: null },
        'POST /api/v1/users/referral/code': () => json({ errorCode: 'X' }, 500),
      }),
    );
    const user = userEvent.setup();
    renderShell(<UserMenu />, { session: MEMBER });
    const menu = await openMenu(user);
    await user.click(await within(menu).findByRole('button', { name: 'Buat Kode Baru' }));
    expect(await within(menu).findByRole('alert')).toHaveTextContent('Gagal membuat kode referral. Coba lagi.');
    expect(within(menu).getByRole('button', { name: 'Buat Kode Baru' })).toBeEnabled();
  });
});
