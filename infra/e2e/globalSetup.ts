// Starts the whole stack once for the suite on a free port, with a fresh database and
// registry in a temp folder; stops it after the suite.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApps } from '../stack/build';
import { startStack } from '../stack/stack';
import { SUITE_RENDER_BUDGETS } from './renderBudgets';

export default async function globalSetup() {
  await buildApps({ log: () => undefined });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-e2e-'));
  const stack = await startStack({
    port: 0,
    dataDir,
    registryFile: path.join(dataDir, 'registry.json'),
    logLevel: 'error',
    // One configured redirect (announcementHistory.spec.ts: the BFF answers it before any page).
    // Every browser of the suite is one client address: the per-client share of server renders is lifted.
    env: {
      ...SUITE_RENDER_BUDGETS,
      REDIRECTS: JSON.stringify({ '/promo-lama': { to: 'https://www.myvalue.id/promo', status: 302 } }),
      SSR_RENDERS_PER_CLIENT_PER_MINUTE: '100000',
    },
    // Started for tests: the fault switch exists (security.spec.ts proves the BFF cannot reach it).
    faults: true,
    // Every test's browser is 127.0.0.1: one "client" for the SSO's per-client limits of
    // codes and "is it registered?" answers. The per-account limits stay as they are.
    clientLimitFactor: 100,
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_SSO_URL = stack.ssoUrl;
  process.env.E2E_REGISTRY_FILE = stack.registryFile;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_FAULT_TOKEN = stack.backend.faultToken ?? '';
  return async () => {
    await stack.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
