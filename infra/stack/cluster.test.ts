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
import { startClusteredStack, type ClusteredStack } from './cluster';

/** A request on a new connection (the cluster spreads connections over workers). */
function get(url: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-mv-cache'] as string | undefined, body }));
      })
      .on('error', reject)
      .setTimeout(5000, function (this: http.ClientRequest) {
        this.destroy(new Error(`no answer from ${url} in 5 s`));
      });
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
