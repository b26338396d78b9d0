// What a penetration probe found in the SSO stand-in (issue 16): logout revoked nothing,
// revoked sessions kept working, sign-in was not throttled, an unknown login answered
// faster than a known one, and the pages could be framed.
import { performance } from 'node:perf_hooks';
import { ContractErrorBodySchema, TokenResponseSchema } from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { TEST_CLIENT, authorizeQuery, http, pkcePair, signIn, startTestBackend, postSsoForm } from '../testHelpers';

const OTHER_CLIENT = { clientId: 'other-web', redirectUris: ['http://localhost:3998/redirect'] };

const revoke = (backend: LocalBackend, token: string, extra: Record<string, string> = {}) =>
  http(backend.ssoUrl, '/v1/auth/revoke', { json: { token, client_id: TEST_CLIENT.clientId, ...extra } });
const rotate = (backend: LocalBackend, refresh_token: string) =>
  http(backend.ssoUrl, '/v1/auth/token', { json: { grant_type: 'refresh_token', refresh_token, client_id: TEST_CLIENT.clientId } });
const introspect = (backend: LocalBackend, access_token: string) =>
  http(backend.ssoUrl, '/v1/auth/introspect', { json: { access_token } });

function signInForm(username: string, password: string): Record<string, string> {
  return { ...Object.fromEntries(new URLSearchParams(authorizeQuery(pkcePair().challenge))), username, password };
}

describe('token revocation (RFC 7009)', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ clients: [TEST_CLIENT, OTHER_CLIENT] });
  });
  afterAll(() => backend.close());

  it('revokes the whole sign-in: its refresh token stops rotating, its access token fails at once', async () => {
    const first = await signIn(backend, 'demo@myvalue.id');
    const second = TokenResponseSchema.parse((await rotate(backend, first.refresh_token)).body);
    expect((await introspect(backend, second.access_token)).status).toBe(200);

    const res = await revoke(backend, second.refresh_token, { token_type_hint: 'refresh_token' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');

    const refused = await rotate(backend, second.refresh_token);
    expect(refused.status).toBe(401);
    expect(ContractErrorBodySchema.parse(refused.body).errorCode).toBe('REFRESH_TOKEN_REVOKED');
    // Access tokens of the family, old and new, are refused by both services before they expire.
    for (const access of [first.access_token, second.access_token]) {
      const intro = await introspect(backend, access);
      expect(intro.status).toBe(401);
      expect(ContractErrorBodySchema.parse(intro.body).errorCode).toBe('TOKEN_REVOKED');
      expect((await http(backend.ssoUrl, '/v1/user', { token: access })).status).toBe(401);
      expect((await http(backend.apiUrl, '/v2/vouchers', { token: access })).status).toBe(401);
    }
    // Another sign-in of the same member is untouched.
    const other = await signIn(backend, 'demo@myvalue.id');
    expect((await introspect(backend, other.access_token)).status).toBe(200);
  });

  it('revokes by access token too, and accepts a form body', async () => {
    const t = await signIn(backend, 'baru@myvalue.id');
    const res = await http(backend.ssoUrl, '/v1/auth/revoke', {
      form: { token: t.access_token, token_type_hint: 'access_token', client_id: TEST_CLIENT.clientId },
    });
    expect(res.status).toBe(200);
    expect((await introspect(backend, t.access_token)).status).toBe(401);
    expect((await rotate(backend, t.refresh_token)).status).toBe(401);
  });

  it('answers 200 for a token it does not know and leaves other clients\u2019 tokens alone', async () => {
    expect((await revoke(backend, 'bukan-token')).status).toBe(200);
    const t = await signIn(backend, 'baru@myvalue.id');
    expect((await revoke(backend, t.refresh_token, { client_id: OTHER_CLIENT.clientId })).status).toBe(200);
    expect((await introspect(backend, t.access_token)).status).toBe(200);
    expect((await revoke(backend, t.refresh_token, { client_id: 'tidak-terdaftar' })).status).toBe(401);
    expect((await introspect(backend, t.access_token)).status).toBe(200);
  });

  it('ends the access tokens of a family revoked for refresh-token reuse', async () => {
    const first = await signIn(backend, 'demo@myvalue.id');
    const next = TokenResponseSchema.parse((await rotate(backend, first.refresh_token)).body);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await rotate(backend, first.refresh_token)).status).toBe(401);
    expect((await introspect(backend, next.access_token)).status).toBe(401);
  });
});

