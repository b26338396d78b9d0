// Issue 42 item 4, as the probe ran it: 20 failed sign-ins from one address blocked every
// member behind it for 15 minutes, even one typing the right password. On Indonesian
// carriers many people share one public address (CGNAT). A browser where the member signed
// in before carries a signed device cookie (OWASP "device cookies") and passes the address
// block; the per-account throttle stays.
import type { LocalBackend } from '../index';
import { authorizeQuery, pkcePair, postSsoForm, startTestBackend } from '../testHelpers';

const form = (username: string, password: string) => ({ ...Object.fromEntries(new URLSearchParams(authorizeQuery(pkcePair().challenge))), username, password });
const deviceCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('mv_sso_device='))?.split(';')[0] ?? '';

describe('the shared-address block and a known device', () => {
  let backend: LocalBackend;
  let device = '';
  beforeAll(async () => {
    backend = await startTestBackend({ signInThrottle: { address: { limit: 4, windowMs: 60_000, blockMs: 60_000 }, account: { limit: 3, windowMs: 60_000, blockMs: 60_000 } } });
    // Dewi signed in on her phone yesterday: the SSO gave that browser a device cookie.
    const before = await postSsoForm(backend, '/v1/auth/authorize', { form: form('demo@myvalue.id', 'MyValue123!') });
    expect(before.status).toBe(302);
    device = deviceCookieOf(before.headers);
    // Someone else behind the same carrier address guesses at many accounts.
    for (let i = 0; i < 4; i += 1) await postSsoForm(backend, '/v1/auth/authorize', { form: form(`orang${i}@contoh.id`, 'salah') });
  }, 30_000);
  afterAll(() => backend.close());

  it('the device cookie is signed, HttpOnly and SameSite=Lax', () => {
    expect(device).toMatch(/^mv_sso_device=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('a browser without it is still blocked at the address', async () => {
    expect((await postSsoForm(backend, '/v1/auth/authorize', { form: form('demo@myvalue.id', 'MyValue123!') })).status).toBe(429);
  });

  it('the member\u2019s own browser passes the address block with the right password', async () => {
    const res = await postSsoForm(backend, '/v1/auth/authorize', { form: form('demo@myvalue.id', 'MyValue123!'), headers: { cookie: device } });
    expect(res.status).toBe(302);
  });

  it('the cookie is for that member only, and an edited one counts for nothing', async () => {
    expect((await postSsoForm(backend, '/v1/auth/authorize', { form: form('baru@myvalue.id', 'MyValue123!'), headers: { cookie: device } })).status).toBe(429);
    const edited = device.slice(0, -2) + (device.endsWith('AA') ? 'BB' : 'AA');
    expect((await postSsoForm(backend, '/v1/auth/authorize', { form: form('demo@myvalue.id', 'MyValue123!'), headers: { cookie: edited } })).status).toBe(429);
  });

  it('keeps the per-account throttle: wrong passwords from the known device still lock the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await postSsoForm(backend, '/v1/auth/authorize', { form: form('demo@myvalue.id', `salah-${i}`), headers: { cookie: device } })).status);
    expect(statuses).toEqual([401, 401, 429]);
    expect((await postSsoForm(backend, '/v1/auth/authorize', { form: form('demo@myvalue.id', 'MyValue123!'), headers: { cookie: device } })).status).toBe(429);
  }, 20_000);
});
