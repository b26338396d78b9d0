// Issue 42 item 2 at the HTTP level (infra/e2e/loginCsrf.spec.ts replays it in Chromium):
// a page on another site posts the attacker's credentials, or a sign-up, to the SSO. The
// SSO must start no session from a form it did not show this browser.
import type { LocalBackend } from '../index';
import { authorizeQuery, http, pkcePair, ssoFormSession, startTestBackend } from '../testHelpers';

const EVIL = 'https://hadiah-gratis.example';

describe('login CSRF', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(() => backend.close());

  const form = () => Object.fromEntries(new URLSearchParams(authorizeQuery(pkcePair().challenge)));
  const sessionCookie = (headers: Headers) => headers.getSetCookie().some((c) => c.startsWith('mv_sso_session=') && !c.includes('Max-Age=0'));

  it('an auto-posted sign-in from another site starts no SSO session', async () => {
    const res = await http(backend.ssoUrl, '/v1/auth/authorize', { form: { ...form(), username: 'baru@myvalue.id', password: 'MyValue123!' }, headers: { origin: EVIL } });
    expect(res.status).toBe(403);
    expect(sessionCookie(res.headers)).toBe(false);
    expect(res.text).toContain('Formulir ini sudah kedaluwarsa atau tidak dikirim dari halaman MyValue');
  });

  it('an auto-posted sign-up from another site creates no account and no session', async () => {
    const email = `korban.${Date.now()}@contoh.id`;
    const res = await http(backend.ssoUrl, '/v1/auth/register', {
      form: { ...form(), firstName: 'Penyerang', lastName: '', email, phone: '', password: 'Rahasia123', passwordConfirm: 'Rahasia123', referralCode: '', tnc: 'on' },
      headers: { origin: EVIL },
    });
    expect(res.status).toBe(403);
    expect(sessionCookie(res.headers)).toBe(false);
    const check = await http(backend.ssoUrl, '/v1/user/check', { json: { email } });
    expect(check.body).toEqual({ email: { registered: false } });
  });

  it('a stolen form token is worthless without the browser\u2019s pre-session cookie, and a cookie without its token too', async () => {
    const attacker = await ssoFormSession(backend);
    const tokenOnly = await http(backend.ssoUrl, '/v1/auth/authorize', { form: { ...form(), username: 'baru@myvalue.id', password: 'MyValue123!', form_token: attacker.token } });
    expect(tokenOnly.status).toBe(403);
    const other = await ssoFormSession(backend);
    const crossed = await http(backend.ssoUrl, '/v1/auth/authorize', {
      form: { ...form(), username: 'baru@myvalue.id', password: 'MyValue123!', form_token: attacker.token },
      headers: { cookie: other.cookie },
    });
    expect(crossed.status).toBe(403);
    // The right pair from another origin is refused too (Origin checked).
    const wrongOrigin = await http(backend.ssoUrl, '/v1/auth/authorize', {
      form: { ...form(), username: 'baru@myvalue.id', password: 'MyValue123!', form_token: attacker.token },
      headers: { cookie: attacker.cookie, origin: EVIL },
    });
    expect(wrongOrigin.status).toBe(403);
  });

  it('the browser that was shown the form signs in; its pre-session cookie is HttpOnly and SameSite=Strict', async () => {
    const shown = await http(backend.ssoUrl, `/v1/auth/authorize?${authorizeQuery(pkcePair().challenge)}`);
    const cookie = shown.headers.getSetCookie().find((c) => c.startsWith('mv_sso_form='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const mine = await ssoFormSession(backend);
    const res = await http(backend.ssoUrl, '/v1/auth/authorize', {
      form: { ...form(), username: 'baru@myvalue.id', password: 'MyValue123!', form_token: mine.token },
      headers: { cookie: mine.cookie, origin: backend.ssoUrl },
    });
    expect(res.status).toBe(302);
    expect(sessionCookie(res.headers)).toBe(true);
  });
});
