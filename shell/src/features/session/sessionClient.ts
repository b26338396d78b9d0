// The browser's view of the BFF session endpoints: page JavaScript learns only the
// session status and the user, never a token.
import type { SessionStatus, SessionUser } from 'shared-contracts';

export interface SessionAnswer {
  status: Exclude<SessionStatus, 'unknown'>;
  user: SessionUser | null;
  expiresAt: number | null;
  /** When the session ends at the latest (the refresh token's expiry, seconds). */
  endsAt?: number | null;
  /** The BFF cleared the cookies because introspection failed while a token existed. */
  loggedOut?: boolean;
}

export const SESSION_URL = '/webapi/session';
export const LOGOUT_URL = '/webapi/session/logout';

function isSessionAnswer(value: unknown): value is SessionAnswer {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<SessionAnswer>;
  if (v.status === 'anonymous') return true;
  return v.status === 'member' && !!v.user && typeof v.user === 'object';
}

/** Spec §8: the user fetch failed with 500 or more; the BFF passes the server's detail on. */
export interface SessionFailure {
  fatal: { status: number; message: string };
}

/** The SSO did not answer (BFF 503 with unavailable): the session is kept, unconfirmed. */
export interface SessionUnavailable {
  unavailable: true;
}

function unavailableOf(body: unknown): SessionUnavailable | null {
  return body && typeof body === 'object' && 'unavailable' in body && body.unavailable === true ? { unavailable: true } : null;
}

function fatalOf(body: unknown): SessionFailure | null {
  if (!body || typeof body !== 'object' || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (!error || typeof error !== 'object') return null;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return typeof status === 'number' && status >= 500 && typeof message === 'string' ? { fatal: { status, message } } : null;
}

/**
 * Introspects the session (the BFF refreshes the tokens if needed). Resolves the user
 * fetch's 5xx as a failure to show, the SSO giving no answer as 'unavailable', and null when the answer says nothing reliable
 * (network failure, an unexpected body): the caller then keeps the state it has.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionAnswer | SessionFailure | SessionUnavailable | null> {
  try {
    const response = await fetch(SESSION_URL, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal,
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 503 && unavailableOf(body)) return unavailableOf(body);
    if (!response.ok) return response.status >= 500 ? fatalOf(body) : null;
    return isSessionAnswer(body) ? body : null;
  } catch {
    return null;
  }
}

/** Clears the session cookies at the BFF. Rejects when the BFF did not confirm. */
export async function requestLogout(): Promise<void> {
  const response = await fetch(LOGOUT_URL, { method: 'DELETE', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Logout failed with ${response.status}`);
}
