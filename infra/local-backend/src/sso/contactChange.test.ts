// Issue 42 item 3, as the probe ran it: with a stolen session alone, POST /v1/user/email/otp
// then PUT /v1/user/email moved the account to the attacker's address, and the old address
// was told nothing. Now the current password is asked first, the old address (and phone)
// is told, with a link that puts the old address back and ends every session.
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { http, signIn, startTestBackend } from '../testHelpers';

const EMAIL = 'demo@myvalue.id';
const PHONE = '+6281234567890';

let backend: LocalBackend;
let token: string;
beforeEach(async () => {
  backend = await startTestBackend();
  token = (await signIn(backend, EMAIL)).access_token;
});
afterEach(() => backend.close());

const outbox = async (to: string) => S.OutboxSchema.parse((await http(backend.ssoUrl, `/__outbox?to=${encodeURIComponent(to)}`)).body).results;
const err = (body: unknown) => S.ContractErrorBodySchema.parse(body);

it('a session alone cannot ask for a code to a new e-mail or phone', async () => {
  const email = await http(backend.ssoUrl, '/v1/user/email/otp', { token, json: { email: 'penyerang@contoh.id' } });
  expect(email.status).toBe(400);
  const phone = await http(backend.ssoUrl, '/v1/user/phone/otp', { token, json: { phone: '0857 9999 0000' } });
  expect(phone.status).toBe(400);
  expect(await outbox('penyerang@contoh.id')).toEqual([]);
});

it('a wrong current password sends nothing, and is counted', async () => {
  const res = await http(backend.ssoUrl, '/v1/user/email/otp', { token, json: { email: 'penyerang@contoh.id', currentPassword: 'Tebakan123' } });
  expect(res.status).toBe(422);
  expect(err(res.body).errorCode).toBe('WRONG_PASSWORD');
  expect(await outbox('penyerang@contoh.id')).toEqual([]);
});

it('with the password the e-mail changes; the old address is told and can undo it, ending every session', async () => {
  const sent = await http(backend.ssoUrl, '/v1/user/email/otp', { token, json: { email: 'dewi.lain@contoh.id', currentPassword: 'MyValue123!' } });
  expect(sent.status).toBe(200);
  const code = (await outbox('dewi.lain@contoh.id')).at(-1)?.code ?? '';
  const changed = await http(backend.ssoUrl, '/v1/user/email', { method: 'PUT', token, json: { email: 'dewi.lain@contoh.id', otp: code } });
  expect(changed.status).toBe(200);
  expect(S.UserSchema.parse(changed.body).email).toBe('dewi.lain@contoh.id');

  const [notice] = await outbox(EMAIL);
  expect(notice?.subject).toBe('Email akun MyValue kamu diubah');
  expect(notice?.text).toMatch(/Bukan kamu\? Batalkan perubahan ini/);
  const link = notice?.link ?? '';
  expect(link).toMatch(/\/v1\/user\/contact\/undo\?token=[A-Za-z0-9_-]{43}$/);

  // The link shows a page with a button (a mail scanner's GET changes nothing).
  const shown = await http(backend.ssoUrl, new URL(link).pathname + new URL(link).search);
  expect(shown.status).toBe(200);
  expect(shown.text).toContain('Kembalikan email');
  expect(S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token })).body).email).toBe('dewi.lain@contoh.id');

  const undone = await http(backend.ssoUrl, '/v1/user/contact/undo', { form: { token: new URL(link).searchParams.get('token') ?? '' } });
  expect(undone.status).toBe(200);
  expect(undone.text).toContain('Email akunmu dikembalikan ke demo@myvalue.id');
  // Whoever changed it is signed out everywhere; the member signs in with the old address.
  expect((await http(backend.ssoUrl, '/v1/user', { token })).status).toBe(401);
  const again = await signIn(backend, EMAIL);
  expect(S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token: again.access_token })).body).email).toBe(EMAIL);
  // The link works once.
  const twice = await http(backend.ssoUrl, '/v1/user/contact/undo', { form: { token: new URL(link).searchParams.get('token') ?? '' } });
  expect(twice.status).toBe(410);
});

it('a phone change tells the old phone and the e-mail', async () => {
  const sent = await http(backend.ssoUrl, '/v1/user/phone/otp', { token, json: { phone: '0857 1111 3333', currentPassword: 'MyValue123!' } });
  expect(sent.status).toBe(200);
  const code = (await outbox('+6285711113333')).at(-1)?.code ?? '';
  expect((await http(backend.ssoUrl, '/v1/user/phone', { method: 'PUT', token, json: { phone: '0857 1111 3333', otp: code } })).status).toBe(200);
  expect((await outbox(PHONE)).at(-1)?.text).toMatch(/Nomor handphone akun MyValue kamu baru saja diubah/);
  expect((await outbox(EMAIL)).at(-1)?.subject).toBe('Nomor handphone akun MyValue kamu diubah');
  expect((await outbox(EMAIL)).at(-1)?.link).toMatch(/\/v1\/user\/contact\/undo\?token=/);
});
