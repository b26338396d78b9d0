import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, SHELL_ROUTES } from 'shared-contracts';
import { article, articleList } from '../../testing/fixtures';
import { get, json, mockFetch, renderShell, type FetchRoute as Route } from '../../testing/render';
import { ArticlePage } from './ArticlePage';
import { articleApi } from '../../api/articleApi';
import { SHELL_PAGES } from '../index';

const route = SHELL_ROUTES.find((r) => r.path === '/article/:slug')!;
const words = (n: number) => Array.from({ length: n }, (_, i) => `kata${i}`).join(' ');

const READ = article('kopi-nusantara', {
  id: 1,
  title: 'Kopi Nusantara yang Wajib Dicoba',
  author: 'Sekar Ayu',
  category: { slug: 'gaya-hidup', title: 'Gaya Hidup' },
  publishedDate: '2026-11-08T20:00:00+07:00',
  content: `<h2>Dari Gayo hingga Toraja</h2><p>${words(600)}</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=1</script>`,
});
const SAME_CATEGORY = [
  READ,
  article('keuangan-keluarga', { id: 2, title: 'Mengatur Keuangan Keluarga', category: READ.category }),
  article('bahasa-asing', { id: 3, title: 'Belajar Bahasa Asing', category: READ.category }),
];

const relatedApi: Route = (url) =>
  url.pathname === '/api/v1/articles' && url.searchParams.get('category') === 'gaya-hidup'
    ? json(articleList(SAME_CATEGORY))
    : undefined;

afterEach(() => jest.restoreAllMocks());

describe('ArticlePage', () => {
  it('shows the article with sanitised HTML, author, date, reading time and related articles', async () => {
    mockFetch(get('/api/v1/articles/slug/kopi-nusantara', READ), relatedApi);
    const { container } = renderShell(<ArticlePage route={route} />, { path: '/article/kopi-nusantara', route: route.path, pages: SHELL_PAGES });

    expect(await screen.findByRole('heading', { level: 1, name: 'Kopi Nusantara yang Wajib Dicoba' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-owner', 'shell');
    expect(screen.getByText('Oleh Sekar Ayu')).toBeInTheDocument();
    expect(screen.getByText('8 Nov 2026')).toHaveAttribute('datetime', '2026-11-08T20:00:00+07:00');
    expect(screen.getByText('3 menit baca')).toBeInTheDocument();
    const body = screen.getByTestId('article-content');
    expect(within(body).getByRole('heading', { level: 2, name: 'Dari Gayo hingga Toraja' })).toBeInTheDocument();
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(document.title).toBe('Kopi Nusantara yang Wajib Dicoba - MyValue');

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Gaya Hidup' })).toHaveAttribute('href', '/article?category=gaya-hidup');

    const related = await screen.findByRole('region', { name: 'Artikel Terkait' });
    const links = within(related).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/article/keuangan-keluarga', '/article/bahasa-asing']);
  });

  it('moves to a related article', async () => {
    mockFetch(
      get('/api/v1/articles/slug/kopi-nusantara', READ),
      get('/api/v1/articles/slug/keuangan-keluarga', SAME_CATEGORY[1]),
      relatedApi,
    );
    renderShell(<ArticlePage route={route} />, { path: '/article/kopi-nusantara', route: route.path, pages: SHELL_PAGES });
    const related = await screen.findByRole('region', { name: 'Artikel Terkait' });
    await userEvent.click(within(related).getByRole('link', { name: 'Mengatur Keuangan Keluarga' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mengatur Keuangan Keluarga' })).toBeInTheDocument();
  });

  it('is the 404 page for an unknown slug', async () => {
    mockFetch(get('/api/v1/articles/slug/tidak-ada', { errorCode: 'NOT_FOUND', message: 'Artikel tidak ditemukan.', data: null }, 404));
    const { container } = renderShell(<ArticlePage route={route} />, { path: '/article/tidak-ada', route: route.path, pages: SHELL_PAGES });
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-owner', 'shell');
    expect(document.title).toBe('Tidak Ditemukan - MyValue');
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', 'Page Not Found: /article/tidak-ada');
  });

  it("keeps the 404 page's title when the store already holds the miss (a server-rendered first load)", async () => {
    mockFetch(get('/api/v1/articles/slug/tidak-ada', { errorCode: 'NOT_FOUND', message: 'Artikel tidak ditemukan.', data: null }, 404));
    const store = makeStore();
    await store.dispatch(articleApi.endpoints.getArticleBySlug.initiate('tidak-ada'));
    renderShell(<ArticlePage route={route} />, { path: '/article/tidak-ada', store, route: route.path, pages: SHELL_PAGES });
    expect(screen.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(document.title).toBe('Tidak Ditemukan - MyValue');
  });

  it('explains other failures in Indonesian with a retry', async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url.pathname !== '/api/v1/articles/slug/kopi-nusantara') return relatedApi(url, new Request(url));
      calls += 1;
      return calls === 1 ? json({ errorCode: 'INTERNAL_ERROR', message: 'x', data: null }, 502) : json(READ);
    });
    renderShell(<ArticlePage route={route} />, { path: '/article/kopi-nusantara', route: route.path, pages: SHELL_PAGES });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Artikel gagal dimuat');
    expect(alert).toHaveTextContent('Terjadi kesalahan pada server, mohon coba lagi nanti.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kopi Nusantara yang Wajib Dicoba' })).toBeInTheDocument();
  });
});
