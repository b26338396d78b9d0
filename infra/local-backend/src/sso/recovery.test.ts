// Account recovery on the SSO stand-in (issue 28 items 2, 3, 7; issue 32 item 2): the rules
// of one-time codes and links, the throttles that keep codes, passwords and "is it
// registered?" answers from being guessed or harvested, and sessions after a password change.
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { authorizeQuery, http, pkcePair, REDIRECT_URI, signIn, startTestBackend, TEST_CLIENT, postSsoForm } from '../testHelpers';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db';
import { UNUSABLE_PASSWORD } from '../auth/password';
import { ACCOUNT_SENDS, CLIENT_SENDS, TRIES_PER_CODE } from './recovery/secrets';
import { FORGOT_TRIES_PER_CODE } from './forgotPassword';
import { LOOKUPS_PER_CLIENT, PASSWORD_CHECKS } from './recovery/guards';

let backend: LocalBackend;
beforeEach(async () => {
  // A fresh stand-in per test: every throttle starts from zero.
  backend = await startTestBackend({ faults: true });
});
afterEach(() => backend.close());

let clients = 0;
/** A distinct client address per call site (the BFF forwards the visitor's address this way). */
const newClient = () => ({ 'x-forwarded-for': `203.0.113.${++clients % 250}` });
const post = (path: string, json: unknown, init: { token?: string; headers?: Record<string, string> } = {}) => http(backend.ssoUrl, path, { json, ...init });
const err = (body: unknown) => S.ContractErrorBodySchema.parse(body);
const advance = (ms: number) => http(backend.ssoUrl, '/__clock', { json: { advanceMs: ms }, headers: { 'x-fault-token': backend.faultToken ?? '' } });
async function outbox(to: string) {
  return S.OutboxSchema.parse((await http(backend.ssoUrl, `/__outbox?to=${encodeURIComponent(to)}`)).body).results;
}
const lastCode = async (to: string) => (await outbox(to)).at(-1)?.code ?? '';
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const MINUTE = 60_000;

/** A member with an unverified e-mail and phone, signed in. */
async function unverifiedMember(email = 'belum@contoh.id', phone = '+6285711112222') {
  await post('/v1/forgot_password/send', { email: 'pemanasan@contoh.id' }); // nothing: an unknown address
  const { verifier, challenge } = pkcePair();
  const form = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge)));
  const posted = await postSsoForm(backend, '/v1/auth/register', {
    form: { ...form, firstName: 'Belum', lastName: 'Verifikasi', email, phone, password: 'Sandi12345', passwordConfirm: 'Sandi12345', referralCode: '', tnc: 'on' },
  });
  expect(posted.status).toBe(302);
  const code = new URL(posted.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const token = await http(backend.ssoUrl, '/v1/auth/token', {
    json: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: TEST_CLIENT.clientId, code_verifier: verifier },
  });
  return { email, phone, tokens: S.TokenResponseSchema.parse(token.body) };
}

