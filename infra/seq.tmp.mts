import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startClusteredStack } from './stack/cluster';
import { cookieHeader, launchBrowser, signInCookies } from './bench/browser';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-seq-'));
const stack = await startClusteredStack({ port: 0, workers: 1, dataDir, registryFile: path.join(dataDir, 'registry.json'), logLevel: 'error', env: { SSR_RENDERS_PER_CLIENT_PER_MINUTE: '100000' } });
try {
  const browser = await launchBrowser();
  const cookie = await signInCookies(browser, stack.url).then(cookieHeader).finally(() => browser.close());
  for (const route of process.argv.slice(2)) {
    for (let i = 0; i < 300; i++) { const r = await fetch(stack.url + route, { headers: { cookie } }); await r.arrayBuffer(); }
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) { const r = await fetch(stack.url + route, { headers: { cookie } }); await r.arrayBuffer(); }
    console.log(route, 'sequential ms/req', ((performance.now() - t0) / 200).toFixed(2));
  }
} finally { await stack.close(); }
process.exit(0);
