import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACK_EVENTS } from 'shared-contracts';
import { MEMBER, json, renderShell, stubFetch, goTo, Nav } from '../../testing/render';
import { Header } from './Header';

const CATEGORIES = {
  results: [
    { id: 1, slug: 'makanan-minuman', title: 'Makanan & Minuman', image: 'https://cdn.example/food.png', description: '', promoCount: 3 },
    { id: 2, slug: 'buku', title: 'Buku', image: 'https://cdn.example/book.png', description: '', promoCount: 1 },
  ],
  count: 2,
  next: null,
  previous: null,
};
const APP_LINKS = {
  android: 'https://play.example/myvalue',
  ios: 'https://apps.example/myvalue',
  appDownloadPage: 'https://myvalue.example/unduh',
  customerServicePhone: '+62 21 8064 2222',
  customerServiceChat: 'https://wa.example/1',
  social: { youtube: 'https://yt.example', facebook: 'https://fb.example', instagram: 'https://ig.example' },
};


/** The top bar's 'Kategori Voucher' (the phone header has its own, an icon button). */
const topBarCategories = () => within(screen.getByRole('navigation', { name: 'Tautan MyValue' })).getByRole('button', { name: /Kategori Voucher/ });

function setup(path = '/promo', routes: Record<string, unknown> = {}) {
  const fetchSpy = stubFetch({ '/api/v1/categories': CATEGORIES, '/api/v1/app-links': APP_LINKS, ...routes });
  const utils = renderShell(
    <>
      <Header home={path === '/'} />
      <Nav />
    </>,
    { path },
  );
  return { ...utils, fetchSpy, user: userEvent.setup() };
}

afterEach(() => jest.restoreAllMocks());