describe('verification of the stored e-mail or phone (/v1/verification/send, /check)', () => {
  it('sends a random 6-digit code to the outbox, refuses a wrong one, verifies with the right one, and the code works once', async () => {
    const m = await unverifiedMember();
    const token = m.tokens.access_token;
    const sent = await post('/v1/verification/send', { channel: 'email' }, { token });
    expect(S.CodeSentSchema.parse(sent.body)).toEqual({ sentTo: 'be***@contoh.id', expiresIn: 600, resendIn: 60 });
    const [message] = await outbox(m.email);
    expect(message).toMatchObject({ subject: 'Kode verifikasi email MyValue' });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toContain(message!.code);

    const wrong = await post('/v1/verification/check', { channel: 'email', otp: wrongFor(message!.code) }, { token });
    expect([wrong.status, err(wrong.body).errorCode, err(wrong.body).message]).toEqual([422, 'OTP_INVALID', 'Kode verifikasi salah. Periksa kembali kode yang kami kirim.']);
    const right = await post('/v1/verification/check', { channel: 'email', otp: message!.code }, { token });
    expect(S.UserSchema.parse(right.body)).toMatchObject({ emailVerified: true, phoneVerified: false });
    const again = await post('/v1/verification/check', { channel: 'email', otp: message!.code }, { token });
    expect([again.status, err(again.body).message]).toEqual([422, 'Kode ini sudah dipakai. Minta kode baru bila perlu.']);
    // Verified: nothing more to send.
    expect(err((await post('/v1/verification/send', { channel: 'email' }, { token })).body).errorCode).toBe('ALREADY_VERIFIED');
  });

  it('the phone by SMS; a code expires after its ten minutes', async () => {
    const m = await unverifiedMember();
    const token = m.tokens.access_token;
    expect(S.CodeSentSchema.parse((await post('/v1/verification/send', { channel: 'phone' }, { token })).body).sentTo).toBe('+62 857-****-2222');
    const code = await lastCode(m.phone);
    await advance(10 * MINUTE + 1000);
    const late = await post('/v1/verification/check', { channel: 'phone', otp: code }, { token });
    expect([late.status, err(late.body).message]).toEqual([422, 'Kode verifikasi sudah kedaluwarsa. Minta kode baru.']);
  });

  it(`locks a code after ${TRIES_PER_CODE} wrong tries; resends wait a minute and stop at ${ACCOUNT_SENDS.limit} an hour`, async () => {
    const m = await unverifiedMember();
    const token = m.tokens.access_token;
    await post('/v1/verification/send', { channel: 'email' }, { token });
    const code = await lastCode(m.email);
    for (let i = 0; i < TRIES_PER_CODE; i++) await post('/v1/verification/check', { channel: 'email', otp: wrongFor(code) }, { token });
    const locked = await post('/v1/verification/check', { channel: 'email', otp: code }, { token });
    expect([locked.status, err(locked.body).message]).toEqual([429, 'Terlalu banyak percobaan untuk kode ini. Minta kode baru.']);

    const soon = await post('/v1/verification/send', { channel: 'email' }, { token });
    expect([soon.status, err(soon.body).errorCode]).toEqual([429, 'OTP_RESEND_TOO_SOON']);
    expect(err(soon.body).message).toMatch(/^Kode atau tautan baru saja dikirim\. Coba lagi dalam (\d+ detik|1 menit)\.$/);
    for (let i = 1; i < ACCOUNT_SENDS.limit; i++) {
      await advance(MINUTE);
      expect((await post('/v1/verification/send', { channel: 'email' }, { token })).status).toBe(200);
    }
    await advance(MINUTE);
    const capped = await post('/v1/verification/send', { channel: 'email' }, { token });
    expect([capped.status, err(capped.body).errorCode]).toEqual([429, 'OTP_SEND_LIMIT']);
    expect(err(capped.body).message).toMatch(/Coba lagi dalam \d+ menit\.$/);
    await advance(ACCOUNT_SENDS.windowMs);
    expect((await post('/v1/verification/send', { channel: 'email' }, { token })).status).toBe(200);
  });

  it('verifying the e-mail does not hold back the phone\u2019s code: the spacing is per address (issue 43, walk 1)', async () => {
    const m = await unverifiedMember();
    const token = m.tokens.access_token;
    await post('/v1/verification/send', { channel: 'email' }, { token });
    expect((await post('/v1/verification/check', { channel: 'email', otp: await lastCode(m.email) }, { token })).status).toBe(200);
    // Right away 'Verifikasi Nomor': the SMS goes out; a refusal saying a code was just
    // sent would be untrue, none went to the phone.
    const phone = await post('/v1/verification/send', { channel: 'phone' }, { token });
    expect(phone.status).toBe(200);
    expect(S.CodeSentSchema.parse(phone.body).sentTo).toBe('+62 857-****-2222');
    expect(await outbox(m.phone)).toHaveLength(1);
    // The same address again within the minute is still refused.
    const soon = await post('/v1/verification/send', { channel: 'phone' }, { token });
    expect([soon.status, err(soon.body).errorCode]).toEqual([429, 'OTP_RESEND_TOO_SOON']);
  });

  it('is for members only, and needs something stored', async () => {
    expect((await post('/v1/verification/send', { channel: 'email' })).status).toBe(401);
    const bad = await post('/v1/verification/send', { channel: 'fax' }, { token: (await signIn(backend, 'baru@myvalue.id')).access_token });
    expect(bad.status).toBe(400);
  });
});

