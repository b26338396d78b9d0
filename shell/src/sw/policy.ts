// The service worker's rules, apart from the worker so they are tested as plain functions:
// which requests it handles, which answers it may keep, and which kept entries the live
// registry has left behind. Serwist does the caching (strategies, precache, expiration);
// these only decide.
import { BOOT_ELEMENT_ID, DEFAULT_PREFIXES, OFFLINE_COPY_HEADER, OFFLINE_COPY_PURPOSE, REMOTE_NAMES, remotesOfPath, type PrefixOwnership, type RemoteName } from 'shared-contracts/core';
import { parseLatestBuilds, type BuildVersions } from '../features/builds/latestBuilds';

export { parseLatestBuilds };
import { OFFLINE_COPY_ATTRIBUTE, isPublicPagePath } from '../features/offline/swContract';

interface RequestFacts {
  url: URL;
  sameOrigin: boolean;
  request: Pick<Request, 'method' | 'mode' | 'headers'>;
}

/** A browser navigation (a document load). */
export const isNavigation = ({ request }: RequestFacts): boolean => request.mode === 'navigate';

/** A public page's document: a navigation to it, or the worker keeping a copy a page asked for. */
export function isPublicPageRequest({ url, sameOrigin, request }: RequestFacts): boolean {
  if (!sameOrigin || request.method !== 'GET' || !isPublicPagePath(url.pathname)) return false;
  return request.mode === 'navigate' || request.headers.get(OFFLINE_COPY_HEADER) === OFFLINE_COPY_PURPOSE;
}

/** The registry as this visitor runs it: network first, always (a change reaches the next navigation). */
export const isRegistryRequest = ({ url, sameOrigin }: RequestFacts): boolean =>
  sameOrigin && (url.pathname === '/builds/latest' || url.pathname === '/remotes.json');

export const isLatestBuildsRequest = ({ url, sameOrigin }: RequestFacts): boolean => sameOrigin && url.pathname === '/builds/latest';

/** A file of the shell's build (hashed names; the precache answers its start-up files first). */
export const isShellFile = ({ url, sameOrigin }: RequestFacts): boolean => sameOrigin && url.pathname.startsWith('/_shell/');

export const isStaticFile = ({ url, sameOrigin }: RequestFacts): boolean => sameOrigin && url.pathname.startsWith('/static/');

const REMOTE_FILE = new RegExp(`/remotes/(${REMOTE_NAMES.join('|')})/([A-Za-z0-9._-]+)/.`);

/** The remote and version of a file under /remotes/<name>/<version>/ (the site's or an artefact CDN's), or null. */
export function remoteFileOf(url: URL): { name: RemoteName; version: string } | null {
  const m = REMOTE_FILE.exec(url.pathname);
  return m ? { name: m[1] as RemoteName, version: m[2]! } : null;
}

export const isRemoteFile = ({ url }: RequestFacts): boolean => remoteFileOf(url) !== null;

type Answer = Pick<Response, 'status' | 'redirected' | 'type' | 'headers'>;

const cacheControlOf = (response: Answer) => (response.headers.get('cache-control') ?? '').toLowerCase();

/**
 * Whether an answer may be kept at all: a plain 200 that was not redirected (a redirect
 * replayed to a navigation fails) and that the server did not mark private or no-store.
 * The BFF marks every member's page and every answer about a session so.
 */
export function mayKeep(response: Answer): boolean {
  if (response.status !== 200 || response.redirected || response.type === 'opaqueredirect') return false;
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControlOf(response));
}

/** An answer for a versioned file the server says never changes (`immutable`): the only remote files kept. */
export function isImmutableAnswer(response: Answer): boolean {
  return mayKeep(response) && /(^|[\s,])immutable([\s,]|$)/.test(cacheControlOf(response));
}

/**
 * A page's document that may be kept: HTML the BFF served as shareable. It does so only
 * for a request without a session (the anonymous page cache: `public`); a signed-in
 * member's render of a public page carries their name in the header and is `private,
 * no-store`, so it is never kept.
 */
export function isKeepableDocument(response: Answer): boolean {
  return mayKeep(response) && (response.headers.get('content-type') ?? '').includes('text/html');
}

/** The shell build and remote versions a kept document runs (its inlined boot data), or null. */
export function bootOf(html: string): (BuildVersions & { prefixes: PrefixOwnership }) | null {
  const m = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html);
  if (!m) return null;
  try {
    const boot = JSON.parse(m[1]!) as { buildId?: unknown; registry?: { remotes?: Array<{ name?: unknown; version?: unknown }> }; prefixes?: unknown };
    if (typeof boot.buildId !== 'string' || !Array.isArray(boot.registry?.remotes)) return null;
    const remotes: Record<string, string> = {};
    for (const r of boot.registry.remotes) if (typeof r.name === 'string' && typeof r.version === 'string') remotes[r.name] = r.version;
    return { buildId: boot.buildId, remotes, prefixes: prefixesIn(boot.prefixes) };
  } catch {
    return null;
  }
}

/** The prefix ownership a kept document's boot data names (DEFAULT_PREFIXES for a document from before it did). */
function prefixesIn(value: unknown): PrefixOwnership {
  if (typeof value !== 'object' || value === null) return DEFAULT_PREFIXES;
  const out: Partial<Record<RemoteName, string[]>> = {};
  for (const name of REMOTE_NAMES) {
    const list = (value as Record<string, unknown>)[name];
    if (Array.isArray(list)) out[name] = list.filter((p): p is string => typeof p === 'string');
  }
  return out;
}

/**
 * A kept document the live registry has left behind: it runs another shell build, or
 * another version of a remote it renders (its owner, or on the home page the remotes of
 * its sections) than the one /builds/latest names for this visitor now. Served offline it
 * would bring back what a rollback or an aborted canary withdrew.
 */
export function isStaleDocument(pathname: string, html: string, live: BuildVersions): boolean {
  const boot = bootOf(html);
  if (!boot) return true;
  if (boot.buildId !== live.buildId) return true;
  return remotesOfPath(pathname, boot.prefixes).some((remote) => live.remotes[remote] !== undefined && boot.remotes[remote] !== live.remotes[remote]);
}

/** A kept remote file of a version /builds/latest no longer names for this visitor. */
export function isStaleRemoteFile(url: URL, live: BuildVersions): boolean {
  const file = remoteFileOf(url);
  if (!file) return false;
  const version = live.remotes[file.name];
  return version !== undefined && version !== file.version;
}

/**
 * The kept document as the page gets it offline: marked on <html> (OFFLINE_COPY_ATTRIBUTE),
 * so it tells the visitor it is from an earlier visit. Outside the area React hydrates.
 */
export async function markOfflineCopy(response: Response): Promise<Response> {
  const html = await response.text();
  const headers = new Headers(response.headers);
  // The body is decoded and its length changes.
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(html.replace(/<html\b/i, `<html ${OFFLINE_COPY_ATTRIBUTE}=""`), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
