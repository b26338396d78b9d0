// The member's web sessions ('Perangkat', spec §7 /v2/web/session): one per sign-in (a
// refresh-token family), with the browser it began in (the user agent the SSO saw at
// sign-in), when, and when it was last used. Signing one out ends its family (its tokens
// refresh nothing and fail every API at once) and the SSO session it came from.
import type { WebSession } from 'shared-contracts/schemas';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { toIso } from '../time';
import { endSsoSession } from './ssoSession';

/** Last use is written at most this often per session (every API call would otherwise write). */
export const LAST_USE_RESOLUTION_MS = 60_000;

export interface DescribedAgent {
  browser: string;
  os: string;
  device: WebSession['device'];
}

// Order matters: Edge, Opera and Samsung Internet also say 'Chrome'; Chrome also says 'Safari'.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/EdgA?\//, 'Microsoft Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Chrome'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Browser, system and kind of device named from a user agent (unknown parts say so). */
export function describeUserAgent(ua: string): DescribedAgent {
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? 'Browser tidak dikenal';
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? 'Sistem tidak dikenal';
  const device: WebSession['device'] = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))
    ? 'tablet'
    : /Mobi|iPhone|iPod/.test(ua)
      ? 'mobile'
      : os === 'Windows' || os === 'macOS' || os === 'Linux' || os === 'ChromeOS'
        ? 'desktop'
        : 'unknown';
  return { browser, os, device };
}

export function recordWebSession(
  ctx: AppContext,
  s: { family: string; userId: number; clientId: string; ssoSession: string | null; userAgent: string },
): void {
  const now = ctx.now();
  ctx.db
    .prepare(
      `INSERT INTO web_sessions (family, user_id, client_id, sso_session, user_agent, created_at, last_used_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(s.family, s.userId, s.clientId, s.ssoSession, s.userAgent, now, now);
}

export function touchWebSession(ctx: AppContext, family: string): void {
  const now = ctx.now();
  ctx.db.prepare('UPDATE web_sessions SET last_used_at = ? WHERE family = ? AND last_used_at < ?').run(now, family, now - LAST_USE_RESOLUTION_MS);
}

interface Row {
  id: number;
  family: string;
  client_id: string;
  user_agent: string;
  created_at: number;
  last_used_at: number;
}

/** A session is active while its family has an unspent, unrevoked, unexpired refresh token. */
const ACTIVE = `EXISTS (SELECT 1 FROM refresh_tokens rt WHERE rt.family = ws.family AND rt.used_at IS NULL AND rt.revoked_at IS NULL AND rt.expires_at > ?)`;

export function listWebSessions(ctx: AppContext, userId: number, currentFamily: string): WebSession[] {
  const rows = ctx.db
    .prepare<[number, number], Row>(`SELECT ws.* FROM web_sessions ws WHERE ws.user_id = ? AND ${ACTIVE} ORDER BY ws.last_used_at DESC, ws.id DESC`)
    .all(userId, ctx.now());
  return rows
    .map((r) => ({
      id: r.id,
      clientId: r.client_id,
      ...describeUserAgent(r.user_agent),
      signedInAt: toIso(r.created_at),
      lastUsedAt: toIso(r.last_used_at),
      current: r.family === currentFamily,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs out another session of the member; the current one signs out with logout instead. */
export function endWebSession(ctx: AppContext, userId: number, id: number, currentFamily: string): void {
  const row = ctx.db
    .prepare<[number, number, number], { family: string; sso_session: string | null }>(
      `SELECT ws.family, ws.sso_session FROM web_sessions ws WHERE ws.id = ? AND ws.user_id = ? AND ${ACTIVE}`,
    )
    .get(id, userId, ctx.now());
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Sesi tidak ditemukan atau sudah berakhir.');
  if (row.family === currentFamily) throw new ApiError(409, 'CURRENT_SESSION');
  endSignIn(ctx, row.family);
}

/** Ends a sign-in everywhere: its token family and the SSO session it came from. */
export function endSignIn(ctx: AppContext, family: string): void {
  ctx.db.transaction(() => {
    ctx.tokens.revokeFamily(family, ctx.now());
    const ssoSession = ctx.db.prepare<[string], { sso_session: string | null }>('SELECT sso_session FROM web_sessions WHERE family = ?').get(family)?.sso_session ?? null;
    endSsoSession(ctx, ssoSession);
  })();
}
