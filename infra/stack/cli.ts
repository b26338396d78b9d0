// npm start / npm run build / npm run dev.
import { DEMO_ACCOUNTS } from '../local-backend/src/index';
import { APPS } from './apps';
import { buildApps, runRspack } from './build';
import { startStack } from './stack';

/** BFF settings a developer may pass to npm start (the rest the stack decides). */
function passThroughEnv(): Record<string, string> {
  const keys = ['REMOTE_OVERRIDES', 'SENTRY_DSN', 'PRODUCTION_HOST', 'APP_DOWNLOAD_URL', 'MV_ENV', 'COOKIE_SECRET'];
  return Object.fromEntries(keys.flatMap((k) => (process.env[k] ? [[k, process.env[k] as string]] : [])));
}

async function start(opts: { build: boolean; env?: Record<string, string> } = { build: true }) {
  if (opts.build) await buildApps();
  const port = Number(process.env.PORT ?? 3000);
  const stack = await startStack({
    port,
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    env: { ...passThroughEnv(), ...opts.env },
  });
  console.log(`\nMyValue berjalan di ${stack.url}`);
  console.log(`  Content API (lokal): ${stack.apiUrl}`);
  console.log(`  SSO (lokal):         ${stack.ssoUrl}`);
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
  await start({ build: false, env: { REMOTE_OVERRIDES: 'catalog=dev,events=dev,account=dev' } });
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
