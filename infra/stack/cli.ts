// npm start / npm run build / npm run dev.
import { DEMO_ACCOUNTS } from '../local-backend/src/index';
import { devOutboxFromEnv, OUTBOX_PAGE_PATH } from '../local-backend/src/sso/outboxDev';
import { APPS } from './apps';
import { buildApps, runRspack } from './build';
import os from 'node:os';
import { startClusteredStack } from './cluster';
import { assertPortFree, STACK_HOST } from './ports';
import { startStack } from './stack';

/** BFF settings a developer may pass to npm start (the rest the stack decides). */
function passThroughEnv(): Record<string, string> {
  const keys = [
    'REMOTE_OVERRIDES', 'SENTRY_DSN', 'PRODUCTION_HOST', 'GTM_ID', 'APP_DOWNLOAD_URL', 'MV_ENV', 'COOKIE_SECRET',
    'PAGE_CACHE_MAX_MB', 'PAGE_CACHE_FRESH_S', 'PAGE_CACHE_STALE_S', 'SSR_PAGE_BUDGET_MS', 'SSR_MAX_CONCURRENT',
  ];
  return Object.fromEntries(keys.flatMap((k) => (process.env[k] ? [[k, process.env[k] as string]] : [])));
}

/** BFF workers for npm start: MV_WORKERS, default one per core; 1 runs everything in one process. */
function workerCount(): number {
  const n = Number(process.env.MV_WORKERS ?? os.availableParallelism());
  return Number.isInteger(n) && n >= 1 ? n : os.availableParallelism();
}

async function start(opts: { build: boolean; env?: Record<string, string>; workers?: number } = { build: true }) {
  const port = Number(process.env.PORT ?? 3000);
  // Before building or starting anything: a taken port is said once, plainly.
  await assertPortFree(STACK_HOST, port);
  if (opts.build) await buildApps();
  const workers = opts.workers ?? workerCount();
  // Trying sign-up or 'Lupa kata sandi' by hand needs the codes the SSO would send.
  const devOutbox = devOutboxFromEnv();
  const settings = { port, logLevel: process.env.LOG_LEVEL ?? 'warn', env: { ...passThroughEnv(), ...opts.env }, devOutbox };
  // One BFF worker per core and the local backend in its own process; or all in this one.
  const stack = workers > 1 ? await startClusteredStack({ ...settings, workers }) : await startStack(settings);
  console.log(`\nMyValue berjalan di ${stack.url}${workers > 1 ? ` (${workers} proses BFF)` : ''}`);
  console.log(`  Content API (lokal): ${stack.apiUrl}`);
  console.log(`  SSO (lokal):         ${stack.ssoUrl}`);
  if (devOutbox) console.log(`  Kode & tautan SSO:   ${stack.ssoUrl}${OUTBOX_PAGE_PATH} (juga dicetak di sini)`);
  console.log('  Akun demo:');
  for (const a of DEMO_ACCOUNTS) console.log(`    ${a.email} / ${a.password} — ${a.description}`);
  console.log('Tekan Ctrl-C untuk berhenti.\n');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function dev() {
  // Watch builds of all four apps (development mode: remotes to dist/dev, served uncached)
  // and the stack serving them.
  for (const app of APPS) void runRspack(app, ['build', '--watch', '--mode', 'development']);
  await new Promise((r) => setTimeout(r, 8000));
  await start({ build: false, env: { REMOTE_OVERRIDES: 'catalog=dev,events=dev,account=dev' }, workers: 1 });
}

async function main() {
  const [command = 'start', ...rest] = process.argv.slice(2);
  switch (command) {
    case 'start':
      return start();
    case 'build':
      return buildApps({ force: !rest.includes('--if-stale') });
    case 'dev':
      return dev();
    default:
      console.error(`Unknown command: ${command}. Use start, build or dev.`);
      process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
