/**
 * @jest-environment node
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { declaredRoutes, RouteTable, SHELL_ROUTES, type RemotesDocument } from 'shared-contracts/core';
import { createPageAssets, pageAssetTags } from './pageAssets';
import { testTempDir } from '../testing/tempDir';

// The routes of the versions served, as the BFF matches a request once (releases/declarations.ts).
const site = new RouteTable([
  ...SHELL_ROUTES,
  ...declaredRoutes('catalog', [
    { path: '/promo', layout: 'promo-page', title: 'Promo & Voucher' },
    { path: '/promo/:slug', layout: 'promo-page', title: 'Detail Promo' },
    { path: '/merchant/:slug', layout: 'promo-page', title: 'Merchant' },
  ]),
  ...declaredRoutes('events', [
    { path: '/event', layout: 'event-page', title: 'Event' },
    { path: '/event/:slug', layout: 'event-page', title: 'Detail Event' },
  ]),
  ...declaredRoutes('account', [{ path: '/account', layout: 'account-page', title: 'Akun Saya', requiresSession: true }]),
]);
const at = (pathname: string) => site.match(pathname);

function manifest(prefix: string) {
  return {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      pageChunks: {
        'page-promo-slug': { js: [`page-promo-slug.${prefix}.js`, `shared-cards.${prefix}.js`], css: [`${prefix}-lazy.css`] },
        'page-promo': { js: [`page-promo.${prefix}.js`], css: [`page-promo.${prefix}.css`] },
      },
    },
    exposes: [
      { path: './app', assets: { css: { sync: [`${prefix}-app.css`], async: [`${prefix}-lazy.css`] }, js: { sync: [`${prefix}-app.js`], async: [] } } },
      { path: './widgets', assets: { css: { sync: [`${prefix}-widgets.css`], async: [] }, js: { sync: [`${prefix}-widgets.js`], async: [] } } },
    ],
  };
}

const manifests: Record<string, ReturnType<typeof manifest>> = {
  'catalog@1.0.0': manifest('c1'),
  'catalog@1.1.0': manifest('c2'),
  'events@1.0.0': manifest('e1'),
  'account@1.0.0': manifest('a1'),
};

const store = { manifest: (remote: string, version: string) => manifests[`${remote}@${version}`] ?? null };

function registry(catalog: string): RemotesDocument {
  return {
    environment: 'test',
    remotes: [
      { name: 'catalog', version: catalog, entry: `/remotes/catalog/${catalog}/mf-manifest.json` },
      { name: 'events', version: '1.0.0', entry: '/remotes/events/1.0.0/mf-manifest.json' },
      { name: 'account', version: '1.0.0', entry: '/remotes/account/1.0.0/mf-manifest.json' },
    ],
  };
}

function shellDist({ federated = true } = {}): string {
  const dir = testTempDir('mv-shell-');
  if (federated) writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion: '1.1.0' } }));
  writeFileSync(
    path.join(dir, 'first-paint.json'),
    JSON.stringify({
      css: ['bootstrap.css'],
      js: ['main.js', 'bootstrap.js'],
      parcels: ['parcels.js'],
      member: { js: ['member-menu.js'], css: ['member-menu.css'] },
      pages: { 'page-article-slug': { js: ['page-article-slug.js'], css: ['page-article-slug.css'] } } }),
  );
  return dir;
}

const assetsFor = createPageAssets({ shellDist: shellDist(), store, publicUrl: 'https://www.myvalue.id' });

describe("a page's first-paint assets", () => {
  it("links the shell's start-up CSS and the owning remote's CSS of the live version, by absolute URL", () => {
    const assets = assetsFor(registry('1.0.0'), at('/promo/kopi-gratis'));
    expect(assets.stylesheets).toEqual([
      '/_shell/bootstrap.css',
      'https://www.myvalue.id/remotes/catalog/1.0.0/c1-app.css',
      'https://www.myvalue.id/remotes/catalog/1.0.0/c1-lazy.css',
    ]);
    expect(assets.scripts).toEqual([
      '/_shell/main.js',
      '/_shell/bootstrap.js',
      // What the runtime reads before it runs the remote's entry, and what mounts its module.
      'https://www.myvalue.id/remotes/catalog/1.0.0/mf-manifest.json',
      '/_shell/parcels.js',
      'https://www.myvalue.id/remotes/catalog/1.0.0/remoteEntry.js',
      'https://www.myvalue.id/remotes/catalog/1.0.0/c1-app.js',
      'https://www.myvalue.id/remotes/catalog/1.0.0/page-promo-slug.c1.js',
      'https://www.myvalue.id/remotes/catalog/1.0.0/shared-cards.c1.js',
    ]);
  });

  it("gives a member's page the header menu's own files (hydration waits for them), a visitor's page none", () => {
    const member = assetsFor(registry('1.0.0'), at('/about'), true);
    expect(member.scripts).toContain('/_shell/member-menu.js');
    expect(member.stylesheets).toContain('/_shell/member-menu.css');
    const visitor = assetsFor(registry('1.0.0'), at('/about'));
    expect([...visitor.scripts, ...visitor.stylesheets].join()).not.toContain('member-menu');
  });

  it("links no remote's files for a shell built without Module Federation (the remotes are bundled in)", () => {
    const monolith = createPageAssets({ shellDist: shellDist({ federated: false }), store, publicUrl: 'https://www.myvalue.id' });
    const assets = monolith(registry('1.0.0'), at('/promo/kopi-gratis'));
    expect(assets.stylesheets).toEqual(['/_shell/bootstrap.css']);
    expect(assets.scripts).toEqual(['/_shell/main.js', '/_shell/bootstrap.js']);
  });

  it('follows a promotion and a rollback with the next request', () => {
    expect(assetsFor(registry('1.1.0'), at('/promo')).stylesheets).toContain('https://www.myvalue.id/remotes/catalog/1.1.0/c2-app.css');
    expect(assetsFor(registry('1.1.0'), at('/promo')).stylesheets.join()).not.toContain('/1.0.0/');
    expect(assetsFor(registry('1.0.0'), at('/promo')).stylesheets).toContain('https://www.myvalue.id/remotes/catalog/1.0.0/c1-app.css');
  });

  it("links the widgets' CSS of every remote with a home section on /", () => {
    const css = assetsFor(registry('1.0.0'), at('/')).stylesheets;
    expect(css).toContain('https://www.myvalue.id/remotes/catalog/1.0.0/c1-widgets.css');
    expect(css).toContain('https://www.myvalue.id/remotes/events/1.0.0/e1-widgets.css');
    expect(css.join()).not.toContain('account');
  });

  it("preloads the route's own lazy page chunk, not the others'", () => {
    const scripts = assetsFor(registry('1.0.0'), at('/promo')).scripts;
    expect(scripts).toContain('https://www.myvalue.id/remotes/catalog/1.0.0/page-promo.c1.js');
    expect(scripts.join()).not.toContain('page-promo-slug');
    // Only that page's stylesheets block the paint, not every page's of the module.
    const css = assetsFor(registry('1.0.0'), at('/promo')).stylesheets;
    expect(css).toContain('https://www.myvalue.id/remotes/catalog/1.0.0/page-promo.c1.css');
    expect(css.join()).not.toContain('c1-lazy.css');
    const article = assetsFor(registry('1.0.0'), at('/article/cara-cepat'));
    expect(article.scripts).toContain('/_shell/page-article-slug.js');
    expect(article.stylesheets).toContain('/_shell/page-article-slug.css');
    expect(assetsFor(registry('1.0.0'), at('/article')).scripts.join()).not.toContain('page-article');
  });

  it('preloads no widget script on / (widgets load when the visitor scrolls near them)', () => {
    const scripts = assetsFor(registry('1.0.0'), at('/')).scripts;
    expect(scripts.join()).not.toContain('/remotes/');
    expect(scripts).toContain('/_shell/main.js');
  });

  it('links only the shell for its own pages and unknown paths, and skips a version without a manifest', () => {
    expect(assetsFor(registry('1.0.0'), at('/article')).stylesheets).toEqual(['/_shell/bootstrap.css']);
    expect(assetsFor(registry('1.0.0'), at('/no/such/page')).stylesheets).toEqual(['/_shell/bootstrap.css']);
    expect(assetsFor(registry('9.9.9'), at('/promo')).stylesheets).toEqual(['/_shell/bootstrap.css']);
  });

  it('writes escaped tags, connections before stylesheets, and no script (the start script requests those)', () => {
    const tags = pageAssetTags({ stylesheets: ['/a.css?x="1"'], scripts: ['/b.js'], origins: ['http://media.test'] });
    expect(tags).toBe('<link rel="preconnect" href="http://media.test" />\n    <link rel="stylesheet" href="/a.css?x=&quot;1&quot;" />');
  });
});

describe('a remote the shell cannot serve', () => {
  it('links none of its files (it is not mounted, so nothing of it is fetched)', () => {
    const withContracts: Record<string, ReturnType<typeof manifest> & { metaData: { contractVersion?: string } }> = {
      'catalog@1.0.0': { ...manifest('c1'), metaData: { ...manifest('c1').metaData, contractVersion: '1.0.0' } },
      'catalog@1.1.0': { ...manifest('c2'), metaData: { ...manifest('c2').metaData, contractVersion: '1.1.0' } },
    };
    const assets = createPageAssets({
      shellDist: shellDist(),
      store: { manifest: (remote: string, version: string) => withContracts[`${remote}@${version}`] ?? null },
      publicUrl: 'https://www.myvalue.id',
      shellContract: '1.0.0',
    });
    expect(assets(registry('1.0.0'), at('/promo')).scripts).toContain('https://www.myvalue.id/remotes/catalog/1.0.0/remoteEntry.js');
    const refused = assets(registry('1.1.0'), at('/promo'));
    expect([...refused.stylesheets, ...refused.scripts].join()).not.toContain('/remotes/catalog/');
  });
});

describe('connections', () => {
  it('opens the media origin first', () => {
    const tags = pageAssetTags({ stylesheets: ['/a.css'], scripts: [], origins: ['https://media.myvalue.id'] });
    expect(tags.split('\n    ')).toEqual(['<link rel="preconnect" href="https://media.myvalue.id" />', '<link rel="stylesheet" href="/a.css" />']);
  });
});