describe("'Kirim tautan verifikasi' where a code cannot be used (issue 41 item 3)", () => {
  it('after an expired code a link goes instead (/v2/user/linkverification), spaced like every send, and verifies through /verifikasi-akun', async () => {
    const m = await unverifiedMember('tautan@contoh.id', '+6285733334444');
    const token = m.tokens.access_token;
    await post('/v1/verification/send', { channel: 'email' }, { token });
    const code = await lastCode(m.email);
    await advance(10 * MINUTE + 1000);
    expect(err((await post('/v1/verification/check', { channel: 'email', otp: code }, { token })).body).errorCode).toBe('OTP_EXPIRED');

    const sent = await post('/v2/user/linkverification', { channel: 'email' }, { token });
    expect(S.CodeSentSchema.parse(sent.body)).toMatchObject({ sentTo: 'ta****@contoh.id', resendIn: 60 });
    const mail = (await outbox(m.email)).at(-1)!;
    expect(mail.link).toBe(`http://localhost:3999/verifikasi-akun?token=${mail.code}`);
    const again = await post('/v2/user/linkverification', { channel: 'email' }, { token });
    expect([again.status, err(again.body).errorCode]).toEqual([429, 'OTP_RESEND_TOO_SOON']);

    expect((await post('/v1/user/linkverification/apply', { token: mail.code })).status).toBe(200);
    expect(S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token })).body)).toMatchObject({ emailVerified: true });
  });
});

