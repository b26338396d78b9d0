// Invitations that carry the code (issue 41 item 3): the sign-up page opened with
// referral_code is filled in and checked on the server; the submit refuses an unknown
// code whatever the page's script did; the page's own check answers as check_code does.
import { ReferralCheckSchema } from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { authorizeQuery, http, pkcePair, postSsoForm, startTestBackend } from '../testHelpers';
import { REGISTER_TEXT } from './registerPage';
import { REFERRER_LOOKUPS_PER_CLIENT } from './recovery/guards';

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const query = (extra: Record<string, string> = {}) => authorizeQuery(pkcePair().challenge, 'inv', extra);
const fieldValue = (html: string) => /id="referralCode" name="referralCode"[^>]* value="([^"]*)"/.exec(html)?.[1];
// The message beside the field (the page's script also holds every text, so not the whole page).
const fieldError = (html: string) => /<p class="field-error" id="referralCode-error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe('the sign-up page opened by an invitation', () => {
  it('fills in the carried code and says whose it is', async () => {
    const page = await http(backend.ssoUrl, `/v1/auth/register?${query({ referral_code: 'dewi2018' })}`);
    expect(page.status).toBe(200);
    expect(fieldValue(page.text)).toBe('DEWI2018');
    expect(page.text).toContain('Kode dari Dew* S******');
    expect(fieldError(page.text)).toBe('');
  });

  it('says at once that a carried code is unknown', async () => {
    const page = await http(backend.ssoUrl, `/v1/auth/register?${query({ referral_code: 'ZZZZ99' })}`);
    expect(fieldValue(page.text)).toBe('ZZZZ99');
    expect(fieldError(page.text)).toBe(REGISTER_TEXT.referralUnknown);
    expect(page.text).toMatch(/id="referralCode"[^>]*aria-invalid="true"/);
  });

  it('ignores a carried value that is not a code', async () => {
    for (const bad of ['"><script>alert(1)</script>', 'DEWI-2018', 'ABCDEFGHIJKLMNOP']) {
      const page = await http(backend.ssoUrl, `/v1/auth/register?${query({ referral_code: bad })}`);
      expect(page.status).toBe(200);
      expect(fieldValue(page.text)).toBe('');
      expect(page.text).not.toContain('<script>alert(1)');
    }
  });
});

describe('the sign-up submit', () => {
  it('refuses an unknown code and creates nobody', async () => {
    const form = Object.fromEntries(new URLSearchParams(query()));
    const email = 'undangan-palsu@contoh.id';
    const res = await postSsoForm(backend, '/v1/auth/register', {
      form: { ...form, firstName: 'Rani', lastName: 'Putri', email, phone: '', password: 'Rahasia123', passwordConfirm: 'Rahasia123', referralCode: 'ZZZZ99', tnc: 'on' },
    });
    expect(res.status).toBe(400);
    expect(fieldError(res.text)).toBe(REGISTER_TEXT.referralUnknown);
    const check = await http(backend.ssoUrl, '/v1/user/check', { json: { email } });
    expect(check.body).toEqual({ email: { registered: false } });
  });
});

describe('the page\u2019s referral check', () => {
  it('answers as check_code does', async () => {
    const known = await http(backend.ssoUrl, '/v1/auth/register/referral_code?code=dewi2018');
    expect(known.status).toBe(200);
    expect(ReferralCheckSchema.parse(known.body)).toEqual({ code: 'DEWI2018', isValid: true, referrerName: 'Dew* S******' });
    const content = await http(backend.apiUrl, '/v1/users/referral/check_code?code=dewi2018');
    expect(content.body).toEqual(known.body);
    const unknown = await http(backend.ssoUrl, '/v1/auth/register/referral_code?code=ZZZZ99');
    expect(unknown.body).toEqual({ code: 'ZZZZ99', isValid: false, referrerName: null });
    expect((await http(backend.ssoUrl, '/v1/auth/register/referral_code?code=a%20b')).status).toBe(400);
  });
});

describe('whose a code is, told a few times per client', () => {
  let clients = 0;
  const newClient = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });
  const opened = (code: string, headers: Record<string, string>) => http(backend.ssoUrl, `/v1/auth/register?${query({ referral_code: code })}`, { headers });
  const asked = (code: string, headers: Record<string, string>) => http(backend.ssoUrl, `/v1/auth/register/referral_code?code=${code}`, { headers });
  // A refused submit shows the page again with the code; a submit without the form's token
  // is refused before anything else (403), so nobody needs the page to ask this way.
  const refused = (code: string, headers: Record<string, string>) =>
    http(backend.ssoUrl, '/v1/auth/register', { form: { ...Object.fromEntries(new URLSearchParams(query())), referralCode: code }, headers });
  const owner = 'Kode dari Dew* S******';

  it('the carried code, the page\u2019s check and a refused submit each count; then the page opens with the code and no verdict', async () => {
    const client = newClient();
    expect((await opened('DEWI2018', client)).text).toContain(owner);
    expect((await refused('DEWI2018', client)).text).toContain(owner);
    for (let i = 2; i < REFERRER_LOOKUPS_PER_CLIENT.limit; i++) expect((await asked('DEWI2018', client)).status).toBe(200);
    expect((await asked('DEWI2018', client)).status).toBe(429);

    const page = await opened('DEWI2018', client);
    expect(page.status).toBe(200);
    expect(fieldValue(page.text)).toBe('DEWI2018');
    expect(page.text).not.toContain(owner);
    expect(fieldError((await opened('ZZZZ99', client)).text)).toBe('');
    const again = await refused('DEWI2018', client);
    expect(again.status).toBe(403);
    expect(again.text).not.toContain(owner);

    // Another network is another client.
    expect((await opened('DEWI2018', newClient())).text).toContain(owner);
  });

  it('has a budget apart from "is it registered?": an invitation opened again and again does not stop the sign-up', async () => {
    const client = newClient();
    for (let i = 0; i < REFERRER_LOOKUPS_PER_CLIENT.limit; i++) await opened('DEWI2018', client);
    expect((await opened('DEWI2018', client)).text).not.toContain(owner);
    const check = await http(backend.ssoUrl, '/v1/user/check', { json: { email: 'demo@myvalue.id' }, headers: client });
    expect(check.body).toEqual({ email: { registered: true } });
    const form = Object.fromEntries(new URLSearchParams(query()));
    const signedUp = await postSsoForm(backend, '/v1/auth/register', {
      form: { ...form, firstName: 'Rani', lastName: 'Putri', email: `undangan-${Date.now()}@contoh.id`, phone: '', password: 'Rahasia123', passwordConfirm: 'Rahasia123', referralCode: 'DEWI2018', tnc: 'on' },
      headers: client,
    });
    expect(signedUp.status).toBe(302);
  });
});
