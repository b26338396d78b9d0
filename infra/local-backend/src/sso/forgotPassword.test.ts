// Forgot password (spec §7 /v1/forgot_password/send, /check, /apply) on the SSO stand-in:
// the JSON API, its refusals, the e-mail recorded in the outbox, and the HTML pages linked
// from the sign-in page as 'Lupa kata sandi?'.
import {
  ContractErrorBodySchema,
  ForgotPasswordCheckedSchema,
  ForgotPasswordSentSchema,
  OutboxSchema,
  SuccessSchema,
} from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { REDIRECT_URI, TEST_CLIENT, authorizeQuery, http, memoryContext, pkcePair, signIn, startTestBackend } from '../testHelpers';
import { checkForgotPasswordCode, FORGOT_OTP_TTL_S, FORGOT_TRIES_PER_CODE, maskEmail, maskPhone, sendForgotPasswordCode } from './forgotPassword';
import { Outbox } from './outbox';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend({ faults: true });
});
/** Moves the stand-in's clock on (the test clock of the fault switch). */
const advance = (ms: number) =>
  http(backend.ssoUrl, '/__clock', { json: { advanceMs: ms }, headers: { 'x-fault-token': backend.faultToken ?? '' } });
afterAll(() => backend.close());

const post = (path: string, json: unknown) => http(backend.ssoUrl, path, { json });
const errorOf = (body: unknown) => ContractErrorBodySchema.parse(body);
async function lastCode(email: string): Promise<string> {
  const box = OutboxSchema.parse((await http(backend.ssoUrl, `/__outbox?to=${encodeURIComponent(email)}`)).body);
  const last = box.results.at(-1);
  if (!last) throw new Error(`no e-mail to ${email}`);
  return last.code;
}
const outboxCount = async (email: string) => OutboxSchema.parse((await http(backend.ssoUrl, `/__outbox?to=${encodeURIComponent(email)}`)).body).results.length;

