// Bundles the BFF (shell/server/src/main.ts) into shell/server/dist/main.cjs for the
// container image: our TypeScript (server and shared-contracts) compiled in, every npm
// dependency left external (installed with --omit=dev in the image).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');
const deps = (file) => Object.keys(JSON.parse(readFileSync(path.join(root, file), 'utf8')).dependencies ?? {});
const external = [...new Set([...deps('shell/package.json'), ...deps('shared-contracts/package.json')])]
  .filter((name) => name !== 'shared-contracts')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [path.join(root, 'shell/server/src/main.ts')],
  outfile: path.join(root, 'shell/server/dist/main.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external,
  logLevel: 'warning',
});
