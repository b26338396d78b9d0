import { act, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import userEvent from '@testing-library/user-event';
import { LOGIN_REDIRECT_KEY, memberApi, STRINGS } from 'shared-contracts';
import { ANONYMOUS, TEST_USER, json, makeBoot, MEMBER, renderShell, stubFetch, goTo, Nav } from '../../testing/render';
import { useFatalError } from '../error/useFatalError';
import { SessionEndedNotice } from './SessionEndedNotice';
import { SessionSync } from './SessionSync';
import { keepInWallet, readWallet } from 'shared-contracts/wallet';
import { OFFLINE_COPY_ATTRIBUTE } from '../offline/swContract';


function setup(path: string, session = MEMBER) {
  return renderShell(
    <>
      <SessionSync />
      <Nav />
    </>,
    { path, session },
  );
}

const sessionCalls = (spy: jest.SpyInstance) =>
  spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).endsWith('/webapi/session'));

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('session on every navigation', () => {
  it('trusts the boot session for the first page and introspects on each navigation', async () => {
    const spy = stubFetch({ '/webapi/session': { status: 'member', user: TEST_USER, expiresAt: 2_000_000_000 } });
    setup('/');
    expect(sessionCalls(spy)).toHaveLength(0);
    act(() => goTo('/promo'));
    await waitFor(() => expect(sessionCalls(spy)).toHaveLength(1));
    act(() => goTo('/event'));
    await waitFor(() => expect(sessionCalls(spy)).toHaveLength(2));
  });

  it('does not introspect for a history entry that only adds state to the same page (the full-screen code, Back from it)', async () => {
    const spy = stubFetch({ '/webapi/session': { status: 'member', user: TEST_USER, expiresAt: 2_000_000_000 } });
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    function StateNav() {
      navigate = useNavigate();
      return null;
    }
    renderShell(
      <>
        <SessionSync />
        <StateNav />
      </>,
      { path: '/account/voucher', session: MEMBER },
    );
    act(() => void navigate('/account/voucher', { state: { fullscreenCode: 'KODE1' } }));
    act(() => void navigate(-1));
    await new Promise((r) => setTimeout(r, 10));
    expect(sessionCalls(spy)).toHaveLength(0);
    act(() => void navigate('/account/voucher', { replace: true }));
    await waitFor(() => expect(sessionCalls(spy)).toHaveLength(1));
  });

  it('introspects at once when the boot session is unknown and signs the member in', async () => {
    stubFetch({ '/webapi/session': { status: 'member', user: TEST_USER, expiresAt: 2_000_000_000 } });
    const { store } = setup('/', { status: 'unknown', user: null, expiresAt: null });
    await waitFor(() => expect(store.getState().session.status).toBe('member'));
    expect(store.getState().session.user?.fullName).toBe('Dewi Sartika');
  });

  it('signs a visitor in when the session answers with a member, and clears login-redirect', async () => {
    window.sessionStorage.setItem(LOGIN_REDIRECT_KEY, '/about');
    stubFetch({ '/webapi/session': { status: 'member', user: TEST_USER, expiresAt: 2_000_000_000 } });
    const { store } = setup('/', ANONYMOUS);
    act(() => goTo('/about'));
    await waitFor(() => expect(store.getState().session.status).toBe('member'));
    expect(window.sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
  });

  it('clears login-redirect when the page boots signed in', () => {
    window.sessionStorage.setItem(LOGIN_REDIRECT_KEY, '/about');
    stubFetch({});
    setup('/about');
    expect(window.sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
  });

  it('logs the member out and sends them from /account to / when introspection failed', async () => {
    stubFetch({ '/webapi/session': { status: 'anonymous', user: null, expiresAt: null, loggedOut: true } });
    const { store } = setup('/account');
    act(() => goTo('/account/poin'));
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('logs out but stays on a public page', async () => {
    stubFetch({ '/webapi/session': { status: 'anonymous', user: null, expiresAt: null, loggedOut: true } });
    const { store } = setup('/');
    act(() => goTo('/promo'));
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(screen.getByTestId('location')).toHaveTextContent('/promo');
  });

  it('drops cached member data when the session ended', async () => {
    stubFetch({
      '/webapi/session': { status: 'anonymous', user: null, expiresAt: null, loggedOut: true },
      '/sso/v1/point': { point: 12500 },
    });
    const { store } = setup('/');
    await act(() => store.dispatch(memberApi.endpoints.getPoint.initiate()));
    expect(memberApi.endpoints.getPoint.select()(store.getState()).data).toEqual({ point: 12500 });
    act(() => goTo('/promo'));
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(memberApi.endpoints.getPoint.select()(store.getState()).data).toBeUndefined();
  });

  it.each([
    ['a 5xx from the SSO', () => json({ errorCode: 'UPSTREAM' }, 502)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the session on %s', async (_name, answer) => {
    const spy = stubFetch({ '/webapi/session': answer });
    const { store } = setup('/account');
    act(() => goTo('/account/badge'));
    await waitFor(() => expect(sessionCalls(spy)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(store.getState().session.status).toBe('member');
    expect(screen.getByTestId('location')).toHaveTextContent('/account/badge');
  });
});

describe('what the member is told', () => {
  it("says 'Sesi kamu telah berakhir' with 'Masuk' when the server ended the session on a navigation", async () => {
    stubFetch({ '/webapi/session': { status: 'anonymous', user: null, expiresAt: null, loggedOut: true } });
    const { store } = renderShell(
      <>
        <SessionSync />
        <SessionEndedNotice />
        <Nav />
      </>,
      { path: '/account', session: MEMBER },
    );
    expect(screen.queryByText(STRINGS.sessionEnded)).toBeNull();
    act(() => goTo('/account/poin'));
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(await screen.findByText(STRINGS.sessionEnded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STRINGS.signIn })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await userEvent.click(screen.getByRole('button', { name: STRINGS.close }));
    expect(screen.queryByText(STRINGS.sessionEnded)).toBeNull();
  });

  it('says nothing to a visitor who was never signed in', async () => {
    const spy = stubFetch({ '/webapi/session': { status: 'anonymous', user: null, expiresAt: null, loggedOut: true } });
    renderShell(
      <>
        <SessionSync />
        <SessionEndedNotice />
        <Nav />
      </>,
      { path: '/', session: ANONYMOUS },
    );
    act(() => goTo('/promo'));
    await waitFor(() => expect(sessionCalls(spy)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.queryByText(STRINGS.sessionEnded)).toBeNull();
  });

  it("shows the boot data's sign-out on the first page", () => {
    renderShell(<SessionEndedNotice />, { path: '/', boot: makeBoot({ sessionEnded: true }) });
    expect(screen.getByText(STRINGS.sessionEnded)).toBeInTheDocument();
  });

  it('shows the fatal error when the user fetch fails with 5xx on a client navigation (spec §8), until the next one', async () => {
    let ssoDown = true;
    stubFetch({
      '/webapi/session': () =>
        ssoDown
          ? json({ status: 'anonymous', user: null, expiresAt: null, error: { status: 503, message: 'Layanan akun sedang gangguan' } }, 502)
          : json({ status: 'member', user: TEST_USER, expiresAt: 2_000_000_000 }),
    });
    function Fatal() {
      const fatal = useFatalError();
      return <p>{fatal ? `fatal ${fatal.status}: ${fatal.message}` : 'page'}</p>;
    }
    renderShell(
      <>
        <SessionSync />
        <Fatal />
        <Nav />
      </>,
      { path: '/promo', session: MEMBER },
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    act(() => goTo('/event'));
    expect(await screen.findByText('fatal 503: Layanan akun sedang gangguan')).toBeInTheDocument();
    ssoDown = false;
    act(() => goTo('/'));
    expect(await screen.findByText('page')).toBeInTheDocument();
  });
});

describe("the offline wallet's privacy on a shared phone", () => {
  const keep = (memberId: string) =>
    keepInWallet({ memberId, card: { name: 'Dewi', tierName: 'Gold', valueId: memberId }, sessionEndsAt: null, vouchers: [], tickets: [] }, new Date());

  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute(OFFLINE_COPY_ATTRIBUTE);
  });

  it('keeps the signed-in member\'s own wallet and erases another member\'s', () => {
    keep(TEST_USER.valueId);
    setup('/account');
    expect(readWallet()?.memberId).toBe(TEST_USER.valueId);
    keep('MV-SOMEONE-ELSE');
    setup('/account');
    expect(readWallet()).toBeNull();
  });

  it('erases it on a page served without a session, and when the server ends the session on a navigation', async () => {
    keep(TEST_USER.valueId);
    setup('/', ANONYMOUS);
    expect(readWallet()).toBeNull();

    keep(TEST_USER.valueId);
    stubFetch({ '/webapi/session': { status: 'anonymous', user: null, expiresAt: null, loggedOut: true } });
    setup('/promo', MEMBER);
    expect(readWallet()).not.toBeNull();
    act(() => goTo('/event'));
    await waitFor(() => expect(readWallet()).toBeNull());
  });

  it('keeps it on a kept copy served offline and on an error page (the SSO did not answer)', () => {
    keep(TEST_USER.valueId);
    document.documentElement.setAttribute(OFFLINE_COPY_ATTRIBUTE, '');
    setup('/', ANONYMOUS);
    expect(readWallet()).not.toBeNull();
    document.documentElement.removeAttribute(OFFLINE_COPY_ATTRIBUTE);
    renderShell(<SessionSync />, { path: '/', boot: makeBoot({ session: ANONYMOUS, status: 503, error: { status: 503, message: 'Layanan akun sedang gangguan' } }) });
    expect(readWallet()).not.toBeNull();
  });
});
