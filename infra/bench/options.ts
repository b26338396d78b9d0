// Command line of `npm run bench -- [flags]`.
export interface BenchOptions {
  /** Compare with budget.json and exit 1 when over. */
  check: boolean;
  /** 1 Lighthouse run, 3 navigations, 1 phone load, 3 s autocannon: for iterating, not for infra/bench/results/. */
  quick: boolean;
  lighthouse: boolean;
  monolith: boolean;
  throughput: boolean;
  lighthouseRuns: number;
  navigationRuns: number;
  /** Throttled real-browser loads per route (phone.ts). */
  phoneRuns: number;
  autocannonSeconds: number;
  autocannonConnections: number;
  /** Only the offline wallet's figure (offlineWallet.ts). */
  onlyWallet: boolean;
  /** Only the phone pass (phone.ts), with the monolith unless --no-monolith. */
  onlyPhone: boolean;
  /** Only these routes in the phone pass (labels as printed), all when empty. */
  phoneRoutes: string[];
}

export const USAGE = `npm run bench -- [--check] [--quick] [--no-lighthouse] [--no-monolith] [--no-throughput]
  --check          compare with infra/bench/budget.json; exit 1 when over budget
  --quick          1 Lighthouse run, 3 navigations, 1 phone load, 3 s autocannon (fast iteration)
  --no-lighthouse  skip Lighthouse
  --no-monolith    skip the federation-overhead comparison (monolith and client-rendered federated)
  --no-throughput  skip autocannon
  --only-wallet    only the offline wallet: the phone's time to the first code with no signal
  --only-phone     only the phone pass (the shipped build and, unless --no-monolith, the monolith, interleaved)
  --phone-routes=/event,/account  only these routes in the phone pass (a label's path part)`;

export function parseOptions(argv: string[]): BenchOptions {
  const known = new Set(['--check', '--quick', '--no-lighthouse', '--no-monolith', '--no-throughput', '--only-wallet', '--only-phone', '--help']);
  const unknown = argv.filter((a) => !known.has(a) && !a.startsWith('--phone-routes='));
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(' ')}\n${USAGE}`);
  const quick = argv.includes('--quick');
  const onlyWallet = argv.includes('--only-wallet');
  const onlyPhone = argv.includes('--only-phone');
  const only = onlyWallet || onlyPhone;
  return {
    check: argv.includes('--check'),
    quick,
    lighthouse: !only && !argv.includes('--no-lighthouse'),
    monolith: !onlyWallet && !argv.includes('--no-monolith'),
    throughput: !only && !argv.includes('--no-throughput'),
    lighthouseRuns: quick ? 1 : 5,
    navigationRuns: quick ? 3 : 10,
    phoneRuns: quick ? 1 : 5,
    autocannonSeconds: quick ? 3 : 10,
    autocannonConnections: 10,
    onlyWallet,
    onlyPhone,
    phoneRoutes: (argv.find((a) => a.startsWith('--phone-routes='))?.slice('--phone-routes='.length).split(',') ?? []).filter(Boolean),
  };
}
