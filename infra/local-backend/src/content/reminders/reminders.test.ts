// Issue 41: the member's reminder choices and push subscriptions, and the reminder job
// delivering a real Web Push request (encrypted, VAPID-signed) to a push service on this
// machine, and the same reminder to the outbox.
import crypto from 'node:crypto';
import http_ from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import * as S from 'shared-contracts/schemas';
import { formatDate } from 'shared-kit/format';
import type { LocalBackend } from '../../index';
import { http, signIn, startTestBackend } from '../../testHelpers';
import { startOfWibDay, DAY_MS } from '../../time';

const HOUR_MS = 3_600_000;

/** A push service on 127.0.0.1 that records each request and answers `status`. */
interface PushServer {
  origin: string;
  status: number;
  received: Array<{ method: string; url: string; headers: http_.IncomingHttpHeaders; body: Buffer }>;
  close(): Promise<void>;
}

async function startPushServer(status = 201): Promise<PushServer> {
  const received: PushServer['received'] = [];
  const state = { status };
  const server = http_.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = state.status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get status() {
      return state.status;
    },
    set status(s: number) {
      state.status = s;
    },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a browser holds for one subscription: its key pair and auth secret. */
function browserKeys(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  const json: S.PushSubscriptionJson = { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
  return { ecdh, auth, json };
}

let backend: LocalBackend;
let demo: string;
let baru: string;
const opened: PushServer[] = [];

beforeEach(async () => {
  backend = await startTestBackend({ faults: true, reminderIntervalMs: 0 });
  demo = (await signIn(backend, 'demo@myvalue.id')).access_token;
  baru = (await signIn(backend, 'baru@myvalue.id')).access_token;
  // A fresh stand-in per test (the clock only moves forward): seeding and two scrypt
  // sign-ins take a few seconds on a busy machine.
}, 30_000);
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
  await backend.close();
});

const pushServer = async (status?: number) => {
  const s = await startPushServer(status);
  opened.push(s);
  return s;
};
const key = () => ({ 'x-fault-token': backend.faultToken ?? '' });
const reminders = async (token: string) => S.RemindersSchema.parse((await http(backend.apiUrl, '/v1/users/reminders', { token })).body);
const choose = (token: string, json: unknown) => http(backend.apiUrl, '/v1/users/reminders', { method: 'PUT', token, json });
const subscribe = (token: string, json: unknown) => http(backend.apiUrl, '/v1/users/push-subscriptions', { method: 'POST', token, json });
const unsubscribe = (token: string, endpoint: string) => http(backend.apiUrl, `/v1/users/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`, { method: 'DELETE', token });
const runJob = async () => {
  const res = await http(backend.apiUrl, '/__reminders/run', { method: 'POST', headers: key() });
  expect(res.status).toBe(200);
  return (res.body as { results: Array<{ delivered: boolean; push: { sent: number; gone: number; failed: number }; message: S.ReminderPush }> }).results;
};

/** How far the stand-in's clock is ahead of the real one (each test's backend starts at 0). */
let offset = 0;
beforeEach(() => {
  offset = 0;
});

/** Moves the stand-in's clock forward to `target` (the test clock takes at most 7 days a call). */
async function clockTo(target: number): Promise<void> {
  for (;;) {
    const left = target - (Date.now() + offset);
    if (left <= 0) return;
    const res = await http(backend.ssoUrl, '/__clock', { json: { advanceMs: Math.min(left, 7 * DAY_MS) }, headers: key() });
    expect(res.status).toBe(200);
    offset = (res.body as { offsetMs: number }).offsetMs;
  }
}

/** The demo member's 1.500-point batch (seed: expires 25 days after seeding, 00:00 WIB). */
async function batchOf1500(): Promise<number> {
  const expired = S.PointExpiredSchema.parse((await http(backend.ssoUrl, '/v1/point/expired', { token: demo })).body);
  const batch = expired.results.find((r) => r.point === 1500);
  if (!batch) throw new Error('seed has no 1.500-point batch');
  return Date.parse(batch.expiredDate);
}

