// temp: sizes of a member page's parts
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startClusteredStack } from './stack/cluster';
import { cookieHeader, launchBrowser, signInCookies } from './bench/browser';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-sz-'));
const stack = await startClusteredStack({ port: 0, workers: 1, dataDir, registryFile: path.join(dataDir, 'registry.json'), logLevel: 'error' });
try {
  const browser = await launchBrowser();
  const cookie = await signInCookies(browser, stack.url).then(cookieHeader).finally(() => browser.close());
  for (const route of process.argv.slice(2)) {
    const html = await (await fetch(stack.url + route, { headers: { cookie } })).text();
    const state = html.match(/<script[^>]*id="__STATE__"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? html.match(/window\.__[A-Z_]+__\s*=\s*([\s\S]*?)<\/script>/)?.[1] ?? '';
    console.log(route, 'total', html.length, 'state', state.length);
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[0].slice(0, 80) + ' len=' + m[1].length);
    console.log(scripts.join('\n'));
    for (const m of html.matchAll(/data-island="([^"]+)"/g)) console.log('island', m[1]);
    (await import('node:fs')).writeFileSync('/tmp/page' + route.replace(/\//g, '_') + '.html', html);
  }
} finally { await stack.close(); }
process.exit(0);
