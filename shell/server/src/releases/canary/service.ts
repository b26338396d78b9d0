// The BFF's side of canary releases: each visitor's bucket and id (a signed cookie), the
// registry as that visitor gets it, health counted per version and visitor (page views,
// server-render failures, 5xx, and the browser's beacon, which must return the view token
// of a page served to that visitor: viewToken.ts), and the automatic abort of a canary
// that fails more than the stable version (docs/architecture.md §6, §13). Decisions read the
// registry document and the counts (this process's, or every BFF's in Redis: health.ts);
// the abort is a registry update under the store's lock that ends only the canary it
// judged, so however many BFFs decide at once, it is written once. The health view is for
// operators: the loopback caller (the CLI on the host) or the operator token. Counts, dedupe
// and the beacon's rate limits live in the health counts' store (one for every worker and
// BFF that decides: health.ts); the same figures feed /metrics (metrics/metrics.ts).
import os from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  REMOTE_FAILURE_KINDS,
  REMOTE_HEALTH_MAX_BYTES,
  REMOTE_HEALTH_MESSAGE_MAX,
  REMOTE_HEALTH_PATH,
  REMOTE_HEALTH_VIEW_MAX,
  REMOTE_NAMES,
  REMOTE_SERVED_REPORT,
  type RemoteName,
  type RemotesDocument,
} from 'shared-contracts/core';
import { prefixesOf, type RegistryDocument } from 'shared-contracts/server';
import { errorBody } from '../../http/messages';
import { isOperator as isOperatorRequest } from '../../http/operator';
import { addCanarySource, canaryAborts, pageViews, remoteFailures, type CanaryRow } from '../../metrics/metrics';
import type { RegistrySource } from '../registry';
import {
  assignmentValue,
  CANARY_COOKIE,
  CANARY_COOKIE_MAX_AGE_SECONDS,
  newAssignment,
  OPERATOR_BUCKET_HEADER,
  parseAssignment,
  parseBucket,
  remotesFor,
  versionFor,
  type Assignment,
} from './assignment';
import { describeEvidence, differenceLowerBound, evaluateCanary, type CanaryPolicy } from './evaluate';
import { networkOf, remotesOnPage, type HealthCounts, type ServerFailureKind, type VersionHealth } from './health';
import { abortCanary, CanaryRefusal } from './transitions';
import { newViewId, VIEW_TOKEN_SECONDS, ViewTokens } from './viewToken';

export const AUTO_ABORT_ACTOR = 'auto-abort';

/** The beacon's body: which remote version failed and how, or was served (bounded, nothing else accepted). */
export const RemoteHealthReportSchema = z.strictObject({
  remote: z.enum(REMOTE_NAMES),
  version: z.string().min(1).max(64),
  kind: z.enum([...REMOTE_FAILURE_KINDS, REMOTE_SERVED_REPORT]),
  message: z.string().max(REMOTE_HEALTH_MESSAGE_MAX).optional(),
  view: z.string().max(REMOTE_HEALTH_VIEW_MAX).optional(),
});

export interface CanaryOptions extends CanaryPolicy {
  /** Beacons a client (network, and visitor) may send per minute; more are refused (429). */
  reportsPerMinute: number;
  secureCookies: boolean;
  /** COOKIE_SECRET: view tokens are sealed with a key derived from it (the cookie is signed by @fastify/cookie with it). */
  cookieSecret: string;
  /** CANARY_OPERATOR_TOKEN: the bearer token that opens the health view from elsewhere than loopback. */
  operatorToken: string | null;
}

export interface VersionHealthView extends VersionHealth {
  version: string;
}

/**
 * GET /webapi/remote-health: the counts of each remote's stable and canary versions since
 * its canary started (zero where none runs); `counts` says whose: this instance's, or
 * every BFF's on the shared registry.
 */
export interface RemoteHealthView {
  instance: string;
  counts: HealthCounts['scope'];
  policy: CanaryPolicy;
  remotes: Record<string, { stable: VersionHealthView; canary: (VersionHealthView & { share: number; startedAt: string }) | null }>;
}

