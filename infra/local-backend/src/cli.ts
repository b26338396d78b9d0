// tsx infra/local-backend/src/cli.ts reset [--db FILE] | serve [--db FILE] [--content-port N] [--sso-port N]
import path from 'node:path';
import { resetDatabase } from './db';
import { DEFAULT_CONTENT_PORT, DEFAULT_SSO_PORT, DEMO_ACCOUNTS, startLocalBackend } from './index';
import { devOutboxFromEnv, OUTBOX_PAGE_PATH } from './sso/outboxDev';

const REPO_ROOT = path.resolve(__dirname, '../../..');
export const DEFAULT_DB_FILE = path.join(REPO_ROOT, '.data', 'local-backend.sqlite');

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const dbFile = path.resolve(option(args, '--db') ?? DEFAULT_DB_FILE);
  if (command === 'reset') {
    resetDatabase(dbFile);
    console.log(`Seed restored in ${dbFile}`);
    return;
  }
  if (command === 'serve') {
    const backend = await startLocalBackend({
      dbFile,
      contentPort: Number(option(args, '--content-port') ?? DEFAULT_CONTENT_PORT),
      ssoPort: Number(option(args, '--sso-port') ?? DEFAULT_SSO_PORT),
      clients: [{ clientId: 'myvalue-web', name: 'MyValue Web', redirectUris: ['http://localhost:3000/redirect'] }],
      logger: args.includes('--log'),
      faults: args.includes('--faults'),
      devOutbox: devOutboxFromEnv(),
    });
    console.log(`Content API  ${backend.apiUrl}\nSSO          ${backend.ssoUrl}\nDatabase     ${dbFile}\nDemo accounts:`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email} / ${a.password}  (${a.description})`);
    if (devOutboxFromEnv()) console.log(`Outbox       ${backend.ssoUrl}${OUTBOX_PAGE_PATH} (messages are printed here too)`);
    if (backend.faultToken) console.log(`Fault switch on: send x-fault-token: ${backend.faultToken}`);
    const stop = () => void backend.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }
  console.error('usage: cli.ts reset [--db FILE] | serve [--db FILE] [--content-port N] [--sso-port N] [--log] [--faults]');
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
