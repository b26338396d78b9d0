// Social sign-in on the SSO stand-in: the sign-in page's buttons, the local provider's
// consent step (state checked, single use), codes that are single use and expire, the
// registration of a new person (no password), a returning person, and the JSON calls.
import { ContractErrorBodySchema, SocialCodeStartedSchema, SocialTokenResultSchema, TokenResponseSchema } from 'shared-contracts/schemas';
import { UNUSABLE_PASSWORD } from '../auth/password';
import type { AppContext } from '../context';
import type { LocalBackend } from '../index';
import type { Db } from '../db';
import { REDIRECT_URI, TEST_CLIENT, authorizeQuery, http, memoryContext, pkcePair, startTestBackend, type HttpResult, postSsoForm } from '../testHelpers';
import {
  SOCIAL_CODE_TTL_MS,
  SOCIAL_STATE_TTL_MS,
  SOCIAL_TICKET_TTL_MS,
  consentGranted,
  exchangeSocialCode,
  registerSocial,
  startSocialRequest,
  type ClientRequest,
} from './social';
import { LOOKUPS_PER_CLIENT } from './recovery/guards';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const cookiesOf = (res: HttpResult) => res.headers.getSetCookie().map((c) => c.split(';')[0]!);
const hiddenOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, (m[2] ?? '').replace(/&amp;/g, '&')]));
let seq = 0;
const freshEmail = () => `sosial.${Date.now()}.${++seq}@contoh.id`;

/** The browser's way: the button, the consent page, the return. Ends at the callback's answer. */
async function viaProvider(provider: 'google' | 'facebook' | 'apple', email: string, verifierOut?: { verifier: string }) {
  const { verifier, challenge } = pkcePair();
  if (verifierOut) verifierOut.verifier = verifier;
  const form = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge, 'dari-situs')));
  const started = await http(backend.ssoUrl, '/v1/social_login/code', { form: { ...form, provider } });
  expect(started.status).toBe(302);
  const consentUrl = new URL(started.headers.get('location') ?? '', `${backend.ssoUrl}/v1/social_login/code`);
  expect(consentUrl.pathname).toBe(`/social/${provider}/consent`);
  const stateCookie = cookiesOf(started).find((c) => c.startsWith('mv_social_state='))!;
  const state = consentUrl.searchParams.get('state') ?? '';
  expect(stateCookie).toBe(`mv_social_state=${state}`);

  const consent = await http(backend.ssoUrl, `${consentUrl.pathname}${consentUrl.search}`);
  expect(consent.status).toBe(200);
  expect(consent.text).toContain('Izinkan');
  const allowed = await http(backend.ssoUrl, consentUrl.pathname, { form: { state, decision: 'allow', email, firstName: 'Sari', lastName: 'Wulandari' } });
  expect(allowed.status).toBe(302);
  const callback = allowed.headers.get('location') ?? '';
  expect(callback).toMatch(/^\/v1\/social_login\/callback\?/);
  const returned = await http(backend.ssoUrl, callback, { headers: { cookie: stateCookie } });
  return { returned, callback, stateCookie, state, verifier };
}

async function exchangeCode(location: string, verifier: string) {
  const url = new URL(location);
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
  expect(url.searchParams.get('state')).toBe('dari-situs');
  const res = await http(backend.ssoUrl, '/v1/auth/token', {
    json: { grant_type: 'authorization_code', code: url.searchParams.get('code'), redirect_uri: REDIRECT_URI, client_id: TEST_CLIENT.clientId, code_verifier: verifier },
  });
  expect(res.status).toBe(200);
  return TokenResponseSchema.parse(res.body);
}

