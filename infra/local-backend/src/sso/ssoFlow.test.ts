import { ContractErrorBodySchema, IntrospectionSchema, TokenResponseSchema, UserSchema } from 'shared-contracts/schemas';
import { accessTokenTtlFromEnv, type LocalBackend } from '../index';
import { REDIRECT_URI, TEST_CLIENT, authorizeQuery, http, pkcePair, signIn, startTestBackend, postSsoForm } from '../testHelpers';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

describe('authorization code flow with PKCE', () => {
  it('signs in through the HTML page, redirects with code and unchanged state, exchanges the code', async () => {
    const { verifier, challenge } = pkcePair();
    const state = 'kembali ke /promo?x=1&y=2';
    const page = await http(backend.ssoUrl, `/v1/auth/authorize?${authorizeQuery(challenge, state)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const text of ['Email atau No. Handphone', 'Kata Sandi', '>Masuk</button>', 'href="register?']) expect(page.text).toContain(text);

    // Post back exactly what the page's form carries.
    const hidden = Object.fromEntries([...page.text.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]?.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"')]));
    expect(hidden.state).toBe(state);
    const posted = await postSsoForm(backend, '/v1/auth/authorize', { form: { ...hidden, username: 'demo@myvalue.id', password: 'MyValue123!' } as Record<string, string> });
    expect(posted.status).toBe(302);
    const location = new URL(posted.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe(state);
    const code = location.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(20);

    const exchange = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: TEST_CLIENT.clientId, code_verifier: verifier };
    const token = await http(backend.ssoUrl, '/v1/auth/token', { form: exchange });
    expect(token.status).toBe(200);
    const tokens = TokenResponseSchema.parse(token.body);
    expect(tokens.expires_in).toBe(900);

    const again = await http(backend.ssoUrl, '/v1/auth/token', { json: exchange });
    expect(again.status).toBe(400);
    expect(ContractErrorBodySchema.parse(again.body).errorCode).toBe('INVALID_GRANT');

    const user = await http(backend.ssoUrl, '/v1/user', { token: tokens.access_token });
    expect(UserSchema.parse(user.body).email).toBe('demo@myvalue.id');
    const intro = await http(backend.ssoUrl, '/v1/auth/introspect', { json: { access_token: tokens.access_token } });
    expect(IntrospectionSchema.parse(intro.body).valueID).toBe(UserSchema.parse(user.body).valueID);
  });

  it('accepts a phone number in 08… form as the login', async () => {
    const tokens = await signIn(backend, '0812-3456-7890');
    expect(tokens.access_token).toBeTruthy();
  });

  it('rejects a wrong PKCE verifier', async () => {
    const { challenge } = pkcePair();
    const form = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge)));
    const posted = await postSsoForm(backend, '/v1/auth/authorize', { form: { ...form, username: 'demo@myvalue.id', password: 'MyValue123!' } });
    const code = new URL(posted.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const res = await http(backend.ssoUrl, '/v1/auth/token', {
      json: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: TEST_CLIENT.clientId, code_verifier: pkcePair().verifier },
    });
    expect(res.status).toBe(400);
    expect(ContractErrorBodySchema.parse(res.body).errorCode).toBe('INVALID_GRANT');
  });

  it('re-renders the page with an Indonesian error on a wrong password', async () => {
    const form = Object.fromEntries(new URLSearchParams(authorizeQuery(pkcePair().challenge)));
    const res = await postSsoForm(backend, '/v1/auth/authorize', { form: { ...form, username: 'demo@myvalue.id', password: 'salah' } });
    expect(res.status).toBe(401);
    expect(res.text).toContain('Email/No. Handphone atau Kata Sandi yang kamu masukkan salah.');
    expect(res.text).toContain('value="demo@myvalue.id"');
  });

  it('never redirects to an unregistered redirect_uri or for an unknown client', async () => {
    const challenge = pkcePair().challenge;
    const extras: Array<Record<string, string>> = [{ redirect_uri: 'https://evil.example/cb' }, { client_id: 'nope' }, { redirect_uri: `${REDIRECT_URI}/x` }];
    for (const extra of extras) {
      const res = await http(backend.ssoUrl, `/v1/auth/authorize?${authorizeQuery(challenge, 's', extra)}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(res.text).toContain('tidak');
    }
  });

  it('sends a missing PKCE challenge back to the registered client as an OAuth error', async () => {
    const res = await http(backend.ssoUrl, `/v1/auth/authorize?${authorizeQuery('short', 'keep-me')}`);
    expect(res.status).toBe(302);
    const loc = new URL(res.headers.get('location') ?? '');
    expect(loc.searchParams.get('error')).toBe('invalid_request');
    expect(loc.searchParams.get('state')).toBe('keep-me');
  });

  it('escapes reflected parameters in the page', async () => {
    const res = await http(backend.ssoUrl, `/v1/auth/authorize?${authorizeQuery(pkcePair().challenge, '"><script>alert(1)</script>')}`);
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });
});

