// Settings page changes: name (rate-limited), photo, email/phone with OTP, password.
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { http, signIn, startTestBackend } from '../testHelpers';

let backend: LocalBackend;
let token: string;
beforeAll(async () => {
  backend = await startTestBackend();
  token = (await signIn(backend, 'demo@myvalue.id')).access_token;
});
afterAll(() => backend.close());

const code = (body: unknown) => S.ContractErrorBodySchema.parse(body).errorCode;
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

it('changes the name once per interval', async () => {
  expect(S.UpdateNameInfoSchema.parse((await http(backend.ssoUrl, '/v1/user/update-name/info', { token })).body).canUpdate).toBe(true);
  const bad = await http(backend.ssoUrl, '/v1/user', { token, method: 'PUT', json: { firstName: '<b>', lastName: '' } });
  expect([bad.status, code(bad.body)]).toEqual([400, 'INVALID_PARAMETER']);
  const ok = await http(backend.ssoUrl, '/v1/user', { token, method: 'PUT', json: { firstName: 'dewi ayu', lastName: 'sartika' } });
  expect(S.UserSchema.parse(ok.body).fullName).toBe('Dewi Ayu Sartika');
  const again = await http(backend.ssoUrl, '/v1/user', { token, method: 'PATCH', json: { firstName: 'Dewi', lastName: 'Sartika' } });
  expect([again.status, code(again.body)]).toEqual([422, 'NAME_CHANGE_TOO_SOON']);
  expect(S.UpdateNameInfoSchema.parse((await http(backend.ssoUrl, '/v1/user/update-name/info', { token })).body).canUpdate).toBe(false);
});

it('accepts a photo as a data URL or multipart, and refuses other formats and sizes', async () => {
  const json = await http(backend.ssoUrl, '/v1/user/photo', { token, json: { photo: `data:image/png;base64,${PNG_1PX}` } });
  expect(json.status).toBe(200);
  const photo = S.UserSchema.parse(json.body).photo ?? '';
  const served = await fetch(photo);
  expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);

  const form = new FormData();
  form.append('photo', new Blob([Buffer.from(PNG_1PX, 'base64')], { type: 'image/png' }), 'me.png');
  const multipart = await fetch(`${backend.ssoUrl}/v1/user/photo`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(multipart.status).toBe(200);
  expect(S.UserSchema.parse(await multipart.json()).photo).not.toBe(photo);

  const gif = await http(backend.ssoUrl, '/v1/user/photo', { token, json: { photo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' } });
  expect(gif.status).toBe(400);
  const fake = await http(backend.ssoUrl, '/v1/user/photo', { token, json: { photo: `data:image/png;base64,${Buffer.from('bukan gambar').toString('base64')}` } });
  expect([fake.status, code(fake.body)]).toEqual([400, 'INVALID_PHOTO_FORMAT']);
  const big = Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.alloc(2 * 1024 * 1024)]);
  const huge = new FormData();
  huge.append('photo', new Blob([big], { type: 'image/png' }), 'big.png');
  const tooBig = await fetch(`${backend.ssoUrl}/v1/user/photo`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: huge });
  expect(tooBig.status).toBe(413);
});

/** The code the stand-in would have sent to `to` (its outbox). */
async function lastCode(to: string): Promise<string> {
  const box = S.OutboxSchema.parse((await http(backend.ssoUrl, `/__outbox?to=${encodeURIComponent(to)}`)).body);
  return box.results.at(-1)?.code ?? '';
}

it('changes email and phone with a random code sent to the new address', async () => {
  const sent = S.OtpSentSchema.parse((await http(backend.ssoUrl, '/v1/user/email/otp', { token, json: { email: 'Dewi.Baru@contoh.id', currentPassword: 'MyValue123!' } })).body);
  expect(sent).toEqual({ sentTo: 'dewi.baru@contoh.id', expiresIn: 300, resendIn: 60 });
  const otp = await lastCode('dewi.baru@contoh.id');
  expect(otp).toMatch(/^\d{6}$/);
  const wrong = await http(backend.ssoUrl, '/v1/user/email', { token, method: 'PUT', json: { email: 'dewi.baru@contoh.id', otp: otp === '000000' ? '111111' : '000000' } });
  expect([wrong.status, code(wrong.body)]).toEqual([422, 'OTP_INVALID']);
  const ok = await http(backend.ssoUrl, '/v1/user/email', { token, method: 'PUT', json: { email: 'dewi.baru@contoh.id', otp } });
  expect(S.UserSchema.parse(ok.body)).toMatchObject({ email: 'dewi.baru@contoh.id', emailVerified: true });

  const taken = await http(backend.ssoUrl, '/v1/user/email/otp', { token, json: { email: 'baru@myvalue.id', currentPassword: 'MyValue123!' } });
  expect([taken.status, code(taken.body)]).toEqual([409, 'EMAIL_ALREADY_USED']);

  await http(backend.ssoUrl, '/v1/user/phone/otp', { token, json: { phone: '62 857-0000-1111', currentPassword: 'MyValue123!' } });
  const phoneOtp = await lastCode('+6285700001111');
  const phone = await http(backend.ssoUrl, '/v1/user/phone', { token, method: 'PUT', json: { phone: '085700001111', otp: phoneOtp } });
  expect(S.UserSchema.parse(phone.body).phone).toBe('+6285700001111');
  const reused = await http(backend.ssoUrl, '/v1/user/phone', { token, method: 'PUT', json: { phone: '085700001111', otp: phoneOtp } });
  expect([reused.status, code(reused.body)]).toEqual([422, 'OTP_USED']);
});

it('changes the password only with the current one', async () => {
  const wrong = await http(backend.ssoUrl, '/v1/user/password', { token, method: 'PUT', json: { currentPassword: 'salah', newPassword: 'BaruSekali1' } });
  expect([wrong.status, code(wrong.body)]).toEqual([422, 'WRONG_PASSWORD']);
  const weak = await http(backend.ssoUrl, '/v1/user/password', { token, method: 'PUT', json: { currentPassword: 'MyValue123!', newPassword: 'pendek' } });
  expect(weak.status).toBe(400);
  const ok = await http(backend.ssoUrl, '/v1/user/password', { token, method: 'PUT', json: { currentPassword: 'MyValue123!', newPassword: 'BaruSekali1' } });
  expect(S.SuccessSchema.parse(ok.body).success).toBe(true);
  await expect(signIn(backend, 'dewi.baru@contoh.id', 'MyValue123!')).rejects.toThrow();
  expect((await signIn(backend, 'dewi.baru@contoh.id', 'BaruSekali1')).access_token).toBeTruthy();
});
