// Issue 41: reminders before points expire, end to end on a stack of its own (its clock is
// moved): a member at 360 px turns on notifications on this browser and e-mail in
// 'Pengingat' (the push subscription is faked in the page with keys this test made and an
// endpoint on this test's own push server); the stand-in's clock moves to 7 days before a
// batch of points expires; the stand-in's reminder job sends; the push server receives a
// payload that decrypts with the test's keys and a VAPID token that verifies; that payload,
// delivered to the service worker (CDP ServiceWorker.deliverPushMessage), shows the
// notification, and a tap opens /account/poin; the e-mail is in the outbox; a second run
// the same day sends nothing (once a day).
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ece from 'http_ece';
import { ReminderPushSchema, type Reminders } from 'shared-contracts/schemas';
import { DEMO, expect, settled, test } from './fixtures';
import { signInAt } from './journeys';
import { startStackProcess, type StackProcess } from './stackProcess';

const PHONE = { width: 360, height: 740 };
const DAY_MS = 86_400_000;
const WIB_MS = 7 * 3_600_000;

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on loopback: records each message and answers 201, as FCM or Mozilla's would. */
async function startPushServer(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** What the test reads in the service worker (infra's TypeScript has no worker types). */
interface WorkerScope {
  registration: { getNotifications(): Promise<Array<{ title: string; body: string }>> };
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
  dispatchEvent(event: Event): boolean;
}

/** The VAPID header's JWT verifies with the service's public key, for this push service, not expired. */
function expectVapid(authorization: string | undefined, vapidPublicKey: string, audience: string): void {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  expect(match, `Authorization: ${authorization}`).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(vapidPublicKey);
  const [header, payload, signature] = jwt!.split('.');
  const point = Buffer.from(vapidPublicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(claims.aud).toBe(audience);
  expect(claims.sub).toMatch(/^mailto:|^https:/);
}

test.describe('reminders before points expire', () => {
  test.describe.configure({ mode: 'serial' });
  let stack: StackProcess;
  let dataDir: string;
  let push: Awaited<ReturnType<typeof startPushServer>>;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-reminders-'));
    push = await startPushServer();
    stack = await startStackProcess({ port: 0, dataDir, registryFile: path.join(dataDir, 'registry.json'), logLevel: 'error', faults: true });
  });

  test.afterAll(async () => {
    await stack?.close();
    await push?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a member turns reminders on; 7 days before points expire the push decrypts, shows, and a tap opens Poin Saya; the e-mail is sent; once a day', async ({ browser }) => {
    test.setTimeout(180_000);
    const faults = { 'x-fault-token': stack.faultToken ?? '' };
    // The browser's subscription: this test's keys, this test's push server.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const subscription = { endpoint: `${push.url}/push/${randomBytes(8).toString('hex')}`, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) } };

    const context = await browser.newContext({ viewport: PHONE });
    await context.grantPermissions(['notifications'], { origin: stack.url });
    await context.addInitScript((sub) => {
      // The browser's push service is this test's: subscribe hands out its subscription.
      let subscribed = false;
      const fake = { endpoint: sub.endpoint, expirationTime: null, options: {}, toJSON: () => sub, unsubscribe: async () => ((subscribed = false), true), getKey: () => null };
      PushManager.prototype.subscribe = async function () {
        subscribed = true;
        return fake as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (subscribed ? fake : null) as unknown as PushSubscription | null;
      };
    }, subscription);
    const page = await context.newPage();
    try {
      await page.goto(`${stack.url}/account/setting`);
      await signInAt(page, stack.url);
      await page.goto(`${stack.url}/account/setting`);
      await settled(page);
      const form = page.getByRole('form', { name: 'Pengingat' });
      await form.scrollIntoViewIfNeeded();
      await form.getByRole('checkbox', { name: 'Notifikasi di browser ini' }).check();
      await form.getByRole('checkbox', { name: /^E-mail/ }).check();
      await form.getByRole('button', { name: 'Simpan Pengingat' }).click();
      await expect(form.getByText('Pengingat disimpan.')).toBeVisible();
      await form.screenshot({ path: test.info().outputPath('pengingat-360.png') });
      const reminders = (await (await page.request.get(`${stack.url}/api/v1/users/reminders`)).json()) as Reminders;
      expect(reminders.pushSubscriptions).toBe(1);
      expect(reminders.preferences.channels).toEqual({ push: true, email: true });

      // To 10.00 WIB, 7 days before the soonest batch of points expires.
      const expired = (await (await page.request.get(`${stack.url}/sso/v1/point/expired`)).json()) as { results: Array<{ expiredDate: string }> };
      const soonest = Math.min(...expired.results.map((b) => Date.parse(b.expiredDate)));
      const expiryDay = Math.floor((soonest + WIB_MS) / DAY_MS) * DAY_MS - WIB_MS;
      let remaining = expiryDay - 7 * DAY_MS + 10 * 3_600_000 - Date.now();
      expect(remaining).toBeGreaterThan(0);
      while (remaining > 0) {
        const step = Math.min(remaining, 7 * DAY_MS);
        expect((await page.request.post(`${stack.ssoUrl}/__clock`, { data: { advanceMs: step }, headers: faults })).ok()).toBe(true);
        remaining -= step;
      }
      const run = await page.request.post(`${stack.apiUrl}/__reminders/run`, { headers: faults });
      expect(run.ok()).toBe(true);
      // The stack's own minute timer may have sent it first: what the push server got counts.
      await expect.poll(() => push.received.length, { message: `the job answered ${await run.text()}` }).toBe(1);

      const [message] = push.received;
      expect(message!.headers.topic).toBe('mv-reminder');
      expect(message!.headers['content-encoding']).toBe('aes128gcm');
      expectVapid(message!.headers.authorization, reminders.vapidPublicKey, push.url);
      const payload = ReminderPushSchema.parse(JSON.parse(ece.decrypt(message!.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: b64url(authSecret) }).toString('utf8')));
      expect(payload.url).toBe('/account/poin');
      expect(payload.body).toMatch(/poin/);

      await page.reload();
      await settled(page);
      // The payload, delivered to the page's service worker, shows the notification.
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const live = registrations.find((r) => !r.isDeleted && r.scopeURL === `${stack.url}/`);
          if (live) resolve(live.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: stack.url, registrationId: await registrationId, data: JSON.stringify(payload) });
      const worker = context.serviceWorkers().find((w) => w.url().startsWith(stack.url)) ?? (await context.waitForEvent('serviceworker'));
      // Up to 30 s: the browser may have stopped the idle worker, and starts it for the push. In
      // one full run at a load average of 9 on 2 cores nothing showed within the default 10 s.
      await expect
        .poll(() => worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => `${n.title}: ${n.body}`)), { timeout: 30_000 })
        .toEqual([`${payload.title}: ${payload.body}`]);

      // A tap on it opens Poin Saya: the site's open tab goes there (a tab the worker controls,
      // as every page after the first visit is; a synthetic click may not open a window).
      await worker.evaluate(async () => {
        const scope = self as unknown as WorkerScope;
        const [notification] = await scope.registration.getNotifications();
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      });
      await page.waitForURL(`${stack.url}/account/poin`);
      await expect(page.getByRole('heading', { name: 'Poin Saya' })).toBeVisible();

      // The e-mail went too.
      const outbox = (await (await page.request.get(`${stack.ssoUrl}/__outbox?to=${encodeURIComponent(DEMO.email)}`)).json()) as { results: Array<{ subject: string; text: string }> };
      expect(outbox.results.some((m) => /Pengingat/.test(m.subject) && m.text.includes('/account/poin'))).toBe(true);

      // Once a day: the job again the same day sends nothing.
      expect((await page.request.post(`${stack.apiUrl}/__reminders/run`, { headers: faults })).ok()).toBe(true);
      await page.waitForTimeout(500);
      expect(push.received).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