describe('social sign-in in the browser', () => {
  it('offers Google, Facebook and Apple on the sign-in page, carrying the authorization request', async () => {
    const page = await http(backend.ssoUrl, `/v1/auth/authorize?${authorizeQuery(pkcePair().challenge)}`);
    expect(page.text).toContain('action="../social_login/code"');
    for (const name of ['Google', 'Facebook', 'Apple']) expect(page.text).toContain(`>Lanjutkan dengan ${name}</button>`);
  });

  it('registers a new person: the provider’s name and e-mail, a phone, the terms; no password; then signs them in', async () => {
    const email = freshEmail();
    const { returned, verifier } = await viaProvider('google', email);
    expect(returned.status).toBe(200);
    expect(returned.text).toContain('Lengkapi pendaftaran');
    expect(returned.text).toContain(email);
    expect(returned.text).toContain('value="Sari"');
    expect(returned.text).toContain('href="http://localhost:3999/terms"');
    const { registerTicket } = hiddenOf(returned.text);

    // Every invalid field together; what was typed stays.
    const invalid = await http(backend.ssoUrl, '/v1/social_login/register', { form: { registerTicket: registerTicket!, firstName: '', lastName: 'Wulandari', phone: '12' } });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('Nama depan wajib diisi');
    expect(invalid.text).toContain('Kamu harus menyetujui Syarat &amp; Ketentuan');
    expect(invalid.text).toContain('value="Wulandari"');
    // A phone someone else has.
    const taken = await http(backend.ssoUrl, '/v1/social_login/register', {
      form: { registerTicket: registerTicket!, firstName: 'Sari', lastName: 'Wulandari', phone: '0812-3456-7890', tnc: 'on' },
    });
    expect(taken.status).toBe(409);
    expect(taken.text).toContain('Nomor handphone sudah terdaftar.');

    const done = await http(backend.ssoUrl, '/v1/social_login/register', { form: { registerTicket: registerTicket!, firstName: 'Sari', lastName: 'Wulandari', phone: '', tnc: 'on' } });
    expect(done.status).toBe(302);
    expect(cookiesOf(done).some((c) => c.startsWith('mv_sso_session='))).toBe(true);
    const tokens = await exchangeCode(done.headers.get('location') ?? '', verifier);
    const user = await http(backend.ssoUrl, '/v1/user', { token: tokens.access_token });
    expect(user.body).toMatchObject({ email, firstName: 'Sari', lastName: 'Wulandari', emailVerified: true, phone: null });
    // No password: a password sign-in with anything fails.
    const form = Object.fromEntries(new URLSearchParams(authorizeQuery(pkcePair().challenge)));
    expect((await postSsoForm(backend, '/v1/auth/authorize', { form: { ...form, username: email, password: UNUSABLE_PASSWORD } })).status).toBe(401);
    // The ticket was single use.
    const twice = await http(backend.ssoUrl, '/v1/social_login/register', { form: { registerTicket: registerTicket!, firstName: 'Sari', lastName: 'X', tnc: 'on' } });
    expect(twice.status).toBe(400);
    expect(twice.text).toContain('Waktu pendaftaran sudah habis atau pendaftaran ini sudah selesai');
  });

  it('tells whether a phone is registered only a few times per client, however many tickets or tries', async () => {
    const { returned } = await viaProvider('google', freshEmail());
    const { registerTicket } = hiddenOf(returned.text);
    const client = { 'x-forwarded-for': '192.0.2.77' };
    const tryPhone = (phone: string, headers = client) =>
      http(backend.ssoUrl, '/v1/social_login/register', { form: { registerTicket: registerTicket!, firstName: 'Sari', lastName: 'W', phone, tnc: 'on' }, headers });
    for (let i = 0; i < LOOKUPS_PER_CLIENT.limit; i++) {
      const answer = await tryPhone('0812-3456-7890');
      expect([answer.status, answer.text.includes('Nomor handphone sudah terdaftar.')]).toEqual([409, true]);
    }
    const spent = await tryPhone('0812-3456-7890');
    expect(spent.status).toBe(429);
    expect(spent.text).not.toContain('Nomor handphone sudah terdaftar.');
    expect(spent.text).toMatch(/Terlalu banyak pemeriksaan data\. Coba lagi dalam \d+ menit\./);
    expect(spent.text).toContain('value="0812-3456-7890"');
    // The JSON call is the same answer, counted the same way.
    const json = await http(backend.ssoUrl, '/v1/social_login/register', { json: { registerTicket, firstName: 'Sari', lastName: 'W', phone: '0812-3456-7890', tnc: true }, headers: client });
    expect([json.status, ContractErrorBodySchema.parse(json.body).errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
    // Another network is another client; no phone at all asks nothing.
    expect((await tryPhone('0812-3456-7890', { 'x-forwarded-for': '192.0.2.78' })).status).toBe(409);
    expect((await tryPhone('', client)).status).toBe(302);
  });

  it('signs a returning person straight in, and refuses their code a second time', async () => {
    const email = freshEmail();
    const first = await viaProvider('facebook', email);
    const { registerTicket } = hiddenOf(first.returned.text);
    await http(backend.ssoUrl, '/v1/social_login/register', { form: { registerTicket: registerTicket!, firstName: 'Sari', lastName: 'W', tnc: 'on' } });

    const again = await viaProvider('facebook', email);
    expect(again.returned.status).toBe(302);
    await exchangeCode(again.returned.headers.get('location') ?? '', again.verifier);
    // The same return again (no SSO session in this request): the code is spent.
    const reused = await http(backend.ssoUrl, again.callback, { headers: { cookie: again.stateCookie } });
    expect(reused.status).toBe(400);
    expect(reused.text).toContain('Kode masuk dari Facebook tidak valid, sudah dipakai, atau sudah kedaluwarsa.');
    // The same account at another provider is another identity: a new registration.
    const apple = await viaProvider('apple', email);
    expect(apple.returned.status).toBe(409);
    expect(apple.returned.text).toContain('sudah terdaftar di MyValue tetapi belum terhubung dengan Apple');
  });

  it('refuses a return that was not started in this browser, and a consent step used twice', async () => {
    const { callback, state } = await viaProvider('google', freshEmail());
    const elsewhere = await http(backend.ssoUrl, callback, { headers: { cookie: 'mv_social_state=lain' } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.text).toContain('tidak dimulai dari browser ini');
    const consentAgain = await http(backend.ssoUrl, `/social/google/consent?state=${state}`);
    expect(consentAgain.status).toBe(400);
    expect(consentAgain.text).toContain('Permintaan masuk dengan Google tidak valid atau sudah kedaluwarsa');
    expect((await http(backend.ssoUrl, '/social/google/consent?state=tidak-ada')).status).toBe(400);
    expect((await http(backend.ssoUrl, '/social/twitter/consent?state=x')).status).toBe(404);
  });

  it('does not link an e-mail that already has a MyValue account', async () => {
    const { returned } = await viaProvider('google', 'demo@myvalue.id');
    expect(returned.status).toBe(409);
    expect(returned.text).toContain('Email demo@myvalue.id sudah terdaftar di MyValue tetapi belum terhubung dengan Google. Masuk dengan email dan kata sandi.');
  });

  it('goes back to the sign-in page when the person cancels at the provider', async () => {
    const { challenge } = pkcePair();
    const form = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge)));
    const started = await http(backend.ssoUrl, '/v1/social_login/code', { form: { ...form, provider: 'apple' } });
    const state = new URL(started.headers.get('location') ?? '', backend.ssoUrl).searchParams.get('state') ?? '';
    const denied = await http(backend.ssoUrl, '/social/apple/consent', { form: { state, decision: 'deny' } });
    expect(denied.status).toBe(302);
    const back = await http(backend.ssoUrl, denied.headers.get('location') ?? '');
    expect(back.status).toBe(200);
    expect(back.text).toContain('Masuk dengan Apple dibatalkan.');
  });

  it('refuses a bad client before any provider is asked', async () => {
    const form = Object.fromEntries(new URLSearchParams(authorizeQuery(pkcePair().challenge, 's', { redirect_uri: 'https://jahat.example/cb' })));
    const res = await http(backend.ssoUrl, '/v1/social_login/code', { form: { ...form, provider: 'google' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('the JSON calls (spec §7: through the site’s /sso proxy)', () => {
  it('refuses a code with another state, and that attempt spends it', async () => {
    const { challenge } = pkcePair();
    const oauth = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge, 'dari-situs')));
    const started = SocialCodeStartedSchema.parse((await http(backend.ssoUrl, '/v1/social_login/code', { json: { ...oauth, provider: 'google' } })).body);
    const email = freshEmail();
    const allowed = await http(backend.ssoUrl, '/social/google/consent', { form: { state: started.state, decision: 'allow', email, firstName: 'Budi', lastName: '' } });
    const code = new URL(allowed.headers.get('location') ?? '', backend.ssoUrl).searchParams.get('code') ?? '';

    const wrongState = await http(backend.ssoUrl, '/v1/social_login/token', { json: { provider: 'google', code, state: 'x'.repeat(43) } });
    expect(wrongState.status).toBe(400);
    // The wrong attempt spent the code: a stolen code cannot be tried again with the right state.
    const spent = await http(backend.ssoUrl, '/v1/social_login/token', { json: { provider: 'google', code, state: started.state } });
    expect(ContractErrorBodySchema.parse(spent.body).errorCode).toBe('INVALID_GRANT');
  });

  it('registers and signs in through JSON', async () => {
    const { verifier, challenge } = pkcePair();
    const oauth = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge, 'dari-situs')));
    const started = SocialCodeStartedSchema.parse((await http(backend.ssoUrl, '/v1/social_login/code', { json: { ...oauth, provider: 'google' } })).body);
    expect(started.consentUrl).toContain(`/social/google/consent?state=`);
    const email = freshEmail();
    const allowed = await http(backend.ssoUrl, '/social/google/consent', { form: { state: started.state, decision: 'allow', email, firstName: 'Budi', lastName: '' } });
    const code = new URL(allowed.headers.get('location') ?? '', backend.ssoUrl).searchParams.get('code') ?? '';
    const token = SocialTokenResultSchema.parse((await http(backend.ssoUrl, '/v1/social_login/token', { json: { provider: 'google', code, state: started.state } })).body);
    if (token.status !== 'REGISTER') throw new Error('expected REGISTER');
    expect(token.profile).toEqual({ firstName: 'Budi', lastName: '', email });
    const noTerms = await http(backend.ssoUrl, '/v1/social_login/register', { json: { registerTicket: token.registerTicket, firstName: 'Budi', lastName: '' } });
    expect(noTerms.status).toBe(400);
    const registered = await http(backend.ssoUrl, '/v1/social_login/register', { json: { registerTicket: token.registerTicket, firstName: 'Budi', lastName: 'Santoso', tnc: true } });
    expect(registered.status).toBe(200);
    expect(JSON.stringify(registered.body)).not.toMatch(/access_token|refresh_token/);
    await exchangeCode((registered.body as { redirectUrl: string }).redirectUrl, verifier);
  });
});

describe('expiry (a controlled clock)', () => {
  let now: number;
  let db: Db;
  let ctx: AppContext;
  const params: ClientRequest = { response_type: 'code', client_id: 'c', redirect_uri: 'http://localhost/redirect', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' };
  beforeEach(() => {
    now = Date.parse('2026-11-27T10:00:00+07:00');
    ctx = memoryContext(() => now);
    db = ctx.db;
  });
  afterEach(() => db.close());
  const account = { email: 'baru.sosial@contoh.id', firstName: 'Baru', lastName: '' };

  it('refuses a consent step after its 10 minutes', () => {
    const { state } = startSocialRequest(ctx, 'google', params);
    now += SOCIAL_STATE_TTL_MS + 1;
    expect(() => consentGranted(ctx, 'google', state, account)).toThrow('Permintaan masuk dengan Google tidak valid atau sudah kedaluwarsa');
  });

  it('refuses a provider code after its 2 minutes, and one of another provider', () => {
    const { state } = startSocialRequest(ctx, 'google', params);
    const code = consentGranted(ctx, 'google', state, account);
    expect(() => exchangeSocialCode(ctx, 'facebook', code, state)).toThrow('Kode masuk dari Facebook tidak valid');
    const { state: s2 } = startSocialRequest(ctx, 'google', params);
    const code2 = consentGranted(ctx, 'google', s2, account);
    now += SOCIAL_CODE_TTL_MS + 1;
    expect(() => exchangeSocialCode(ctx, 'google', code2, s2)).toThrow('Kode masuk dari Google tidak valid, sudah dipakai, atau sudah kedaluwarsa');
  });

  it('refuses a registration ticket after its 15 minutes', () => {
    const { state } = startSocialRequest(ctx, 'apple', params);
    const outcome = exchangeSocialCode(ctx, 'apple', consentGranted(ctx, 'apple', state, account), state);
    if (outcome.kind !== 'register') throw new Error('expected register');
    now += SOCIAL_TICKET_TTL_MS + 1;
    expect(() => registerSocial(ctx, { registerTicket: outcome.ticket, firstName: 'Baru', lastName: '' }, () => {})).toThrow('Waktu pendaftaran sudah habis');
  });

  it('marks a member made by social sign-in as having no password', () => {
    const { state } = startSocialRequest(ctx, 'google', params);
    const outcome = exchangeSocialCode(ctx, 'google', consentGranted(ctx, 'google', state, account), state);
    if (outcome.kind !== 'register') throw new Error('expected register');
    const { userId } = registerSocial(ctx, { registerTicket: outcome.ticket, firstName: 'Baru', lastName: '' }, () => {});
    expect(db.prepare('SELECT password_hash FROM users WHERE id = ?').get(userId)).toEqual({ password_hash: UNUSABLE_PASSWORD });
    expect(db.prepare('SELECT provider, email FROM social_identities WHERE user_id = ?').get(userId)).toEqual({ provider: 'google', email: account.email });
  });
});
