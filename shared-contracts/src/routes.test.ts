import { DEFAULT_PREFIXES, declaredRoutes, hasMalformedSlug, ownerOfPath, remotesOfPath, RouteTable, SHELL_ROUTES, underPrefixes } from './routes';
import { RouteDeclSchema } from './server/releaseSchemas';
import { SLUG_MAX_LENGTH } from './rules/slug';

// A site's routes as the BFF builds them: the shell's and, here, a few a remote declares.
const table = new RouteTable([
  ...SHELL_ROUTES,
  ...declaredRoutes('catalog', [
    { path: '/promo', layout: 'promo-page', title: 'Promo & Voucher' },
    { path: '/promo/:slug', layout: 'promo-page', title: 'Detail Promo' },
    { path: '/merchant/:slug', layout: 'promo-page', title: 'Merchant' },
    { path: '/category/:slug', layout: 'promo-page', title: 'Kategori' },
  ]),
  ...declaredRoutes('events', [
    { path: '/event', layout: 'event-page', title: 'Event' },
    { path: '/event/:slug', layout: 'event-page', title: 'Detail Event' },
    { path: '/event/:slug/register', layout: 'event-page', title: 'Daftar Event' },
    { path: '/campaign/:slug', layout: 'event-page', title: 'Campaign' },
  ]),
  ...declaredRoutes('account', [{ path: '/account/poin', layout: 'account-page', title: 'Poin Saya', requiresSession: true }]),
]);

const malformed = (path: string) => {
  const match = table.match(path);
  if (!match) throw new Error(`no route for ${path}`);
  return hasMalformedSlug(match);
};

describe('hasMalformedSlug: spec §8 route validation of a slug', () => {
  it('accepts the slugs pages have, on every route with a slug', () => {
    for (const path of ['/promo/kopi-susu', '/merchant/gramedia', '/category/12', '/event/festival_2026', '/event/a1/register', '/campaign/pesta-buku', '/article/tips']) {
      expect(malformed(path)).toBe(false);
    }
  });

  it('refuses a slug of a shape no page has', () => {
    for (const path of ['/promo/-awal-strip', '/merchant/ada%20spasi', '/category/titik.slug', `/event/${'a'.repeat(SLUG_MAX_LENGTH + 1)}/register`, '/campaign/_x']) {
      expect(malformed(path)).toBe(true);
    }
  });

  it('never concerns a route without a slug', () => {
    for (const path of ['/', '/promo', '/event', '/account/poin']) expect(malformed(path)).toBe(false);
  });
});

describe('RouteTable', () => {
  it('matches a pathname the same way however often it is asked (its answer is kept), without case, 404 as null', () => {
    for (let i = 0; i < 3; i++) {
      expect(table.match('/promo/Kopi-Susu')).toEqual({ route: expect.objectContaining({ path: '/promo/:slug', owner: 'catalog' }), params: { slug: 'Kopi-Susu' } });
      expect(table.match('/ACCOUNT/poin')?.route.path).toBe('/account/poin');
      expect(table.match('/tidak/ada/halaman')).toBeNull();
    }
  });

  it('keeps answers for a bounded number of pathnames: made-up ones push out the oldest, and matching still answers them right', () => {
    for (let i = 0; i < 2000; i++) expect(table.match(`/promo/acak-${i}`)?.params.slug).toBe(`acak-${i}`);
    expect(table.match('/promo/acak-0')?.params).toEqual({ slug: 'acak-0' });
    expect(table.match('/event')?.route.owner).toBe('events');
  });

  it('hands out a match nobody can change for the next request', () => {
    const match = table.match('/merchant/gramedia')!;
    expect(Object.isFrozen(match)).toBe(true);
    expect(Object.isFrozen(match.params)).toBe(true);
  });

  it('matches a literal segment before a param, whatever the declared order', () => {
    const picks = new RouteTable(
      declaredRoutes('catalog', [
        { path: '/promo/:slug', layout: 'promo-page', title: 'Detail Promo' },
        { path: '/promo/pilihan', layout: 'promo-page', title: 'Promo Pilihan' },
      ]),
    );
    expect(picks.match('/promo/pilihan')?.route.title).toBe('Promo Pilihan');
    expect(picks.match('/promo/kopi')?.route.title).toBe('Detail Promo');
  });

  it('knows only the routes it is given: the shell alone has no remote page', () => {
    const shellOnly = new RouteTable(SHELL_ROUTES);
    expect(shellOnly.match('/promo')).toBeNull();
    expect(shellOnly.match('/about')?.route.owner).toBe('shell');
  });
});

describe('prefix ownership', () => {
  it('gives a path to the remote owning its first segment, any case; the shell\'s and unknown paths to none', () => {
    expect(ownerOfPath('/promo/pilihan', DEFAULT_PREFIXES)).toBe('catalog');
    expect(ownerOfPath('/Campaign-Event/x', DEFAULT_PREFIXES)).toBe('events');
    expect(ownerOfPath('/account', DEFAULT_PREFIXES)).toBe('account');
    expect(ownerOfPath('/promotion', DEFAULT_PREFIXES)).toBeNull();
    expect(ownerOfPath('/about', DEFAULT_PREFIXES)).toBeNull();
    expect(ownerOfPath('/brand/x', { ...DEFAULT_PREFIXES, catalog: [...DEFAULT_PREFIXES.catalog, '/brand'] })).toBe('catalog');
  });

  it('holds a declared path to its owner\'s prefixes', () => {
    expect(underPrefixes('/promo/pilihan', DEFAULT_PREFIXES.catalog)).toBe(true);
    expect(underPrefixes('/about', DEFAULT_PREFIXES.catalog)).toBe(false);
    expect(underPrefixes('/', DEFAULT_PREFIXES.catalog)).toBe(false);
  });

  it('names the remotes a page runs: its owner, or on the home page those with a home section', () => {
    expect(remotesOfPath('/event/x', DEFAULT_PREFIXES)).toEqual(['events']);
    expect(remotesOfPath('/', DEFAULT_PREFIXES).sort()).toEqual(['catalog', 'events']);
    expect(remotesOfPath('/about', DEFAULT_PREFIXES)).toEqual([]);
  });
});

describe('RouteDeclSchema: a declaration arriving as data', () => {
  it('takes a page as remotes declare it', () => {
    expect(RouteDeclSchema.safeParse({ path: '/promo/pilihan', layout: 'promo-page', title: 'Pilihan', query: ['page'] }).success).toBe(true);
  });

  it('refuses paths, layouts and query names a page cannot have', () => {
    for (const bad of [
      { path: 'promo', layout: 'promo-page', title: 'x' },
      { path: '/promo/*', layout: 'promo-page', title: 'x' },
      { path: '/Promo', layout: 'promo-page', title: 'x' },
      { path: '/promo', layout: 'sidebar', title: 'x' },
      { path: '/promo', layout: 'promo-page', title: '' },
      { path: '/promo', layout: 'promo-page', title: 'x', query: ['Bad Name'] },
    ]) {
      expect(RouteDeclSchema.safeParse(bad).success).toBe(false);
    }
  });
});
