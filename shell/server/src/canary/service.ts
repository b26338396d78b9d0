// The BFF's side of canary releases: each visitor's bucket (cookie), the registry as that
// visitor gets it, health counted per version (page views, server-render failures, 5xx,
// and the browser's beacon), and the automatic abort of a canary that fails more than the
// stable version. Decisions read the registry document; the abort is a registry update,
// so it works with any store that offers one.
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
import { HealthLedger, remotesOnPage, type FailureKind, type VersionHealth } from './health';
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

/** GET /webapi/remote-health: this instance's counts for each remote's stable and canary versions. */
export interface RemoteHealthView {
  instance: string;
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
  health(): RemoteHealthView;
  /** Resolves when no automatic abort is being written (tests). */
  settled(): Promise<void>;
}

export function createCanary(app: FastifyInstance, registry: RegistrySource, options: CanaryOptions, log: Logger = app.log): Canary {
  const ledger = new HealthLedger();
  const limiter = createRateLimiter(options.reportsPerMinute, 60_000);
  const buckets = new WeakMap<FastifyRequest, number>();
  const aborting = new Map<RemoteName, Promise<void>>();
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

  /** Aborts the remote's canary when its health says so (once at a time per remote). */
  const decide = (doc: RegistryDocument, remote: RemoteName): void => {
    if (aborting.has(remote)) return;
    const verdict = evaluateCanary(doc, remote, (version) => ledger.of(doc, remote, version), policy);
    if (!verdict.abort) return;
    if (!registry.update) {
      log.error({ remote, evidence: verdict.evidence }, 'Canary fails: this registry store cannot be written, abort it by hand');
      return;
    }
    const evidence = { ...verdict.evidence, instance };
    const reason = describeEvidence(evidence);
    const done = registry
      .update((current) => {
        try {
          return abortCanary(current, { remote, actor: AUTO_ABORT_ACTOR, reason, evidence, expect: { version: verdict.version, startedAt: verdict.startedAt } }).doc;
        } catch (error) {
          // Aborted, completed or replaced meanwhile: nothing to do.
          if (error instanceof CanaryRefusal) return null;
          throw error;
        }
      })
      .then(
        (next) => {
          if (!next.remotes[remote].canary) log.warn({ remote, evidence }, `Canary ${remote} ${verdict.version} aborted automatically: ${reason}`);
        },
        (error: unknown) => log.error({ err: error, remote }, `Canary ${remote} ${verdict.version} should be aborted, but the registry write failed`),
      )
      .finally(() => aborting.delete(remote));
    aborting.set(remote, done);
  };

  const count = (doc: RegistryDocument, remote: RemoteName, bucket: number, failure?: FailureKind, pageView = false) => {
    const { version } = versionFor(doc, remote, bucket);
    if (pageView) ledger.pageView(doc, remote, version);
    if (failure) ledger.failure(doc, remote, version, failure);
    if (doc.remotes[remote].canary) decide(doc, remote);
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
    count(doc, remote, bucket, kind);
    return reply.code(202).send({ counted: true });
  });

  app.get(REMOTE_HEALTH_PATH, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return health();
  });

  function health(): RemoteHealthView {
    const doc = registry.read();
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const live = doc.remotes[name];
        const canary = live.canary;
        return [
          name,
          {
            stable: { version: live.version, ...ledger.of(doc, name, live.version) },
            canary: canary ? { version: canary.version, share: canary.share, startedAt: canary.startedAt, ...ledger.of(doc, name, canary.version) } : null,
          },
        ];
      }),
    );
    return { instance, policy, remotes };
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
        count(doc, remote, bucket, undefined, true);
        if (outcome.status >= 500) count(doc, remote, bucket, '5xx');
        if (outcome.ssrFailed.includes(remote)) count(doc, remote, bucket, 'ssr');
      }
    },
    health,
    async settled() {
      await Promise.all([...aborting.values()]);
    },
  };
}
