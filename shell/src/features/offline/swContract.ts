// What the shell's service worker (src/sw), its offline page (src/offline) and the pages
// agree on: cache names, the offline page's URL, the message that keeps an offline copy,
// the mark of a page served from that copy, and the Indonesian texts of being offline.
// Framework-free: the worker bundles it.
import { DEFAULT_PREFIXES, OFFLINE_COPY_HEADER, OFFLINE_COPY_PURPOSE, ownerOfPath, SHELL_ROUTE_TABLE } from 'shared-contracts/core';

/**
 * The worker's caches besides its precache (start-up files of the shell build). A name
 * changes only with what its entries mean: the worker never reads an old name again.
 */
export const SW_CACHES = {
  /** Documents of public pages as served to a visitor without a session (never a member's). */
  pages: 'mv-pages-v1',
  /** The shell's hashed files that are not start-up files (lazy pages and chunks). */
  shell: 'mv-shell-v1',
  /** Remote files by their immutable /remotes/<name>/<version>/ URLs. */
  remotes: 'mv-remotes-v1',
  /** /static/ (logo, icons, store badges). */
  static: 'mv-static-v1',
  /** /remotes.json, when the network cannot answer it. */
  registry: 'mv-registry-v1',
} as const;

/** The Indonesian offline page (a file of the shell build, precached by the worker). */
export const OFFLINE_PAGE_URL = '/_shell/offline.html';

/**
 * Set on <html> of a page the worker served from its offline copy because the network did
 * not answer: the page then says it is from an earlier visit.
 */
export const OFFLINE_COPY_ATTRIBUTE = 'data-mv-offline-copy';

/** The message a page sends the worker (Serwist's) to keep copies of URLs it has already loaded. */
export const CACHE_URLS_MESSAGE = 'CACHE_URLS';

export type CacheUrlEntry = string | [string, RequestInit];

/** The request init of a page's document fetched only to keep its offline copy. */
export function offlineCopyInit(): RequestInit {
  return { headers: { accept: 'text/html', [OFFLINE_COPY_HEADER]: OFFLINE_COPY_PURPOSE } };
}

/**
 * A page whose document may be kept for offline use. Of the shell's own pages, those that
 * need no session, but not the sign-in callback nor the health page. The remotes' pages come
 * with their versions, not with the worker: a path under a remote's prefix (the default
 * ownership) may be, except the member area (/account…, spec §4), and the answer decides
 * the rest (isKeepableDocument: the BFF marks a member's page no-store, a 404 is never kept).
 * Paths nobody owns never are.
 */
export function isPublicPagePath(pathname: string): boolean {
  const match = SHELL_ROUTE_TABLE.match(pathname);
  if (match) return !match.route.requiresSession && match.route.path !== '/redirect' && match.route.path !== '/health';
  const owner = ownerOfPath(pathname, DEFAULT_PREFIXES);
  return owner !== null && owner !== 'account';
}

export const OFFLINE_TEXT = {
  title: 'Tidak ada koneksi internet',
  /**
   * The offline page under its title. Not 'belum pernah kamu buka': the worker keeps only the
   * documents served without a session, so a public page a member opened signed in (it shows
   * their points) is not kept although they opened it.
   */
  intro: 'Halaman ini tidak tersimpan di perangkat ini, jadi belum bisa ditampilkan tanpa internet.',
  /**
   * The offline page on a member page (/account…) without a wallet: the worker never keeps
   * a member's page, so 'belum pernah kamu buka' would be untrue of one the member opened.
   */
  memberIntro: 'Halaman akun tidak disimpan di perangkat ini, jadi hanya bisa dibuka saat online.',
  availableTitle: 'Bisa dibuka tanpa internet',
  availableHint: 'Halaman yang pernah kamu kunjungi tersimpan di perangkat ini:',
  nothingAvailable: 'Belum ada halaman yang tersimpan. Halaman yang kamu buka saat online akan tersimpan untuk dibuka lagi tanpa internet.',
  memberHint: 'Halaman akun lainnya (poin, badge, pengaturan) memerlukan koneksi internet.',
  /** With a wallet kept on this device: the way to it from any page opened offline. */
  walletLink: 'Buka Kartu Saya dan Voucher Saya (tersimpan di perangkat ini)',
  retry: 'Coba Lagi',
  /** The note on a page served from its offline copy. */
  pageFromEarlierVisit: 'Kamu sedang offline — halaman ini dari kunjungan sebelumnya.',
  /** The note when a page already open loses its connection. */
  wentOffline: 'Kamu sedang offline. Beberapa bagian halaman mungkin tidak bisa dimuat.',
  /** The note on a stored copy shown while the browser believes it is online (the site did not answer). */
  copyWhileUnreachable: 'Tidak bisa terhubung — halaman ini dari kunjungan sebelumnya.',
} as const;
