// The printed tables.
import type { ColdLoad } from './coldLoad';
import type { LighthouseSummary } from './lighthouse';
import type { MachineInfo } from './machine';
import type { NavigationResult } from './navigation';
import type { WalletOffline } from './offlineWallet';
import type { PhoneLoad } from './phone';
import type { Throughput } from './throughput';

export interface VariantResults {
  /**
   * 'federated': the site as it ships (server rendering on). 'federated-csr': the same
   * build rendering on the client only; 'monolith': no federation (client rendering,
   * it has no server build). The federation-overhead ratios compare the last two.
   */
  variant: 'federated' | 'federated-csr' | 'monolith';
  coldLoads: ColdLoad[];
  lighthouse: Record<string, LighthouseSummary>;
  /** Routes Lighthouse could not measure (after retries), with why. */
  lighthouseErrors: Record<string, string>;
  navigation: NavigationResult[];
  /** Throttled real-browser first loads (phone.ts). */
  phone: PhoneLoad[];
  /** Offline, the phone's CPU: navigation to the wallet's first code (offlineWallet.ts); the shipped build only. */
  walletOffline?: WalletOffline[];
}

export interface BenchResults {
  machine: MachineInfo;
  options: Record<string, unknown>;
  federated: VariantResults;
  /** The phone pass: every build of the run, interleaved (phone.ts). */
  phone?: PhoneLoad[];
  federatedCsr?: VariantResults;
  monolith?: VariantResults;
  throughput: Throughput[];
  /** Members' pages, BFF CPU per request (memberCpu.ts). */
  memberCpu?: Array<{ path: string; requests: number; bffMsPerRequest: number }>;
  ratios?: Array<{ route: string; jsBytes: number; lcp?: number }>;
  overBudget?: string[];
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (v: number) => `${Math.round(v)}`;

export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function coldLoadTable(v: VariantResults): string {
  return table(
    ['route', 'JS kB', 'shell', 'shared', 'remote', 'JS req', 'requests', 'all kB', 'React DOM'],
    v.coldLoads.map((c) => [
      c.route + (c.signedIn || !c.path.startsWith('/account') ? '' : ' (NOT signed in)'),
      kB(c.js.total),
      kB(c.js.shell),
      kB(c.js.shared),
      kB(c.js.remote),
      String(c.jsRequests),
      String(c.requests),
      kB(c.transferBytes),
      String(c.reactDomCopies),
    ]),
  );
}

export function lighthouseTable(v: VariantResults): string {
  return table(
    ['route', 'score', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'SI ms', 'scores of runs', 'benchmarkIndex of runs'],
    Object.entries(v.lighthouse).map(([route, s]) => [
      route,
      String(s.score),
      ms(s.lcpMs),
      ms(s.tbtMs),
      s.cls.toFixed(3),
      ms(s.fcpMs),
      ms(s.speedIndexMs),
      s.runs.map((r) => r.score).join(' '),
      s.runs.map((r) => Math.round(r.benchmarkIndex)).join(' '),
    ]),
  );
}

/** Per route: the LCP element of the typical run, where its time went, and what shifted. */
export function lcpTable(v: VariantResults): string {
  return table(
    ['route', 'LCP element (typical run)', 'LCP phases ms', 'layout shifts (score, element)', 'a11y / best practices / SEO'],
    Object.entries(v.lighthouse).map(([route, s]) => [
      route,
      s.typical.lcpElement,
      Object.entries(s.typical.lcpPhases).map(([phase, msValue]) => `${phase} ${msValue}`).join(', ') || '-',
      s.typical.layoutShifts.map((l) => `${l.score.toFixed(3)} ${l.node}`).join('; ') || 'none',
      `${s.accessibility} / ${s.bestPractices} / ${s.seo}`,
    ]),
  );
}

export function navigationTable(v: VariantResults): string {
  return table(
    ['navigation', 'median ms', 'runs ms'],
    v.navigation.map((n) => [n.label, ms(n.medianMs), n.runsMs.map(ms).join(' ')]),
  );
}

export function phoneTable(phone: PhoneLoad[]): string {
  return table(
    ['route', 'build', 'FCP ms', 'LCP ms', 'CLS', 'hydrated ms', 'interactive ms', 'interactive ms of runs', 'tap at 1 s: worked', 'menu open ms', 'load avg'],
    phone.map((p) => [
      p.route,
      p.variant,
      ms(p.median.fcpMs),
      ms(p.median.lcpMs),
      p.median.cls.toFixed(3),
      ms(p.median.hydratedMs),
      ms(p.median.interactiveMs),
      p.runs.map((r) => ms(r.interactiveMs)).join(' '),
      `${p.tapsWorked}/${p.taps.length}`,
      Number.isNaN(p.tapOpenedMs) ? '–' : ms(p.tapOpenedMs),
      p.loadAverage.join(' → '),
    ]),
  );
}

export function walletOfflineTable(w: WalletOffline[]): string {
  return table(
    ['offline page', 'first code ms (median)', 'runs ms'],
    w.map((x) => [x.path, ms(x.medianMs), x.runsMs.map(ms).join(' ')]),
  );
}

export function throughputTable(t: Throughput[]): string {
  return table(
    ['BFF path', 'build', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'load'],
    t.map((x) => [
      x.path,
      x.variant,
      x.requestsPerSecond.toFixed(0),
      String(x.latencyP50Ms),
      String(x.latencyP99Ms),
      String(x.non2xx),
      String(x.errors),
      `${x.connections} conn, ${x.seconds} s`,
    ]),
  );
}

export function ratioTable(r: NonNullable<BenchResults['ratios']>): string {
  return table(
    ['route', 'JS bytes fed/mono', 'LCP fed/mono'],
    r.map((x) => [x.route, x.jsBytes.toFixed(2), x.lcp === undefined ? '–' : x.lcp.toFixed(2)]),
  );
}

export function machineLine(m: MachineInfo): string {
  return `${m.cpuModel}, ${m.cores} cores, ${m.memoryGB} GB, ${m.platform}, Node ${m.node}, Chromium ${m.chromium}, ${m.date}, commit ${m.commit}, load average ${m.loadAverage.start} → ${m.loadAverage.end ?? '?'}`;
}
