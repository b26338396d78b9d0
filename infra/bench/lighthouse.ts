// Lighthouse 12, mobile (its default: mobile emulation and simulated throttling),
// performance only, with Debian's chromium. Each run is its own Lighthouse process and
// its own browser, so nothing is shared between runs but the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../stack/apps';
import { CHROME_PATH, CHROMIUM_ARGS } from '../chromium';
import { median } from './stats';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  benchmarkIndex: number;
  finalUrl: string;
  /** The LCP element as Lighthouse names it, and where its time went (ms per phase). */
  lcpElement: string;
  lcpPhases: Record<string, number>;
  /** The elements that moved, with their share of CLS. */
  layoutShifts: Array<{ node: string; score: number }>;
  /** The other Lighthouse categories, 0–100 (issue: accessibility, best practices, SEO at 100). */
  accessibility: number;
  bestPractices: number;
  seo: number;
}

type NumericFigure = 'score' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs' | 'speedIndexMs' | 'accessibility' | 'bestPractices' | 'seo';

const categoryScore = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

export interface LighthouseSummary extends Omit<LighthouseRun, 'finalUrl' | 'benchmarkIndex' | 'lcpElement' | 'lcpPhases' | 'layoutShifts'> {
  runs: LighthouseRun[];
  /** The run whose LCP is the median's: its LCP element, phases and shifts are the ones shown. */
  typical: LighthouseRun;
}

interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null } | undefined> & { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: AuditDetails }>;
}

interface LhNode {
  nodeLabel?: string;
  selector?: string;
  snippet?: string;
}

interface AuditDetails {
  type?: string;
  items?: Array<{ node?: LhNode; score?: number; phase?: string; timing?: number; items?: Array<{ node?: LhNode; phase?: string; timing?: number }> }>;
}

const nodeName = (node: LhNode | undefined) => (node ? `${node.snippet ?? node.selector ?? ''}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 40)}"` : ''}`.slice(0, 160) : '?');

/** Lighthouse 12: the LCP element audit is a list of two tables, the element and its phases. */
function lcpDetails(lhr: Lhr): { element: string; phases: Record<string, number> } {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  let element = '?';
  const phases: Record<string, number> = {};
  for (const t of tables) {
    for (const row of t.items ?? []) {
      if (row.node) element = nodeName(row.node);
      if (row.phase && typeof row.timing === 'number') phases[row.phase] = Math.round(row.timing);
    }
  }
  return { element, phases };
}

function layoutShifts(lhr: Lhr): Array<{ node: string; score: number }> {
  return (lhr.audits['layout-shifts']?.details?.items ?? [])
    .filter((i) => typeof i.score === 'number')
    .map((i) => ({ node: nodeName(i.node), score: i.score as number }));
}

const CLI = path.join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');

function lighthouseOnce(url: string, cookie?: string): Promise<LighthouseRun> {
  const args = [
    CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--quiet',
    `--chrome-flags=${[...CHROMIUM_ARGS, '--headless=new'].join(' ')}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH }, stdio: 'pipe' });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse exited ${code} for ${url}\n${err.slice(-2000)}`));
      try {
        const lhr = JSON.parse(Buffer.concat(out).toString('utf8')) as Lhr;
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const num = (id: string) => {
          const v = lhr.audits[id]?.numericValue;
          if (typeof v !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
          return v;
        };
        resolve({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: num('largest-contentful-paint'),
          tbtMs: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
          fcpMs: num('first-contentful-paint'),
          speedIndexMs: num('speed-index'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          finalUrl: lhr.finalDisplayedUrl,
          lcpElement: lcpDetails(lhr).element,
          lcpPhases: lcpDetails(lhr).phases,
          layoutShifts: layoutShifts(lhr),
          accessibility: categoryScore(lhr, 'accessibility'),
          bestPractices: categoryScore(lhr, 'best-practices'),
          seo: categoryScore(lhr, 'seo'),
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/**
 * One run; a run Lighthouse itself gives up on (NO_NAVSTART, NO_FCP on a busy machine)
 * is tried again, up to `attempts` times, and said so.
 */
export async function lighthouseRun(url: string, cookie?: string, attempts = 3, log: (s: string) => void = console.log): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cookie);
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`  Lighthouse failed (${String(error).split('\n').find((l) => /Runtime error|Error/.test(l)) ?? 'error'}); again`);
    }
  }
}

/** Median of each figure over the runs (each figure on its own). */
export function summarise(runs: LighthouseRun[]): LighthouseSummary {
  const m = (k: NumericFigure) => median(runs.map((r) => r[k]));
  const lcp = m('lcpMs');
  const typical = runs.reduce((best, r) => (Math.abs(r.lcpMs - lcp) < Math.abs(best.lcpMs - lcp) ? r : best), runs[0]!);
  return {
    typical,
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    score: m('score'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    fcpMs: m('fcpMs'),
    speedIndexMs: m('speedIndexMs'),
    runs,
  };
}
