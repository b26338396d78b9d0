/**
 * @jest-environment node
 */
// npm start's layout: the BFF in one cluster worker per core on one port, the local
// backend in its own process. Each worker has its own page cache (one render per worker
// for a page), and a worker that dies is replaced.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import parse from 'parse-prometheus-text-format';
import { BOOT_ELEMENT_ID, REMOTE_HEALTH_PATH, type BootData } from 'shared-contracts/core';
import { canaryOf } from 'shell/server/testing';
import { startClusteredStack, type ClusteredStack } from './cluster';

interface Answer {
  status: number;
  cache: string | undefined;
  body: string;
  setCookie: string[];
}

/** A request on a new connection (the cluster spreads connections over workers). */
function get(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http
      .request(url, { method: opts.method ?? 'GET', agent: false, headers: { connection: 'close', ...opts.headers } }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cache: res.headers['x-mv-cache'] as string | undefined, body, setCookie: res.headers['set-cookie'] ?? [] }),
        );
      })
      .on('error', reject)
      .setTimeout(5000, function (this: http.ClientRequest) {
        this.destroy(new Error(`no answer from ${url} in 5 s`));
      });
    req.end(opts.body);
  });
}

function shellDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mv-cluster-shell-'));
  writeFileSync(
    path.join(dir, 'document.html'),
    '<!doctype html><html><head><!--mv:head--></head><body><div id="root"><!--mv:body--></div><!--mv:boot--></body></html>',
  );
  writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ buildId: 'cluster-test', contractVersion: '1.0.0' }));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'server', 'main.js'),
    `exports.createRenderer = async () => ({ warm: async () => {}, render: async (input) => ({
      status: 200, head: { title: 'Promo' }, boot: { ...input.boot, status: 200, error: null }, state: {}, islands: {}, headLinks: [],
      pipe: (dest, done) => { dest.write('<main>pid ' + process.pid + '</main>'); dest.end(); done(); }, abort: () => {} }) });`,
  );
  return dir;
}

describe('the BFF on every core', () => {
  let stack: ClusteredStack;
  beforeAll(async () => {
    const data = mkdtempSync(path.join(os.tmpdir(), 'mv-cluster-'));
    stack = await startClusteredStack({
      port: 0,
      workers: 2,
      dataDir: data,
      registryFile: path.join(data, 'registry.json'),
      logLevel: 'silent',
      env: { SHELL_DIST: shellDist() },
    });
  }, 60_000);
  afterAll(() => stack.close());

  it('answers on one port from two worker processes, each rendering a page once for its cache', async () => {
    const workers = await stack.stats();
    expect(new Set(workers.map((w) => w.pid)).size).toBe(2);
    const responses = [];
    for (let i = 0; i < 12; i++) responses.push(await get(`${stack.url}/promo`));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const pids = new Set(responses.map((r) => /pid (\d+)/.exec(r.body)?.[1]));
    expect(pids.size).toBe(2);
    expect(responses.filter((r) => r.cache === 'miss')).toHaveLength(2);
    const after = await stack.stats();
    expect(after.map((w) => w.cache?.renders)).toEqual([1, 1]);
  });

  it('replaces a worker that dies', async () => {
    const [victim] = await stack.stats();
    process.kill(victim!.pid, 'SIGKILL');
    const deadline = Date.now() + 30_000;
    for (;;) {
      const pids = (await stack.stats()).map((w) => w.pid);
      if (pids.length === 2 && !pids.includes(victim!.pid)) break;
      if (Date.now() > deadline) throw new Error(`not replaced: ${pids.join(',')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    for (let i = 0; i < 6; i++) expect((await get(`${stack.url}/promo`)).status).toBe(200);
  }, 40_000);
});

describe('release health on every core (issue 39): one store of counts, dedupe and limits in the primary', () => {
  let stack: ClusteredStack;
  const LIMIT = 6;
  beforeAll(async () => {
    const data = mkdtempSync(path.join(os.tmpdir(), 'mv-cluster-health-'));
    const registryFile = path.join(data, 'registry.json');
    // A catalog canary (1.2.0 for half the visitors) already running when the workers start.
    writeFileSync(registryFile, JSON.stringify(canaryOf()));
    stack = await startClusteredStack({
      port: 0,
      workers: 2,
      dataDir: data,
      registryFile,
      logLevel: 'silent',
      env: { SHELL_DIST: shellDist(), REMOTE_HEALTH_REPORTS_PER_MINUTE: String(LIMIT), CANARY_MIN_PAGE_VIEWS: '1000' },
    });
  }, 60_000);
  afterAll(() => stack.close());

  it('counts a report replayed to both workers once, limits it once for all, and /metrics adds the workers up', async () => {
    const page = await get(`${stack.url}/promo`, { headers: { accept: 'text/html' } });
    const cookie = page.setCookie.find((c) => c.startsWith('mv-canary='))!.split(';')[0]!;
    const boot = JSON.parse(new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(page.body)![1]!) as BootData;
    const version = boot.registry.remotes.find((r) => r.name === 'catalog')!.version;
    expect(boot.canaryView).toBeDefined();
    // The visitor's page views land on both workers.
    for (let i = 0; i < 5; i++) expect((await get(`${stack.url}/promo`, { headers: { accept: 'text/html', cookie } })).status).toBe(200);
    const report = JSON.stringify({ remote: 'catalog', version, kind: 'render', view: boot.canaryView, message: 'TypeError: x' });
    const answers: Answer[] = [];
    for (let i = 0; i < 10; i++) {
      answers.push(await get(`${stack.url}${REMOTE_HEALTH_PATH}`, { method: 'POST', body: report, headers: { cookie, 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' } }));
    }
    // One window for the visitor (and its network) whichever worker answered; one count.
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(LIMIT).fill(202), ...Array<number>(10 - LIMIT).fill(429)]);
    expect(answers.filter((a) => a.status === 202 && (JSON.parse(a.body) as { counted: boolean }).counted)).toHaveLength(1);
    const health = JSON.parse((await get(`${stack.url}${REMOTE_HEALTH_PATH}`)).body) as { counts: string; remotes: Record<string, Record<string, { version: string; visitors: number; failedVisitors: number; kinds: Record<string, number> }>> };
    expect(health.counts).toBe('shared');
    const side = health.remotes.catalog![version === '1.2.0' ? 'canary' : 'stable']!;
    expect(side).toMatchObject({ version, visitors: 1, failedVisitors: 1, kinds: { render: 1 } });
    // Both workers' page views in one scrape.
    const metrics = parse((await get(`${stack.url}/metrics`)).body);
    const views = metrics.find((m) => m.name === 'mv_page_views_total')!.metrics.filter((m) => m.labels?.remote === 'catalog').reduce((n, m) => n + Number(m.value), 0);
    expect(views).toBe(6);
  }, 30_000);
});
