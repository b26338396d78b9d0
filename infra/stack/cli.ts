// npm start / npm run build / npm run dev.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../local-backend/src/index';
import { APPS } from './apps';
import { buildApps, runRspack } from './build';
import { startStack } from './stack';

async function start() {
  await buildApps();
  const port = Number(process.env.PORT ?? 3000);
  const stack = await startStack({ port, logLevel: process.env.LOG_LEVEL ?? 'warn' });
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
  // Watch builds of all four apps (development mode) and the stack serving them.
  for (const app of APPS) void runRspack(app, ['build', '--watch', '--mode', 'development']);
  await new Promise((r) => setTimeout(r, 4000));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'cli.ts'), 'serve'], {
    stdio: 'inherit',
    env: process.env,
  });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}

async function main() {
  const [command = 'start', ...rest] = process.argv.slice(2);
  switch (command) {
    case 'start':
      return start();
    case 'serve':
      // Start without building (used by dev, whose watchers build).
      process.env.MV_SKIP_BUILD = '1';
      return startStack({ port: Number(process.env.PORT ?? 3000) }).then((s) => {
        console.log(`MyValue (dev) berjalan di ${s.url}`);
        process.on('SIGTERM', () => void s.close().then(() => process.exit(0)));
        process.on('SIGINT', () => void s.close().then(() => process.exit(0)));
      });
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
