import { screen, within } from '@testing-library/react';
import { SHELL_ROUTES } from 'shared-contracts';
import { article, articleList, banner, list } from '../../testing/fixtures';
import { calledUrls, get, mockFetch, renderShell } from '../../testing/render';
import { HomePage } from './HomePage';
import { SHELL_PAGES } from '../index';

// The widget parcels load remotes through Module Federation at run time; here each one
// is a marker, so the test sees which widget the home page put in which section.
jest.mock('../../app/RemoteWidget', () => ({
  RemoteWidget: ({ remote, widget }: { remote: string; widget: string }) => (
    <div data-testid="remote-widget" data-remote={remote} data-widget={widget} />
  ),
}));

const home = SHELL_ROUTES.find((r) => r.path === '/')!;

afterEach(() => jest.restoreAllMocks());

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('HomePage', () => {
  it('puts banners, the remotes’ widgets and the latest articles in titled sections with links into their areas', async () => {
    const fetchSpy = mockFetch(
      get('/api/v1/banners', list([banner(1, 'Pesta Buku Gramedia')])),
      get('/api/v1/home-announcement', { announcement: null }),
      get('/api/v1/articles', articleList([article('kopi-nusantara', { title: 'Kopi Nusantara yang Wajib Dicoba' })])),
    );
    const { container } = renderShell(<HomePage route={home} />, { path: home.path, route: home.path, pages: SHELL_PAGES });

    expect(container.firstElementChild).toHaveAttribute('data-owner', 'shell');
    expect(document.title).toBe(`${home.title} - MyValue`);
    expect(await screen.findByRole('img', { name: 'Pesta Buku Gramedia' })).toBeInTheDocument();

    const expected: Array<[string, string, string, string | null]> = [
      ['Promo Favorit', 'catalog', 'FavoritePromos', '/promo'],
      ['Kategori Voucher', 'catalog', 'CategoryGrid', '/promo'],
      ['Promo Terbaru', 'catalog', 'NewestPromos', '/promo'],
      ['Event Mendatang', 'events', 'UpcomingEvents', '/event'],
      ['Campaign Pilihan', 'events', 'CampaignCarousel', null],
      ['Merchant Partner', 'catalog', 'MerchantStrip', '/merchant'],
    ];
    for (const [title, remote, widget, more] of expected) {
      const region = section(title);
      const marker = within(region).getByTestId('remote-widget');
      expect(marker).toHaveAttribute('data-remote', remote);
      expect(marker).toHaveAttribute('data-widget', widget);
      const link = within(region).queryByRole('link', { name: `Lihat Semua ${title}` });
      if (more) expect(link).toHaveAttribute('href', more);
      else expect(link).toBeNull();
    }

    const articles = section('Artikel Terbaru');
    expect(within(articles).getByRole('link', { name: 'Lihat Semua Artikel Terbaru' })).toHaveAttribute('href', '/article');
    expect(await within(articles).findByRole('link', { name: 'Kopi Nusantara yang Wajib Dicoba' })).toHaveAttribute(
      'href',
      '/article/kopi-nusantara',
    );
    expect(calledUrls(fetchSpy).find((u) => u.pathname === '/api/v1/articles')?.searchParams.get('pageSize')).toBe('3');
  });

  it('keeps the other sections when the articles fail, with an Indonesian message', async () => {
    mockFetch(
      get('/api/v1/banners', list([])),
      get('/api/v1/home-announcement', { announcement: null }),
      get('/api/v1/articles', { errorCode: 'INTERNAL_ERROR', message: 'Gagal', data: null }, 500),
    );
    renderShell(<HomePage route={home} />, { path: home.path, route: home.path, pages: SHELL_PAGES });
    const alert = await within(section('Artikel Terbaru')).findByRole('alert');
    expect(alert).toHaveTextContent('Artikel gagal dimuat');
    expect(alert).toHaveTextContent('Terjadi kesalahan pada server, mohon coba lagi nanti.');
    expect(within(section('Promo Favorit')).getByTestId('remote-widget')).toBeInTheDocument();
  });

  it('says so when there are no articles yet', async () => {
    mockFetch(
      get('/api/v1/banners', list([])),
      get('/api/v1/home-announcement', { announcement: null }),
      get('/api/v1/articles', articleList([])),
    );
    renderShell(<HomePage route={home} />, { path: home.path, route: home.path, pages: SHELL_PAGES });
    expect(await within(section('Artikel Terbaru')).findByText('Belum ada artikel')).toBeInTheDocument();
  });
});

