// Test doubles for the BFF's collaborators: stub upstream services on loopback, a
// minimal shell build, a fixed registry.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { REMOTE_NAMES, type ReleaseDeclaration, type RemoteName } from 'shared-contracts/core';
import type { ArtefactStore } from '../releases/artefacts';
import { loadConfig } from '../config';
import type { RegistryDocument } from 'shared-contracts/server';
import { stableRemotes } from '../releases/canary/assignment';
import type { RegistrySource } from '../releases/registry';
import { testTempDir } from './tempDir';

const secret = new TextEncoder().encode('test-secret-for-the-stub-sso-000000');

export async function jwt(expSeconds: number, sub = '1'): Promise<string> {
  return new SignJWT({ sub, jti: Math.random().toString(36).slice(2) })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(expSeconds)
    .sign(secret);
}

export const now = () => Math.floor(Date.now() / 1000);

export interface StubSso {
  url: string;
  app: FastifyInstance;
  refreshCalls: number;
  /** Refresh tokens the stub accepts (rotation: each works once). */
  validRefresh: Set<string>;
  failUserWith: number | null;
  /** Tokens the BFF revoked (RFC 7009 endpoint); their access tokens then fail introspection. */
  revoked: string[];
  /** Access token → the refresh token issued with it (one sign-in's family). */
  familyOf: Map<string, string>;
  /** Requests that reached the stub (method and raw URL), for "never forwarded" checks. */
  seen: string[];
  /** Every answer waits this long (an SSO slower than the BFF's time-out). */
  delayMs: number;
}

export async function startStubSso(): Promise<StubSso> {
  const app = Fastify({ forceCloseConnections: true });
  const stub: StubSso = { url: '', app, refreshCalls: 0, validRefresh: new Set(), failUserWith: null, revoked: [], familyOf: new Map(), seen: [], delayMs: 0 };
  app.addHook('onRequest', async (req) => {
    stub.seen.push(`${req.method} ${req.url}`);
    if (stub.delayMs > 0) await new Promise((r) => setTimeout(r, stub.delayMs));
  });
  app.post('/v1/auth/revoke', async (req) => {
    const { token } = req.body as { token: string };
    stub.revoked.push(token);
    stub.validRefresh.delete(token);
    return {};
  });
  app.post('/v1/auth/token', async (req, reply) => {
    const body = req.body as Record<string, string>;
    if (body.grant_type === 'refresh_token') {
      stub.refreshCalls += 1;
      await new Promise((r) => setTimeout(r, 50));
      if (!stub.validRefresh.delete(body.refresh_token ?? '')) {
        return reply.code(401).send({ errorCode: 'INVALID_GRANT', message: 'Token tidak valid', data: null });
      }
    } else if (body.code !== 'good-code' || !body.code_verifier) {
      return reply.code(400).send({ errorCode: 'INVALID_GRANT', message: 'Kode tidak valid', data: null });
    }
    const refresh = await jwt(now() + 3600);
    stub.validRefresh.add(refresh);
    const access = await jwt(now() + 900);
    stub.familyOf.set(access, refresh);
    return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: 900, refresh_expires_in: 3600 };
  });
  app.post('/v1/auth/introspect', async (req, reply) => {
    const token = (req.body as { access_token?: string }).access_token ?? '';
    const family = stub.familyOf.get(token);
    if (family && stub.revoked.includes(family)) return reply.code(401).send({ errorCode: 'TOKEN_REVOKED', message: 'x', data: null });
    if (!token.startsWith('ey')) return reply.code(401).send({ errorCode: 'INVALID_TOKEN', message: 'x', data: null });
    // As a real SSO: an access token past its exp is refused, whatever the BFF's tolerance.
    if ((decodeJwt(token).exp ?? 0) <= now()) return reply.code(401).send({ errorCode: 'TOKEN_EXPIRED', message: 'x', data: null });
    return {
      active: true, sub: '1', exp: now() + 900, iat: now(), clientId: 'myvalue-web', valueID: 'MV0001',
      firstName: 'dewi', lastName: 'lestari', email: 'demo@myvalue.id', phone: null, emailVerified: true, phoneVerified: false,
    };
  });
  app.get('/v1/user', async (_req, reply) => {
    if (stub.failUserWith) return reply.code(stub.failUserWith).send({ errorCode: 'BOOM', message: 'SSO rusak', data: null });
    return {
      id: 1, valueID: 'MV0001', kgValueID: 'MV0001', firstName: 'dewi', lastName: 'lestari', fullName: 'Dewi Lestari',
      email: 'demo@myvalue.id', phone: null, emailVerified: true, phoneVerified: false, photo: null,
      avatar: 'http://127.0.0.1/media/a.svg', createdDate: '2024-01-01T00:00:00+07:00', userMembership: [],
    };
  });
  app.get('/v1/point', async (req) => ({ point: 12500, auth: req.headers.authorization ?? null }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  stub.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return stub;
}

export async function startStubContent(): Promise<{ url: string; app: FastifyInstance; seen: string[] }> {
  const app = Fastify({ forceCloseConnections: true });
  const seen: string[] = [];
  app.addHook('onRequest', async (req) => {
    seen.push(`${req.method} ${req.url}`);
  });
  app.get('/v1/promos', async (req) => ({ auth: req.headers.authorization ?? null, query: req.query }));
  app.post('/v1/partner-enquiries', async (req, reply) => reply.code(201).send({ received: req.body }));
  app.get('/v1/events', async () => {
    await new Promise((r) => setTimeout(r, 1000));
    return { late: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, app, seen };
}

export function fakeShellDist(): string {
  const dir = testTempDir('mv-shell-');
  writeFileSync(
    path.join(dir, 'document.html'),
    '<!doctype html><html><head><!--mv:head--></head><body><div id="root"><!--mv:body--></div><!--mv:boot--></body></html>',
  );
  writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ buildId: 'test-build', contractVersion: '1.0.0' }));
  writeFileSync(path.join(dir, 'main.abc123.js'), 'console.log(1);\n//# sourceMappingURL=main.abc123.js.map\n');
  writeFileSync(path.join(dir, 'main.abc123.js.map'), '{"version":3,"sources":["webpack://shell/src/secret.ts"],"mappings":""}');
  return dir;
}

