// Local stand-ins for the Content API and the SSO service on one embedded sqlite database.
import type { AddressInfo } from 'node:net';
import { openDatabase } from './db';
import crypto from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_SIGN_IN_THROTTLE, SignInThrottle, type SignInThrottleOptions } from './auth/throttle';
import { TokenService } from './auth/tokens';
import type { AppContext } from './context';
import { buildContentApi } from './content/server';
import { buildSso } from './sso/server';
import { setClientLimitFactor } from './sso/recovery/limits';
import { DEMO_EMAIL, DEMO_PASSWORD, NEW_MEMBER_EMAIL } from './seed';
import { Outbox } from './sso/outbox';
import { outboxLine } from './sso/outboxDev';
import { vapidKeysFor } from './content/reminders/vapid';

export interface LocalBackendOptions {
  host?: string; // default '127.0.0.1' (always loopback)
  contentPort?: number; // 0 = random free port
  ssoPort?: number; // 0 = random free port
  dbFile: string; // sqlite file; ':memory:' allowed for tests; created + migrated + seeded if new
  clients: Array<{ clientId: string; redirectUris: string[]; name?: string }>; // registered SSO clients (name: shown under 'Perangkat')
  accessTokenTtlSeconds?: number; // default SSO_ACCESS_TOKEN_TTL_S, else 900
  refreshTokenTtlSeconds?: number; // default 30 days
  mediaBaseUrl?: string; // base for absolute image URLs in payloads; default: the Content API's own URL + '/media'
  logger?: boolean;
  /** The fault switch (/__faults) for tests; off (absent) unless true. */
  faults?: boolean;
  /**
   * Development only (npm start, npm run dev: devOutboxFromEnv): each code or link the SSO
   * would send is printed to this process's console (or to `print`) and listed at
   * /__outbox/lihat. Off unless true.
   */
  devOutbox?: boolean | { print: (line: string) => void };
  /** Sign-in throttling rules; default 5 failures per account, 20 per address in 15 minutes. */
  signInThrottle?: Partial<SignInThrottleOptions>;
  /**
   * Multiplies the per-client limits of codes and "is it registered?" answers (default 1).
   * For test stacks only, whose browsers all share one loopback address.
   */
  clientLimitFactor?: number;
  /**
   * How often the reminder job runs (issue 41), in ms of real time; default a minute.
   * 0: never by itself, only on the test trigger POST /__reminders/run (tests that move
   * the clock and must not race the timer).
   */
  reminderIntervalMs?: number;
}

export interface LocalBackend {
  apiUrl: string;
  ssoUrl: string;
  /** The fault switch's key (header x-fault-token), or null when it is off. */
  faultToken: string | null;
  close(): Promise<void>;
}

export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; password: string; description: string }> = [
  {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    description: 'Member Gold: 12.500 poin, 2 kartu, badge, kode referral, voucher aktif/terpakai/kedaluwarsa, riwayat poin',
  },
  { email: NEW_MEMBER_EMAIL, password: DEMO_PASSWORD, description: 'Member baru: tanpa poin, voucher, badge, atau kode referral' },
];

/** The access token's lifetime when neither the caller nor SSO_ACCESS_TOKEN_TTL_S says otherwise. */
export const DEFAULT_ACCESS_TOKEN_TTL_S = 900;

/**
 * SSO_ACCESS_TOKEN_TTL_S shortens (or lengthens) the stand-in's access tokens, so the expiry
 * and refresh paths can be walked by hand in seconds. A value that is not a whole number
 * of seconds from 1 to 86400 stops the start with a clear message.
 */
export function accessTokenTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SSO_ACCESS_TOKEN_TTL_S;
  if (raw === undefined || raw === '') return DEFAULT_ACCESS_TOKEN_TTL_S;
  const parsed = z.coerce.number().int().min(1).max(86_400).safeParse(raw);
  if (!parsed.success) throw new Error(`SSO_ACCESS_TOKEN_TTL_S must be a whole number of seconds from 1 to 86400, not '${raw}'`);
  return parsed.data;
}

export const DEFAULT_CONTENT_PORT = 4010;
export const DEFAULT_SSO_PORT = 4020;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

function urlOf(host: string, address: AddressInfo | string | null): string {
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export async function startLocalBackend(opts: LocalBackendOptions): Promise<LocalBackend> {
  const host = opts.host ?? '127.0.0.1';
  // Stand-ins have demo passwords and fault switches: never expose them beyond this machine.
  if (!LOOPBACK_HOSTS.has(host)) throw new Error(`local-backend listens on loopback only, not ${host}`);
  const db = openDatabase(opts.dbFile);
  const ctx: AppContext = {
    db,
    tokens: new TokenService(db, opts.accessTokenTtlSeconds ?? accessTokenTtlFromEnv(), opts.refreshTokenTtlSeconds ?? 30 * 86_400),
    clients: new Map(opts.clients.map((c) => [c.clientId, new Set(c.redirectUris)])),
    clientNames: new Map(opts.clients.map((c) => [c.clientId, c.name ?? c.clientId])),
    mediaBaseUrl: opts.mediaBaseUrl ?? '',
    now: () => Date.now(),
    signInThrottle: new SignInThrottle({ ...DEFAULT_SIGN_IN_THROTTLE, ...opts.signInThrottle }, () => Date.now()),
    faultToken: opts.faults ? crypto.randomBytes(24).toString('base64url') : null,
  };
  if (opts.clientLimitFactor) setClientLimitFactor(ctx, opts.clientLimitFactor);
  const logger = opts.logger ?? false;
  const devOutbox = opts.devOutbox === true ? { print: (line: string) => console.log(line) } : opts.devOutbox || undefined;
  // One outbox for both services: the SSO's codes and links, the Content API's reminders.
  const outbox = new Outbox(devOutbox ? (m) => devOutbox.print(outboxLine(m)) : undefined);
  const content = buildContentApi(ctx, logger, {
    reminders: { vapid: vapidKeysFor(opts.dbFile), outbox, intervalMs: opts.reminderIntervalMs ?? 60_000 },
  });
  const sso = await buildSso(ctx, logger, { devOutbox, outbox });
  try {
    await content.listen({ host, port: opts.contentPort ?? DEFAULT_CONTENT_PORT });
    await sso.listen({ host, port: opts.ssoPort ?? DEFAULT_SSO_PORT });
  } catch (error) {
    await Promise.allSettled([content.close(), sso.close()]);
    db.close();
    throw error;
  }
  const apiUrl = urlOf(host, content.server.address());
  const ssoUrl = urlOf(host, sso.server.address());
  if (!opts.mediaBaseUrl) ctx.mediaBaseUrl = `${apiUrl}/media`;
  let closed = false;
  return {
    apiUrl,
    ssoUrl,
    faultToken: ctx.faultToken,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([content.close(), sso.close()]);
      db.close();
    },
  };
}
