// What every route module receives: the database, token service, clock and media URL builder.
import type { Db } from './db';
import type { SignInThrottle } from './auth/throttle';
import type { TokenService } from './auth/tokens';

export interface AppContext {
  db: Db;
  tokens: TokenService;
  /** Registered SSO clients: client_id → allowed redirect URIs (exact match). */
  clients: Map<string, Set<string>>;
  /** The name a member sees for a client ('Perangkat'); the client id when none was given. */
  clientNames?: Map<string, string>;
  /** Absolute base of /media, known once the Content API listens. */
  mediaBaseUrl: string;
  now: () => number;
  /** Failed sign-ins per account and per client address. */
  signInThrottle: SignInThrottle;
  /** The fault switch's key when it is on (tests only); null: no fault switch at all. */
  faultToken: string | null;
}

export function mediaUrl(ctx: AppContext, path: string): string {
  return `${ctx.mediaBaseUrl.replace(/\/+$/, '')}/${path}`;
}
