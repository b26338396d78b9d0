// Lighthouse 12, mobile (its default: mobile emulation and simulated throttling),
// performance only, with Debian's chromium. Each run is its own Lighthouse process and
// its own browser, so nothing is shared between runs but the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../stack/apps';
import { CHROME_PATH, CHROMIUM_FLAGS } from './browser';
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
}

export interface LighthouseSummary extends Omit<LighthouseRun, 'finalUrl' | 'benchmarkIndex'> {
  runs: LighthouseRun[];
}

interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

const CLI = path.join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');

function lighthouseOnce(url: string, cookie?: string): Promise<LighthouseRun> {
  const args = [
    CLI,
    url,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance',
    '--quiet',
    `--chrome-flags=${[...CHROMIUM_FLAGS, '--headless=new'].join(' ')}`,
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
  const m = (k: keyof Omit<LighthouseRun, 'finalUrl'>) => median(runs.map((r) => r[k]));
  return {
    score: m('score'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    fcpMs: m('fcpMs'),
    speedIndexMs: m('speedIndexMs'),
    runs,
  };
}
