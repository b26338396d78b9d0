import { screen } from '@testing-library/react';
import { makeStore, preloadAllPages, SHELL_ROUTES, type AppStore, type PrefetchContext, type RouteDef } from 'shared-contracts';
import { announcement, article, articleList, banner, cmsPage, list } from '../testing/fixtures';
import { SHELL_PAGES, ShellPage } from './index';
import { prefetchShellPage } from './prefetch';

/** The CMS slug of each shell page that is (or starts with) CMS copy. */
const CMS_SLUG_OF: Readonly<Record<string, string>> = {
  '/about': 'about',
  '/business': 'business',
  '/referral': 'referral',
  '/learn-more': 'learn-more',
  '/gramedia-troops': 'gramedia-troops',
};
import { get, json, mockFetch, renderShell } from '../testing/render';

// The lazy pages' chunks run first, as the server renderer and the browser's start do before rendering a page.
beforeAll(() => preloadAllPages(SHELL_PAGES));

// Widgets are remote parcels (client-rendered on the home page): a marker here.
jest.mock('../app/RemoteWidget', () => ({ RemoteWidget: () => <div data-testid="remote-widget" /> }));

afterEach(() => jest.restoreAllMocks());

const route = (path: string): RouteDef => SHELL_ROUTES.find((r) => r.path === path)!;

function context(store: AppStore, url: string, params: Record<string, string> = {}): PrefetchContext {
  const u = new URL(url, 'http://localhost');
  return {
    store,
    pathname: u.pathname,
    search: u.search,
    params,
    siteConfig: { publicUrl: 'https://www.myvalue.id' } as PrefetchContext['siteConfig'],
    session: { status: 'anonymous', user: null } as unknown as PrefetchContext['session'],
  };
}

const cardType = (code: string, name: string, description: string) => ({
  id: 1,
  code,
  name,
  description,
  businessUnit: 'MyValue',
  image: `https://media.myvalue.id/cards/${code.toLowerCase()}.svg`,
});
const tips = article('kopi-nusantara', { title: 'Kopi Nusantara', summary: 'Ringkasan kopi.' });
const other = article('teh-tarik', { title: 'Teh Tarik' });
const backend = () =>
  mockFetch(
    get('/api/v1/banners', list([banner(1, 'Pesta Buku Gramedia')])),
    get('/api/v1/home-announcement', announcement(7, { title: 'Pengumuman Penting' })),
    get('/api/v1/articles', articleList([tips, other])),
    get('/api/v1/articles/slug/kopi-nusantara', tips),
    get('/sso/v1/card-types', { results: [cardType('MYVALUE', 'Kartu MyValue', 'Kartu utama program MyValue.')] }),
    (url) => {
      const m = /^\/api\/v1\/pages\/([\w-]+)$/.exec(url.pathname);
      return m ? json(cmsPage(m[1]!, { title: `Judul ${m[1]}`, summary: `Ringkasan ${m[1]}.` })) : undefined;
    },
  );

/**
 * Prefetches like the server, then renders the page on that store like the browser's first
 * render: the data is there at once, and the page asks for nothing more (same arguments).
 */
async function prefetchThenRender(path: string, url: string, params: Record<string, string> = {}) {
  const fetchSpy = backend();
  const store = makeStore();
  const result = await prefetchShellPage(context(store, url, params));
  const prefetched = fetchSpy.mock.calls.length;
  renderShell(<ShellPage route={route(path)} />, { path: url, store });
  return { result, fetchSpy, prefetched };
}

describe('prefetchShellPage', () => {
  it('home: banners, announcement and latest articles render from the store without a refetch', async () => {
    const { result, fetchSpy, prefetched } = await prefetchThenRender('/', '/');
    expect(result.status).toBe(200);
    expect(prefetched).toBe(3);
    expect(screen.getByRole('img', { name: 'Pesta Buku Gramedia' })).toBeInTheDocument();
    expect(screen.getByText('Pengumuman Penting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kopi Nusantara/ })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchSpy).toHaveBeenCalledTimes(prefetched);
  });

  it.each(Object.entries(CMS_SLUG_OF))('%s: the CMS copy (slug %s) renders at once, title and description in the head', async (path, slug) => {
    const { result, fetchSpy, prefetched } = await prefetchThenRender(path, path);
    expect(result).toEqual({ status: 200, head: { title: `Judul ${slug}`, description: `Ringkasan ${slug}.` } });
    expect(screen.getByRole('heading', { level: 1, name: `Judul ${slug}` })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchSpy).toHaveBeenCalledTimes(prefetched);
  });

  it('/learn-more: the card types are in the server render, name, face and description (issue 41 item 3)', async () => {
    const { result, fetchSpy, prefetched } = await prefetchThenRender('/learn-more', '/learn-more');
    expect(result.status).toBe(200);
    expect(prefetched).toBe(2);
    const section = screen.getByRole('region', { name: 'Jenis Kartu Member' });
    expect(section).toHaveTextContent('Kartu MyValue');
    expect(section).toHaveTextContent('Kartu utama program MyValue.');
    expect(section.querySelector('img')?.getAttribute('src')).toBe('https://media.myvalue.id/cards/myvalue.svg');
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchSpy).toHaveBeenCalledTimes(prefetched);
  });

  it('/article with ?category&page: the list and the category chips, without a refetch', async () => {
    const { result, fetchSpy, prefetched } = await prefetchThenRender('/article', '/article?category=tips&page=2');
    expect(result).toEqual({ status: 200, head: { title: 'Artikel Tips & Trik' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Artikel Tips & Trik' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Teh Tarik/ })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchSpy).toHaveBeenCalledTimes(prefetched);
  });

  it('/article/:slug: the article, its related list and its head (Article JSON-LD)', async () => {
    const { result, fetchSpy, prefetched } = await prefetchThenRender('/article/:slug', '/article/kopi-nusantara', { slug: 'kopi-nusantara' });
    expect(result.status).toBe(200);
    expect(result.head).toMatchObject({ title: 'Kopi Nusantara', description: 'Ringkasan kopi.', image: tips.image });
    expect(result.head?.jsonLd?.[0]).toMatchObject({ '@type': 'Article', url: 'https://www.myvalue.id/article/kopi-nusantara' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kopi Nusantara' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Artikel Terkait' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchSpy).toHaveBeenCalledTimes(prefetched);
  });

  it('an unknown article is 404 and the page shows the not-found view', async () => {
    const { result } = await prefetchThenRender('/article/:slug', '/article/tidak-ada', { slug: 'tidak-ada' });
    expect(result.status).toBe(404);
    expect(screen.getByRole('heading', { level: 1, name: 'Tidak Ditemukan' })).toBeInTheDocument();
  });

  it('a CMS page whose upstream fails is a 5xx (the error page)', async () => {
    mockFetch(() => json({ errorCode: 'INTERNAL_ERROR', message: 'x', data: null }, 503));
    const result = await prefetchShellPage(context(makeStore(), '/about'));
    expect(result.status).toBe(503);
  });

  it('a page without data of its own answers 200 and fetches nothing', async () => {
    const fetchSpy = backend();
    expect(await prefetchShellPage(context(makeStore(), '/redirect'))).toEqual({ status: 200 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