describe('the JSON API', () => {
  it('sends a code by e-mail, exchanges it for a reset token, sets the password once and ends the old sessions', async () => {
    const email = 'baru@myvalue.id';
    const before = await signIn(backend, email);

    const sent = await post('/v1/forgot_password/send', { email: 'BARU@myvalue.id ' });
    expect(sent.status).toBe(200);
    expect(ForgotPasswordSentSchema.parse(sent.body)).toEqual({ sentTo: 'ba**@myvalue.id', expiresIn: FORGOT_OTP_TTL_S, resendIn: 60 });
    const box = OutboxSchema.parse((await http(backend.ssoUrl, `/__outbox?to=${email}`)).body).results;
    expect(box.at(-1)).toMatchObject({ to: email, subject: 'Kode untuk mengubah kata sandi MyValue' });
    const code = box.at(-1)!.code;
    expect(code).toMatch(/^\d{6}$/);
    expect(box.at(-1)!.text).toContain(`Kode verifikasi kamu: ${code}.`);

    const wrong = await post('/v1/forgot_password/check', { email, otp: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, errorOf(wrong.body).errorCode, errorOf(wrong.body).message]).toEqual([422, 'OTP_INVALID', 'Kode verifikasi salah atau sudah tidak berlaku.']);

    const checked = await post('/v1/forgot_password/check', { email, otp: code });
    expect(checked.status).toBe(200);
    const { resetToken } = ForgotPasswordCheckedSchema.parse(checked.body);
    // A code is spent once, and says so.
    const reused = await post('/v1/forgot_password/check', { email, otp: code });
    expect([reused.status, errorOf(reused.body).message]).toEqual([422, 'Kode verifikasi ini sudah dipakai. Minta kode baru bila perlu.']);

    const weak = await post('/v1/forgot_password/apply', { resetToken, password: 'pendek', passwordConfirm: 'pendek' });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body)).toContain('Kata sandi minimal 8 karakter');
    const mismatch = await post('/v1/forgot_password/apply', { resetToken, password: 'BaruSekali2026', passwordConfirm: 'BaruSekali2027' });
    expect(JSON.stringify(mismatch.body)).toContain('Konfirmasi kata sandi tidak sama');

    const applied = await post('/v1/forgot_password/apply', { resetToken, password: 'BaruSekali2026', passwordConfirm: 'BaruSekali2026' });
    expect(applied.status).toBe(200);
    expect(SuccessSchema.parse(applied.body).message).toBe('Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.');
    const reapplied = await post('/v1/forgot_password/apply', { resetToken, password: 'LainLagi2026', passwordConfirm: 'LainLagi2026' });
    expect([reapplied.status, errorOf(reapplied.body).errorCode]).toEqual([422, 'RESET_TOKEN_INVALID']);

    await expect(signIn(backend, email)).rejects.toThrow('sign-in failed: 401');
    expect((await signIn(backend, email, 'BaruSekali2026')).access_token).toBeTruthy();
    // The refresh token of the session before the change no longer works.
    const refresh = await http(backend.ssoUrl, '/v1/auth/token', {
      json: { grant_type: 'refresh_token', refresh_token: before.refresh_token, client_id: TEST_CLIENT.clientId },
    });
    expect(refresh.status).toBe(401);
  });

  it('answers an unknown address like a known one, sends nothing, and its check fails the same way', async () => {
    const sent = await post('/v1/forgot_password/send', { email: 'tidak-ada@contoh.id' });
    expect(sent.status).toBe(200);
    expect(ForgotPasswordSentSchema.parse(sent.body).sentTo).toBe('ti*******@contoh.id');
    expect(await outboxCount('tidak-ada@contoh.id')).toBe(0);
    const check = await post('/v1/forgot_password/check', { email: 'tidak-ada@contoh.id', otp: '123456' });
    expect([check.status, errorOf(check.body).errorCode]).toEqual([422, 'OTP_INVALID']);
  });

  it(`locks a code after ${FORGOT_TRIES_PER_CODE} wrong tries, even against the right one; a new code works`, async () => {
    const email = 'demo@myvalue.id';
    await post('/v1/forgot_password/send', { email });
    const code = await lastCode(email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < FORGOT_TRIES_PER_CODE; i++) expect((await post('/v1/forgot_password/check', { email, otp: wrong })).status).toBe(422);
    const locked = await post('/v1/forgot_password/check', { email, otp: code });
    expect([locked.status, errorOf(locked.body).message]).toEqual([429, 'Terlalu banyak percobaan. Minta kode baru.']);
    // A new code may be asked for after the cool-down, and works.
    expect((await post('/v1/forgot_password/send', { email })).status).toBe(429);
    await advance(61_000);
    expect((await post('/v1/forgot_password/send', { email })).status).toBe(200);
    expect((await post('/v1/forgot_password/check', { email, otp: await lastCode(email) })).status).toBe(200);
  });

  it('refuses malformed input with Indonesian messages', async () => {
    const bad = await post('/v1/forgot_password/send', { email: 'bukan-email' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Format email tidak valid');
    const shortCode = await post('/v1/forgot_password/check', { email: 'demo@myvalue.id', otp: '12' });
    expect(JSON.stringify(shortCode.body)).toContain('Kode verifikasi terdiri dari 6 angka');
    expect((await post('/v1/forgot_password/apply', { resetToken: 'x', password: 'a', passwordConfirm: 'a' })).status).toBe(400);
  });
});

describe('codes expire', () => {
  it('refuses a code after its five minutes', () => {
    let now = Date.parse('2026-11-22T10:00:00+07:00');
    const ctx = memoryContext(() => now);
    const db = ctx.db;
    const outbox = new Outbox();
    try {
      sendForgotPasswordCode(ctx, outbox, { email: 'demo@myvalue.id' }, 'client:test');
      const code = outbox.list('demo@myvalue.id')[0]!.code;
      now += FORGOT_OTP_TTL_S * 1000 + 1;
      expect(() => checkForgotPasswordCode(ctx, { email: 'demo@myvalue.id' }, code)).toThrow('Kode verifikasi sudah kedaluwarsa. Minta kode baru.');
    } finally {
      db.close();
    }
  });

  it('masks addresses', () => {
    expect(maskEmail('demo@myvalue.id')).toBe('de**@myvalue.id');
    expect(maskEmail('a@b.id')).toBe('a**@b.id');
    expect(maskPhone('+6281234567890')).toBe('+62 812-****-7890');
  });
});

describe('the sign-in page', () => {
  it("'Lupa kata sandi?' leads to the site's own page on the origin the sign-in returns to", async () => {
    const { challenge } = pkcePair();
    const page = await http(backend.ssoUrl, `/v1/auth/authorize?${authorizeQuery(challenge)}`);
    expect(page.text).toContain(`<a href="${new URL(REDIRECT_URI).origin}/lupa-kata-sandi">Lupa kata sandi?</a>`);
    // The stand-in's own HTML flow is gone: one home for the concept, the site's page.
    expect((await http(backend.ssoUrl, `/v1/auth/forgot_password?${authorizeQuery(challenge)}`)).status).toBe(404);
  });
});
