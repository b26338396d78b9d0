// Server markup that no React owns yet (a remote's island before its parcel hydrates it)
// has plain links: a tap on one would load a whole new document. The shell routes such a
// click in the app instead, as the remote's own <Link> will once it has hydrated.
import type { MouseEvent } from 'react';

/**
 * The in-app address a click on a plain link goes to, or null when the browser should have
 * it: not the main button or with a modifier (a new tab or window), already handled (a
 * hydrated <Link> prevented it), a link to another origin, another window or a download.
 */
export function inAppLinkTarget(event: MouseEvent<Element>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest<HTMLAnchorElement>('a[href]');
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}
