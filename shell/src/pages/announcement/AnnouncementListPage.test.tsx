import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_ROUTES } from 'shared-contracts';
import { announcementItem, list } from '../../testing/fixtures';
import { calledUrls, json, mockFetch, renderShell, type FetchRoute as Route } from '../../testing/render';
import { AnnouncementListPage } from './AnnouncementListPage';
import { ANNOUNCEMENTS_PAGE_SIZE } from './announcementPageData';
import { SHELL_PAGES } from '../index';

const route = SHELL_ROUTES.find((r) => r.path === '/announcement')!;

// 12 announcements, newest first (as the API answers): one a day back from 25 Nov 2026.
const ALL = Array.from({ length: 12 }, (_, i) =>
  announcementItem(i + 1, {
    slug: `pengumuman-${i + 1}`,
    title: `Pengumuman ${i + 1}`,
    message: `Pesan ${i + 1}`,
    startDate: new Date(Date.UTC(2026, 10, 25 - i, 1)).toISOString(),
  }),
);

const announcementsApi: Route = (url) => {
  if (url.pathname !== '/api/v1/home-announcement/list') return undefined;
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('pageSize') ?? 10);
  return json(list(ALL.slice((page - 1) * perPage, page * perPage), { page, perPage, count: ALL.length }));
};

afterEach(() => jest.restoreAllMocks());

describe('AnnouncementListPage', () => {
  it('lists announcements newest first with their WIB date, message and a link to each', async () => {
    mockFetch(announcementsApi);
    const { container } = renderShell(<AnnouncementListPage route={route} />, { path: '/announcement', route: route.path, pages: SHELL_PAGES });
    expect(container.firstElementChild).toHaveAttribute('data-owner', 'shell');
    expect(screen.getByRole('heading', { level: 1, name: 'Pengumuman' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Pengumuman 1' });
    expect(within(first).getByRole('link', { name: 'Pengumuman 1' })).toHaveAttribute('href', '/announcement/pengumuman-1');
    // 01.00 UTC is 08.00 WIB the same day.
    expect(within(first).getByText('25 Nov 2026')).toHaveAttribute('datetime', ALL[0]!.startDate);
    expect(within(first).getByText('Pesan 1')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(
      ALL.slice(0, ANNOUNCEMENTS_PAGE_SIZE).map((a) => a.title),
    );
    expect(document.title).toBe('Pengumuman - MyValue');
  });

  it('pages through the URL', async () => {
    const spy = mockFetch(announcementsApi);
    renderShell(<AnnouncementListPage route={route} />, { path: '/announcement', route: route.path, pages: SHELL_PAGES });
    const pages = await screen.findByRole('navigation', { name: 'Halaman pengumuman' });
    await userEvent.click(within(pages).getByRole('link', { name: /Berikutnya/ }));
    expect(await screen.findByRole('article', { name: 'Pengumuman 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calledUrls(spy).map((u) => `${u.pathname}${u.search}`)).toContain('/api/v1/home-announcement/list?pageSize=10&page=2');
  });

  it('says so when there is no announcement', async () => {
    mockFetch((url) => (url.pathname === '/api/v1/home-announcement/list' ? json(list([])) : undefined));
    renderShell(<AnnouncementListPage route={route} />, { path: '/announcement', route: route.path, pages: SHELL_PAGES });
    expect(await screen.findByText('Belum ada pengumuman')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/');
  });

  it('explains a failure in Indonesian and retries', async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url.pathname !== '/api/v1/home-announcement/list') return undefined;
      calls += 1;
      return calls === 1 ? json({ errorCode: 'INTERNAL_ERROR', message: 'x', data: null }, 503) : announcementsApi(url, new Request(url));
    });
    renderShell(<AnnouncementListPage route={route} />, { path: '/announcement', route: route.path, pages: SHELL_PAGES });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pengumuman gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('article', { name: 'Pengumuman 1' })).toBeInTheDocument();
  });
});
