// npm run bench [-- --check --quick --no-lighthouse --no-monolith --no-throughput --only-phone --phone-routes=…]
// Builds for production, starts the stack on free ports with a temp database, measures,
// prints tables and writes results/latest.json. It prints figures; only --check turns an
// over-budget figure into exit 1. Not part of npm test.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Cookie } from '@playwright/test';
import type { Stack } from '../stack/stack';
import { startBenchStack } from './benchStack';
import { cookieHeader, launchBrowser, signInCookies } from './browser';
import { loadBudget, overBudget, overMemberCpu } from './budget';
import { measureMemberCpu, REQUESTS_PER_BATCH, type MemberCpu } from './memberCpu';
import { buildFederated, buildMonolith, CSR_DIST, MONOLITH_DIST, prepareCsrDist } from './build';
import { coldLoad, ManifestCache, type BenchRoute } from './coldLoad';
import { lighthouseRun, summarise, type LighthouseRun } from './lighthouse';
import { machineInfo } from './machine';
import { measureNavigation, NAVIGATIONS } from './navigation';
import { PHONE_CPU_SLOWDOWN, PHONE_DEVICE, PHONE_NETWORK } from '../phone/phoneProfile';
import { walletOffline } from './offlineWallet';
import { phonePass, type PhoneLoad, type PhoneSite } from './phone';
import { startStackProcess, type StackProcess } from './stackProcess';
import { parseOptions, USAGE, type BenchOptions } from './options';
import {
  coldLoadTable,
  lighthouseTable,
  lcpTable,
  machineLine,
  navigationTable,
  phoneTable,
  walletOfflineTable,
  ratioTable,
  throughputTable,
  type BenchResults,
  type VariantResults,
} from './report';
import { autocannon, type Throughput } from './throughput';

const log = (s: string) => console.log(s);

