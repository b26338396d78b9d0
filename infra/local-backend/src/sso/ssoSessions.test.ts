// The SSO session in the browser (authorize_logged_in), the check of an authorization
// request (authorize/validation) and the member's web sessions ('Perangkat').
import { ContractErrorBodySchema, TokenResponseSchema, WebClientListSchema, WebSessionListSchema, type TokenResponse } from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { REDIRECT_URI, TEST_CLIENT, authorizeQuery, http, pkcePair, startTestBackend, postSsoForm } from '../testHelpers';
import { describeUserAgent } from './webSessions';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend({ clients: [{ ...TEST_CLIENT, name: 'MyValue Web' }] });
});
afterAll(() => backend.close());

const cookieOf = (headers: Headers): string | null => {
  const set = headers.getSetCookie().find((c) => c.startsWith('mv_sso_session='));
  return set ? set.split(';')[0]! : null;
};

/** A browser: its user agent and the SSO's cookie once it has one. */
async function signInBrowser(userAgent: string, username = 'demo@myvalue.id'): Promise<{ tokens: TokenResponse; cookie: string }> {
  const { verifier, challenge } = pkcePair();
  const form = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge)));
  const posted = await postSsoForm(backend, '/v1/auth/authorize', { form: { ...form, username, password: 'MyValue123!' }, headers: { 'user-agent': userAgent } });
  expect(posted.status).toBe(302);
  const cookie = cookieOf(posted.headers);
  expect(cookie).not.toBeNull();
  expect(posted.headers.getSetCookie().join()).toMatch(/HttpOnly; SameSite=Lax/);
  const tokens = await exchange(posted.headers.get('location') ?? '', verifier);
  return { tokens, cookie: cookie ?? '' };
}

async function exchange(location: string, verifier: string): Promise<TokenResponse> {
  const code = new URL(location).searchParams.get('code') ?? '';
  const res = await http(backend.ssoUrl, '/v1/auth/token', {
    json: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: TEST_CLIENT.clientId, code_verifier: verifier },
  });
  expect(res.status).toBe(200);
  return TokenResponseSchema.parse(res.body);
}

