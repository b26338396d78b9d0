// The site as an installable app (issue 29): its web app manifest and the names the shell's
// service worker, the shell and the BFF agree on. The BFF serves both files at the site's
// root; the shell registers the worker and links the manifest from every document.
import { THEME_COLOR, SITE_NAME } from './constants';
import { STRINGS } from './strings';

/** The service worker's script, at the root so its scope is the whole site ('/'). */
export const SERVICE_WORKER_PATH = '/sw.js';
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
export const WEB_APP_MANIFEST_TYPE = 'application/manifest+json';

/** Where 'Kartu Saya' (the member's card with its codes for the till; the app shortcut) opens. */
export const MEMBER_CARD_PATH = '/account/card';
export const MEMBER_VOUCHERS_PATH = '/account/voucher';

/**
 * The header the service worker sends when it fetches a page only to keep an offline copy
 * (the visitor already has it on screen): the BFF does not count that as another page view.
 */
export const OFFLINE_COPY_HEADER = 'x-mv-purpose';
export const OFFLINE_COPY_PURPOSE = 'offline-copy';

export interface WebAppIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/**
 * The app icons (shell/public/icons, served under /static/): the mark on its rounded square
 * for 'any', and on a full square with the mark inside the central safe zone (a circle of
 * 80 % of the side) for 'maskable', which launchers crop to their own shape.
 */
export const WEB_APP_ICONS: readonly WebAppIcon[] = [
  { src: '/static/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/static/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/static/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/static/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The web app manifest (W3C Web Application Manifest), served at WEB_APP_MANIFEST_PATH. */
export function webAppManifest() {
  const shortcutIcons = WEB_APP_ICONS.filter((i) => i.purpose === 'any' && i.sizes === '192x192').map(({ src, sizes, type }) => ({ src, sizes, type }));
  return {
    id: '/',
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: STRINGS.appDescription,
    lang: 'id',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    categories: ['shopping', 'lifestyle'],
    icons: WEB_APP_ICONS.map((icon) => ({ ...icon })),
    shortcuts: [
      { name: STRINGS.myCard, short_name: STRINGS.myCard, url: MEMBER_CARD_PATH, icons: shortcutIcons },
      { name: STRINGS.myVouchers, short_name: STRINGS.myVouchers, url: MEMBER_VOUCHERS_PATH, icons: shortcutIcons },
    ],
  };
}

export type WebAppManifest = ReturnType<typeof webAppManifest>;
