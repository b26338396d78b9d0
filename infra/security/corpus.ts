// A fuzz corpus for the site's edge: hostile slugs, queries and bodies, and the public
// routes to throw them at. Paths are written as they go on the wire (send them with a raw
// HTTP client: fetch would normalise them). Shared by the jest run (BFF + local backend,
// fuzz.test.ts) and the browser-stack run (infra/e2e/security.spec.ts, with server rendering).
import { SITE_ROUTES } from '../ssr/siteRoutes';

/** Markup that must never come back verbatim in an HTML answer (reflected XSS). */
export const MARKUP = ['<script>mvXss(1)</script>', '"><svg/onload=mvXss(2)>', "'><img src=x onerror=mvXss(3)>", '</title><b>mvXss(4)</b>'];

const encode = (s: string) => encodeURIComponent(s).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Slugs as path segments on the wire. */
export const SLUGS: readonly string[] = [
  'a'.repeat(301),
  'a'.repeat(5000),
  `${'kopi-'.repeat(40)}x`,
  '%ff',
  '%',
  '%zz',
  '%E0%A4%A',
  '%c0%af',
  '%00',
  '%2e%2e',
  '..',
  '.',
  '%2e%2e%2f%2e%2e%2f__faults',
  '..%5c..%5c__faults',
  '..\\..\\__faults',
  'caf\u00e9',
  '%F0%9F%98%80',
  '%E2%80%AE%E2%80%AD',
  ...MARKUP.map(encode),
  "'%20OR%201=1--",
  '%24%7B7*7%7D',
  '%7B%7B7*7%7D%7D',
  '99999999999999999999999',
  '-1',
  '0',
  '0x10',
  'NaN',
  '__proto__',
  'constructor',
  'slug;rm%20-rf',
  'a%0d%0aSet-Cookie:%20x=1',
];

/** Query strings (without '?'), raw. */
export const QUERIES: readonly string[] = [
  'page=-1&size=999999',
  'page=1e309&limit=NaN',
  'page=99999999999999999999&size=0',
  'page[]=1&page[]=2',
  'a[b][c]=1&__proto__[admin]=1&constructor[prototype][x]=1',
  'q=%ff',
  'q=%',
  'q=%00',
  `q=${'x'.repeat(1800)}`,
  ...MARKUP.map((m) => `q=${encode(m)}`),
  `q=${MARKUP[0]}`,
  'sort=__proto__&order=%27;DROP%20TABLE%20promos;--',
  'category=%2e%2e%2f%2e%2e%2f__faults',
  'returnTo=//evil.example&next=https://evil.example',
  '%ff=1&=2&&&',
  'type=%F0%9F%98%80&status=%E2%80%AE',
  'x=1;y=2',
  // Issue 32: the page cache's old nonce placeholder typed as a search; cache-busting parameters.
  'q=mvN0ncePlaceh0lder0abc%3D%3D',
  'utm_source=x&fbclid=y&gclid=z&page=2',
  'page=2&page=3&PAGE=4',
];

export interface FuzzBody {
  label: string;
  contentType: string | null;
  body: string | Buffer;
}

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

