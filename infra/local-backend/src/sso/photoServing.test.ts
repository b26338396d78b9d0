// Members' photos as an attacker sees them (issue 32): stored only as real images, at
// names no one can guess or count through, served with their type and nosniff.
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

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
const upload = (bytes: Buffer) => http(backend.ssoUrl, '/v1/user/photo', { token, json: { photo: `data:image/png;base64,${bytes.toString('base64')}` } });
const code = (body: unknown) => S.ContractErrorBodySchema.parse(body).errorCode;

it('stores a photo under a name no one can guess, served as what it is with nosniff', async () => {
  const urls: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const res = await upload(Buffer.from(PNG_1PX, 'base64'));
    expect(res.status).toBe(200);
    urls.push(S.UserSchema.parse(res.body).photo ?? '');
  }
  for (const url of urls) {
    expect(new URL(url).pathname).toMatch(/^\/media\/users\/[A-Za-z0-9_-]{22}\.png$/);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(PNG_1PX, 'base64'));
  }
  expect(urls[0]).not.toBe(urls[1]);
  // The old sequential names lead nowhere.
  for (const n of [1, 2, 3]) expect((await fetch(`${backend.apiUrl}/media/users/${n}.png`)).status).toBe(404);
});

it('refuses a PNG-header polyglot and stores nothing of it', async () => {
  const before = S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token })).body).photo;
  const polyglot = await upload(Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.from(HTML)]));
  expect([polyglot.status, code(polyglot.body)]).toEqual([400, 'INVALID_PHOTO_FORMAT']);
  const header = await upload(Buffer.concat([Buffer.from(PNG_1PX, 'base64').subarray(0, 16), Buffer.from(HTML)]));
  expect([header.status, code(header.body)]).toEqual([400, 'INVALID_PHOTO_FORMAT']);
  expect(S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token })).body).photo).toBe(before);
});
