import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellRoutes } from '../../app/ShellRoutes';
import { ANONYMOUS, MEMBER, renderShell, stubFetch, goTo, Nav } from '../../testing/render';
import { SessionSync } from './SessionSync';

// The member area is a remote parcel: a marker stands in for it here.
jest.mock('../../app/RemoteOutlet', () => ({
  RemoteOutlet: ({ name }: { name: string }) => <div data-testid="remote-area">{name}</div>,
  RemoteLoading: () => <div role="status" />,
}));
jest.mock('../../app/remotes', () => ({ loadRemoteApp: jest.fn() }));


afterEach(() => {
  jest.restoreAllMocks();
  document.title = '';
});

describe('an /account link without a session', () => {
  it('explains why, offers Masuk and signs in back to the same path, query and hash', async () => {
    stubFetch({});
    const { login } = renderShell(<ShellRoutes />, { path: '/account/voucher?tab=riwayat#tiket', session: ANONYMOUS });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Masuk untuk membuka halaman ini' })).toBeInTheDocument();
    expect(main).toHaveTextContent('hanya bisa dibuka setelah masuk');
    expect(main).toHaveTextContent('Setelah masuk, kamu kembali ke halaman ini.');
    expect(screen.queryByTestId('remote-area')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account/voucher?tab=riwayat#tiket');
    await waitFor(() => expect(document.title).toBe('Voucher Saya - MyValue'));
    await userEvent.click(within(main).getByRole('button', { name: 'Masuk' }));
    expect(login).toHaveBeenCalledWith('/account/voucher?tab=riwayat#tiket');
    expect(within(main).getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
  });

  it('mounts the member area for a member', () => {
    stubFetch({});
    renderShell(<ShellRoutes />, { path: '/account/voucher', session: MEMBER });
    expect(screen.getByTestId('remote-area')).toHaveTextContent('account');
    expect(screen.queryByRole('heading', { name: 'Masuk untuk membuka halaman ini' })).not.toBeInTheDocument();
  });

  it('still sends a member whose token failed introspection to / (the spec), without the explanation', async () => {
    stubFetch({ '/webapi/session': { status: 'anonymous', user: null, expiresAt: null, loggedOut: true } });
    const { store } = renderShell(
      <>
        <SessionSync />
        <Nav />
        <ShellRoutes />
      </>,
      { path: '/account', session: MEMBER },
    );
    act(() => goTo('/account/poin'));
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('heading', { name: 'Masuk untuk membuka halaman ini' })).not.toBeInTheDocument();
  });
});