describe('forgot password cannot be brute-forced (issue 32)', () => {
  it('a stranger\u2019s wrong codes do not lock the member out of recovery (issue 42): each code dies, a new one works', async () => {
    const email = 'demo@myvalue.id';
    // A stranger who knows only the e-mail: ten wrong codes, across new codes they have sent.
    let tries = 0;
    while (tries < 10) {
      expect((await post('/v1/forgot_password/send', { email }, { headers: newClient() })).status).toBe(200);
      const code = await lastCode(email);
      for (let i = 0; i < FORGOT_TRIES_PER_CODE && tries < 10; i++, tries++) {
        expect((await post('/v1/forgot_password/check', { email, otp: wrongFor(code) })).status).toBe(422);
      }
      // The code that took its wrong tries is dead, even with the right digits.
      if (tries % FORGOT_TRIES_PER_CODE === 0) {
        const dead = await post('/v1/forgot_password/check', { email, otp: code });
        expect([dead.status, err(dead.body).errorCode]).toEqual([429, 'OTP_TOO_MANY_ATTEMPTS']);
      }
      await advance(MINUTE);
    }
    // The member, minutes later, asks for a code (past the hour's send limit) and resets.
    await advance(60 * MINUTE);
    expect((await post('/v1/forgot_password/send', { email }, { headers: newClient() })).status).toBe(200);
    const right = await post('/v1/forgot_password/check', { email, otp: await lastCode(email) });
    expect(right.status).toBe(200);
  });

  it('guessing stays bounded by the send limit: an even chance takes years', () => {
    const guessesForEvenChance = Math.log(2) * 1_000_000;
    const guessesPerDay = FORGOT_TRIES_PER_CODE * ACCOUNT_SENDS.limit * (86_400_000 / ACCOUNT_SENDS.windowMs);
    expect(guessesForEvenChance / guessesPerDay / 365).toBeGreaterThan(5);
  });

  it('sends are spaced and capped per account and per client, and unknown addresses are answered alike', async () => {
    const email = 'demo@myvalue.id';
    const first = await post('/v1/forgot_password/send', { email });
    expect(S.ForgotPasswordSentSchema.parse(first.body)).toEqual({ sentTo: 'de**@myvalue.id', expiresIn: 300, resendIn: 60 });
    // Sent to the phone or the e-mail: one account's cool-down.
    expect(err((await post('/v1/forgot_password/send', { phone: '0812-3456-7890' })).body).errorCode).toBe('OTP_RESEND_TOO_SOON');
    // An address without an account has a cool-down too: the answer does not tell.
    expect((await post('/v1/forgot_password/send', { email: 'tidak-ada@contoh.id' })).status).toBe(200);
    expect(err((await post('/v1/forgot_password/send', { email: 'tidak-ada@contoh.id' })).body).errorCode).toBe('OTP_RESEND_TOO_SOON');
    expect(await outbox('tidak-ada@contoh.id')).toEqual([]);

    // One client asking for many addresses stops at its hourly cap.
    const client = newClient();
    for (let i = 0; i < CLIENT_SENDS.limit; i++) {
      expect((await post('/v1/forgot_password/send', { email: `orang${i}@contoh.id` }, { headers: client })).status).toBe(200);
    }
    const capped = await post('/v1/forgot_password/send', { email: 'satu.lagi@contoh.id' }, { headers: client });
    expect([capped.status, err(capped.body).errorCode]).toEqual([429, 'OTP_SEND_LIMIT']);
    // Another client is not held up by it.
    expect((await post('/v1/forgot_password/send', { email: 'satu.lagi@contoh.id' }, { headers: newClient() })).status).toBe(200);
  });

  it('by phone: the code goes to the phone; by link: a single-use link to the site that expires', async () => {
    const sent = await post('/v1/forgot_password/send', { phone: '+62 812-3456-7890' });
    expect(S.ForgotPasswordSentSchema.parse(sent.body).sentTo).toBe('+62 812-****-7890');
    const sms = (await outbox('+6281234567890')).at(-1)!;
    expect(sms.text).toContain(`kode ubah kata sandi ${sms.code}`);
    expect((await post('/v1/forgot_password/check', { phone: '081234567890', otp: sms.code })).status).toBe(200);

    const linkSent = await post('/v1/forgot_password/link/send', { email: 'baru@myvalue.id' });
    expect(linkSent.status).toBe(200);
    const mail = (await outbox('baru@myvalue.id')).at(-1)!;
    expect(mail.link).toBe(`http://localhost:3999/lupa-kata-sandi?token=${mail.code}`);
    const apply = (password: string) => post('/v1/forgot_password/apply', { resetToken: mail.code, password, passwordConfirm: password });
    expect((await apply('LewatTautan1')).status).toBe(200);
    expect(err((await apply('LewatTautan2')).body).errorCode).toBe('RESET_TOKEN_INVALID');
    expect((await signIn(backend, 'baru@myvalue.id', 'LewatTautan1')).access_token).toBeTruthy();

    await advance(MINUTE);
    await post('/v1/forgot_password/link/send', { email: 'baru@myvalue.id' });
    const late = (await outbox('baru@myvalue.id')).at(-1)!;
    await advance(31 * MINUTE);
    expect(err((await post('/v1/forgot_password/apply', { resetToken: late.code, password: 'Terlambat1', passwordConfirm: 'Terlambat1' })).body).errorCode).toBe(
      'RESET_TOKEN_INVALID',
    );
  });
});