/** `hour` WIB on the day `days` before the batch's WIB date. */
const wibTime = (expiry: number, days: number, hour: number) => startOfWibDay(expiry) - days * DAY_MS + hour * HOUR_MS;

const PUSH_AND_EMAIL = { channels: { push: true, email: true }, points: [30, 7], vouchers: [3], tier: [] };

describe('choices', () => {
  it('answers the defaults (every channel off), the VAPID key and no subscriptions to a member who never chose', async () => {
    const r = await reminders(demo);
    expect(r.preferences).toEqual(S.DEFAULT_REMINDER_PREFERENCES);
    expect(r.pushSubscriptions).toBe(0);
    expect(Buffer.from(r.vapidPublicKey, 'base64url')).toHaveLength(65);
    expect((await http(backend.apiUrl, '/v1/users/reminders')).status).toBe(401);
  });

  it('saves a member’s choices for that member only', async () => {
    const res = await choose(demo, PUSH_AND_EMAIL);
    expect(res.status).toBe(200);
    expect(S.ReminderPreferencesSchema.parse(res.body)).toEqual(PUSH_AND_EMAIL);
    expect((await reminders(demo)).preferences).toEqual(PUSH_AND_EMAIL);
    expect((await reminders(baru)).preferences).toEqual(S.DEFAULT_REMINDER_PREFERENCES);
  });

  it('refuses a lead time not offered, or one twice, in Indonesian, and keeps the earlier choice', async () => {
    await choose(demo, PUSH_AND_EMAIL);
    const notOffered = await choose(demo, { ...PUSH_AND_EMAIL, points: [5] });
    expect(notOffered.status).toBe(400);
    expect(S.ContractErrorBodySchema.parse(notOffered.body)).toMatchObject({
      errorCode: 'INVALID_PARAMETER',
      message: 'Pengingat poin hanya bisa 30, 14, 7, 3 atau 1 hari sebelumnya, masing-masing sekali.',
    });
    const twice = await choose(demo, { ...PUSH_AND_EMAIL, vouchers: [3, 3] });
    expect(twice.status).toBe(400);
    expect(S.ContractErrorBodySchema.parse(twice.body).message).toContain('Pengingat voucher hanya bisa 7, 3 atau 1 hari');
    expect((await choose(demo, { channels: { push: 'ya' } })).status).toBe(400);
    const tooBig = await choose(demo, { ...PUSH_AND_EMAIL, padding: 'x'.repeat(10_000) });
    expect(tooBig.status).toBe(413);
    expect((await reminders(demo)).preferences).toEqual(PUSH_AND_EMAIL);
  });
});

describe('push subscriptions', () => {
  const endpoint = (n: number | string) => `https://push.contoh.id/kirim/${n}`;

  it('upserts by endpoint, keeps the newest ten, and deletes the member’s own', async () => {
    const a = browserKeys(endpoint('a')).json;
    expect((await subscribe(demo, a)).status).toBe(201);
    expect((await subscribe(demo, { ...a, keys: browserKeys(endpoint('a')).json.keys })).status).toBe(201);
    expect((await reminders(demo)).pushSubscriptions).toBe(1);
    for (let i = 0; i < 11; i++) expect((await subscribe(demo, browserKeys(endpoint(i)).json)).status).toBe(201);
    expect((await reminders(demo)).pushSubscriptions).toBe(10);
    // The oldest ('a', then 0) fell off: deleting them changes nothing.
    expect((await unsubscribe(demo, endpoint('a'))).status).toBe(204);
    expect((await reminders(demo)).pushSubscriptions).toBe(10);
    expect((await unsubscribe(demo, endpoint(10))).status).toBe(204);
    expect((await reminders(demo)).pushSubscriptions).toBe(9);
  });

  it('moves a browser to the member who posts it; another member cannot delete it', async () => {
    const shared = browserKeys(endpoint('satu-browser')).json;
    await subscribe(demo, shared);
    await subscribe(baru, shared);
    expect((await reminders(demo)).pushSubscriptions).toBe(0);
    expect((await reminders(baru)).pushSubscriptions).toBe(1);
    expect((await unsubscribe(demo, shared.endpoint)).status).toBe(204);
    expect((await reminders(baru)).pushSubscriptions).toBe(1);
    expect((await unsubscribe(baru, shared.endpoint)).status).toBe(204);
    expect((await reminders(baru)).pushSubscriptions).toBe(0);
  });

  it('accepts plain http only for a push service on this machine', async () => {
    const refused = await subscribe(demo, browserKeys('http://push.contoh.id/kirim/1').json);
    expect(refused.status).toBe(400);
    expect(S.ContractErrorBodySchema.parse(refused.body).message).toBe('Alamat layanan notifikasi harus https.');
    expect((await subscribe(demo, browserKeys('http://127.0.0.1:9/kirim/1').json)).status).toBe(201);
    expect((await subscribe(demo, { endpoint: 'https://push.contoh.id/x', keys: { p256dh: 'pendek', auth: 'x' } })).status).toBe(400);
    expect((await subscribe(demo, browserKeys(`https://push.contoh.id/${'x'.repeat(5000)}`).json)).status).toBe(413);
    expect((await reminders(demo)).pushSubscriptions).toBe(1);
  });
});