async function promoSlug(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/v1/promos`);
  if (!res.ok) throw new Error(`GET ${apiUrl}/v1/promos: HTTP ${res.status}`);
  const body = (await res.json()) as { results?: Array<{ slug?: string }> };
  const slug = body.results?.[0]?.slug;
  if (!slug) throw new Error('No promo in the local backend to measure /promo/{slug} with');
  return slug;
}

/** The document's boot data says the member is signed in (what the page will render). */
async function assertMemberDocument(url: string, cookie: string): Promise<void> {
  const res = await fetch(url, { headers: { cookie } });
  const html = await res.text();
  if (!res.ok || !html.includes('"status":"member"')) {
    throw new Error(`${url} with the sign-in cookie is not a member page (HTTP ${res.status})`);
  }
}

function routesFor(slug: string): BenchRoute[] {
  return [
    { label: '/', path: '/', member: false },
    { label: '/promo', path: '/promo', member: false },
    { label: '/promo/{slug}', path: `/promo/${slug}`, member: false },
    { label: '/event', path: '/event', member: false },
    { label: '/account (member)', path: '/account', member: true },
  ];
}

async function withStack<T>(shellDist: string | undefined, fn: (stack: Stack) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const bench = await startBenchStack({ ...(shellDist ? { SHELL_DIST: shellDist } : {}), ...env });
  try {
    return await fn(bench.stack);
  } finally {
    await bench.close();
  }
}

async function measureVariant(
  variant: VariantResults['variant'],
  browser: Browser,
  stack: Stack,
  opts: BenchOptions,
): Promise<VariantResults> {
  log(`\n== ${variant}: ${stack.url}`);
  const routes = routesFor(await promoSlug(stack.apiUrl));
  const cookies: Cookie[] = await signInCookies(browser, stack.url);
  const manifests = new ManifestCache(stack.url);
  const result: VariantResults = { variant, coldLoads: [], lighthouse: {}, lighthouseErrors: {}, navigation: [], phone: [] };
  if (variant === 'federated') {
    log(`wallet offline ×${opts.phoneRuns}`);
    result.walletOffline = await walletOffline(browser, stack.url, cookies, opts.phoneRuns);
  }
  if (opts.onlyWallet) return result;

  for (const route of routes) {
    log(`cold load ${route.path}`);
    result.coldLoads.push(await coldLoad(browser, stack.url, route, manifests, cookies));
  }
  for (const nav of NAVIGATIONS) {
    log(`navigation ${nav.label} ×${opts.navigationRuns}`);
    result.navigation.push(await measureNavigation(browser, stack.url, nav, opts.navigationRuns));
  }
  if (opts.lighthouse) {
    // Lighthouse replays the sign-in cookie as a header: make sure the BFF still takes it.
    await assertMemberDocument(`${stack.url}/account`, cookieHeader(cookies));
    for (const route of routes) {
      const runs: LighthouseRun[] = [];
      try {
        for (let i = 0; i < opts.lighthouseRuns; i++) {
          const run = await lighthouseRun(`${stack.url}${route.path}`, route.member ? cookieHeader(cookies) : undefined);
          log(`lighthouse ${route.path} run ${i + 1}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, benchmarkIndex ${run.benchmarkIndex}`);
          if (new URL(run.finalUrl).pathname !== route.path) log(`  warning: Lighthouse ended on ${run.finalUrl}`);
          runs.push(run);
        }
        result.lighthouse[route.label] = summarise(runs);
      } catch (error) {
        // One route Lighthouse cannot measure does not lose the rest of the run.
        const message = String(error).split('\n').slice(0, 2).join(' ');
        log(`lighthouse ${route.path}: no figure (${message})`);
        result.lighthouseErrors[route.label] = message;
      }
    }
  }
  return result;
}

/** A site of the phone pass: a build, and the server's settings for it. */
interface PhoneStack {
  variant: string;
  shellDist?: string;
  env?: Record<string, string>;
}

/** Starts every stack at once (each in its own process, see stackProcess.ts), signs the member in on each, runs the interleaved phone pass. */
async function phonePassOn(specs: PhoneStack[], browser: Browser, opts: BenchOptions): Promise<PhoneLoad[]> {
  const stacks: StackProcess[] = [];
  try {
    for (const spec of specs) stacks.push(await startStackProcess({ ...(spec.shellDist ? { SHELL_DIST: spec.shellDist } : {}), ...spec.env }));
    const sites: PhoneSite[] = [];
    for (const [i, spec] of specs.entries()) sites.push({ variant: spec.variant, url: stacks[i]!.url, cookies: await signInCookies(browser, stacks[i]!.url) });
    const routes = routesFor(await promoSlug(stacks[0]!.apiUrl)).filter((r) => opts.phoneRoutes.length === 0 || opts.phoneRoutes.includes(r.label.split(' ')[0]!));
    log(`\nphone pass: ${sites.map((s) => s.variant).join(', ')}, interleaved, ×${opts.phoneRuns} per route (untouched loads and tap loads)`);
    return await phonePass(browser, sites, routes, opts.phoneRuns, log);
  } finally {
    await Promise.all(stacks.map((s) => s.close()));
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    log(USAGE);
    return 0;
  }
  const opts = parseOptions(argv);
  const budget = loadBudget();
  const startLoad = Number(os.loadavg()[0]!.toFixed(2));

  await buildFederated(log);
  if (opts.monolith) await buildMonolith(log);

  const browser = await launchBrowser();
  const empty = (variant: VariantResults['variant']): VariantResults => ({ variant, coldLoads: [], lighthouse: {}, lighthouseErrors: {}, navigation: [], phone: [] });
  let federated: VariantResults = empty('federated');
  let phone: PhoneLoad[] = [];
  let federatedCsr: VariantResults | undefined;
  let monolith: VariantResults | undefined;
  const throughput: Throughput[] = [];
  let memberCpu: MemberCpu[] = [];
  try {
    if (!opts.onlyPhone) federated = await withStack(undefined, async (stack) => {
      const r = await measureVariant('federated', browser, stack, opts);
      if (opts.throughput) {
        for (const p of ['/', '/promo', '/health']) {
          log(`autocannon ${p} ${opts.autocannonSeconds} s`);
          throughput.push(await autocannon(stack.url, p, opts.autocannonSeconds, opts.autocannonConnections));
        }
      }
      return r;
    });
    // Members' pages (issue 43 item 1d): BFF CPU per request on a stack of one worker of its
    // own (memberCpu.ts, as bench:members:ab measures it), after the other stacks have gone.
    if (opts.throughput) {
      const paths = Object.keys(budget.memberCpu.maxBffMsPerRequest);
      const batches = opts.quick ? Math.min(4, budget.memberCpu.batches) : budget.memberCpu.batches;
      log(`members' BFF CPU ${paths.join(', ')}: ${batches} batches of ${REQUESTS_PER_BATCH}`);
      memberCpu = await measureMemberCpu(paths, batches);
    }
    if (opts.monolith && !opts.onlyPhone) {
      // The monolith has no server renderer: compare it with the federated build rendering
      // on the client too, so the ratios show federation, not server rendering.
      prepareCsrDist();
      federatedCsr = await withStack(CSR_DIST, async (stack) => {
        const r = await measureVariant('federated-csr', browser, stack, opts);
        // Before server rendering: the same pages as client-rendered documents.
        if (opts.throughput) {
          for (const p of ['/', '/promo']) {
            log(`autocannon ${p} (client-rendered) ${opts.autocannonSeconds} s`);
            throughput.push(await autocannon(stack.url, p, opts.autocannonSeconds, opts.autocannonConnections, 'client-rendered'));
          }
        }
        return r;
      });
      monolith = await withStack(MONOLITH_DIST, (stack) => measureVariant('monolith', browser, stack, opts));
    }
    if (!opts.onlyWallet) {
      phone = await phonePassOn(
        [
          { variant: 'federated' },
          ...(opts.monolith ? [{ variant: 'monolith', shellDist: MONOLITH_DIST }] : []),
        ],
        browser,
        opts,
      );
      federated.phone = phone.filter((p) => p.variant === 'federated');
      if (monolith) monolith.phone = phone.filter((p) => p.variant === 'monolith');
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
  const results: BenchResults = {
    machine: { ...machineInfo(browser.version()), loadAverage: { start: startLoad, end: Number(os.loadavg()[0]!.toFixed(2)) } },
    options: { ...opts },
    federated,
    phone,
    throughput,
    memberCpu,
  };
  if (federatedCsr && monolith) {
    const [fed, mono] = [federatedCsr, monolith];
    results.federatedCsr = fed;
    results.monolith = mono;
    results.ratios = fed.coldLoads.map((f) => {
      const m = mono.coldLoads.find((x) => x.route === f.route);
      const fl = fed.lighthouse[f.route];
      const ml = mono.lighthouse[f.route];
      return {
        route: f.route,
        jsBytes: m ? f.js.total / m.js.total : Number.NaN,
        ...(fl && ml ? { lcp: fl.lcpMs / ml.lcpMs } : {}),
      };
    });
  }
  const unmeasured = opts.lighthouse ? Object.keys(federated.lighthouseErrors).map((r) => `${r}: Lighthouse not measured`) : [];
  const interactive = (variant: string, route: string) => phone.find((p) => p.variant === variant && p.route === route)?.median.interactiveMs;
  results.overBudget = [
    ...unmeasured,
    ...overBudget(
      budget,
      federated.coldLoads.map((c) => ({
        route: c.route,
        jsBytes: c.js.total,
        reactDomCopies: c.reactDomCopies,
        lighthouse: federated.lighthouse[c.route]?.score,
        cls: federated.lighthouse[c.route]?.cls,
      })),
    ),
    // The phone pass against the monolith (its own rows: --only-phone measures no cold loads).
    ...overBudget(
      { ...budget, maxFirstLoadJsKB: Infinity },
      federated.phone.map((p) => ({
        route: p.route,
        jsBytes: 0,
        reactDomCopies: budget.reactDomCopies,
        phoneInteractiveMs: p.median.interactiveMs,
        monolithInteractiveMs: interactive('monolith', p.route),
      })),
    ),
    ...(opts.throughput ? overMemberCpu(budget, memberCpu) : []),
  ];
  // What this run did not measure is not checked: say so, a partial run is not a passed budget.
  const unchecked = [
    ...(opts.lighthouse ? [] : ['Lighthouse and CLS']),
    ...(opts.onlyPhone || opts.onlyWallet ? ['first-load JS and React DOM copies'] : []),
    ...(opts.monolith && !opts.onlyWallet ? [] : ['phone interactive vs the monolith']),
    ...(opts.throughput ? [] : ["members' BFF CPU"]),
  ];

  log(`\nMachine: ${machineLine(results.machine)}${opts.quick ? '  (--quick)' : ''}`);
  for (const v of [federated, federatedCsr, monolith]) {
    if (!v || opts.onlyPhone) continue;
    log(`\n## ${v.variant}: cold load, JS as served (kB = 1000 bytes, compressed)\n${coldLoadTable(v)}`);
    if (opts.lighthouse) {
      log(`\n## ${v.variant}: Lighthouse 12 mobile, median of ${opts.lighthouseRuns}\n${lighthouseTable(v)}`);
      log(`\n## ${v.variant}: LCP element, its phases, layout shifts\n${lcpTable(v)}`);
      for (const [route, e] of Object.entries(v.lighthouseErrors)) log(`  ${route}: not measured: ${e}`);
    }
    log(`\n## ${v.variant}: client navigation, median of ${opts.navigationRuns}\n${navigationTable(v)}`);
    if (v.walletOffline) log(`\n## ${v.variant}: the wallet offline (no signal, CPU ×${PHONE_CPU_SLOWDOWN}, 360 px), median of ${opts.phoneRuns}\n${walletOfflineTable(v.walletOffline)}`);
  }
  if (phone.length > 0) {
    const phoneProfile = `${PHONE_DEVICE.viewport.width} px, ${(PHONE_NETWORK.downloadBitsPerSecond / 1024 / 1024).toFixed(1)} Mbps, ${PHONE_NETWORK.latencyMs} ms, CPU ×${PHONE_CPU_SLOWDOWN}`;
    log(`\n## First load in a real browser as a phone (${phoneProfile}), interleaved, median of ${opts.phoneRuns}\n${phoneTable(phone)}`);
  }
  if (throughput.length > 0) log(`\n## BFF throughput (autocannon, loopback)\n${throughputTable(throughput)}`);
  if (memberCpu.length > 0) {
    const rows = memberCpu.map((m) => `| ${m.path} (member) | ${m.requests} | ${m.bffMsPerRequest.toFixed(2)} | ${budget.memberCpu.maxBffMsPerRequest[m.path] ?? '–'} |`);
    log(`\n## Members' pages: BFF CPU per request (one worker)\n| route | requests | BFF CPU ms/request | ceiling |\n|---|---:|---:|---:|\n${rows.join('\n')}`);
  }
  if (results.ratios) log(`\n## Federation overhead (federated / monolith, both rendering on the client)\n${ratioTable(results.ratios)}`);

  const outDir = path.join(__dirname, 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(results, null, 2));
  log(`\nWrote ${path.relative(process.cwd(), path.join(outDir, 'latest.json'))}`);

  if (unchecked.length > 0) log(`Not measured in this run, so not checked: ${unchecked.join(', ')}.`);
  if (results.overBudget.length === 0) {
    log('Within budget (budget.json).');
    return 0;
  }
  log(`\nOver budget (budget.json):\n${results.overBudget.map((l) => `  - ${l}`).join('\n')}`);
  return opts.check ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