describe('header', () => {
  it('links the logo to / and keeps the main navigation', () => {
    setup();
    expect(screen.getByRole('link', { name: 'MyValue — Beranda' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    for (const [name, href] of [
      ['Promo', '/promo'],
      ['Event', '/event'],
      ['Merchant', '/merchant'],
      ['Artikel', '/article'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('has the desktop top bar links', () => {
    setup();
    const bar = screen.getByRole('navigation', { name: 'Tautan MyValue' });
    expect(within(bar).getByRole('link', { name: 'Tentang MyValue' })).toHaveAttribute('href', '/about');
    expect(within(bar).getByRole('link', { name: 'Menjadi Partner' })).toHaveAttribute('href', '/business');
    expect(within(bar).getByRole('link', { name: 'Program Referral' })).toHaveAttribute('href', '/referral');
    expect(within(bar).getByRole('link', { name: 'Pusat Bantuan' })).toHaveAttribute('href', '#pusat-bantuan');
  });

  it('"Pusat Bantuan" jumps to the footer help section without changing the route', async () => {
    const { user } = setup();
    const help = document.createElement('section');
    help.id = 'pusat-bantuan';
    help.tabIndex = -1;
    document.body.appendChild(help);
    await user.click(screen.getByRole('link', { name: 'Pusat Bantuan' }));
    expect(help).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/promo$/);
    help.remove();
  });

  it('shows the extra block only on home', () => {
    setup('/');
    expect(screen.getByTestId('home-header-block')).toBeInTheDocument();
  });

  it('greets a member on home with their tier and points and the till one tap away', async () => {
    stubFetch({ '/api/v1/categories': CATEGORIES, '/api/v1/app-links': APP_LINKS, '/sso/v2/tiers/me': { tierName: 'Gold' }, '/sso/v1/point': { point: 12500 } });
    renderShell(<Header home />, { path: '/', session: MEMBER });
    const block = screen.getByTestId('home-header-block');
    expect(within(block).getByText('Hai, Dewi!')).toBeInTheDocument();
    await waitFor(() => expect(within(block).getByTestId('home-member-figures')).toHaveTextContent('Tier Gold · 12.500 Poin'));
    expect(within(block).getByRole('link', { name: 'Kartu Saya' })).toHaveAttribute('href', '/account/card');
    expect(within(block).getByRole('link', { name: 'Voucher Saya' })).toHaveAttribute('href', '/account/voucher');
  });

  it('offers no till links to a visitor', () => {
    setup('/');
    const block = screen.getByTestId('home-header-block');
    expect(within(block).getByText('Temukan promo, voucher, dan event dari merchant partner MyValue.')).toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: 'Kartu Saya' })).not.toBeInTheDocument();
  });

  it('has no extra block elsewhere', () => {
    setup('/promo');
    expect(screen.queryByTestId('home-header-block')).not.toBeInTheDocument();
  });

  it('shows the mobile search icon linking to /search, except on /search', () => {
    setup('/promo');
    expect(screen.getByRole('link', { name: 'Cari' })).toHaveAttribute('href', '/search');
    act(() => goTo('/search?q=kopi'));
    expect(screen.queryByRole('link', { name: 'Cari' })).not.toBeInTheDocument();
  });
});

describe('search bar', () => {
  it('is a GET form to /search with the box named q, so it works before the scripts run', () => {
    setup();
    const form = screen.getByRole('search', { name: 'Pencarian' });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
  });

  it('goes to /search?q= on Enter and tracks the search', async () => {
    const { user, track } = setup('/promo');
    const box = screen.getByRole('searchbox', { name: 'Cari voucher, event, promo...' });
    expect(box).toHaveAttribute('placeholder', 'Cari voucher, event, promo...');
    await user.type(box, 'kopi & teh{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=kopi%20%26%20teh');
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.search, { query: 'kopi & teh' });
  });

  it('does not search for blanks', async () => {
    const { user } = setup('/promo');
    await user.type(screen.getByRole('searchbox'), '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/promo$/);
  });

  it('follows q in the address', () => {
    setup('/search?q=buku');
    expect(screen.getByRole('searchbox')).toHaveValue('buku');
    act(() => goTo('/search?q=kopi'));
    expect(screen.getByRole('searchbox')).toHaveValue('kopi');
    act(() => goTo('/promo'));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});

describe('top bar popovers', () => {
  it('opens the download-app popover with a QR code of the app-download link', async () => {
    const { user } = setup();
    const trigger = screen.getByRole('button', { name: /Unduh Aplikasi MyValue/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const qr = await screen.findByRole('img', { name: 'Kode QR untuk mengunduh aplikasi MyValue' });
    await waitFor(() => expect(qr).toHaveAttribute('data-qr-value', 'https://myvalue.example/unduh'));
    expect(screen.getByRole('link', { name: 'Unduh di Google Play' })).toHaveAttribute('href', 'https://play.example/myvalue');
    expect(screen.getByRole('link', { name: 'Unduh di App Store' })).toHaveAttribute('href', 'https://apps.example/myvalue');
  });

  it('falls back to the configured app-download URL when app links fail', async () => {
    const { user } = setup('/promo', { '/api/v1/app-links': () => json({ errorCode: 'X' }, 500) });
    await user.click(screen.getByRole('button', { name: /Unduh Aplikasi MyValue/ }));
    const qr = await screen.findByRole('img', { name: 'Kode QR untuk mengunduh aplikasi MyValue' });
    await new Promise((r) => setTimeout(r, 20));
    expect(qr).toHaveAttribute('data-qr-value', 'https://myvalue.example/download');
  });

  it('closes a popover with Escape and returns focus to its button', async () => {
    const { user } = setup();
    const trigger = topBarCategories();
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Kategori Voucher' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Kategori Voucher' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('is keyboard usable: Enter opens and focus moves into the panel', async () => {
    const { user } = setup();
    const trigger = topBarCategories();
    trigger.focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Kategori Voucher' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
  });

  it('has a phone category button in the header actions, opening the same grid of category links', async () => {
    const { user } = setup();
    const buttons = screen.getAllByRole('button', { name: 'Kategori Voucher' });
    expect(buttons).toHaveLength(2);
    const phone = buttons.find((b) => b !== topBarCategories()) as HTMLElement;
    await user.click(phone);
    expect(phone).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Kategori Voucher' });
    expect(await within(panel).findByRole('link', { name: 'Buku' })).toHaveAttribute('href', '/category/buku');
    await user.keyboard('{Escape}');
    expect(phone).toHaveAttribute('aria-expanded', 'false');
    expect(phone).toHaveFocus();
  });

  it('closes when clicking outside', async () => {
    const { user } = setup();
    const trigger = topBarCategories();
    await user.click(trigger);
    await user.click(screen.getByRole('link', { name: 'MyValue — Beranda' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows loading until categories load, then the category grid', async () => {
    let release: (r: Response) => void = () => undefined;
    const { user } = setup('/promo', { '/api/v1/categories': () => new Promise<Response>((r) => (release = r)) });
    await user.click(topBarCategories());
    const panel = screen.getByRole('dialog', { name: 'Kategori Voucher' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Memuat…');
    await act(async () => release(json(CATEGORIES)));
    const link = await within(panel).findByRole('link', { name: 'Makanan & Minuman' });
    expect(link).toHaveAttribute('href', '/category/makanan-minuman');
    expect(within(panel).getByRole('link', { name: 'Buku' })).toHaveAttribute('href', '/category/buku');
  });

  it('requests categories with page_size=50', async () => {
    const { fetchSpy } = setup();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const urls = fetchSpy.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(urls).toContain('http://localhost/api/v1/categories?page_size=50');
  });

  it('offers a retry when categories fail', async () => {
    const { user } = setup('/promo', { '/api/v1/categories': () => json({ errorCode: 'X' }, 500) });
    await user.click(topBarCategories());
    // The open panel's: the phone's (rendered hidden, it opens before the scripts) has its own.
    const panel = screen.getByRole('dialog', { name: 'Kategori Voucher' });
    expect(await within(panel).findByText('Kategori gagal dimuat.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  });

  it('closes an open popover on navigation', async () => {
    const { user } = setup();
    const trigger = topBarCategories();
    await user.click(trigger);
    const link = await screen.findByRole('link', { name: 'Buku' });
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/category/buku');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
