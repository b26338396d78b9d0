/**
 * @jest-environment node
 */
// The home announcement a visitor closed, as the page cache and an attacker meet it: the
// home comes without the running announcement for whoever closed it, from one cached page;
// an id of the visitor's choosing never makes a page of its own; no other page asks.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SiteCaller } from 'shared-contracts/server';
import { bootOf, visit } from '../testing/canaryVisitors';
import { runningAnnouncementFrom } from './announcement';
import { buildServer } from '../app';
import { fakeRegistry, fakeShellDist, fakeStore, jwt, now, startStubSso, testConfig, type StubSso } from '../testing/fakes';

// The fake renderer counts its renders and writes the boot's closed announcement into the markup.
const RENDERER = `
  globalThis.__mvAnnouncementRenders = [];
  exports.createRenderer = async () => ({
    warm: async () => {},
    render: async (input) => {
      globalThis.__mvAnnouncementRenders.push({ url: input.url, closed: input.boot.closedAnnouncement ?? null, member: Boolean(input.authorization) });
      return {
        status: 200,
        head: { title: 'Beranda' },
        boot: { ...input.boot, status: 200, error: null },
        state: { api: {} },
        islands: {},
        headLinks: [],
        pipe: (dest, done) => {
          dest.write('<main data-closed="' + (input.boot.closedAnnouncement ?? '') + '"></main>');
          dest.end();
          done();
        },
        abort: () => {},
      };
    },
  });`;

const renders = () => (globalThis as unknown as { __mvAnnouncementRenders: Array<{ url: string; closed: number | null; member: boolean }> }).__mvAnnouncementRenders;

const running = (id: number) => ({
  announcement: {
    id,
    slug: `pesta-buku-${id}`,
    title: 'Pesta Buku Gramedia telah dimulai!',
    message: 'Tukar poinmu dengan diskon buku.',
    link: null,
    linkLabel: null,
    content: '<p>Pesta Buku</p>',
    startDate: '2026-11-27T00:00:00+07:00',
    endDate: '2026-12-27T23:59:00+07:00',
  },
});

