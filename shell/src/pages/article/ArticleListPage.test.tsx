import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_ROUTES } from 'shared-contracts';
import type { Article } from 'shared-contracts/schemas';
import { article, articleList } from '../../testing/fixtures';
import { calledUrls, json, mockFetch, renderShell, type FetchRoute as Route } from '../../testing/render';
import { ArticleListPage } from './ArticleListPage';
import { ARTICLES_PAGE_SIZE } from './articlePageData';
import { SHELL_PAGES } from '../index';

const route = SHELL_ROUTES.find((r) => r.path === '/article')!;

const TIPS = { slug: 'tips', title: 'Tips & Trik' };
const BUKU = { slug: 'buku', title: 'Buku' };
// 12 articles: 10 tips, 2 buku.
const ALL: Article[] = Array.from({ length: 12 }, (_, i) =>
  article(`artikel-${i + 1}`, { id: i + 1, title: `Artikel ${i + 1}`, category: i % 6 === 5 ? BUKU : TIPS }),
);

/** The Content API's /v1/articles over ALL: category filter and paging. */
const articlesApi: Route = (url) => {
  if (url.pathname !== '/api/v1/articles') return undefined;
  const category = url.searchParams.get('category');
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('pageSize') ?? 12);
  const matching = ALL.filter((a) => !category || a.category.slug === category);
  return json(articleList(matching.slice((page - 1) * perPage, page * perPage), { page, perPage, count: matching.length }));
};

afterEach(() => jest.restoreAllMocks());

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('ArticleListPage', () => {
  it('lists the newest articles with the categories as filters', async () => {
    mockFetch(articlesApi);
    const { container } = renderShell(<ArticleListPage route={route} />, { path: '/article', route: route.path, pages: SHELL_PAGES });
    expect(container.firstElementChild).toHaveAttribute('data-owner', 'shell');
    expect(await screen.findByRole('link', { name: 'Artikel 1' })).toHaveAttribute('href', '/article/artikel-1');
    expect(titles()).toHaveLength(ARTICLES_PAGE_SIZE);

    const filter = screen.getByRole('navigation', { name: 'Kategori artikel' });
    expect(await within(filter).findByRole('link', { name: 'Tips & Trik' })).toHaveAttribute('href', '/article?category=tips');
    expect(within(filter).getByRole('link', { name: 'Buku' })).toHaveAttribute('href', '/article?category=buku');
    expect(within(filter).getByRole('link', { name: 'Semua' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Artikel - MyValue');
  });

  it('filters by category through the URL and asks the API for that category', async () => {
    const spy = mockFetch(articlesApi);
    renderShell(<ArticleListPage route={route} />, { path: '/article', route: route.path, pages: SHELL_PAGES });
    const filter = screen.getByRole('navigation', { name: 'Kategori artikel' });
    await userEvent.click(await within(filter).findByRole('link', { name: 'Buku' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/article?category=buku');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artikel Buku' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Artikel 6' })).toBeInTheDocument();
    expect(titles()).toEqual(['Artikel 6', 'Artikel 12']);
    expect(within(filter).getByRole('link', { name: 'Buku' })).toHaveAttribute('aria-current', 'page');
    expect(calledUrls(spy).some((u) => u.searchParams.get('category') === 'buku')).toBe(true);
    expect(document.title).toBe('Artikel Buku - MyValue');
  });

  it('pages with the page in the URL, keeping the category', async () => {
    mockFetch(articlesApi);
    renderShell(<ArticleListPage route={route} />, { path: '/article?category=tips', route: route.path, pages: SHELL_PAGES });
    const paging = await screen.findByRole('navigation', { name: 'Halaman artikel' });
    expect(paging).toHaveTextContent('Halaman 1 dari 2');
    await userEvent.click(within(paging).getByRole('link', { name: /Berikutnya/ }));

    expect(screen.getByTestId('location')).toHaveTextContent('/article?category=tips&page=2');
    expect(await screen.findByRole('link', { name: 'Artikel 11' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Halaman artikel' })).toHaveTextContent('Halaman 2 dari 2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: /Sebelumnya/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/article?category=tips');
  });

  it('has an empty state with a way back', async () => {
    mockFetch(articlesApi);
    renderShell(<ArticleListPage route={route} />, { path: '/article?category=kuliner', route: route.path, pages: SHELL_PAGES });
    expect(await screen.findByText('Belum ada artikel di kategori ini')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Lihat semua artikel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/article$/);
    expect(await screen.findByRole('link', { name: 'Artikel 1' })).toBeInTheDocument();
  });

  it('explains a failed load in Indonesian', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderShell(<ArticleListPage route={route} />, { path: '/article', route: route.path, pages: SHELL_PAGES });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Artikel gagal dimuat');
    expect(alert).toHaveTextContent('Tidak dapat terhubung ke server.');
  });
});