describe('passwords of a signed-in member', () => {
  it(`checks the current password (/v1/user/password/check), throttled per account after ${PASSWORD_CHECKS.limit} wrong ones, the change too`, async () => {
    const { access_token: token } = await signIn(backend, 'baru@myvalue.id');
    expect((await post('/v1/user/password/check', { password: 'MyValue123!' }, { token })).body).toEqual({ valid: true });
    const wrong = await post('/v1/user/password/check', { password: 'Salah123' }, { token });
    expect([wrong.status, err(wrong.body).message]).toEqual([422, 'Kata sandi saat ini salah.']);
    for (let i = 1; i < PASSWORD_CHECKS.limit; i++) {
      await post('/v1/user/password', { currentPassword: `Salah${i}x`, newPassword: 'BaruSekali9' }, { token });
    }
    const locked = await post('/v1/user/password/check', { password: 'MyValue123!' }, { token });
    expect([locked.status, err(locked.body).errorCode]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    const change = await http(backend.ssoUrl, '/v1/user/password', { token, method: 'PUT', json: { currentPassword: 'MyValue123!', newPassword: 'BaruSekali9' } });
    expect(change.status).toBe(429);
    await advance(PASSWORD_CHECKS.windowMs);
    expect((await post('/v1/user/password/check', { password: 'MyValue123!' }, { token })).status).toBe(200);
  });

  it('a change ends every other session of the member and keeps the one that made it', async () => {
    const other = await signIn(backend, 'baru@myvalue.id');
    const current = await signIn(backend, 'baru@myvalue.id');
    const changed = await http(backend.ssoUrl, '/v1/user/password', {
      token: current.access_token,
      method: 'PUT',
      json: { currentPassword: 'MyValue123!', newPassword: 'GantiSandi7' },
    });
    expect(changed.status).toBe(200);
    const refresh = (t: string) => post('/v1/auth/token', { grant_type: 'refresh_token', refresh_token: t, client_id: TEST_CLIENT.clientId });
    expect((await http(backend.ssoUrl, '/v1/user', { token: other.access_token })).status).toBe(401);
    expect((await refresh(other.refresh_token)).status).toBe(401);
    expect((await http(backend.ssoUrl, '/v1/user', { token: current.access_token })).status).toBe(200);
    expect((await refresh(current.refresh_token)).status).toBe(200);
  });
});

describe('sign-in throttling counts one account whichever identifier is typed', () => {
  it('3 wrong by e-mail and 2 by phone block the account (not 5 + 5)', async () => {
    const { challenge } = pkcePair();
    const form = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge)));
    const attempt = (username: string) => postSsoForm(backend, '/v1/auth/authorize', { form: { ...form, username, password: 'Salah123' } });
    for (const username of ['demo@myvalue.id', 'DEMO@myvalue.id', 'demo@myvalue.id', '081234567890']) expect((await attempt(username)).status).toBe(401);
    expect((await attempt('+62 812-3456-7890')).status).toBe(429);
    const right = await postSsoForm(backend, '/v1/auth/authorize', { form: { ...form, username: 'demo@myvalue.id', password: 'MyValue123!' } });
    expect(right.status).toBe(429);
  });
});

describe('"is it registered?" answers are throttled per client', () => {
  it(`/v1/user/check answers ${LOOKUPS_PER_CLIENT.limit} times per client, then 429`, async () => {
    const client = newClient();
    const check = (json: unknown, headers = client) => post('/v1/user/check', json, { headers });
    expect((await check({ email: 'DEMO@myvalue.id' })).body).toEqual({ email: { registered: true } });
    expect((await check({ email: 'belum.ada@contoh.id', phone: '0812 3456 7890' })).body).toEqual({ email: { registered: false }, phone: { registered: true } });
    for (let i = 2; i < LOOKUPS_PER_CLIENT.limit; i++) await check({ email: `orang${i}@contoh.id` });
    const refused = await check({ email: 'demo@myvalue.id' });
    expect([refused.status, err(refused.body).errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(err(refused.body).message).toMatch(/^Terlalu banyak pemeriksaan data\. Coba lagi dalam \d+ menit\.$/);
    expect((await check({ email: 'demo@myvalue.id' }, newClient())).status).toBe(200);
  });

  it('the e-mail change code tells a taken address only a few times per member', async () => {
    const { access_token: token } = await signIn(backend, 'baru@myvalue.id');
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await post('/v1/user/email/otp', { email: 'demo@myvalue.id', currentPassword: 'MyValue123!' }, { token, headers: newClient() })).status);
    expect(answers).toEqual([409, 409, 409, 409, 409, 429]);
  });
});

