// A quick pass over the public pages in one engine, and the engine findings of issue 43
// that a page can show: the remote's mf-manifest.json fetched once (WebKit did not use an
// in-flight preload and fetched it again), and the phone's scrolling rows (the header's
// menu, the home's category row) drawing no scrollbar and cutting no link where the
// desktop's classic scrollbars take room (Firefox with ui.useOverlayScrollbars 0).
import { settled, shot, until, type Journey } from './memberDay';

/**
 * In the page: the header's menu and the home's category row as a phone must show them —
 * no room taken by a scrollbar (they scroll with a finger), and every link of the menu
 * whole. Self-contained (sent as source).
 */
export function phoneRowProblems(): string[] {
  const problems: string[] = [];
  const rows = [...document.querySelectorAll<HTMLElement>('header nav, main nav, [data-testid="home-header-block"] ul')];
  for (const row of rows) {
    const style = getComputedStyle(row);
    if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
    const bar = row.offsetHeight - row.clientHeight - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth);
    if (bar > 0) problems.push(`${row.getAttribute('aria-label') ?? row.tagName.toLowerCase()}: a ${bar} px scrollbar`);
  }
  const menu = document.querySelector<HTMLElement>('header nav[aria-label="Navigasi utama"]');
  if (menu && menu.scrollWidth > menu.clientWidth) {
    const cut = [...menu.querySelectorAll('a')].find((a) => a.getBoundingClientRect().right > menu.getBoundingClientRect().right + 0.5);
    problems.push(`Navigasi utama: '${cut?.textContent ?? '?'}' cut (${menu.scrollWidth - menu.clientWidth} px too wide)`);
  }
  return problems;
}

/** In the page: how often each mf-manifest.json was loaded, by the page's resource timing. */
export function manifestLoads(): Record<string, number> {
  const loads: Record<string, number> = {};
  for (const entry of performance.getEntriesByType('resource')) {
    if (!/\/mf-manifest\.json(\?|$)/.test(entry.name)) continue;
    loads[entry.name] = (loads[entry.name] ?? 0) + 1;
  }
  return loads;
}

export interface PageCheck {
  path: string;
  problems: string[];
}

/**
 * Opens each path, waits until it is interactive and checks what every engine must show:
 * a heading, no remote area failed, nothing wider than the phone, the phone's rows.
 */
export async function publicPass(j: Journey, paths: readonly string[]): Promise<PageCheck[]> {
  const checks: PageCheck[] = [];
  for (const path of paths) {
    const started = Date.now();
    await j.page.goto(`${j.origin}${path}`);
    await settled(j);
    const problems = await j.page.run(() => {
      const found: string[] = [];
      // A phone's screen (a desktop-sized window would hide every phone finding).
      if (window.innerWidth !== 360) found.push(`the window is ${window.innerWidth} px wide, not a phone's 360`);
      if (!document.querySelector('h1')?.textContent?.trim()) found.push('no h1');
      const failed = [...document.querySelectorAll<HTMLElement>('[data-remote-state="failed"]')].map((el) => el.dataset.remoteArea);
      if (failed.length > 0) found.push(`remote areas failed: ${failed.join(', ')}`);
      const width = (document.scrollingElement ?? document.documentElement).scrollWidth;
      if (width > document.documentElement.clientWidth) found.push(`${width - document.documentElement.clientWidth} px wider than the screen`);
      return found;
    }, null);
    problems.push(...(await j.page.run(phoneRowProblems, null)));
    await shot(j, `page-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`);
    checks.push({ path, problems });
    j.steps.push({ step: path, ms: Date.now() - started });
  }
  return checks;
}

/** The page's own remote: its mf-manifest.json, once the remote has mounted. */
export async function manifestLoadsOnce(j: Journey): Promise<Record<string, number>> {
  await until(j, "a remote's page mounted", () => Boolean(document.querySelector('[data-remote-area][data-remote-state="ready"]')), null);
  return j.page.run(manifestLoads, null);
}
