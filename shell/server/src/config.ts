// BFF configuration from the environment, validated at start: a bad value stops the
// start with a message naming it. Everything that depends on PORT follows it.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts/core';
import { parseRedirects } from './http/redirects';

/** The remotes' names as a regular-expression alternation (REMOTE_OVERRIDES). */
const NAMES = REMOTE_NAMES.join('|');

export const repoRoot = path.resolve(__dirname, '../../..');

const url = z.url({ protocol: /^https?$/ });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: url.optional(),
  API_URL: url.default('http://127.0.0.1:4010'),
  SSO_URL: url.default('http://127.0.0.1:4020'),
  /** The SSO as the browser reaches it (authorize page, tier terms); default SSO_URL. */
  SSO_PUBLIC_URL: url.optional(),
  /** The Content API as the browser reaches it (/pages/tnc); default API_URL. */
  API_PUBLIC_URL: url.optional(),
  SSO_CLIENT_ID: z.string().min(1).default('myvalue-web'),
  APP_DOWNLOAD_URL: url.default('https://myvalue.id/download'),
  STORAGE_BASE_URL: url.optional(),
  /**
   * The production site's host (host[:port], no scheme): spec §7's tracking events carry
   * the 'Staging' suffix when the page's host is this one (shared-contracts/src/tracking.ts).
   */
  PRODUCTION_HOST: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/, 'a host name with an optional port, no scheme or path')
    .default('www.myvalue.id'),
  /** The tag manager's container (Google Tag Manager); unset: no container is loaded and the CSP allows none. */
  GTM_ID: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().regex(/^GTM-[A-Z0-9]+$/, "a Google Tag Manager container id such as 'GTM-AB12CD'").optional(),
  ),
  SENTRY_DSN: z.string().optional(),
  MV_ENV: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')
    .default('local'),
  REGISTRY_FILE: z.string().optional(),
  /** Where the registry lives: a file (one BFF, the default) or Redis (many BFFs, with change notification). */
  REGISTRY_STORE: z.enum(['file', 'redis']).default('file'),
  /** redis://[user:password@]host:port[/db]; required when REGISTRY_STORE=redis. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Where remote builds live: the remotes' dist folders (the default) or S3-compatible storage. */
  ARTEFACT_STORE: z.enum(['folder', 's3']).default('folder'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('ap-southeast-3'),
  /** An S3-compatible endpoint (MinIO, s3rver); unset for AWS. Credentials: the AWS SDK's usual variables. */
  S3_ENDPOINT: url.optional(),
  /** Where browsers load the objects from (the CDN in front of the bucket). */
  ARTEFACT_PUBLIC_URL: url.optional(),
  /** The registry's key in Redis; default myvalue:registry:<MV_ENV>. */
  REGISTRY_REDIS_KEY: z.string().min(1).optional(),
  SHELL_DIST: z.string().optional(),
  /**
   * Local development only: 'catalog=dev' serves mf-catalog/dist/dev (the watcher's
   * output); 'catalog=http://…/mf-manifest.json' points a remote elsewhere.
   */
  REMOTE_OVERRIDES: z
    .string()
    .regex(new RegExp(`^((${NAMES})=[^,=\\s]+)(,(${NAMES})=[^,=\\s]+)*$`), 'name=version-or-url, comma separated')
    .optional(),
  /**
   * The key of what the BFF hands the browser and must get back unchanged: it encrypts the
   * short-lived sign-in cookie (PKCE verifier inside) and the page views' canary tokens
   * (session/sealed.ts: AES-256-GCM, a key per purpose), and signs the canary bucket cookie
   * (@fastify/cookie). Shared by every BFF instance in production.
   */
  COOKIE_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** How long a remote's server render may take before its area renders on the client. */
  SSR_REMOTE_BUDGET_MS: z.coerce.number().int().min(50).max(10_000).default(300),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /**
   * Which proxies in front of the BFF to believe about the client's address and protocol
   * (Fastify's trustProxy): 'false' (default: nobody), 'true' (every hop), a hop count,
   * or a comma-separated list of addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, "'true', 'false', a hop count, or addresses/CIDRs separated by commas")
    .default('false'),
  /**
   * Canary releases: a canary whose failure rate (visitors with a failed page view per
   * visitor) exceeds the stable version's by more than this is aborted automatically…
   */
  CANARY_FAILURE_MARGIN: z.coerce.number().min(0).max(1).default(0.05),
  /** …once each version (canary and stable) has been served to at least this many visitors (the name is older than the per-visitor count). */
  CANARY_MIN_PAGE_VIEWS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Failure reports (POST /webapi/remote-health) one client (address, and visitor) may send per minute. */
  REMOTE_HEALTH_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /**
   * The one-sided confidence of the abort test (docs/architecture.md §13): the canary is
   * aborted when the lower bound of (canary − stable) failure rate at this confidence is above the margin.
   */
  CANARY_CONFIDENCE: z.coerce.number().min(0.5).max(0.9999).default(0.99),
  /** New visitors one network (an IPv4 /24, an IPv6 /48) may bring into a canary's counts (throwaway cookies and addresses count once each up to this). */
  CANARY_VISITORS_PER_NETWORK: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Bearer token for GET /webapi/remote-health from elsewhere than this host (unset: loopback only). */
  CANARY_OPERATOR_TOKEN: z.string().min(32, 'at least 32 characters').optional(),
  /** Anonymous page cache (page/pageCache.ts): its bound in MiB; 0 turns it off. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** How long an anonymous page is served without re-rendering (also the CDN's s-maxage). */
  PAGE_CACHE_FRESH_S: z.coerce.number().int().min(1).max(3600).default(10),
  /** How long past freshness a page is served while one render replaces it (stale-while-revalidate). */
  PAGE_CACHE_STALE_S: z.coerce.number().int().min(0).max(86_400).default(60),
  /** The whole server render of a page: past it the page is the client-rendered document. */
  SSR_PAGE_BUDGET_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  /** Server renders at once per process; more requests get the client-rendered document (or a stale page). */
  SSR_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1000).default(16),
  /**
   * Server renders one client address may start per minute (cache misses and members'
   * pages; pages from the cache are free), a quarter of it at once: past it the client gets
   * the client-rendered document. Bounds what new query strings or garbage cookies can make
   * one client cost. Behind a proxy, TRUST_PROXY must name it, or every visitor shares one address.
   */
  SSR_RENDERS_PER_CLIENT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * The whole request, headers and body, must arrive within this (Node's requestTimeout):
   * a body trickled in a few bytes at a time is cut off with 408 instead of holding a
   * connection for minutes.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  /**
   * Paths answered with a redirect to another site, as JSON:
   * { "/path": { "to": "https://…", "status": 301 | 302 } } (http/redirects.ts).
   */
  REDIRECTS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type BffConfig = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.COOKIE_SECRET) {
    throw new ConfigError('Invalid configuration:\n  COOKIE_SECRET: required in production (at least 32 characters)');
  }
  // Cookies lose Secure and the site loses HSTS on http: production is https only.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL?.startsWith('https://')) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required in production, and it must be https://');
  }
  if (e.REGISTRY_STORE === 'redis' && !e.REDIS_URL) {
    throw new ConfigError('Invalid configuration:\n  REDIS_URL: required when REGISTRY_STORE=redis');
  }
  if (e.ARTEFACT_STORE === 's3' && (!e.S3_BUCKET || !e.ARTEFACT_PUBLIC_URL)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET, ARTEFACT_PUBLIC_URL: required when ARTEFACT_STORE=s3');
  }
  const redirects = parseRedirects(e.REDIRECTS);
  if ('error' in redirects) throw new ConfigError(`Invalid configuration:\n  REDIRECTS: ${redirects.error}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const apiUrl = e.API_URL.replace(/\/+$/, '');
  const ssoUrl = e.SSO_URL.replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    /** Cookies are Secure everywhere but on localhost (http). */
    secureCookies: !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(publicUrl),
    redirectUri: `${publicUrl}/redirect`,
    apiUrl,
    ssoUrl,
    ssoPublicUrl: (e.SSO_PUBLIC_URL ?? ssoUrl).replace(/\/+$/, ''),
    apiPublicUrl: (e.API_PUBLIC_URL ?? apiUrl).replace(/\/+$/, ''),
    ssoClientId: e.SSO_CLIENT_ID,
    appDownloadUrl: e.APP_DOWNLOAD_URL,
    storageBaseUrl: (e.STORAGE_BASE_URL ?? `${apiUrl}/media`).replace(/\/+$/, ''),
    productionHost: e.PRODUCTION_HOST,
    gtmId: e.GTM_ID ?? null,
    sentryDsn: e.SENTRY_DSN || null,
    environment: e.MV_ENV,
    registryStore:
      e.REGISTRY_STORE === 'redis'
        ? { kind: 'redis' as const, url: e.REDIS_URL!, key: e.REGISTRY_REDIS_KEY ?? `myvalue:registry:${e.MV_ENV}` }
        : { kind: 'file' as const },
    artefactStore:
      e.ARTEFACT_STORE === 's3'
        ? { kind: 's3' as const, bucket: e.S3_BUCKET!, region: e.S3_REGION, endpoint: e.S3_ENDPOINT, publicUrl: e.ARTEFACT_PUBLIC_URL! }
        : { kind: 'folder' as const },
    registryFile: e.REGISTRY_FILE ?? path.join(repoRoot, 'infra', 'registry', `${e.MV_ENV}.json`),
    shellDist: e.SHELL_DIST ?? path.join(repoRoot, 'shell', 'dist'),
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    ssrRemoteBudgetMs: e.SSR_REMOTE_BUDGET_MS,
    remoteOverrides: Object.fromEntries(
      (e.REMOTE_OVERRIDES ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    ) as Partial<Record<RemoteName, string>>,
    // Outside production a per-process secret is enough: sign-ins last minutes.
    cookieSecret: e.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    canary: {
      margin: e.CANARY_FAILURE_MARGIN,
      minPageViews: e.CANARY_MIN_PAGE_VIEWS,
      confidence: e.CANARY_CONFIDENCE,
      reportsPerMinute: e.REMOTE_HEALTH_REPORTS_PER_MINUTE,
      visitorsPerNetwork: e.CANARY_VISITORS_PER_NETWORK,
      operatorToken: e.CANARY_OPERATOR_TOKEN ?? null,
    },
    logLevel: e.LOG_LEVEL,
    pageCache: {
      maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
      freshSeconds: e.PAGE_CACHE_FRESH_S,
      staleSeconds: e.PAGE_CACHE_STALE_S,
    },
    ssrPageBudgetMs: e.SSR_PAGE_BUDGET_MS,
    ssrMaxConcurrent: e.SSR_MAX_CONCURRENT,
    ssrRendersPerClientPerMinute: e.SSR_RENDERS_PER_CLIENT_PER_MINUTE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    redirects: redirects.table,
  };
}

/** Fastify's trustProxy from TRUST_PROXY (already shape-checked by the schema). */
function parseTrustProxy(value: string): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    // Trust that many hops nearest the BFF (as Fastify does for a number).
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
}