describe('sign-up page (/v1/auth/register)', () => {
  const { challenge } = pkcePair();
  const form = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge)));
  const register = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postSsoForm(backend, '/v1/auth/register', {
      form: { ...form, firstName: '', lastName: '', email: '', phone: '', password: '', passwordConfirm: '', referralCode: '', ...fields },
      headers,
    });
  const errorOf = (html: string, name: string) => new RegExp(`<p class="field-error" id="${name}-error">([^<]*)</p>`).exec(html)?.[1];

  it('shows every invalid field together, keeps what was typed and the ticked terms, never the passwords', async () => {
    const page = await register({ firstName: 'Sinta', email: 'demo@myvalue.id', password: 'RahasiaSekali1', passwordConfirm: 'RahasiaSekali2', phone: '0812' });
    expect(page.status).toBe(400);
    expect(errorOf(page.text, 'passwordConfirm')).toBe('Konfirmasi kata sandi tidak sama');
    expect(errorOf(page.text, 'tnc')).toBe('Kamu harus menyetujui Syarat &amp; Ketentuan');
    expect(errorOf(page.text, 'phone')).toBe('Nomor handphone tidak valid, contoh: 081234567890');
    expect(errorOf(page.text, 'email')).toBe('Email sudah terdaftar. Silakan masuk atau gunakan Lupa kata sandi.');
    expect(page.text).toContain('value="Sinta"');
    expect(page.text).not.toContain('RahasiaSekali');
    const ticked = await register({ firstName: '', email: 'x@contoh.id', password: 'RahasiaSekali1', passwordConfirm: 'RahasiaSekali1', tnc: 'on' });
    expect(ticked.text).toMatch(/name="tnc" value="on"[^>]* checked/);
  });

  it('an empty e-mail is required, not malformed (issue 43 walk 2)', async () => {
    const page = await register({ firstName: 'Sinta', password: 'RahasiaSekali1', passwordConfirm: 'RahasiaSekali1', tnc: 'on' });
    expect(page.status).toBe(400);
    expect(errorOf(page.text, 'email')).toBe('Email wajib diisi');
    expect(errorOf((await register({ email: 'sinta@' })).text, 'email')).toBe('Format email tidak valid');
  });

  it('links the terms with a 44 px tap target and checks addresses as they are typed', async () => {
    const page = await http(backend.ssoUrl, `/v1/auth/register?${authorizeQuery(challenge)}`);
    expect(page.text).toContain('<a id="tnc-link" class="terms" href="http://localhost:3999/terms"');
    expect(page.text).toMatch(/\.tnc-label\{[^}]*min-height:44px/);
    expect(page.text).toMatch(/\.terms\{[^}]*min-height:44px/);
    expect(page.text).toContain("fetch('../user/check'");
    expect(page.text).toContain('<li data-rule="length">Minimal 8 karakter</li>');
  });

  it('refuses to say whether addresses are registered once a client has asked too often', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i <= LOOKUPS_PER_CLIENT.limit; i++) statuses.push((await register({ email: 'demo@myvalue.id' }, client)).status);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    const last = await register({ email: 'demo@myvalue.id' }, client);
    expect(last.status).toBe(429);
    expect(last.text).toMatch(/Terlalu banyak pemeriksaan data\. Coba lagi dalam \d+ menit\./);
    expect(errorOf(last.text, 'email')).toBeUndefined();
  });
});