export interface PageOutcome {
  pathname: string;
  status: number;
  /** Remotes whose server render failed (not: over its time budget), or whose area a cached page served to this view left to the browser for that reason. */
  ssrFailed: readonly string[];
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Canary {
  /** The visitor's bucket; a new visitor (or one whose cookie is not the BFF's) gets one (and the cookie) on this response. */
  bucketOf(req: FastifyRequest, reply: FastifyReply): number;
  /**
   * The view token of this page view (its boot data's canaryView), when a canary runs for
   * any remote (the visitor may navigate to it); pageServed counts the view it names for the
   * remotes of the page it served, a report counts it for the remote it names.
   */
  viewToken(req: FastifyRequest, reply: FastifyReply): string | undefined;
  /** The remotes as this visitor runs them (before development overrides). */
  remotesFor(req: FastifyRequest, reply: FastifyReply): RemotesDocument;
  /** Counts a page the visitor was served, and decides on the canaries it touched. */
  pageServed(req: FastifyRequest, reply: FastifyReply, outcome: PageOutcome): void;
  /** The beacon (POST) and the health view (GET) at REMOTE_HEALTH_PATH, on an instance whose error answers are the site's. */
  registerRoutes(app: FastifyInstance): void;
  health(): Promise<RemoteHealthView>;
  /** Resolves when no count and no automatic abort is under way (tests). */
  settled(): Promise<void>;
}

/** Logs at most one line per `everyMs` (a Redis outage would otherwise log every page view). */
function throttled(everyMs: number): (write: () => void) => void {
  let last = -Infinity;
  return (write) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    write();
  };
}

