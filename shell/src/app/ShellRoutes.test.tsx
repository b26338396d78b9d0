import { act, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, renderShell, stubFetch, goTo, Nav } from '../testing/render';
import { announcementItem } from '../testing/fixtures';
import { ShellRoutes } from './ShellRoutes';

// A remote's area is a parcel: a marker stands in for it here.
jest.mock('./RemoteOutlet', () => ({
  RemoteOutlet: ({ name }: { name: string }) => <div data-testid="remote-area">{name}</div>,
  RemoteLoading: () => <div role="status" />,
}));
jest.mock('./remotes', () => ({ loadRemoteApp: jest.fn() }));


afterEach(() => {
  document.title = '';
});

const notFoundPage = () => screen.getByRole('region', { name: 'Tidak Ditemukan' });

describe('ShellRoutes: spec §8 404 pages', () => {
  it("shows a route's malformed slug the 404 page with 'Page Not Found: {path}', without mounting its owner", () => {
    stubFetch({});
    renderShell(<ShellRoutes />, { path: '/promo/-awal-strip', session: ANONYMOUS });
    expect(notFoundPage()).toHaveAttribute('data-error-message', 'Page Not Found: /promo/-awal-strip');
    expect(within(notFoundPage()).getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-area')).not.toBeInTheDocument();
  });

  it('shows the same page after a client-side navigation to a malformed slug, and the owner again after one to a good slug', () => {
    stubFetch({});
    renderShell(
      <>
        <Nav />
        <ShellRoutes />
      </>,
      { path: '/event', session: ANONYMOUS },
    );
    expect(screen.getByTestId('remote-area')).toHaveTextContent('events');
    act(() => goTo('/event/titik.slug/register'));
    expect(notFoundPage()).toHaveAttribute('data-error-message', 'Page Not Found: /event/titik.slug/register');
    expect(screen.queryByTestId('remote-area')).not.toBeInTheDocument();
    act(() => goTo('/event/festival-literasi-jakarta'));
    expect(screen.getByTestId('remote-area')).toHaveTextContent('events');
  });

  it("shows an unmatched path the 404 page with 'Page not found: {path}'", () => {
    stubFetch({});
    renderShell(<ShellRoutes />, { path: '/tidak/ada', session: ANONYMOUS });
    expect(notFoundPage()).toHaveAttribute('data-error-message', 'Page not found: /tidak/ada');
  });

  it('mounts the owner for a well-formed slug (whether it exists is the owner’s to say)', () => {
    stubFetch({});
    renderShell(<ShellRoutes />, { path: '/merchant/tidak-ada', session: ANONYMOUS });
    expect(screen.getByTestId('remote-area')).toHaveTextContent('catalog');
  });
});

describe('ShellRoutes: document titles', () => {
  it("gives a shell page its row's title on a client navigation (a detail page's from its data), and the 404 and sign-in states their own", async () => {
    stubFetch({ 'GET /api/v1/home-announcement/slug/pesta-buku': announcementItem(4, { slug: 'pesta-buku', title: 'Pesta Buku Gramedia telah dimulai!' }) });
    renderShell(
      <>
        <Nav />
        <ShellRoutes />
      </>,
      { path: '/health', session: ANONYMOUS },
    );
    await waitFor(() => expect(document.title).toBe('Health - MyValue'));
    act(() => goTo('/announcement/pesta-buku'));
    await waitFor(() => expect(document.title).toBe('Pesta Buku Gramedia telah dimulai! - MyValue'));
    act(() => goTo('/lupa-kata-sandi'));
    await waitFor(() => expect(document.title).toBe('Lupa Kata Sandi - MyValue'));
    act(() => goTo('/tidak/ada'));
    await waitFor(() => expect(document.title).toBe('Tidak Ditemukan - MyValue'));
    act(() => goTo('/account/poin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk untuk membuka halaman ini' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Poin Saya - MyValue'));
  });
});
