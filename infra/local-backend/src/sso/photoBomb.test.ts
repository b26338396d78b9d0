// Issue 42 item 1, as the probe ran it: a 130 kB PNG (4096 × 4096, 16-bit RGBA, all zeros)
// that inflates to 134 MB, uploaded four times at once by one member, froze the SSO for
// about 15 s. It must be refused from its header before any inflating, /health must keep
// answering meanwhile, and one member's uploads are counted.
import { crc32, deflateSync } from 'node:zlib';
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { http, signIn, startTestBackend } from '../testHelpers';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A well-formed PNG of zeros: every scanline a filter byte and its pixels, as the header promises. */
function zeroPng(side: number, depth: 8 | 16, colour: 2 | 6): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = depth;
  ihdr[9] = colour;
  const bytesPerPixel = (depth / 8) * (colour === 6 ? 4 : 3);
  const raw = Buffer.alloc(side * (1 + side * bytesPerPixel));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const code = (body: unknown) => S.ContractErrorBodySchema.parse(body).errorCode;

describe('a decompression bomb as a profile photo', () => {
  let backend: LocalBackend;
  let token: string;
  let bomb: Buffer;
  beforeAll(async () => {
    backend = await startTestBackend();
    token = (await signIn(backend, 'demo@myvalue.id')).access_token;
    bomb = zeroPng(4096, 16, 6);
  });
  afterAll(() => backend.close(), 30_000);

  const upload = (bytes: Buffer) => http(backend.ssoUrl, '/v1/user/photo', { token, json: { photo: `data:image/png;base64,${bytes.toString('base64')}` } });

  it('is about 130 kB and promises 134 MB of pixels (the probe\u2019s file)', () => {
    expect(bomb.length).toBeLessThan(200_000);
    expect(4096 * (1 + 4096 * 8)).toBeGreaterThan(134_000_000);
  });

  it('is refused from its header, four at once, while /health keeps answering', async () => {
    const before = S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token })).body).photo;
    let healthAnswers = 0;
    let uploading = true;
    const health = (async () => {
      while (uploading) {
        const res = await http(backend.ssoUrl, '/health');
        if (res.status === 200) healthAnswers += 1;
      }
    })();
    const started = Date.now();
    const answers = await Promise.all([0, 1, 2, 3].map(() => upload(bomb)));
    const took = Date.now() - started;
    uploading = false;
    await health;
    for (const res of answers) {
      expect(res.status).toBe(413);
      expect(code(res.body)).toBe('PHOTO_TOO_LARGE');
      expect(S.ContractErrorBodySchema.parse(res.body).message).toMatch(/Resolusi foto terlalu besar/);
    }
    // A generous bound (a busy shared machine): inflating the four took about 15 s.
    expect(took).toBeLessThan(5_000);
    expect(healthAnswers).toBeGreaterThan(0);
    expect(S.UserSchema.parse((await http(backend.ssoUrl, '/v1/user', { token })).body).photo).toBe(before);
  }, 60_000);

  it('still takes an ordinary photo, decoded off the event loop', async () => {
    const res = await upload(zeroPng(64, 8, 6));
    expect(res.status).toBe(200);
    expect(S.UserSchema.parse(res.body).photo).toMatch(/\/media\/users\/[A-Za-z0-9_-]{22}\.png$/);
  }, 30_000);

  it('counts one member\u2019s uploads: the 11th within an hour is refused with a wait', async () => {
    const other = (await signIn(backend, 'baru@myvalue.id')).access_token;
    const small = zeroPng(8, 8, 2);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await http(backend.ssoUrl, '/v1/user/photo', { token: other, json: { photo: `data:image/png;base64,${small.toString('base64')}` } })).status);
    }
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await http(backend.ssoUrl, '/v1/user/photo', { token: other, json: { photo: `data:image/png;base64,${small.toString('base64')}` } });
    expect(refused.status).toBe(429);
    expect(code(refused.body)).toBe('TOO_MANY_REQUESTS');
    expect(S.ContractErrorBodySchema.parse(refused.body).message).toMatch(/Coba lagi dalam \d+ (menit|jam)\./);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another member is not affected.
    expect((await upload(small)).status).toBe(200);
    // Each upload starts a worker thread (and its TypeScript loader): slow on a busy machine.
  }, 60_000);
});
