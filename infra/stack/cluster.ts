// npm start on every core: the local backend (Content API + SSO stand-in) in its own
// process, and the BFF in one node:cluster worker per core, all workers accepting on the
// same port. A worker that dies is replaced. The BFF is stateless (session in cookies);
// each worker keeps its own anonymous page cache, which stays correct without any
// coordination because the cache key holds the shell build and the live remote versions,
// which every worker reads from the same registry. What must be one for all workers lives
// here in the primary: the canary's health counts, dedupe and report limits (on the file
// registry; Redis keeps them with REGISTRY_STORE=redis) and the sum of their /metrics.
//
// This file is also the entry of the child processes: MV_STACK_ROLE=backend | bff.
import cluster, { type Worker } from 'node:cluster';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { BFF_NODE_FLAGS } from 'shell/node-flags';
import { answerWorkers, type PageCacheStats } from 'shell/server';
import { repoRoot } from './apps';
import { STACK_HOST, freePort } from './ports';

export interface ClusterOptions {
  port: number;
  host?: string;
  /** BFF workers; default one per core. */
  workers?: number;
  dataDir?: string;
  registryFile?: string;
  logLevel?: string;
  /** BFF settings (the stack decides host, port and upstream URLs). */
  env?: Record<string, string>;
  /** The SSO stand-in prints and lists what it would send (development only; off unless true). */
  devOutbox?: boolean;
}

export interface WorkerStats {
  pid: number;
  /** The worker's anonymous page cache (null when off). */
  cache: PageCacheStats | null;
  memory: NodeJS.MemoryUsage;
}

export interface ClusteredStack {
  url: string;
  apiUrl: string;
  ssoUrl: string;
  workers: number;
  /** Each live worker's cache figures and memory (asked over the cluster's IPC channel). */
  stats(): Promise<WorkerStats[]>;
  close(): Promise<void>;
}

const STATS = 'mv:stats';

const SSO_CLIENT_ID = 'myvalue-web';

interface BackendInfo {
  apiUrl: string;
  ssoUrl: string;
}

export async function startClusteredStack(opts: ClusterOptions): Promise<ClusteredStack> {
  const host = opts.host ?? STACK_HOST;
  const dataDir = opts.dataDir ?? path.join(repoRoot, '.data');
  const port = opts.port === 0 ? await freePort(host) : opts.port;
  const publicUrl = `http://localhost:${port}`;
  const workers = opts.workers ?? os.availableParallelism();

  // The children run this TypeScript file: with tsx's loader when this process lacks it (jest).
  const execArgv = __filename.endsWith('.ts') && !process.execArgv.some((a) => a.includes('tsx')) ? [...process.execArgv, '--import', 'tsx'] : process.execArgv;
  const backend = fork(__filename, [], {
    execArgv,
    env: {
      ...process.env,
      MV_STACK_ROLE: 'backend',
      MV_BACKEND_OPTIONS: JSON.stringify({ dbFile: path.join(dataDir, 'local-backend.sqlite'), redirectUri: `${publicUrl}/redirect`, devOutbox: opts.devOutbox === true }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const info = await new Promise<BackendInfo>((resolve, reject) => {
    backend.once('message', (m) => resolve(m as BackendInfo));
    backend.once('exit', (code) => reject(new Error(`The local backend stopped (exit ${code})`)));
  });

  const bffEnv: Record<string, string> = {
    NODE_ENV: 'development',
    LOG_LEVEL: opts.logLevel ?? 'warn',
    // Every worker must verify what another signed (the sign-in cookie): one secret for all.
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    ...opts.env,
    HOST: host,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    API_URL: info.apiUrl,
    SSO_URL: info.ssoUrl,
    SSO_CLIENT_ID,
    REGISTRY_FILE: opts.registryFile ?? path.join(repoRoot, 'infra', 'registry', 'local.json'),
  };
  const stopAnswering = answerWorkers();
  // The BFF's own Node flags, as its container starts it (shell/server/src/nodeFlags.ts).
  cluster.setupPrimary({ exec: __filename, execArgv: [...execArgv, ...BFF_NODE_FLAGS] });
  let stopping = false;
  const ready = new Set<Worker>();
  const forkWorker = (): Worker => {
    const worker = cluster.fork({ ...process.env, ...bffEnv, MV_STACK_ROLE: 'bff' });
    worker.once('listening', () => ready.add(worker));
    worker.once('exit', () => ready.delete(worker));
    return worker;
  };
  const listening = Array.from({ length: workers }, () => {
    const worker = forkWorker();
    return new Promise<void>((resolve, reject) => {
      worker.once('listening', () => resolve());
      worker.once('exit', (code) => reject(new Error(`A BFF worker stopped while starting (exit ${code})`)));
    });
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`BFF worker ${worker.process.pid} stopped (${signal ?? code}): starting another`);
    forkWorker();
  });
  const close = async () => {
    stopping = true;
    await Promise.all(
      Object.values(cluster.workers ?? {}).map(
        (w) =>
          new Promise<void>((resolve) => {
            if (!w || w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await stopChild(backend);
    stopAnswering();
  };
  try {
    await Promise.all(listening);
  } catch (error) {
    await close();
    throw error;
  }
  const stats = () =>
    Promise.all(
      [...ready].map(
        (w) =>
          new Promise<WorkerStats | null>((resolve) => {
            // A worker that does not answer within a second (stopping) is left out.
            const timer = setTimeout(() => done(null), 1000);
            const onMessage = (m: { type?: string; stats?: WorkerStats }) => {
              if (m?.type === STATS && m.stats) done(m.stats);
            };
            const done = (stats: WorkerStats | null) => {
              clearTimeout(timer);
              w.off('message', onMessage);
              resolve(stats);
            };
            w.on('message', onMessage);
            if (!w.send({ type: STATS })) done(null);
          }),
      ),
    ).then((all) => all.filter((s): s is WorkerStats => s !== null));
  return { url: publicUrl, apiUrl: info.apiUrl, ssoUrl: info.ssoUrl, workers, stats, close };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function runBackend(): Promise<void> {
  const { startLocalBackend } = await import('../local-backend/src/index');
  const o = JSON.parse(process.env.MV_BACKEND_OPTIONS ?? '{}') as { dbFile: string; redirectUri: string; devOutbox?: boolean };
  const backend = await startLocalBackend({
    contentPort: 0,
    ssoPort: 0,
    dbFile: o.dbFile,
    clients: [{ clientId: SSO_CLIENT_ID, name: 'MyValue Web', redirectUris: [o.redirectUri] }],
    devOutbox: o.devOutbox === true,
  });
  process.send?.({ apiUrl: backend.apiUrl, ssoUrl: backend.ssoUrl } satisfies BackendInfo);
  const stop = () => void backend.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', () => undefined); // the primary stops us
  process.once('disconnect', stop);
}

async function runWorker(): Promise<void> {
  const { buildServer, loadConfig } = await import('shell/server');
  const config = loadConfig(process.env);
  const app = await buildServer(config);
  await app.listen({ host: config.host, port: config.port });
  process.on('message', (m: { type?: string }) => {
    if (m?.type !== STATS) return;
    const stats: WorkerStats = { pid: process.pid, cache: app.pageCache?.stats() ?? null, memory: process.memoryUsage() };
    process.send?.({ type: STATS, stats });
  });
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', () => undefined); // the primary stops us
}

if (process.env.MV_STACK_ROLE === 'backend') {
  runBackend().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (process.env.MV_STACK_ROLE === 'bff' && cluster.isWorker) {
  runWorker().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
