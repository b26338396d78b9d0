// Which elements make a page wider than the screen: the outermost ones whose right edge
// passes it, as short CSS-like descriptions ('ul.layout_nav__x > li'), for messages.
import type { Page } from '@playwright/test';

export function overflowCulprits(page: Page, limit = 5): Promise<string[]> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  // No helper functions declared inside: tsx would wrap them in a __name() the page lacks.
  return page.evaluate(
    ({ width, max }) => {
      const escapes = new Set<Element>();
      const out: string[] = [];
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= width + 0.5) continue;
        // Inside something that scrolls or clips sideways, an element cannot widen the page.
        let contained = false;
        for (let p = el.parentElement; p && p !== document.body && !contained; p = p.parentElement) {
          contained = getComputedStyle(p).overflowX !== 'visible';
        }
        if (contained) continue;
        escapes.add(el);
        // Report the outermost offender only.
        if (el.parentElement && escapes.has(el.parentElement)) continue;
        const names = [el.parentElement, el].map((e) =>
          e ? `${e.tagName.toLowerCase()}${typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}` : '',
        );
        out.push(`${names.join(' > ')} (right ${Math.round(r.right)} px, width ${Math.round(r.width)} px)`);
        if (out.length >= max) break;
      }
      return out;
    },
    { width: screenWidth, max: limit },
  );
}