describe('members without a password: set-password and verification links', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    // This stand-in's database is a file, so the test can take the password away as a
    // partner-made or social account would have none.
    await backend.close();
    dir = mkdtempSync(path.join(os.tmpdir(), 'mv-recovery-'));
    file = path.join(dir, 'sso.sqlite');
    backend = await startTestBackend({ faults: true, dbFile: file });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function passwordless() {
    const m = await unverifiedMember('partner@contoh.id', '+6285799990000');
    const db = openDatabase(file);
    try {
      db.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(UNUSABLE_PASSWORD, m.email);
    } finally {
      db.close();
    }
    return m;
  }

  it('set_password: a single-use link to the site; the account then signs in with it', async () => {
    const m = await passwordless();
    const token = m.tokens.access_token;
    expect(S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token })).body).hasPassword).toBe(false);
    const sent = await post('/v1/user/set_password/link/send', {}, { token });
    expect(S.CodeSentSchema.parse(sent.body)).toEqual({ sentTo: 'pa*****@contoh.id', expiresIn: 1800, resendIn: 60 });
    const mail = (await outbox(m.email)).at(-1)!;
    expect(mail.link).toBe(`http://localhost:3999/atur-kata-sandi?token=${mail.code}`);
    const checked = await post('/v1/user/set_password/check', { token: mail.code });
    expect(S.LinkCheckedSchema.parse(checked.body)).toMatchObject({ sentTo: 'pa*****@contoh.id', channel: 'email', needsPassword: true });
    const weak = await post('/v1/user/set_password/apply', { token: mail.code, password: 'pendek', passwordConfirm: 'pendek' });
    expect(weak.status).toBe(400);
    const applied = await post('/v1/user/set_password/apply', { token: mail.code, password: 'SandiPertama1', passwordConfirm: 'SandiPertama1' });
    expect(applied.status).toBe(200);
    const again = await post('/v1/user/set_password/apply', { token: mail.code, password: 'SandiKedua1', passwordConfirm: 'SandiKedua1' });
    expect([again.status, err(again.body).errorCode]).toEqual([410, 'LINK_USED']);
    expect((await signIn(backend, m.email, 'SandiPertama1')).access_token).toBeTruthy();
    expect(S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token })).body).hasPassword).toBe(true);
    expect(err((await post('/v1/user/set_password/link/send', {}, { token })).body).errorCode).toBe('PASSWORD_ALREADY_SET');
  });

  it('linkverification (v1 e-mail, v2 phone): verifies, sets a password when there is none, expires, and is refused when forged', async () => {
    const m = await passwordless();
    const token = m.tokens.access_token;
    expect((await post('/v1/user/linkverification', {}, { token })).status).toBe(200);
    const mail = (await outbox(m.email)).at(-1)!;
    expect(mail.link).toBe(`http://localhost:3999/verifikasi-akun?token=${mail.code}`);
    expect(S.LinkCheckedSchema.parse((await post('/v1/user/linkverification/check', { token: mail.code })).body).needsPassword).toBe(true);
    const set = await post('/v1/user/linkverification/set_password', { token: mail.code, password: 'Verifikasi1', passwordConfirm: 'Verifikasi1' });
    expect(set.status).toBe(200);
    expect(S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token })).body)).toMatchObject({ emailVerified: true, hasPassword: true });
    expect(err((await post('/v1/user/linkverification/check', { token: mail.code })).body).errorCode).toBe('LINK_USED');

    await advance(MINUTE);
    const v2 = await post('/v2/user/linkverification', { channel: 'phone' }, { token });
    expect(S.CodeSentSchema.parse(v2.body).sentTo).toBe('+62 857-****-0000');
    const sms = (await outbox(m.phone)).at(-1)!;
    await advance(24 * 60 * MINUTE + 1000);
    expect(err((await post('/v1/user/linkverification/apply', { token: sms.code })).body).errorCode).toBe('LINK_EXPIRED');
    expect(err((await post('/v1/user/linkverification/apply', { token: 'x'.repeat(43) })).body).errorCode).toBe('LINK_INVALID');
  });
});