/** The Content API's home announcement: what `answer` says, counted. */
async function startAnnouncements(): Promise<{ url: string; app: FastifyInstance; asked: () => number; answer: { status: number; body: unknown; delayMs: number } }> {
  const app = Fastify({ forceCloseConnections: true });
  const state = { asked: 0, answer: { status: 200, body: running(7) as unknown, delayMs: 0 } };
  app.get('/v1/home-announcement', async (_req, reply) => {
    state.asked++;
    if (state.answer.delayMs) await new Promise((resolve) => setTimeout(resolve, state.answer.delayMs));
    return reply.code(state.answer.status).send(state.answer.body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, app, asked: () => state.asked, answer: state.answer };
}

describe('the home without the announcement its visitor closed', () => {
  let bff: FastifyInstance;
  let sso: StubSso;
  let content: Awaited<ReturnType<typeof startAnnouncements>>;
  /** The canary bucket of a returning visitor: their pages come from the cache. */
  let returning: string;

  beforeAll(async () => {
    sso = await startStubSso();
  });
  afterAll(() => sso.app.close());

  beforeEach(async () => {
    content = await startAnnouncements();
    const dist = fakeShellDist();
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'main.js'), RENDERER);
    bff = await buildServer(testConfig({ SHELL_DIST: dist, SSO_URL: sso.url, API_URL: content.url, PAGE_CACHE_FRESH_S: '30', PAGE_CACHE_STALE_S: '120' }), {
      registry: fakeRegistry,
      store: fakeStore,
    });
    returning = (await visit(bff, '127.0.0.1', undefined, '/about')).cookie!;
    renders().length = 0;
  });
  afterEach(async () => {
    await bff.close();
    await content.app.close();
  });

  const home = (cookie = '', url = '/') => bff.inject({ url, headers: { accept: 'text/html', cookie: [returning, cookie].filter(Boolean).join('; ') } });

  it('renders the home without the running announcement for whoever closed it, one page for all of them', async () => {
    const open = await home();
    expect(bootOf(open.body).closedAnnouncement).toBeUndefined();
    expect(open.body).toContain('data-closed=""');

    const closed = await home('mv-announcement-closed=7');
    expect(bootOf(closed.body).closedAnnouncement).toBe(7);
    expect(closed.body).toContain('data-closed="7"');
    expect(closed.headers['x-mv-cache']).toBe('miss');
    // Another visitor who closed it: the same cached page.
    expect((await home('mv-announcement-closed=7')).headers['x-mv-cache']).toBe('hit');
    expect(renders().map((r) => r.closed)).toEqual([null, 7]);
    expect(String(closed.headers.vary)).toMatch(/Cookie/);
  });

  it('never keys the cache by an id the visitor chose: any other id gets the page with the announcement', async () => {
    await home();
    const before = bff.pageCache!.stats().entries;
    for (const forged of ['8', '6', '123456789', '999999999999999']) {
      const res = await home(`mv-announcement-closed=${forged}`);
      expect(res.headers['x-mv-cache']).toBe('hit');
      expect(bootOf(res.body).closedAnnouncement).toBeUndefined();
    }
    expect(bff.pageCache!.stats().entries).toBe(before);
    expect(renders()).toHaveLength(1);
  });

  it('reads a cookie that holds no id as none, and asks nothing for it', async () => {
    await home();
    const asked = content.asked();
    for (const garbage of ['abc', '0', '-7', '7.0', '1e3', '07', '9999999999999999', '7x', '7,8', '']) {
      const res = await home(`mv-announcement-closed=${garbage}`);
      expect([res.statusCode, res.headers['x-mv-cache'], bootOf(res.body).closedAnnouncement]).toEqual([200, 'hit', undefined]);
    }
    expect(content.asked()).toBe(asked);
  });

  it('asks nothing and changes nothing on pages other than the home', async () => {
    await home('', '/about');
    const asked = content.asked();
    const res = await home('mv-announcement-closed=7', '/about');
    expect(res.headers['x-mv-cache']).toBe('hit');
    expect(bootOf(res.body).closedAnnouncement).toBeUndefined();
    expect(content.asked()).toBe(asked);
  });

  it('shows a new announcement to whoever closed the one before', async () => {
    content.answer.body = running(8);
    const res = await home('mv-announcement-closed=7');
    expect(bootOf(res.body).closedAnnouncement).toBeUndefined();
    expect(res.body).toContain('data-closed=""');
  });

  it('renders the home all the same when the Content API fails', async () => {
    content.answer.status = 503;
    content.answer.body = { detail: 'down' };
    const res = await home('mv-announcement-closed=7');
    expect(res.statusCode).toBe(200);
    expect(bootOf(res.body).closedAnnouncement).toBeUndefined();
  });

  it("renders a member's home without the announcement they closed", async () => {
    const access = await jwt(now() + 900);
    const token = `access-token=${encodeURIComponent(JSON.stringify({ token: access, exp: now() + 900 }))}`;
    const res = await home(`${token}; mv-announcement-closed=7`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(bootOf(res.body).closedAnnouncement).toBe(7);
    expect(renders()).toEqual([{ url: '/', closed: 7, member: true }]);
  });
});

describe('the running announcement, as a page waits for it', () => {
  afterEach(() => jest.useRealTimers());
  const answering = (status: number, body: unknown): SiteCaller => async () => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

  it('is the id of the Content API’s answer; none for nothing running, an error or an answer of another shape', async () => {
    expect(await runningAnnouncementFrom(answering(200, running(7)), 'http://localhost:3999')()).toBe(7);
    expect(await runningAnnouncementFrom(answering(200, { announcement: null }), 'http://localhost:3999')()).toBeNull();
    expect(await runningAnnouncementFrom(answering(503, { detail: 'down' }), 'http://localhost:3999')()).toBeNull();
    expect(await runningAnnouncementFrom(answering(200, { announcement: { id: '7' } }), 'http://localhost:3999')()).toBeNull();
    const thrown: SiteCaller = () => Promise.reject(new Error('unreachable'));
    expect(await runningAnnouncementFrom(thrown, 'http://localhost:3999')()).toBeNull();
  });

  it('does not hold the page past its wait, however long the Content API takes (the page then comes with the announcement)', async () => {
    jest.useFakeTimers();
    const never: SiteCaller = () => new Promise(() => undefined);
    let settledWith: number | null | undefined;
    void runningAnnouncementFrom(never, 'http://localhost:3999', 1000)().then((id) => (settledWith = id));
    await jest.advanceTimersByTimeAsync(999);
    expect(settledWith).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(settledWith).toBeNull();
  });
});