describe('sign-in throttling', () => {
  it('refuses an account with 429, Retry-After and an Indonesian message after a few failures, even with the right password', async () => {
    const backend = await startTestBackend({ signInThrottle: { account: { limit: 3, windowMs: 60_000, blockMs: 800 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await postSsoForm(backend, '/v1/auth/authorize', { form: signInForm('demo@myvalue.id', `salah-${i}`) })).status);
      }
      // The failure that reaches the limit already answers 429.
      expect(statuses).toEqual([401, 401, 429]);
      const blocked = await postSsoForm(backend, '/v1/auth/authorize', { form: signInForm('DEMO@myvalue.id', 'MyValue123!') });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(blocked.headers.get('content-type')).toContain('text/html');
      expect(blocked.text).toContain('Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 1 menit.');
      expect(blocked.text).toContain('role="alert"');
      // Another account is not blocked by this one's failures.
      expect((await postSsoForm(backend, '/v1/auth/authorize', { form: signInForm('baru@myvalue.id', 'MyValue123!') })).status).toBe(302);
      // Once the block is over the right password works, and clears the count.
      await new Promise((r) => setTimeout(r, 900));
      expect((await postSsoForm(backend, '/v1/auth/authorize', { form: signInForm('demo@myvalue.id', 'MyValue123!') })).status).toBe(302);
      expect((await postSsoForm(backend, '/v1/auth/authorize', { form: signInForm('demo@myvalue.id', 'salah') })).status).toBe(401);
    } finally {
      await backend.close();
    }
  });

  it('refuses a client address that tries many accounts', async () => {
    const backend = await startTestBackend({ signInThrottle: { address: { limit: 4, windowMs: 60_000, blockMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await postSsoForm(backend, '/v1/auth/authorize', { form: signInForm(`orang${i}@contoh.id`, 'salah') })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const blocked = await postSsoForm(backend, '/v1/auth/authorize', { form: signInForm('demo@myvalue.id', 'MyValue123!') });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(50);
    } finally {
      await backend.close();
    }
  });

  it('takes as long for an unknown login as for a known one', async () => {
    const backend = await startTestBackend();
    try {
      const time = async (username: string) => {
        const start = performance.now();
        const res = await postSsoForm(backend, '/v1/auth/authorize', { form: signInForm(username, 'salah-sekali') });
        expect(res.status).toBe(401);
        return performance.now() - start;
      };
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const known: number[] = [];
      const unknown: number[] = [];
      // Alternate, under the per-account (5) and per-address (20) limits.
      for (let i = 0; i < 4; i += 1) {
        known.push(await time('demo@myvalue.id'), await time('baru@myvalue.id'));
        unknown.push(await time(`tidak-ada-${i}@contoh.id`), await time(`08${i}99887766`));
      }
      // A scrypt each way keeps them close. Before the fix an unknown login answered ~40× faster (0.7 ms against 27 ms); a
      // quarter leaves room for a busy CI machine and still catches that.
      expect(median(unknown)).toBeGreaterThan(median(known) / 4);
    } finally {
      await backend.close();
    }
  });
});

describe('framing', () => {
  it('forbids framing the sign-in page and every other SSO answer', async () => {
    const backend = await startTestBackend();
    try {
      for (const path of [`/v1/auth/authorize?${authorizeQuery(pkcePair().challenge)}`, `/v1/auth/register?${authorizeQuery(pkcePair().challenge)}`, '/v1/auth/authorize']) {
        const res = await http(backend.ssoUrl, path);
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      }
    } finally {
      await backend.close();
    }
  });
});