describe('authorize_logged_in: a browser signed in on the SSO is not asked again', () => {
  it('sends a signed-in browser from the authorize page to the client with a code, no form', async () => {
    const { cookie } = await signInBrowser(ANDROID_CHROME);
    const { verifier, challenge } = pkcePair();
    const page = await http(backend.ssoUrl, `/v1/auth/authorize?${authorizeQuery(challenge, 'kedua')}`, { headers: { cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^authorize_logged_in\?/);
    const loggedIn = await http(backend.ssoUrl, `/v1/auth/${page.headers.get('location')}`, { headers: { cookie } });
    expect(loggedIn.status).toBe(302);
    const location = new URL(loggedIn.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('kedua');
    const tokens = await exchange(location.toString(), verifier);
    expect((await http(backend.ssoUrl, '/v1/user', { token: tokens.access_token })).status).toBe(200);
  });

  it('shows the form without a session, with an unknown one, and after the sign-in it belongs to logged out', async () => {
    const { challenge } = pkcePair();
    const q = authorizeQuery(challenge);
    expect((await http(backend.ssoUrl, `/v1/auth/authorize?${q}`)).status).toBe(200);
    const forged = `mv_sso_session=${'A'.repeat(43)}`;
    expect((await http(backend.ssoUrl, `/v1/auth/authorize?${q}`, { headers: { cookie: forged } })).status).toBe(200);
    // authorize_logged_in itself falls back to the form and forgets the cookie.
    const direct = await http(backend.ssoUrl, `/v1/auth/authorize_logged_in?${q}`, { headers: { cookie: forged } });
    expect(direct.status).toBe(302);
    expect(direct.headers.get('location')).toMatch(/^authorize\?/);
    expect(direct.headers.getSetCookie().join()).toContain('mv_sso_session=; Max-Age=0');

    const { tokens, cookie } = await signInBrowser(MAC_SAFARI);
    await http(backend.ssoUrl, '/v1/auth/revoke', { json: { token: tokens.refresh_token, client_id: TEST_CLIENT.clientId } });
    const after = await http(backend.ssoUrl, `/v1/auth/authorize?${q}`, { headers: { cookie } });
    expect(after.status).toBe(200);
    expect(after.text).toContain('Kata Sandi');
  });

  it('ends the SSO sessions of a member whose password changes', async () => {
    const email = `ganti.${Date.now()}@contoh.id`;
    const { verifier, challenge } = pkcePair();
    const form = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge)));
    const registered = await postSsoForm(backend, '/v1/auth/register', {
      form: { ...form, firstName: 'Ganti', lastName: 'Sandi', email, phone: '', password: 'Rahasia123', passwordConfirm: 'Rahasia123', referralCode: '', tnc: 'on' },
      headers: { 'user-agent': MAC_SAFARI },
    });
    expect(registered.status).toBe(302);
    const cookie = cookieOf(registered.headers) ?? '';
    const tokens = await exchange(registered.headers.get('location') ?? '', verifier);
    const q = authorizeQuery(pkcePair().challenge);
    expect((await http(backend.ssoUrl, `/v1/auth/authorize?${q}`, { headers: { cookie } })).status).toBe(302);
    // The sign-up form too (Back after signing up) sends the signed-in browser on.
    const signUp = await http(backend.ssoUrl, `/v1/auth/register?${q}`, { headers: { cookie } });
    expect(signUp.status).toBe(302);
    expect(signUp.headers.get('location')).toMatch(/^authorize_logged_in\?/);
    const changed = await http(backend.ssoUrl, '/v1/user/password', { method: 'PUT', token: tokens.access_token, json: { currentPassword: 'Rahasia123', newPassword: 'RahasiaBaru456' } });
    expect(changed.status).toBe(200);
    const after = await http(backend.ssoUrl, `/v1/auth/authorize?${q}`, { headers: { cookie } });
    expect(after.status).toBe(200);
    expect(after.text).toContain('Kata Sandi');
  });

  it('still refuses a bad client or redirect URI before looking at the session', async () => {
    const { cookie } = await signInBrowser(ANDROID_CHROME);
    const bad = await http(backend.ssoUrl, `/v1/auth/authorize_logged_in?${authorizeQuery(pkcePair().challenge, 's', { redirect_uri: 'https://jahat.example/cb' })}`, { headers: { cookie } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('location')).toBeNull();
    expect(bad.text).toContain('Tautan masuk tidak valid');
  });
});

describe('authorize/validation', () => {
  it('answers a registered client and redirect URI with the client name', async () => {
    const ok = await http(backend.ssoUrl, `/v1/auth/authorize/validation?${authorizeQuery(pkcePair().challenge)}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ valid: true, client: { clientId: TEST_CLIENT.clientId, name: 'MyValue Web' } });
  });

  it.each([
    ['an unknown client', { client_id: 'asing' }, 'INVALID_CLIENT', 'Aplikasi tidak dikenal'],
    ['a redirect URI not registered', { redirect_uri: 'https://jahat.example/redirect' }, 'INVALID_REDIRECT_URI', 'redirect_uri'],
    ['a redirect URI that only starts like a registered one', { redirect_uri: `${REDIRECT_URI}/../x` }, 'INVALID_REDIRECT_URI', 'redirect_uri'],
  ])('refuses %s, and the sign-in page says so without redirecting', async (_name, extra, code, text) => {
    const q = authorizeQuery(pkcePair().challenge, 's', extra);
    const res = await http(backend.ssoUrl, `/v1/auth/authorize/validation?${q}`);
    expect(res.status).toBe(400);
    expect(ContractErrorBodySchema.parse(res.body).errorCode).toBe(code);
    const page = await http(backend.ssoUrl, `/v1/auth/authorize?${q}`);
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(page.text).toContain('<h1>Tautan masuk tidak valid</h1>');
    expect(page.text).toContain(text);
    expect(page.text).toContain('Masuk / Daftar');
  });
});

describe('web sessions (Perangkat)', () => {
  it('lists each sign-in with its browser, the current one first and marked; names the clients', async () => {
    const phone = await signInBrowser(ANDROID_CHROME, 'baru@myvalue.id');
    const laptop = await signInBrowser(MAC_SAFARI, 'baru@myvalue.id');
    const res = await http(backend.ssoUrl, '/v2/web/session', { token: laptop.tokens.access_token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { results } = WebSessionListSchema.parse(res.body);
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ current: true, browser: 'Safari', os: 'macOS', device: 'desktop', clientId: TEST_CLIENT.clientId });
    expect(results[1]).toMatchObject({ current: false, browser: 'Chrome', os: 'Android', device: 'mobile' });
    // From the phone, the phone is the current one.
    const fromPhone = WebSessionListSchema.parse((await http(backend.ssoUrl, '/v2/web/session', { token: phone.tokens.access_token })).body);
    expect(fromPhone.results.find((s) => s.current)?.browser).toBe('Chrome');
    // Another member's sessions are not in the list.
    const demo = await signInBrowser(MAC_SAFARI, 'demo@myvalue.id');
    const demoList = WebSessionListSchema.parse((await http(backend.ssoUrl, '/v2/web/session', { token: demo.tokens.access_token })).body);
    expect(demoList.results.map((s) => s.id)).not.toContain(results[1]!.id);

    const clients = WebClientListSchema.parse((await http(backend.ssoUrl, '/v2/web/client', { token: laptop.tokens.access_token })).body);
    expect(clients.results).toEqual([{ clientId: TEST_CLIENT.clientId, name: 'MyValue Web' }]);
    expect((await http(backend.ssoUrl, '/v2/web/session')).status).toBe(401);
  });

  it('signs out another browser: its tokens refresh nothing and fail at once; its SSO session ends too', async () => {
    const phone = await signInBrowser(ANDROID_CHROME, 'baru@myvalue.id');
    const laptop = await signInBrowser(MAC_SAFARI, 'baru@myvalue.id');
    const list = WebSessionListSchema.parse((await http(backend.ssoUrl, '/v2/web/session', { token: laptop.tokens.access_token })).body).results;
    const phoneId = list.find((s) => !s.current && s.browser === 'Chrome')!.id;

    // Not the current one (that is 'Keluar'), not one of another member, not an unknown one.
    const current = list.find((s) => s.current)!.id;
    const self = await http(backend.ssoUrl, `/v2/web/session/${current}`, { method: 'DELETE', token: laptop.tokens.access_token });
    expect(self.status).toBe(409);
    expect(ContractErrorBodySchema.parse(self.body).errorCode).toBe('CURRENT_SESSION');
    const demo = await signInBrowser(ANDROID_CHROME, 'demo@myvalue.id');
    expect((await http(backend.ssoUrl, `/v2/web/session/${phoneId}`, { method: 'DELETE', token: demo.tokens.access_token })).status).toBe(404);
    expect((await http(backend.ssoUrl, '/v2/web/session/999999', { method: 'DELETE', token: laptop.tokens.access_token })).status).toBe(404);

    const out = await http(backend.ssoUrl, `/v2/web/session/${phoneId}`, { method: 'DELETE', token: laptop.tokens.access_token });
    expect(out.status).toBe(200);
    const refresh = await http(backend.ssoUrl, '/v1/auth/token', { json: { grant_type: 'refresh_token', refresh_token: phone.tokens.refresh_token, client_id: TEST_CLIENT.clientId } });
    expect(refresh.status).toBe(401);
    const user = await http(backend.ssoUrl, '/v1/user', { token: phone.tokens.access_token });
    expect(user.status).toBe(401);
    expect(ContractErrorBodySchema.parse(user.body).errorCode).toBe('TOKEN_REVOKED');
    // The phone's browser is not signed straight back in by its SSO session either.
    const again = await http(backend.ssoUrl, `/v1/auth/authorize?${authorizeQuery(pkcePair().challenge)}`, { headers: { cookie: phone.cookie } });
    expect(again.status).toBe(200);
    // Gone from the list; a second sign-out of it is a 404; the laptop goes on.
    const after = WebSessionListSchema.parse((await http(backend.ssoUrl, '/v2/web/session', { token: laptop.tokens.access_token })).body).results;
    expect(after.map((s) => s.id)).not.toContain(phoneId);
    expect((await http(backend.ssoUrl, `/v2/web/session/${phoneId}`, { method: 'DELETE', token: laptop.tokens.access_token })).status).toBe(404);
    expect((await http(backend.ssoUrl, '/v1/user', { token: laptop.tokens.access_token })).status).toBe(200);
  });

  it('keeps a session across refreshes (one family, one entry)', async () => {
    const laptop = await signInBrowser(MAC_SAFARI, 'baru@myvalue.id');
    const before = WebSessionListSchema.parse((await http(backend.ssoUrl, '/v2/web/session', { token: laptop.tokens.access_token })).body).results.length;
    const rotated = TokenResponseSchema.parse(
      (await http(backend.ssoUrl, '/v1/auth/token', { json: { grant_type: 'refresh_token', refresh_token: laptop.tokens.refresh_token, client_id: TEST_CLIENT.clientId } })).body,
    );
    expect(Object.keys(rotated)).not.toContain('family');
    const after = WebSessionListSchema.parse((await http(backend.ssoUrl, '/v2/web/session', { token: rotated.access_token })).body).results;
    expect(after).toHaveLength(before);
    expect(after[0]?.current).toBe(true);
  });
});

describe('describeUserAgent', () => {
  it.each([
    [ANDROID_CHROME, { browser: 'Chrome', os: 'Android', device: 'mobile' }],
    [MAC_SAFARI, { browser: 'Safari', os: 'macOS', device: 'desktop' }],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', { browser: 'Safari', os: 'iOS', device: 'mobile' }],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', { browser: 'Microsoft Edge', os: 'Windows', device: 'desktop' }],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36', { browser: 'Samsung Internet', os: 'Android', device: 'tablet' }],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', { browser: 'Firefox', os: 'Linux', device: 'desktop' }],
    ['', { browser: 'Browser tidak dikenal', os: 'Sistem tidak dikenal', device: 'unknown' }],
  ])('names %s', (ua, expected) => expect(describeUserAgent(ua)).toEqual(expected));
});