export const BODIES: readonly FuzzBody[] = [
  { label: 'malformed JSON', contentType: 'application/json', body: '{"company":' },
  { label: 'empty JSON', contentType: 'application/json', body: '' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'JSON array', contentType: 'application/json', body: '[1,2,3]' },
  { label: 'JSON string', contentType: 'application/json', body: '"x"' },
  { label: 'deeply nested JSON', contentType: 'application/json', body: deep(5000) },
  { label: 'prototype pollution', contentType: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
  { label: 'wrong types', contentType: 'application/json', body: '{"promoId":"1e309","quantity":-1,"email":["a"],"slug":{"$ne":null}}' },
  { label: 'markup in fields', contentType: 'application/json', body: JSON.stringify({ company: MARKUP[0], message: MARKUP[1], email: MARKUP[2] }) },
  { label: 'huge string', contentType: 'application/json', body: JSON.stringify({ message: 'x'.repeat(300 * 1024) }) },
  { label: 'invalid UTF-8', contentType: 'application/json; charset=utf-8', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { label: 'form body', contentType: 'application/x-www-form-urlencoded', body: 'email=attacker%40evil.example' },
  { label: 'text body', contentType: 'text/plain', body: '{"company":"x"}' },
  { label: 'no content type', contentType: null, body: '{"company":"x"}' },
  { label: 'malformed multipart', contentType: 'multipart/form-data; boundary=zz', body: '--zz\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n\u0089PNG' },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', body: 'x' },
];

const withSlug = (path: string, slug: string) => path.replace(/:slug/g, slug);

/** Every page route, with each hostile slug where it has one. */
export function pagePaths(slugs: readonly string[] = SLUGS): string[] {
  const out: string[] = [];
  for (const route of SITE_ROUTES) {
    if (route.path.includes(':slug')) for (const slug of slugs) out.push(withSlug(route.path, slug));
    else out.push(route.path);
  }
  return out;
}

/** Every page route without a slug (and one real-looking slug), with each hostile query. */
export function pageQueryPaths(queries: readonly string[] = QUERIES): string[] {
  const bases = SITE_ROUTES.map((r) => withSlug(r.path, 'kopi'));
  return bases.flatMap((b) => queries.map((q) => `${b}?${q}`));
}

/** The site's own machine endpoints (session, manifests, static) with hostile paths and queries. */
export function sitePaths(): string[] {
  return [
    '/health',
    '/remotes.json',
    '/builds/latest?t=%ff',
    '/webapi/session',
    '/webapi/session/refresh',
    ...QUERIES.map((q) => `/webapi/session/login?${q}`),
    ...QUERIES.map((q) => `/redirect?${q}`),
    '/redirect?code=%ff&state=%',
    `/redirect?code=${'c'.repeat(600)}&state=${MARKUP[0]}`,
    '/redirect?error=access_denied&error_description=%3Cscript%3E',
    ...['%2e%2e/%2e%2e/package.json', '..%2f..%2fpackage.json', 'document.html', 'server/main.js', '%ff', 'x.js.map'].map((p) => `/_shell/${p}`),
    ...['catalog/%2e%2e/%2e%2e/package.json', 'catalog/1.0.0/server/remoteEntry.js', 'events/%ff', 'nope/x'].map((p) => `/remotes/${p}`),
    '/static/%2e%2e/%2e%2e/package.json',
    // Canary health (issue 32): the operators' view, and a bucket named by hand.
    '/webapi/remote-health',
    '/webapi/remote-health?instance=1',
    '/builds/latest?bucket=3',
  ];
}

/** Public upstream calls through the proxy, with hostile slugs and queries. */
export function proxyPaths(slugs: readonly string[] = SLUGS, queries: readonly string[] = QUERIES): string[] {
  const lists = ['/api/v1/promos', '/api/v1/events', '/api/v1/articles', '/api/v1/merchants', '/api/v1/categories', '/api/v2/campaigns', '/api/v1/banners', '/sso/v1/card-types', '/sso/v2/tiers/me'];
  const bySlug = ['/api/v1/promos/slug', '/api/v1/merchants/slug', '/api/v1/categories/slug', '/api/v1/events/slug', '/api/v1/articles/slug', '/api/v2/campaigns/slug', '/api/v1/campaign-event/slug', '/api/v1/pages'];
  return [
    ...lists.flatMap((l) => queries.map((q) => `${l}?${q}`)),
    ...bySlug.flatMap((b) => slugs.map((s) => `${b}/${s}`)),
    ...slugs.map((s) => `/api/v1/${s}`),
    ...slugs.map((s) => `/sso/v1/user/${s}`),
  ];
}

/** State-changing endpoints the site's pages call, for the body corpus. */
export const BODY_TARGETS: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'POST', path: '/api/v1/partner-enquiries' },
  { method: 'POST', path: '/api/v2/promos/buy' },
  { method: 'POST', path: '/api/v1/events/buy' },
  { method: 'POST', path: '/api/v1/promos/bookmarks' },
  { method: 'POST', path: '/sso/v1/user/email/otp' },
  { method: 'POST', path: '/sso/v1/user/photo' },
  { method: 'PUT', path: '/sso/v1/user' },
  { method: 'DELETE', path: '/webapi/session/logout' },
  { method: 'POST', path: '/promo' },
  { method: 'POST', path: '/webapi/remote-health' },
];

/** Markup of the corpus found verbatim in an answer (empty: nothing reflected). */
export function reflectedMarkup(body: string): string[] {
  return MARKUP.filter((m) => body.includes(m));
}