/** A registry document with every remote at 1.0.0 (as a fresh environment's). */
export function fakeRegistryDocument(environment = 'test'): RegistryDocument {
  const at = '2026-11-22T08:00:00.000Z';
  const names = REMOTE_NAMES;
  return {
    environment,
    updatedAt: at,
    remotes: Object.fromEntries(
      names.map((name) => [name, { version: '1.0.0', entry: `/remotes/${name}/1.0.0/mf-manifest.json`, promotedAt: at, promotedBy: 'init' }]),
    ) as RegistryDocument['remotes'],
    history: names.map((name) => ({ remote: name, from: null, to: '1.0.0', action: 'init' as const, at, actor: 'init', reason: 'test', forced: false })),
  };
}

/** A registry held in memory, readable and writable as the file store is (another store behind the same interface). */
export function memoryRegistry(initial: RegistryDocument = fakeRegistryDocument()): RegistrySource & { doc: RegistryDocument; writes: number } {
  const source = {
    doc: initial,
    writes: 0,
    read: () => source.doc,
    remotesDocument: () => stableRemotes(source.doc),
    async update(change: (doc: RegistryDocument) => RegistryDocument | null) {
      const next = change(source.doc);
      if (next) {
        source.doc = next;
        source.writes += 1;
      }
      return source.doc;
    },
  };
  return source;
}

export const fakeRegistry: RegistrySource = memoryRegistry();

/**
 * What each remote's release declares in the server's tests (metaData.release of every
 * faked manifest): its pages as the real remotes declare them, and no call of its own.
 */
export const TEST_RELEASES: Readonly<Partial<Record<RemoteName, ReleaseDeclaration>>> = {
  catalog: {
    routes: [
      { path: '/promo', layout: 'promo-page', title: 'Promo & Voucher', query: ['category', 'cukup', 'merchant', 'page', 'q', 'sort'] },
      { path: '/promo/:slug', layout: 'promo-page', title: 'Detail Promo' },
      { path: '/merchant', layout: 'promo-page', title: 'Merchant Partner', query: ['category', 'page', 'q'] },
      { path: '/merchant/:slug', layout: 'promo-page', title: 'Merchant', query: ['page'] },
      { path: '/category/:slug', layout: 'promo-page', title: 'Kategori', query: ['page'] },
      { path: '/search', layout: 'promo-page', title: 'Pencarian', query: ['q'] },
    ],
  },
  events: {
    routes: [
      { path: '/event', layout: 'event-page', title: 'Event', query: ['category', 'city', 'from', 'page', 'status', 'to'] },
      { path: '/event/:slug', layout: 'event-page', title: 'Detail Event' },
      { path: '/event/:slug/register', layout: 'event-page', title: 'Daftar Event' },
      { path: '/campaign/:slug', layout: 'event-page', title: 'Campaign' },
      { path: '/campaign-event/:slug', layout: 'event-page', title: 'Campaign Event' },
    ],
  },
  account: {
    routes: (
      [
        ['', 'Akun Saya'],
        ['/card', 'Kartu Saya'],
        ['/poin', 'Poin Saya'],
        ['/badge', 'Koleksi Badge'],
        ['/setting', 'Pengaturan Profil'],
        ['/referral', 'Kode Referral'],
        ['/voucher', 'Voucher Saya'],
        ['/voucher/history', 'Riwayat Voucher'],
        ['/voucher/bookmark', 'Voucher Disimpan'],
        ['/history', 'Riwayat Aktivitas'],
        ['/setting/perangkat', 'Perangkat'],
        ['/membership', 'Membership'],
      ] as const
    ).map(([sub, title]) => ({ path: `/account${sub}`, layout: 'account-page' as const, title, requiresSession: true })),
  },
};

export const fakeStore: ArtefactStore = {
  versions: () => ['1.0.0'],
  manifest: (remote) => ({ metaData: { release: TEST_RELEASES[remote] ?? { routes: [], upstream: [] } } }),
  localRoot: () => null,
};

export function testConfig(overrides: Record<string, string>) {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3999', SHELL_DIST: fakeShellDist(), UPSTREAM_TIMEOUT_MS: '500', ...overrides });
}

/** A BFF (registry and store faked) in front of stub SSO and Content servers; stop() closes all three. */
export async function startStubStack(overrides: Record<string, string> = {}) {
  // Imported here: app.ts is the code under test, the rest of this module only its doubles.
  const { buildServer } = await import('../app');
  const sso = await startStubSso();
  const content = await startStubContent();
  const bff = await buildServer(testConfig({ SSO_URL: sso.url, API_URL: content.url, ...overrides }), { registry: fakeRegistry, store: fakeStore });
  await bff.ready();
  const stop = async () => {
    await bff.close();
    await sso.app.close();
    await content.app.close();
  };
  return { sso, content, bff, stop };
}
