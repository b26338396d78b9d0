// JWT access and refresh tokens (HS256, jose). Refresh tokens rotate: each jti works once,
// and presenting a spent one revokes its whole family (a stolen token is then useless too).
// Every token of one sign-in shares a family (`fam`); a revoked family (logout, reuse)
// ends its access tokens at once, not when they expire.
import crypto from 'node:crypto';
import { SignJWT, compactVerify, jwtVerify, errors as joseErrors } from 'jose';
import type { TokenResponse } from 'shared-contracts/schemas';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { ERROR_TEXTS, type ErrorCode } from 'shared-contracts/core';

const ISSUER = 'myvalue-local-sso';
const REUSE_GRACE_MS = 2_000;

export interface AccessClaims {
  userId: number;
  clientId: string;
  exp: number;
  iat: number;
  /** The sign-in (token family) the token belongs to. */
  family: string;
}

function loadSecret(db: Db): Uint8Array {
  const row = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?').get('jwt_secret');
  if (row) return Buffer.from(row.value, 'base64');
  const secret = crypto.randomBytes(32);
  db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run('jwt_secret', secret.toString('base64'));
  return loadSecret(db);
}

/**
 * A key for another purpose (e.g. signing device cookies), derived from the stored secret:
 * stable across restarts, changed by a db:reset like the tokens.
 */
export function derivedKey(db: Db, purpose: string): Buffer {
  return crypto.createHmac('sha256', loadSecret(db)).update(`mv-derived:${purpose}`).digest();
}

export class TokenService {
  /**
   * The signing key, imported once: given the raw bytes, jose imports a key on every sign
   * and verify, and every SSO call verifies its token (issue 30's bench: the stand-in's
   * largest cost after preparing statements).
   */
  private readonly key: Promise<CryptoKey>;

  constructor(
    private readonly db: Db,
    private readonly accessTtl: number,
    private readonly refreshTtl: number,
  ) {
    this.key = crypto.webcrypto.subtle.importKey('raw', loadSecret(db), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async issue(userId: number, clientId: string, family: string = crypto.randomUUID()): Promise<TokenResponse> {
    const now = Math.floor(Date.now() / 1000);
    const refreshJti = crypto.randomUUID();
    const access_token = await new SignJWT({ typ: 'access', client_id: clientId, fam: family })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(userId))
      .setJti(crypto.randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + this.accessTtl)
      .sign(await this.key);
    const refresh_token = await new SignJWT({ typ: 'refresh', client_id: clientId, fam: family })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(userId))
      .setJti(refreshJti)
      .setIssuedAt(now)
      .setExpirationTime(now + this.refreshTtl)
      .sign(await this.key);
    this.db
      .prepare('INSERT INTO refresh_tokens (jti, family, user_id, client_id, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(refreshJti, family, userId, clientId, (now + this.refreshTtl) * 1000);
    return {
      access_token,
      refresh_token,
      token_type: 'Bearer',
      expires_in: this.accessTtl,
      refresh_expires_in: this.refreshTtl,
    };
  }

  /** Throws a 401 ApiError unless the token is a valid, unexpired access token. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.exp !== 'number' || typeof payload.fam !== 'string') {
        throw new ApiError(401, 'TOKEN_INVALID', ERROR_TEXTS.TOKEN_INVALID);
      }
      if (this.isRevoked(payload.fam)) throw new ApiError(401, 'TOKEN_REVOKED', ERROR_TEXTS.TOKEN_REVOKED);
      return { userId, clientId: String(payload.client_id ?? ''), exp: payload.exp, iat: payload.iat ?? 0, family: payload.fam };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof joseErrors.JWTExpired) {
        throw new ApiError(401, 'TOKEN_EXPIRED', ERROR_TEXTS.TOKEN_EXPIRED);
      }
      throw new ApiError(401, 'TOKEN_INVALID', ERROR_TEXTS.TOKEN_INVALID);
    }
  }

  private isRevoked(family: string): boolean {
    return (
      this.db.prepare<[string], { one: number }>('SELECT 1 AS one FROM refresh_tokens WHERE family = ? AND revoked_at IS NOT NULL LIMIT 1').get(family) !==
      undefined
    );
  }

  /** Ends a sign-in: its refresh tokens stop rotating and its access tokens fail at once. */
  revokeFamily(family: string, now: number = Date.now()): void {
    this.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL').run(now, family);
  }

  /**
   * RFC 7009: revokes the sign-in a token of this client belongs to (refresh or access
   * token alike: the whole family). Tokens that are not ours, not this client's or
   * malformed are ignored, as the RFC asks; an expired one still revokes its family.
   */
  async revoke(token: string, clientId: string): Promise<string | null> {
    let claims: Record<string, unknown>;
    try {
      const { payload } = await compactVerify(token, await this.key, { algorithms: ['HS256'] });
      claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    } catch {
      return null;
    }
    if (claims.iss !== ISSUER || claims.client_id !== clientId || typeof claims.fam !== 'string') return null;
    this.revokeFamily(claims.fam, Date.now());
    return claims.fam;
  }

  /** The family is known to the caller when the rotation succeeds (the new pair keeps it). */
  async rotate(refreshToken: string, clientId: string): Promise<TokenResponse & { family: string }> {
    const refused = (code: ErrorCode) => new ApiError(401, code);
    let jti: string;
    let family: string;
    let userId: number;
    try {
      const { payload } = await jwtVerify(refreshToken, await this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (payload.typ !== 'refresh' || typeof payload.jti !== 'string' || typeof payload.fam !== 'string') throw refused('REFRESH_TOKEN_INVALID');
      if (payload.client_id !== clientId) throw refused('REFRESH_TOKEN_INVALID');
      jti = payload.jti;
      family = payload.fam;
      userId = Number(payload.sub);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw refused('REFRESH_TOKEN_EXPIRED');
      throw refused('REFRESH_TOKEN_INVALID');
    }
    const now = Date.now();
    // One conditional UPDATE marks the token spent; of two racing requests only one sees a change.
    const spent = this.db
      .prepare('UPDATE refresh_tokens SET used_at = ? WHERE jti = ? AND used_at IS NULL AND revoked_at IS NULL')
      .run(now, jti);
    if (spent.changes !== 1) {
      const row = this.db
        .prepare<[string], { used_at: number | null; revoked_at: number | null }>('SELECT used_at, revoked_at FROM refresh_tokens WHERE jti = ?')
        .get(jti);
      if (row && row.revoked_at !== null && row.used_at === null) throw refused('REFRESH_TOKEN_REVOKED');
      // Two tabs refreshing at once is a race, not theft: within the grace window only this request fails.
      if (!row || row.used_at === null || now - row.used_at > REUSE_GRACE_MS) this.revokeFamily(family, now);
      throw refused('REFRESH_TOKEN_REUSED');
    }
    return { ...(await this.issue(userId, clientId, family)), family };
  }
}
