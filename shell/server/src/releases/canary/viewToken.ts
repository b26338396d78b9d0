// The view token (docs/architecture.md §13): every page view the BFF serves carries, in its
// boot data, a token sealed by the BFF (session/sealed.ts, its own key purpose) naming the
// view, the visitor it was served to, the version of each remote (and the canary it was
// served in) and when it stops being accepted. A browser's report counts (in the canary's
// decision while one runs, on /metrics always) only with the token of a view of the same
// visitor and version, once per view and kind, so a report cannot be made up, moved to
// another visitor or version, or multiplied.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { BOOT_ELEMENT_ID } from 'shared-contracts/core';
import { CookieSealer } from '../../session/sealed';

/** A beacon comes within seconds of the page; a tab left open may fail later (a lazy area): half an hour. */
export const VIEW_TOKEN_SECONDS = 30 * 60;

/** Authenticated with the value (the sealer's AAD): a sealed value made for anything else does not open. */
const TOKEN_NAME = 'mv-canary-view';

export interface ViewClaims {
  /** The view's id (random, 96 bits). */
  view: string;
  /** The visitor it was served to (the signed mv-canary cookie's id). */
  visitor: string;
  /** The version of each canaried remote the page runs (with its canary's start: service.ts). */
  remotes: Record<string, string>;
  /** Seconds since the epoch after which it is refused. */
  exp: number;
}

const ClaimsSchema = z.strictObject({
  i: z.string().min(1).max(64),
  v: z.string().min(1).max(64),
  r: z.record(z.string().max(32), z.string().max(160)),
  x: z.number().int(),
});

export const newViewId = (): string => randomBytes(12).toString('base64url');

export class ViewTokens {
  private readonly sealer: CookieSealer;

  constructor(secret: string) {
    this.sealer = new CookieSealer(secret, 'canary-view');
  }

  mint(claims: Omit<ViewClaims, 'exp'>, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + VIEW_TOKEN_SECONDS;
    return this.sealer.seal(JSON.stringify({ i: claims.view, v: claims.visitor, r: claims.remotes, x: exp }), TOKEN_NAME);
  }

  /** The claims of a token this BFF (this COOKIE_SECRET) sealed and that has not expired; else null. */
  open(token: string, now = Date.now()): ViewClaims | null {
    const plain = this.sealer.open(token, TOKEN_NAME);
    if (plain === null) return null;
    let parsed: z.infer<typeof ClaimsSchema>;
    try {
      const result = ClaimsSchema.safeParse(JSON.parse(plain));
      if (!result.success) return null;
      parsed = result.data;
    } catch {
      return null;
    }
    if (parsed.x * 1000 < now) return null;
    return { view: parsed.i, visitor: parsed.v, remotes: parsed.r, exp: parsed.x };
  }
}

const BOOT_OPEN = Buffer.from(`<script id="${BOOT_ELEMENT_ID}" type="application/json">{`);

/**
 * A cached anonymous page is the same for every visitor of its versions: its view token is
 * written into its boot data per response, as the first field of the boot object. The
 * document has one boot element, written by the template (page text and inline data escape
 * '<', so no content can imitate it); the token is base64url, safe in JSON and HTML.
 */
export function withCanaryView(html: Buffer, token: string | undefined): Buffer {
  if (!token) return html;
  const at = html.indexOf(BOOT_OPEN);
  if (at < 0) return html;
  const cut = at + BOOT_OPEN.length;
  return Buffer.concat([html.subarray(0, cut), Buffer.from(`"canaryView":${JSON.stringify(token)},`), html.subarray(cut)]);
}
