// What ops read of the BFF, in the Prometheus text format (prom-client): per remote and
// version the page views, failures by kind and server renders (with their duration); per
// upstream the calls, their outcome and time, and whether its breaker is open; the anonymous
// page cache's hits and misses; answers by status class; the canary's state from the same
// health counts the automatic abort reads. One registry per process (the upstream calls and
// their breakers are per process too); npm start's primary adds the workers' up
// (metrics/plugin.ts). Names and labels are what infra/deploy's dashboard and alert rules use.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'mv_bff_' });

export const pageViews = new Counter({
  name: 'mv_page_views_total',
  help: 'Page views, per remote and the version the visitor was served: documents that run it, and pages that mounted it after a client navigation',
  labelNames: ['remote', 'version', 'canary'] as const,
  registers: [metricsRegistry],
});

export const remoteFailures = new Counter({
  name: 'mv_remote_failures_total',
  help: 'Failures visitors met, per remote version and kind, once per page view (load, mount, render, error, timeout: browser reports with a valid view token; ssr, 5xx: seen by the BFF)',
  labelNames: ['remote', 'version', 'kind'] as const,
  registers: [metricsRegistry],
});

export const serverRenders = new Counter({
  name: 'mv_ssr_renders_total',
  help: 'Server renders of a remote area: server (rendered), fallback (left to the browser: over budget), failed (threw, left to the browser)',
  labelNames: ['remote', 'version', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const renderDuration = new Histogram({
  name: 'mv_ssr_render_duration_seconds',
  help: 'Time from the start of a server render to its document, per page owner',
  labelNames: ['owner'] as const,
  buckets: [0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2],
  registers: [metricsRegistry],
});

export const pageCacheRequests = new Counter({
  name: 'mv_page_cache_requests_total',
  help: 'Anonymous page cache lookups by outcome (the x-mv-cache header)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const upstreamCalls = new Counter({
  name: 'mv_upstream_calls_total',
  help: 'Calls to an upstream service by outcome: answered (any status), timeout, unreachable, rejected (breaker open or at capacity)',
  labelNames: ['upstream', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const upstreamErrors = new Counter({
  name: 'mv_upstream_errors_total',
  help: 'Upstream answers with status 5xx and calls with no answer',
  labelNames: ['upstream'] as const,
  registers: [metricsRegistry],
});

export const upstreamDuration = new Histogram({
  name: 'mv_upstream_call_duration_seconds',
  help: 'Time of an upstream call, whole answer read',
  labelNames: ['upstream'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Who reads the breakers' state at scrape time (the upstream module registers it). */
let breakerStates: () => Array<{ upstream: string; open: boolean }> = () => [];
export const readBreakers = (read: typeof breakerStates) => {
  breakerStates = read;
};

export const upstreamBreakerOpen = new Gauge({
  name: 'mv_upstream_breaker_open',
  help: '1 while the upstream circuit breaker is open (calls answered at once without trying)',
  labelNames: ['upstream'] as const,
  // In npm start's cluster: open in any worker.
  aggregator: 'max',
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const b of breakerStates()) this.set({ upstream: b.upstream }, b.open ? 1 : 0);
  },
});

export const httpResponses = new Counter({
  name: 'mv_http_responses_total',
  help: 'Answers by status class',
  labelNames: ['status_class'] as const,
  registers: [metricsRegistry],
});

export const canaryAborts = new Counter({
  name: 'mv_canary_aborts_total',
  help: 'Canaries this BFF aborted automatically',
  labelNames: ['remote', 'version'] as const,
  registers: [metricsRegistry],
});

/** The canary's state as the abort decision sees it (one row per remote and role). */
export interface CanaryRow {
  remote: string;
  role: 'stable' | 'canary';
  version: string;
  share: number;
  visitors: number;
  failedVisitors: number;
  /** The test's lower bound of (canary − stable) failure rate; canary rows only, once both sides have visitors. */
  lowerBound?: number;
}

/** Sources of canary rows (each BFF instance in the process registers its own; tests build many). */
const canarySources = new Set<() => Promise<CanaryRow[]>>();
export function addCanarySource(read: () => Promise<CanaryRow[]>): () => void {
  canarySources.add(read);
  return () => canarySources.delete(read);
}

async function canaryRows(): Promise<CanaryRow[]> {
  const all = await Promise.all([...canarySources].map((read) => read().catch(() => [] as CanaryRow[])));
  return all.flat();
}

// The counts are the shared ones (Redis, or npm start's primary): every worker reports the
// same figures, so the cluster's sum would multiply them; 'max' keeps one.
const canaryGauge = (name: string, help: string, value: (row: CanaryRow) => number | undefined) =>
  new Gauge({
    name,
    help,
    labelNames: ['remote', 'role', 'version'] as const,
    aggregator: 'max',
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const row of await canaryRows()) {
        const v = value(row);
        if (v !== undefined) this.set({ remote: row.remote, role: row.role, version: row.version }, v);
      }
    },
  });

canaryGauge('mv_canary_share_percent', 'Share of visitors (percent) served each live version of a remote', (r) => r.share);
canaryGauge('mv_canary_visitors', 'Visitors counted on each version since the canary started (network rule applied)', (r) => r.visitors);
canaryGauge('mv_canary_failed_visitors', 'Of them, visitors with a failed page view', (r) => r.failedVisitors);
canaryGauge('mv_canary_failure_rate', 'Failed visitors per visitor on each version since the canary started', (r) => (r.visitors === 0 ? 0 : r.failedVisitors / r.visitors));
canaryGauge('mv_canary_difference_lower_bound', "The abort test's lower confidence bound of (canary − stable) failure rate; the canary is aborted above the margin", (r) => r.lowerBound);

/** The labels of a status code's class ('2xx'…). */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Every metric's name this registry exports (what the dashboard and alert rules may name). */
export const metricNames = (): string[] => metricsRegistry.getMetricsAsArray().map((m) => m.name);
