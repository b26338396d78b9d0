// Token refresh, single flight: however many requests see the same expired token at
// once, one refresh goes upstream and all of them share its result.
import { TokenResponseSchema } from 'shared-contracts/schemas';
import { storedToken, type TokenPair } from './cookies';
import { upstreamJson, UpstreamError } from '../upstream/fetch';

/**
 * How long a request that raced a rotation with the old refresh token still gets the new
 * pair: long enough for tabs (and parallel calls) that sent the old cookie a moment before
 * the new one arrived, short enough that a copied cookie is useless. After it the old
 * token goes upstream, and the SSO refuses it and revokes its family (reuse).
 */
export const REFRESH_GRACE_MS = 5_000;

export interface RefresherOptions {
  ssoUrl: string;
  clientId: string;
  timeoutMs: number;
}

export class TokenRefresher {
  private readonly inflight = new Map<string, Promise<TokenPair>>();
  /** Rotations just made: a request that raced the rotation with the old token gets the new pair. */
  private readonly recent = new Map<string, { pair: TokenPair; at: number }>();
  /** Upstream refresh calls made (observable for tests). */
  calls = 0;

  constructor(private readonly opts: RefresherOptions) {}

  refresh(refreshToken: string): Promise<TokenPair> {
    const done = this.recent.get(refreshToken);
    if (done && Date.now() - done.at < REFRESH_GRACE_MS) return Promise.resolve(done.pair);
    let pending = this.inflight.get(refreshToken);
    if (!pending) {
      pending = this.exchange(refreshToken).finally(() => this.inflight.delete(refreshToken));
      this.inflight.set(refreshToken, pending);
      pending.then(
        (pair) => {
          this.recent.set(refreshToken, { pair, at: Date.now() });
          for (const [key, value] of this.recent) if (Date.now() - value.at >= REFRESH_GRACE_MS) this.recent.delete(key);
        },
        () => undefined,
      );
    }
    return pending;
  }

  /** Logout: no rotation of this token (as the old or the new one) is handed out again. */
  forget(refreshToken: string): void {
    // Follow the chain backwards: a token whose rotation led to a forgotten one goes too.
    const gone = new Set([refreshToken]);
    let changed = true;
    while (changed) {
      changed = false;
      for (const [key, value] of this.recent) {
        if (gone.has(key) || gone.has(value.pair.refresh.token)) {
          this.recent.delete(key);
          gone.add(key);
          changed = true;
        }
      }
    }
  }

  private async exchange(refreshToken: string): Promise<TokenPair> {
    this.calls += 1;
    const { status, body } = await upstreamJson<unknown>(
      `${this.opts.ssoUrl}/v1/auth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: this.opts.clientId }),
      },
      this.opts.timeoutMs,
    );
    const parsed = TokenResponseSchema.safeParse(body);
    // Only a refusal (4xx: the token is unknown, expired, revoked or reused) ends the
    // session; the SSO failing (5xx, a broken answer) leaves it for the next try.
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new UpstreamError('Refresh rejected', 401, body);
    if (status !== 200 || !parsed.success) throw new UpstreamError('Refresh failed', status === 200 ? 502 : status, body);
    return {
      access: storedToken(parsed.data.access_token, parsed.data.expires_in),
      refresh: storedToken(parsed.data.refresh_token, parsed.data.refresh_expires_in),
    };
  }
}
