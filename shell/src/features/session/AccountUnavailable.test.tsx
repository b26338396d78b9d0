import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STRINGS, type SessionState } from 'shared-contracts';
import { ShellRoutes } from '../../app/ShellRoutes';
import { goTo, makeBoot, MEMBER, Nav, renderShell, Reply, stubFetch } from '../../testing/render';
import { SessionSync } from './SessionSync';

// The member area is a remote parcel: a marker stands in for it here.
jest.mock('../../app/RemoteOutlet', () => ({
  RemoteOutlet: ({ name }: { name: string }) => <div data-testid="remote-area">{name}</div>,
  RemoteLoading: () => <div role="status" />,
}));
jest.mock('../../app/remotes', () => ({ loadRemoteApp: jest.fn() }));

const UNCONFIRMED: SessionState = { status: 'unknown', user: null, expiresAt: null };
const UNAVAILABLE_ANSWER = new Reply(503, { ...UNCONFIRMED, unavailable: true, message: STRINGS.accountDataUnavailable });

afterEach(() => {
  jest.restoreAllMocks();
  document.title = '';
});

const boot = () => makeBoot({ session: UNCONFIRMED, sessionUnavailable: true });

describe('a member whose SSO did not answer', () => {
  it('gets a public page with the account notice and Coba Lagi, and no Masuk', () => {
    stubFetch({});
    renderShell(<ShellRoutes />, { path: '/promo', session: UNCONFIRMED, boot: boot() });
    const notice = screen.getByTestId('account-unavailable');
    expect(notice).toHaveTextContent('Data akun sementara tidak dapat dimuat');
    expect(within(notice).getByRole('button', { name: 'Coba Lagi' })).toBeEnabled();
    expect(screen.getByTestId('remote-area')).toHaveTextContent('catalog');
    expect(screen.queryByRole('button', { name: 'Masuk / Daftar' })).not.toBeInTheDocument();
  });

  it('gets a member-only page that says so in place of its content, not the sign-in gate', async () => {
    stubFetch({});
    renderShell(<ShellRoutes />, { path: '/account/poin', session: UNCONFIRMED, boot: boot() });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Poin Saya' })).toBeInTheDocument();
    expect(within(main).getByRole('alert')).toHaveTextContent('Data akun sementara tidak dapat dimuat');
    expect(screen.queryByTestId('remote-area')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Masuk untuk membuka halaman ini' })).not.toBeInTheDocument();
    // Said once: the notice under the header stays away on this page.
    expect(screen.queryByTestId('account-unavailable')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Poin Saya - MyValue'));
  });

  it("'Coba Lagi' still without an answer keeps the notice; with the SSO back the member's page opens", async () => {
    let answer: unknown = UNAVAILABLE_ANSWER;
    stubFetch({ '/webapi/session': () => answer });
    const { store } = renderShell(<ShellRoutes />, { path: '/account/poin', session: UNCONFIRMED, boot: boot() });
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Data akun sementara tidak dapat dimuat');
    expect(store.getState().session.status).toBe('unknown');
    answer = { ...MEMBER, loggedOut: false };
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(screen.getByTestId('remote-area')).toHaveTextContent('account'));
    expect(store.getState().session.status).toBe('member');
    expect(screen.queryByText('Data akun sementara tidak dapat dimuat', { exact: false })).not.toBeInTheDocument();
  });
});

describe('the session check of a navigation while the SSO does not answer', () => {
  it('marks an unconfirmed member unavailable, and leaves a member already shown as they are', async () => {
    stubFetch({ '/webapi/session': UNAVAILABLE_ANSWER });
    const unconfirmed = renderShell(
      <>
        <SessionSync />
        <Nav />
        <ShellRoutes />
      </>,
      { path: '/promo', session: UNCONFIRMED },
    );
    expect(screen.queryByTestId('account-unavailable')).not.toBeInTheDocument();
    act(() => goTo('/event'));
    expect(await screen.findByTestId('account-unavailable')).toHaveTextContent('Data akun sementara tidak dapat dimuat');
    unconfirmed.unmount();

    const { store } = renderShell(
      <>
        <SessionSync />
        <Nav />
        <ShellRoutes />
      </>,
      { path: '/promo', session: MEMBER },
    );
    act(() => goTo('/event'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/event'));
    await new Promise((r) => setTimeout(r, 50));
    expect(store.getState().session.status).toBe('member');
    expect(screen.queryByTestId('account-unavailable')).not.toBeInTheDocument();
    expect(screen.queryByText('Sesi kamu telah berakhir', { exact: false })).not.toBeInTheDocument();
  });
});
