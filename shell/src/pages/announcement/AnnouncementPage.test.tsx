import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_ROUTES } from 'shared-contracts';
import { announcementItem } from '../../testing/fixtures';
import { get, json, mockFetch, renderShell } from '../../testing/render';
import { AnnouncementPage } from './AnnouncementPage';
import { SHELL_PAGES } from '../index';

const route = SHELL_ROUTES.find((r) => r.path === '/announcement/:slug')!;

const READ = announcementItem(4, {
  slug: 'pesta-buku',
  title: 'Pesta Buku Gramedia telah dimulai!',
  content: '<h2>Cara ikut</h2><p>Tukar poinmu.</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=1</script>',
  link: '/campaign/pesta-buku-gramedia',
  linkLabel: 'Lihat Promo',
  // 23.30 WIB on 18 Nov: still the 18th in Jakarta though the 19th is near.
  startDate: '2026-11-18T16:30:00Z',
});

afterEach(() => jest.restoreAllMocks());

describe('AnnouncementPage', () => {
  it('shows the announcement with its WIB date, sanitised HTML and its links', async () => {
    mockFetch(get('/api/v1/home-announcement/slug/pesta-buku', READ));
    const { container } = renderShell(<AnnouncementPage route={route} />, { path: '/announcement/pesta-buku', route: route.path, pages: SHELL_PAGES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesta Buku Gramedia telah dimulai!' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-owner', 'shell');
    expect(screen.getByText('18 Nov 2026')).toHaveAttribute('datetime', '2026-11-18T16:30:00Z');
    const body = screen.getByTestId('announcement-content');
    // The sanitiser loads with the first CMS HTML the browser renders itself.
    expect(await within(body).findByRole('heading', { level: 2, name: 'Cara ikut' })).toBeInTheDocument();
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Lihat Promo' })).toHaveAttribute('href', '/campaign/pesta-buku-gramedia');
    expect(screen.getByRole('link', { name: 'Lihat semua pengumuman' })).toHaveAttribute('href', '/announcement');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Pengumuman' })).toHaveAttribute('href', '/announcement');
    expect(document.title).toBe('Pesta Buku Gramedia telah dimulai! - MyValue');
  });

  it('opens an external call to action in a new tab', async () => {
    mockFetch(get('/api/v1/home-announcement/slug/pesta-buku', { ...READ, link: 'https://www.gramedia.com/pesta', linkLabel: null }));
    renderShell(<AnnouncementPage route={route} />, { path: '/announcement/pesta-buku', route: route.path, pages: SHELL_PAGES });
    const cta = await screen.findByRole('link', { name: 'Selengkapnya' });
    expect(cta).toHaveAttribute('href', 'https://www.gramedia.com/pesta');
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("is the 404 page with 'Page Not Found: {path}' for an unknown slug", async () => {
    mockFetch(get('/api/v1/home-announcement/slug/tidak-ada', { errorCode: 'NOT_FOUND', message: 'Pengumuman tidak ditemukan.', data: null }, 404));
    const { container } = renderShell(<AnnouncementPage route={route} />, { path: '/announcement/tidak-ada', route: route.path, pages: SHELL_PAGES });
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(container.querySelector('[data-status="404"]')).toHaveAttribute('data-error-message', 'Page Not Found: /announcement/tidak-ada');
    expect(document.title).toBe('Tidak Ditemukan - MyValue');
  });

  it('explains other failures in Indonesian with a retry', async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url.pathname !== '/api/v1/home-announcement/slug/pesta-buku') return undefined;
      calls += 1;
      return calls === 1 ? json({ errorCode: 'INTERNAL_ERROR', message: 'x', data: null }, 502) : json(READ);
    });
    renderShell(<AnnouncementPage route={route} />, { path: '/announcement/pesta-buku', route: route.path, pages: SHELL_PAGES });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pengumuman gagal dimuat');
    expect(alert).toHaveTextContent('Terjadi kesalahan pada server, mohon coba lagi nanti.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesta Buku Gramedia telah dimulai!' })).toBeInTheDocument();
  });
});