export function createCanary(app: FastifyInstance, registry: RegistrySource, counts: HealthCounts, options: CanaryOptions, log: Logger = app.log): Canary {
  // Reports are limited per network (an IPv4 /24, an IPv6 /48) and per visitor alike, in the
  // counts' store: one window for every worker and BFF.
  // With the store away nothing can be counted either: the report is answered (not counted), not refused.
  const allowReport = (key: string) => counts.hit(`report:${key}`, options.reportsPerMinute, 60_000).catch(() => true);
  const identities = new WeakMap<FastifyRequest, Assignment>();
  const views = new WeakMap<FastifyRequest, { id: string; token?: string }>();
  const tokens = new ViewTokens(options.cookieSecret);
  const aborting = new Map<RemoteName, Promise<void>>();
  const pending = new Set<Promise<unknown>>();
  const countLost = throttled(60_000);
  const instance = `${os.hostname()}:${process.pid}`;
  const policy: CanaryPolicy = { margin: options.margin, minPageViews: options.minPageViews, confidence: options.confidence };

  /** The assignment the request's cookie carries, when the BFF signed it; null otherwise (absent, forged, edited, another secret's). */
  const signedAssignment = (req: FastifyRequest): Assignment | null => {
    const raw = req.cookies?.[CANARY_COOKIE];
    if (!raw || typeof req.unsignCookie !== 'function') return null;
    const unsigned = req.unsignCookie(raw);
    return unsigned.valid ? parseAssignment(unsigned.value) : null;
  };

  const identityOf = (req: FastifyRequest, reply: FastifyReply): Assignment => {
    const known = identities.get(req) ?? signedAssignment(req);
    if (known) {
      identities.set(req, known);
      return known;
    }
    // New, or a cookie the BFF did not sign as it is: a fresh assignment replaces it.
    const assigned = newAssignment();
    identities.set(req, assigned);
    // A URL refused before routing (malformed encoding) is answered without the cookie
    // plugin: that visitor gets their bucket with their next good request.
    if (typeof reply.setCookie !== 'function') return assigned;
    reply.setCookie(CANARY_COOKIE, assignmentValue(assigned), {
      path: '/',
      maxAge: CANARY_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'lax',
      httpOnly: true,
      secure: options.secureCookies,
      signed: true,
    });
    return assigned;
  };
  const bucketOf = (req: FastifyRequest, reply: FastifyReply): number => operatorBucket(req) ?? identityOf(req, reply).bucket;

  const isOperator = (req: FastifyRequest): boolean => isOperatorRequest(req, options.operatorToken);

  /** The bucket an operator asks about (OPERATOR_BUCKET_HEADER), or null. */
  const operatorBucket = (req: FastifyRequest): number | null => {
    const asked = req.headers[OPERATOR_BUCKET_HEADER];
    if (typeof asked !== 'string') return null;
    const bucket = parseBucket(asked);
    return bucket !== null && isOperator(req) ? bucket : null;
  };

  /** Aborts the remote's canary when its health says so (once at a time per remote and instance). */
  const decide = async (doc: RegistryDocument, remote: RemoteName): Promise<void> => {
    if (aborting.has(remote)) return;
    const live = doc.remotes[remote];
    if (!live.canary) return;
    const [canaryHealth, stableHealth] = await Promise.all([counts.of(doc, remote, live.canary.version), counts.of(doc, remote, live.version)]);
    const verdict = evaluateCanary(doc, remote, (version) => (version === live.version ? stableHealth : canaryHealth), policy);
    if (!verdict.abort || aborting.has(remote)) return;
    const evidence = { ...verdict.evidence, instance };
    const reason = describeEvidence(evidence);
    let wrote = false;
    const done = registry
      .update((current) => {
        try {
          const next = abortCanary(current, { remote, actor: AUTO_ABORT_ACTOR, reason, evidence, expect: { version: verdict.version, startedAt: verdict.startedAt } }).doc;
          wrote = true;
          return next;
        } catch (error) {
          // Aborted (by another BFF too), completed or replaced meanwhile: nothing to do.
          if (error instanceof CanaryRefusal) return null;
          throw error;
        }
      })
      .then(
        () => {
          if (!wrote) return;
          canaryAborts.inc({ remote, version: verdict.version });
          log.warn({ remote, evidence }, `Canary ${remote} ${verdict.version} aborted automatically: ${reason}`);
        },
        (error: unknown) => log.error({ err: error, remote }, `Canary ${remote} ${verdict.version} should be aborted, but the registry write failed`),
      )
      .finally(() => aborting.delete(remote));
    aborting.set(remote, done);
    await done;
  };

  /** Keeps `work` (which never rejects) until it is done, for settled(). */
  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
    return work;
  };
  const lost = (remote: RemoteName, version: string) => (error: unknown) => {
    countLost(() => log.warn({ err: error, remote, version }, `Canary health counts unavailable (${counts.scope} counts): not counted, no decision`));
    return false;
  };

  /** What a view token says of a remote: the version served, in which canary (a restarted canary's earlier tokens do not count). */
  const servedTag = (doc: RegistryDocument, remote: RemoteName, version: string) => `${version}@${doc.remotes[remote].canary?.startedAt ?? '-'}`;

  /** Runs a count (resolves with whether it was counted), then decides on the remote's canary in the background. */
  const counted = (doc: RegistryDocument, remote: RemoteName, version: string, write: () => Promise<boolean>): Promise<boolean> =>
    track(
      write().then((yes) => {
        if (yes) void track(decide(doc, remote).catch(lost(remote, version)));
        return yes;
      }, lost(remote, version)),
    );

  async function health(): Promise<RemoteHealthView> {
    const doc = registry.read();
    const remotes = Object.fromEntries(
      await Promise.all(
        REMOTE_NAMES.map(async (name) => {
          const live = doc.remotes[name];
          const canary = live.canary;
          return [
            name,
            {
              stable: { version: live.version, ...(await counts.of(doc, name, live.version)) },
              canary: canary ? { version: canary.version, share: canary.share, startedAt: canary.startedAt, ...(await counts.of(doc, name, canary.version)) } : null,
            },
          ] as const;
        }),
      ),
    );
    return { instance, counts: counts.scope, policy, remotes };
  }

  const registerRoutes = (instance: FastifyInstance): void => {
  instance.post(REMOTE_HEALTH_PATH, { bodyLimit: REMOTE_HEALTH_MAX_BYTES }, async (req, reply) => {
    // sendBeacon posts text/plain (Fastify hands it over as a string): parsed here, then validated.
    let body: unknown = req.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return reply.code(400).send(errorBody('BAD_REQUEST'));
      }
    }
    const report = RemoteHealthReportSchema.safeParse(body);
    if (!report.success) return reply.code(400).send(errorBody('BAD_REQUEST'));
    const { remote, version, kind, view } = report.data;
    const served = kind === REMOTE_SERVED_REPORT;
    // Served reports have budgets of their own: a network's healthy visitors (a carrier's
    // address is many people's) never use up the one its failure reports have.
    const budget = served ? 'served' : 'failure';
    if (!(await allowReport(`${budget}:net:${networkOf(req.ip)}`))) return reply.code(429).send(errorBody('TOO_MANY_ATTEMPTS'));
    if (!served) req.log.info({ remote, version, kind, message: report.data.message }, 'Remote failure reported by a browser');
    // A report is no page view: a visitor without the BFF's cookie gets none here.
    const identity = signedAssignment(req);
    if (!identity) return reply.code(202).send({ counted: false });
    if (!(await allowReport(`${budget}:visitor:${identity.visitor}`))) return reply.code(429).send(errorBody('TOO_MANY_ATTEMPTS'));
    const doc = registry.read();
    const claims = view ? tokens.open(view) : null;
    const servedNow = versionFor(doc, remote, identity.bucket);
    // Counted only against a page view served to this visitor, of the version it reports and
    // is served now: a report from an earlier version's page, another visitor's, a made-up
    // or expired token changes nothing.
    if (!claims || claims.visitor !== identity.visitor || claims.remotes[remote] !== servedTag(doc, remote, version) || servedNow.version !== version) {
      return reply.code(202).send({ counted: false });
    }
    // Once per view, remote and kind, canary or not: a replayed report is no second view or failure.
    const first = await counts.hit(`${served ? 'served' : `failed-${kind}`}:${claims.view}:${remote}`, 1, VIEW_TOKEN_SECONDS * 1000).catch(() => true);
    if (!first) return reply.code(202).send({ counted: false });
    const network = networkOf(req.ip);
    const canaryRuns = doc.remotes[remote].canary !== undefined;
    if (served) {
      // The page view a document of this remote would have been: for ops, and for the decision while a canary runs.
      pageViews.inc({ remote, version, canary: String(servedNow.canary) });
      const yes = canaryRuns ? await counted(doc, remote, version, () => counts.view(doc, remote, version, { visitor: identity.visitor, view: claims.view, network })) : true;
      return reply.code(202).send({ counted: yes });
    }
    // Ops see what visitors met, the network rule's share or not; the decision counts its share.
    remoteFailures.inc({ remote, version, kind });
    const yes = canaryRuns ? await counted(doc, remote, version, () => counts.failure(doc, remote, version, { visitor: identity.visitor, view: claims.view, kind, network })) : true;
    return reply.code(202).send({ counted: yes });
  });

  app.get(REMOTE_HEALTH_PATH, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    // For visitors the view does not exist: no counts, thresholds or instance names.
    if (!isOperator(req)) return reply.code(404).send(errorBody('NOT_FOUND'));
    try {
      return await health();
    } catch (error) {
      log.warn({ err: error }, `Canary health counts unavailable (${counts.scope} counts)`);
      return reply.code(503).send(errorBody('UPSTREAM_UNAVAILABLE', 'Health counts unavailable'));
    }
  });
  };


  // The canary's state for /metrics: the same counts and test the automatic abort reads.
  const stopMetrics = addCanarySource(async () => {
    const view = await health();
    return Object.entries(view.remotes).flatMap(([remote, { stable, canary }]): CanaryRow[] => {
      const row = (role: CanaryRow['role'], h: VersionHealthView, share: number): CanaryRow => ({ remote, role, version: h.version, share, visitors: h.visitors, failedVisitors: h.failedVisitors });
      if (!canary) return [row('stable', stable, 100)];
      const lowerBound =
        canary.visitors > 0 && stable.visitors > 0
          ? differenceLowerBound({ failed: canary.failedVisitors, n: canary.visitors }, { failed: stable.failedVisitors, n: stable.visitors }, policy.confidence)
          : undefined;
      return [row('stable', stable, 100 - canary.share), { ...row('canary', canary, canary.share), ...(lowerBound === undefined ? {} : { lowerBound }) }];
    });
  });
  app.addHook('onClose', async () => {
    stopMetrics();
  });

  /**
   * Every remote with the version this visitor is served, canary or not: a document boots
   * with all of them and its visitor may reach any by client navigation (a failure met on
   * /promo after landing on /about is that document's view's), so its view token names them
   * all; and a live version no canary runs for fails in browsers too (ops' metrics count it).
   */
  const servedTags = (doc: RegistryDocument, bucket: number): Record<string, string> =>
    Object.fromEntries(REMOTE_NAMES.map((r) => [r, servedTag(doc, r, versionFor(doc, r, bucket).version)]));

  return {
    bucketOf,
    remotesFor(req, reply) {
      return remotesFor(registry.read(), bucketOf(req, reply));
    },
    viewToken(req, reply) {
      const known = views.get(req);
      if (known) return known.token;
      if (operatorBucket(req) !== null) return undefined;
      const identity = identityOf(req, reply);
      const id = newViewId();
      const token = tokens.mint({ view: id, visitor: identity.visitor, remotes: servedTags(registry.read(), identity.bucket) });
      views.set(req, { id, token });
      return token;
    },
    pageServed(req, reply, outcome) {
      // An operator's look at a bucket is no visitor's page view.
      if (operatorBucket(req) !== null) return;
      const doc = registry.read();
      const identity = identityOf(req, reply);
      const view = views.get(req)?.id ?? newViewId();
      const network = networkOf(req.ip);
      for (const remote of remotesOnPage(outcome.pathname, prefixesOf(doc))) {
        const served = versionFor(doc, remote, identity.bucket);
        const failures: ServerFailureKind[] = [];
        if (outcome.status >= 500) failures.push('5xx');
        if (outcome.ssrFailed.includes(remote)) failures.push('ssr');
        pageViews.inc({ remote, version: served.version, canary: String(served.canary) });
        for (const kind of failures) remoteFailures.inc({ remote, version: served.version, kind });
        if (!doc.remotes[remote].canary) continue;
        void counted(doc, remote, served.version, () => counts.view(doc, remote, served.version, { visitor: identity.visitor, view, network, failures }));
      }
    },
    registerRoutes,
    health,
    async settled() {
      while (pending.size > 0 || aborting.size > 0) await Promise.all([...pending, ...aborting.values()]);
    },
  };
}
