// axe-core with the WCAG 2.0/2.1/2.2 A and AA tags (issue 18): no violation of any impact.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe on the page as it is now: every violation listed with where it is. */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  // Legacy mode runs axe in the page's own frames; the default opens a blank page of its own
  // for every run to merge frame results in, which more than doubled a run's time (1.4–2 s
  // against 2.3–4 s a page, measured). Only violations come back: every pass and
  // inapplicable rule serialised out of the page was the rest.
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] })
    .analyze();
  const found = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
  );
  expect(found, `${what}: axe WCAG 2.2 AA violations`).toEqual([]);
}
