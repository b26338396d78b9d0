/**
 * @jest-environment node
 */
import { BOOT_ELEMENT_ID, serializeForScript } from 'shared-contracts/core';
import { CookieSealer } from '../../session/sealed';
import { VIEW_TOKEN_SECONDS, ViewTokens, withCanaryView } from './viewToken';

const SECRET = 's'.repeat(64);
const claims = { view: 'view-1', visitor: 'visitor-1', remotes: { catalog: '1.2.0@2026-11-22T09:00:00.000Z' } };

describe('view tokens', () => {
  it('open to the claims they were minted with until they expire', () => {
    const tokens = new ViewTokens(SECRET);
    const now = Date.UTC(2026, 10, 27, 12);
    const token = tokens.mint(claims, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(tokens.open(token, now + 1000)).toEqual({ ...claims, exp: Math.floor(now / 1000) + VIEW_TOKEN_SECONDS });
    expect(tokens.open(token, now + (VIEW_TOKEN_SECONDS + 1) * 1000)).toBeNull();
  });

  it('refuse a token of another secret, an edited one, and a value sealed for another purpose', () => {
    const token = new ViewTokens(SECRET).mint(claims);
    expect(new ViewTokens('t'.repeat(64)).open(token)).toBeNull();
    const raw = Buffer.from(token, 'base64url');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(new ViewTokens(SECRET).open(raw.toString('base64url'))).toBeNull();
    // The sign-in state cookie's sealer, same secret: not a view token.
    expect(new ViewTokens(SECRET).open(new CookieSealer(SECRET, 'sign-in-state').seal('{}', 'mv-canary-view'))).toBeNull();
    expect(new ViewTokens(SECRET).open('')).toBeNull();
  });
});

describe('a cached page given its view token', () => {
  const page = (boot: object) =>
    Buffer.from(`<html><body><main>${'&lt;script id=&quot;mv-boot&quot;'}</main><script id="${BOOT_ELEMENT_ID}" type="application/json">${serializeForScript(boot)}</script></body></html>`);
  const bootIn = (html: Buffer) => JSON.parse(new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html.toString())![1]!) as Record<string, unknown>;

  it('carries it in its boot data, the rest unchanged', () => {
    const boot = { buildId: 'b', status: 200, note: '</script><script id="mv-boot" type="application/json">{' };
    const out = withCanaryView(page(boot), 'tok-en_1');
    expect(bootIn(out)).toEqual({ canaryView: 'tok-en_1', ...boot });
  });

  it('is left as it is without a token or without boot data', () => {
    const html = page({ buildId: 'b' });
    expect(withCanaryView(html, undefined)).toBe(html);
    const bare = Buffer.from('<html><body>no boot</body></html>');
    expect(withCanaryView(bare, 'x')).toBe(bare);
  });
});
