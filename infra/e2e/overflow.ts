// Whether a page fits a phone's width, and if not, which elements make it wider than the
// screen: the outermost ones whose right edge passes it, as short CSS-like descriptions
// ('ul.layout_nav__x > li'), for messages.
import { expect, type Page } from '@playwright/test';
import { horizontalOverflow } from './journeys';

/** The widths a page must fit: the common small phone and the common phone. */
export const PHONE_WIDTHS = [360, 390] as const;

/** The page fits each phone width: nothing to scroll sideways, and which elements if not. */
export async function expectFits(page: Page, path: string): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const overflow = await horizontalOverflow(page);
    const culprits = overflow > 0 ? await overflowCulprits(page) : [];
    expect(overflow, `${path} at ${width} px is ${overflow} px too wide:\n${culprits.join('\n')}`).toBe(0);
  }
}

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
