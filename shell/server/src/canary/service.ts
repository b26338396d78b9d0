// The BFF's side of canary releases: each visitor's bucket (cookie), the registry as that
// visitor gets it, health counted per version (page views, server-render failures, 5xx,
// and the browser's beacon), and the automatic abort of a canary that fails more than the
// stable version. Decisions read the registry document and the counts (this process's, or
// every BFF's in Redis: health.ts); the abort is a registry update under the store's lock
// that ends only the canary it judged, so however many BFFs decide at once, it is written once.
import os from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  REMOTE_HEALTH_MAX_BYTES,
  REMOTE_HEALTH_MESSAGE_MAX,
  REMOTE_HEALTH_PATH,
  REMOTE_NAMES,
  type RemoteName,
  type RemotesDocument,
} from 'shared-contracts/core';
import type { RegistryDocument } from 'shared-contracts/server';
import type { RegistrySource } from '../registry';
import { CANARY_COOKIE, CANARY_COOKIE_MAX_AGE_SECONDS, newBucket, parseBucket, remotesFor, versionFor } from './assignment';
import { describeEvidence, evaluateCanary, type CanaryPolicy } from './evaluate';
import { remotesOnPage, type FailureKind, type HealthCounts, type HealthEvent, type VersionHealth } from './health';
import { createRateLimiter } from './rateLimit';
import { abortCanary, CanaryRefusal } from './transitions';

export const AUTO_ABORT_ACTOR = 'auto-abort';

/** The beacon's body: which remote version failed and how (bounded, nothing else accepted). */
export const RemoteHealthReportSchema = z.strictObject({
  remote: z.enum(REMOTE_NAMES),
  version: z.string().min(1).max(64),
  kind: z.enum(['load', 'mount']),
  message: z.string().max(REMOTE_HEALTH_MESSAGE_MAX).optional(),
});

export interface CanaryOptions extends CanaryPolicy {
  /** Beacons a client may send per minute; more are refused (429). */
  reportsPerMinute: number;
  secureCookies: boolean;
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
  /** Remotes whose server render failed (not: over its time budget). */
  ssrFailed: string[];
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Canary {
  /** The visitor's bucket; a new visitor gets one (and the cookie) on this response. */
  bucketOf(req: FastifyRequest, reply: FastifyReply): number;
  /** The remotes as this visitor runs them (before development overrides). */
  remotesFor(req: FastifyRequest, reply: FastifyReply): RemotesDocument;
  /** Counts a page the visitor was served, and decides on the canaries it touched. */
  pageServed(req: FastifyRequest, reply: FastifyReply, outcome: PageOutcome): void;
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
  const limiter = createRateLimiter(options.reportsPerMinute, 60_000);
  const buckets = new WeakMap<FastifyRequest, number>();
  const aborting = new Map<RemoteName, Promise<void>>();
  const pending = new Set<Promise<unknown>>();
  const countLost = throttled(60_000);
  const instance = `${os.hostname()}:${process.pid}`;
  const policy: CanaryPolicy = { margin: options.margin, minPageViews: options.minPageViews };

  const bucketOf = (req: FastifyRequest, reply: FastifyReply): number => {
    const known = buckets.get(req) ?? parseBucket(req.cookies?.[CANARY_COOKIE]);
    if (known !== null) {
      buckets.set(req, known);
      return known;
    }
    const bucket = newBucket();
    buckets.set(req, bucket);
    // A URL refused before routing (malformed encoding) is answered without the cookie
    // plugin: that visitor gets their bucket with their next good request.
    if (typeof reply.setCookie !== 'function') return bucket;
    reply.setCookie(CANARY_COOKIE, String(bucket), {
      path: '/',
      maxAge: CANARY_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'lax',
      httpOnly: true,
      secure: options.secureCookies,
    });
    return bucket;
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
          if (wrote) log.warn({ remote, evidence }, `Canary ${remote} ${verdict.version} aborted automatically: ${reason}`);
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

  /**
   * Adds to the counts of the version this visitor is served (resolves with whether it was
   * counted), then decides on the remote's canary in the background. No canary: nothing to count.
   */
  const count = (doc: RegistryDocument, remote: RemoteName, bucket: number, event: HealthEvent): Promise<boolean> => {
    if (!doc.remotes[remote].canary) return Promise.resolve(false);
    const { version } = versionFor(doc, remote, bucket);
    return track(
      counts.add(doc, remote, version, event).then(() => {
        void track(decide(doc, remote).catch(lost(remote, version)));
        return true;
      }, lost(remote, version)),
    );
  };

  app.post(REMOTE_HEALTH_PATH, { bodyLimit: REMOTE_HEALTH_MAX_BYTES }, async (req, reply) => {
    if (!limiter.allow(req.ip)) return reply.code(429).send({ message: 'Too many reports' });
    // sendBeacon posts text/plain (Fastify hands it over as a string): parsed here, then validated.
    let body: unknown = req.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        return reply.code(400).send({ message: 'Not JSON' });
      }
    }
    const report = RemoteHealthReportSchema.safeParse(body);
    if (!report.success) return reply.code(400).send({ message: 'Invalid report' });
    const bucket = parseBucket(req.cookies[CANARY_COOKIE]);
    const doc = registry.read();
    const { remote, version, kind } = report.data;
    // Counted only for the version this visitor is served now: a report from a page that
    // booted an earlier version (or made up) changes nothing.
    if (bucket === null || versionFor(doc, remote, bucket).version !== version) return reply.code(202).send({ counted: false });
    req.log.info({ remote, version, kind, message: report.data.message }, 'Remote failure reported by a browser');
    return reply.code(202).send({ counted: await count(doc, remote, bucket, { failures: [kind] }) });
  });

  app.get(REMOTE_HEALTH_PATH, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      return await health();
    } catch (error) {
      log.warn({ err: error }, `Canary health counts unavailable (${counts.scope} counts)`);
      return reply.code(503).send({ message: 'Health counts unavailable' });
    }
  });

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

  return {
    bucketOf,
    remotesFor(req, reply) {
      return remotesFor(registry.read(), bucketOf(req, reply));
    },
    pageServed(req, reply, outcome) {
      const doc = registry.read();
      const bucket = bucketOf(req, reply);
      for (const remote of remotesOnPage(outcome.pathname)) {
        const failures: FailureKind[] = [];
        if (outcome.status >= 500) failures.push('5xx');
        if (outcome.ssrFailed.includes(remote)) failures.push('ssr');
        void count(doc, remote, bucket, { pageView: true, failures });
      }
    },
    health,
    async settled() {
      while (pending.size > 0 || aborting.size > 0) await Promise.all([...pending, ...aborting.values()]);
    },
  };
}
