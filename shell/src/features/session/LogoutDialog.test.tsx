import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberApi, TRACK_EVENTS } from 'shared-contracts';
import { UserMenu } from '../header/UserMenu';
import { json, MEMBER, renderShell, stubFetch } from '../../testing/render';

const ROUTES = {
  '/sso/v2/tiers/me': () => json({ errorCode: 'X' }, 500),
  '/sso/v1/point': { point: 12500 },
  '/sso/v1/user/cards': { results: [] },
  '/sso/v1/badges/groupByCategory': { badgeCategories: [] },
  'GET /api/v1/users/referral/code': { code: 'DEWI2026' },
};

function setup(path: string, logout: () => Response | Promise<Response> = () => new Response(null, { status: 204 })) {
  const spy = stubFetch({ ...ROUTES, 'DELETE /webapi/session/logout': logout });
  const user = userEvent.setup();
  const utils = renderShell(<UserMenu />, { session: MEMBER, path });
  return { ...utils, spy, user };
}

async function openLogout(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Dewi Sartika/ }));
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  return screen.getByRole('dialog', { name: 'Keluar Akun' });
}

const logoutCalls = (spy: jest.SpyInstance) =>
  spy.mock.calls.filter(([input, init]) => {
    const req = input instanceof Request ? input : null;
    const url = req ? req.url : String(input);
    return url.endsWith('/webapi/session/logout') && (init?.method ?? req?.method) === 'DELETE';
  });

afterEach(() => jest.restoreAllMocks());

describe('logout dialog', () => {
  it('opens titled "Keluar Akun" with a confirm button and "Batalkan"', async () => {
    const { user } = setup('/promo');
    const dialog = await openLogout(user);
    expect(within(dialog).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Batalkan' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu akun' })).not.toBeInTheDocument();
  });

  it('"Batalkan" only closes it', async () => {
    const { user, spy, store, track } = setup('/promo');
    const dialog = await openLogout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan' }));
    expect(screen.queryByRole('dialog', { name: 'Keluar Akun' })).not.toBeInTheDocument();
    expect(logoutCalls(spy)).toHaveLength(0);
    expect(store.getState().session.status).toBe('member');
    expect(track).not.toHaveBeenCalledWith(TRACK_EVENTS.logout);
    expect(screen.getByTestId('location')).toHaveTextContent('/promo');
    // Focus goes back to the menu button the dialog came from.
    expect(screen.getByRole('button', { name: /Dewi Sartika/ })).toHaveFocus();
  });

  it('Escape closes it like "Batalkan"', async () => {
    const { user, store } = setup('/promo');
    await openLogout(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keluar Akun' })).not.toBeInTheDocument();
    expect(store.getState().session.status).toBe('member');
  });

  it('confirm elsewhere than home: clears the session, tracks logout, closes and goes to /', async () => {
    const { user, spy, store, track } = setup('/account/poin');
    const dialog = await openLogout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(logoutCalls(spy)).toHaveLength(1);
    expect(store.getState().session).toEqual({ status: 'anonymous', user: null, expiresAt: null });
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.logout);
    expect(screen.queryByRole('dialog', { name: 'Keluar Akun' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masuk / Daftar' })).toBeInTheDocument();
  });

  it('confirm on home: resets the profile data and stays on home', async () => {
    const { user, store, track } = setup('/');
    await waitFor(() => expect(memberApi.endpoints.getPoint.select()(store.getState()).data).toEqual({ point: 12500 }));
    const dialog = await openLogout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    await waitFor(() => expect(memberApi.endpoints.getPoint.select()(store.getState()).data).toBeUndefined());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.logout);
    expect(screen.queryByRole('dialog', { name: 'Keluar Akun' })).not.toBeInTheDocument();
  });

  it('stays signed in with a message when the BFF cannot log out', async () => {
    const { user, store, track } = setup('/promo', () => Promise.reject(new TypeError('Failed to fetch')));
    const dialog = await openLogout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Keluar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal keluar');
    expect(store.getState().session.status).toBe('member');
    expect(track).not.toHaveBeenCalledWith(TRACK_EVENTS.logout);
    expect(screen.getByTestId('location')).toHaveTextContent('/promo');
  });
});