it('counts a member’s writes, refused ones too: the 31st within 10 minutes is 429 with Retry-After', async () => {
  for (let i = 0; i < 30; i++) expect((await choose(demo, i % 2 ? PUSH_AND_EMAIL : { points: [5] })).status).toBe(i % 2 ? 200 : 400);
  const refused = await unsubscribe(demo, 'https://push.contoh.id/kirim/1');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(S.ContractErrorBodySchema.parse(refused.body).message).toMatch(/^Terlalu banyak perubahan pengingat\. Coba lagi dalam \d+ menit\.$/);
  // Another member is not held back, and reading is not counted.
  expect((await choose(baru, PUSH_AND_EMAIL)).status).toBe(200);
  expect((await http(backend.apiUrl, '/v1/users/reminders', { token: demo })).status).toBe(200);
});

describe('the reminder job', () => {
  it('answers the trigger only with the fault key', async () => {
    expect((await http(backend.apiUrl, '/__reminders/run', { method: 'POST' })).status).toBe(403);
  });

  it('sends one encrypted, VAPID-signed push and one e-mail 7 days before a batch expires, then nothing more that day', async () => {
    const push = await pushServer();
    const browser = browserKeys(`${push.origin}/kirim/demo-1`);
    await choose(demo, PUSH_AND_EMAIL);
    expect((await subscribe(demo, browser.json)).status).toBe(201);
    const { vapidPublicKey } = await reminders(demo);
    const expiry = await batchOf1500();
    await clockTo(wibTime(expiry, 7, 10));

    const results = await runJob();
    expect(results).toHaveLength(1);
    expect(push.received).toHaveLength(1);
    const [request] = push.received;
    if (!request) throw new Error('no push request');
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/kirim/demo-1');
    expect(request.headers).toMatchObject({ topic: 'mv-reminder', ttl: '86400', urgency: 'normal', 'content-encoding': 'aes128gcm' });

    // The payload decrypts with the browser's private key and auth secret, as a browser would.
    const payload = S.ReminderPushSchema.parse(JSON.parse(ece.decrypt(request.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString('utf8')));
    // The 1.500 points are 7 days away; seed voucher 2 ends in 2 (its 3-day reminder was yesterday).
    expect(payload).toEqual({
      title: 'MyValue',
      body: `1.500 poin kamu hangus 7 hari lagi (${formatDate(expiry)}). 1 voucher berakhir 2 hari lagi.`,
      url: '/account/poin',
      tag: 'mv-reminder',
    });

    // VAPID: a JWT signed with the key the member's browser subscribed with, for this push service.
    const vapid = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(request.headers.authorization));
    expect(vapid?.[2]).toBe(vapidPublicKey);
    const point = Buffer.from(vapidPublicKey, 'base64url');
    const publicKey = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256');
    const { payload: claims } = await jwtVerify(vapid?.[1] ?? '', publicKey, { algorithms: ['ES256'], audience: push.origin });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.sub).toMatch(/^mailto:/);

    const outbox = S.OutboxSchema.parse((await http(backend.ssoUrl, '/__outbox?to=demo@myvalue.id')).body).results;
    const mail = outbox.filter((m) => m.subject.startsWith('Pengingat MyValue'));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Pengingat MyValue: poin akan hangus', link: 'http://localhost:3999/account/poin' });
    expect(mail[0]?.text).toContain(payload.body);
    expect(mail[0]?.text).toContain('http://localhost:3999/account/poin');

    // Once a day: a later run the same day sends nothing, by push or e-mail.
    await clockTo(wibTime(expiry, 7, 15));
    expect(await runJob()).toEqual([]);
    expect(push.received).toHaveLength(1);
    expect(S.OutboxSchema.parse((await http(backend.ssoUrl, '/__outbox?to=demo@myvalue.id')).body).results.filter((m) => m.subject.startsWith('Pengingat'))).toHaveLength(1);
    // The next day: the 1.500 points were reminded at 7 days; nothing new is due.
    await clockTo(wibTime(expiry, 6, 9));
    expect(await runJob()).toEqual([]);
    expect(push.received).toHaveLength(1);
  });

  it('holds a reminder during quiet hours (22:00 WIB) and sends it at 08:00 the next morning', async () => {
    const push = await pushServer();
    const browser = browserKeys(`${push.origin}/kirim/malam`);
    await choose(demo, { channels: { push: true, email: false }, points: [7], vouchers: [], tier: [] });
    await subscribe(demo, browser.json);
    const expiry = await batchOf1500();
    await clockTo(wibTime(expiry, 7, 22));
    expect(await runJob()).toEqual([]);
    expect(push.received).toHaveLength(0);

    await clockTo(wibTime(expiry, 6, 8));
    const results = await runJob();
    expect(results).toHaveLength(1);
    expect(push.received).toHaveLength(1);
    const payload = S.ReminderPushSchema.parse(JSON.parse(ece.decrypt(push.received[0]?.body ?? Buffer.alloc(0), { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString('utf8')));
    expect(payload.body).toBe(`1.500 poin kamu hangus 6 hari lagi (${formatDate(expiry)}).`);
    // No e-mail: that channel is off.
    expect(S.OutboxSchema.parse((await http(backend.ssoUrl, '/__outbox?to=demo@myvalue.id')).body).results.filter((m) => m.subject.startsWith('Pengingat'))).toHaveLength(0);
  });

  it('drops a subscription the push service says is gone (410) and retries a failed one the next day', async () => {
    const gone = await pushServer(410);
    const failing = await pushServer(500);
    await choose(demo, { channels: { push: true, email: false }, points: [7], vouchers: [], tier: [] });
    await subscribe(demo, browserKeys(`${gone.origin}/kirim/lama`).json);
    await subscribe(demo, browserKeys(`${failing.origin}/kirim/sibuk`).json);
    expect((await reminders(demo)).pushSubscriptions).toBe(2);
    const expiry = await batchOf1500();
    await clockTo(wibTime(expiry, 7, 10));

    const [first] = await runJob();
    expect(first).toMatchObject({ delivered: false, push: { sent: 0, gone: 1, failed: 1 } });
    expect((await reminders(demo)).pushSubscriptions).toBe(1);
    // Not again the same day (no retry every minute)…
    await clockTo(wibTime(expiry, 7, 11));
    expect(await runJob()).toEqual([]);
    expect(failing.received).toHaveLength(1);
    // …but the next day, and once it is delivered, never again.
    failing.status = 201;
    await clockTo(wibTime(expiry, 6, 10));
    const [retried] = await runJob();
    expect(retried).toMatchObject({ delivered: true, push: { sent: 1, gone: 0, failed: 0 } });
    expect(retried?.message.body).toContain('hangus 6 hari lagi');
    expect(failing.received).toHaveLength(2);
    expect(gone.received).toHaveLength(1);
  });
});