describe('registration', () => {
  it('validates in Indonesian, creates a member and continues the flow', async () => {
    const { verifier, challenge } = pkcePair();
    const q = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge, 'reg')));
    const page = await http(backend.ssoUrl, `/v1/auth/register?${authorizeQuery(challenge, 'reg')}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Nama Depan');

    const bad = await postSsoForm(backend, '/v1/auth/register', { form: { ...q, firstName: '', email: 'bukan-email', password: 'pendek', passwordConfirm: 'x' } });
    expect(bad.status).toBe(400);
    for (const msg of ['Nama depan wajib diisi', 'Format email tidak valid', 'Kata sandi minimal 8 karakter', 'Syarat &amp; Ketentuan']) expect(bad.text).toContain(msg);

    const dup = await postSsoForm(backend, '/v1/auth/register', {
      form: { ...q, firstName: 'Dewi', lastName: 'Lagi', email: 'demo@myvalue.id', phone: '', password: 'Rahasia123', passwordConfirm: 'Rahasia123', referralCode: '', tnc: 'on' },
    });
    expect(dup.status).toBe(409);
    expect(dup.text).toContain('Email sudah terdaftar');

    const ok = await postSsoForm(backend, '/v1/auth/register', {
      form: { ...q, firstName: 'Sari', lastName: 'Wulandari', email: 'sari@contoh.id', phone: '0813 1111 2222', password: 'Rahasia123', passwordConfirm: 'Rahasia123', referralCode: 'dewi2018', tnc: 'on' },
    });
    expect(ok.status).toBe(302);
    const loc = new URL(ok.headers.get('location') ?? '');
    expect(loc.searchParams.get('state')).toBe('reg');
    const token = await http(backend.ssoUrl, '/v1/auth/token', {
      json: { grant_type: 'authorization_code', code: loc.searchParams.get('code'), redirect_uri: REDIRECT_URI, client_id: TEST_CLIENT.clientId, code_verifier: verifier },
    });
    const tokens = TokenResponseSchema.parse(token.body);
    const user = UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token: tokens.access_token })).body);
    expect(user).toMatchObject({ firstName: 'Sari', phone: '+6281311112222', emailVerified: false });
    expect(user.userMembership).toHaveLength(1);
    const point = await http(backend.ssoUrl, '/v1/point', { token: tokens.access_token });
    // The friend's code credits nobody until an address is verified (referralCredit.test.ts).
    expect(point.body).toEqual({ point: 0 });
  });
});

describe('refresh token rotation', () => {
  it('issues new tokens once and rejects a spent refresh token, revoking its family', async () => {
    const first = await signIn(backend, 'demo@myvalue.id');
    const rotate = (refresh_token: string) =>
      http(backend.ssoUrl, '/v1/auth/token', { json: { grant_type: 'refresh_token', refresh_token, client_id: TEST_CLIENT.clientId } });
    const second = await rotate(first.refresh_token);
    expect(second.status).toBe(200);
    const next = TokenResponseSchema.parse(second.body);
    expect(next.refresh_token).not.toBe(first.refresh_token);

    // Past the grace window a reuse looks like theft.
    await new Promise((r) => setTimeout(r, 2100));
    const reuse = await rotate(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(ContractErrorBodySchema.parse(reuse.body)).toMatchObject({ errorCode: 'REFRESH_TOKEN_REUSED', message: 'Unauthorized: Refresh Token Verification Failed' });
    // Reuse means theft is possible: the descendant is revoked too.
    expect((await rotate(next.refresh_token)).status).toBe(401);
  });

  it('only one of two concurrent rotations of the same token succeeds', async () => {
    const t = await signIn(backend, 'baru@myvalue.id');
    const body = { grant_type: 'refresh_token', refresh_token: t.refresh_token, client_id: TEST_CLIENT.clientId };
    const results = await Promise.all([http(backend.ssoUrl, '/v1/auth/token', { json: body }), http(backend.ssoUrl, '/v1/auth/token', { json: body })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    // Inside the grace window the winner's new token stays valid.
    const winner = TokenResponseSchema.parse(results.find((r) => r.status === 200)?.body);
    const next = await http(backend.ssoUrl, '/v1/auth/token', { json: { ...body, refresh_token: winner.refresh_token } });
    expect(next.status).toBe(200);
  });

  it('rejects garbage and access tokens used as refresh tokens', async () => {
    const t = await signIn(backend, 'baru@myvalue.id');
    for (const refresh_token of ['abc', t.access_token]) {
      const res = await http(backend.ssoUrl, '/v1/auth/token', { json: { grant_type: 'refresh_token', refresh_token, client_id: TEST_CLIENT.clientId } });
      expect(res.status).toBe(401);
      expect(ContractErrorBodySchema.parse(res.body).errorCode).toBe('REFRESH_TOKEN_INVALID');
    }
  });
});

describe('access token lifetime', () => {
  it('expires after the configured TTL (401 TOKEN_EXPIRED on both services)', async () => {
    // 4 s, not 1: a token's expiry is in whole seconds from its issue, and on a busy machine
    // (one full run, 2 cores) the sign-in's last step and the first call took over a second.
    const ttlSeconds = 4;
    const short = await startTestBackend({ accessTokenTtlSeconds: ttlSeconds });
    try {
      const t = await signIn(short, 'demo@myvalue.id');
      expect(t.expires_in).toBe(ttlSeconds);
      expect((await http(short.apiUrl, '/v2/vouchers', { token: t.access_token })).status).toBe(200);
      await new Promise((r) => setTimeout(r, ttlSeconds * 1000 + 100));
      for (const [base, path] of [[short.ssoUrl, '/v1/user'], [short.apiUrl, '/v2/vouchers']] as const) {
        const res = await http(base, path, { token: t.access_token });
        expect(res.status).toBe(401);
        expect(ContractErrorBodySchema.parse(res.body).errorCode).toBe('TOKEN_EXPIRED');
      }
      const intro = await http(short.ssoUrl, '/v1/auth/introspect', { json: { access_token: t.access_token } });
      expect(intro.status).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('reads SSO_ACCESS_TOKEN_TTL_S (default 900) and refuses a value that is not a lifetime', () => {
    expect(accessTokenTtlFromEnv({})).toBe(900);
    expect(accessTokenTtlFromEnv({ SSO_ACCESS_TOKEN_TTL_S: '5' })).toBe(5);
    for (const bad of ['0', '-3', '1.5', 'lima', '90000']) {
      expect(() => accessTokenTtlFromEnv({ SSO_ACCESS_TOKEN_TTL_S: bad })).toThrow(/SSO_ACCESS_TOKEN_TTL_S/);
    }
  });

  it('answers 401 without or with a forged token', async () => {
    expect(ContractErrorBodySchema.parse((await http(backend.ssoUrl, '/v1/user')).body).errorCode).toBe('TOKEN_MISSING');
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidHlwIjoiYWNjZXNzIn0.c2lnbmF0dXJl';
    expect(ContractErrorBodySchema.parse((await http(backend.apiUrl, '/v2/vouchers', { token: forged })).body).errorCode).toBe('TOKEN_INVALID');
  });
});
