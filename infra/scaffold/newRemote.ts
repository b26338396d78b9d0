// `npm run new-remote -- <name> </prefix>`: a working remote that serves one page
// (docs/development.md "Adding a remote"). Writes the workspace mf-<name> (build configs,
// the parcel, its page table and release declaration with one page at the prefix, the
// server prefetch, a test of the page) and adds the remote to the one list
// (shared-contracts/src/remotes.ts). Refuses a name or prefix that is taken.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prefixRefusals } from 'shared-contracts/server';
import { REMOTES, type RemoteName } from '../../shared-contracts/src/remotes';

export class ScaffoldRefusal extends Error {}

/** 'rewards' → 'Rewards' (component names). */
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The files of mf-<name>, by path inside the workspace. */
export function remoteFiles(name: string, prefix: string, title: string): Record<string, string> {
  const Name = pascal(name);
  const PAGES = `${name.toUpperCase()}_PAGES`;
  const RELEASE = `${name.toUpperCase()}_RELEASE`;
  const events = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'mf-events', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return {
    'package.json': `${JSON.stringify(
      {
        name: `mf-${name}`,
        version: '1.0.0',
        private: true,
        scripts: { typecheck: 'tsc -p tsconfig.json --noEmit', build: 'rspack build --mode production', dev: 'rspack build --watch --mode development' },
        dependencies: events.dependencies,
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { noEmit: true }, include: ['**/*.ts', '**/*.tsx', '../shared-contracts/src/assets.d.ts'], exclude: ['node_modules', 'dist'] }, null, 2)}\n`,
    'jest.config.mjs': `import { jestProject } from '../jest.preset.mjs';\n\nexport default jestProject({ displayName: 'mf-${name}', dir: import.meta.dirname });\n`,
    'rspack.config.ts': `// The ${name} remote: the browser build (rspack.base.config.ts remoteConfig).
import { remoteConfig } from '../rspack.base.config';
// Its pages and upstream calls, stamped into this version's mf-manifest.json (metaData.release).
import { ${RELEASE} } from './src/release';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig({ name: '${name}', dir: __dirname, release: ${RELEASE}, exposes: { './app': './src/app.tsx' } }, argv);
`,
    'rspack.server.config.ts': `// The ${name} remote: the Node build for server rendering (rspack.base.config.ts remoteConfig).
import { remoteConfig } from '../rspack.base.config';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  remoteConfig({ name: '${name}', dir: __dirname, exposes: { './app': './src/app.tsx', './ssr': './src/ssr/prefetch.ts' }, server: true }, argv);
`,
    'src/app.tsx': `// The ${name} remote's exposed './app': single-spa-react lifecycles around its root.
import { CONTRACT_VERSION, defineRemoteApp, preloadPage } from 'shared-contracts';
import { ${Name}Root } from './${Name}Root';
import { ${PAGES} } from './pages';

// Compiled in by the build (rspack.base.config.ts): the release version and the contract
// this remote was built against; under jest the checkout's contract stands in.
declare const __MV_REMOTE_VERSION__: string | undefined;
declare const __MV_CONTRACT_VERSION__: string | undefined;

const app = defineRemoteApp('${name}', ${Name}Root, {
  version: typeof __MV_REMOTE_VERSION__ === 'string' ? __MV_REMOTE_VERSION__ : undefined,
  contractVersion: typeof __MV_CONTRACT_VERSION__ === 'string' ? __MV_CONTRACT_VERSION__ : CONTRACT_VERSION,
}, { preload: (pathname) => preloadPage(${PAGES}, pathname) });
export const { bootstrap, mount, unmount, update, Root, contractVersion } = app;
export default app;
`,
    [`src/${Name}Root.tsx`]: `import { PageRoutes } from 'shared-contracts';
import { ${PAGES} } from './pages';

/** The ${name} team's routes (its page table), rendered inside the shell's history. */
export function ${Name}Root() {
  return <PageRoutes pages={${PAGES}} />;
}
`,
    'src/release.ts': `// What a ${name} release declares (docs/architecture.md §3): its pages and the upstream
// calls its code makes beyond the BFF's own allow-list. Plain data, stamped into
// mf-manifest.json by the build: it ships, goes live and rolls back with this version.
// Type-only: a value import of shared-contracts/core would bundle the contract's core again.
import type { ReleaseDeclaration } from 'shared-contracts/core';

export const ${RELEASE} = {
  routes: [{ path: '${prefix}', layout: 'default', title: ${JSON.stringify(title)} }],
  upstream: [],
} as const satisfies ReleaseDeclaration;
`,
    'src/pages.ts': `// The ${name} team's pages: one table that its routes (${Name}Root) and its server prefetch
// (ssr/prefetch.ts) both read; each row is a route declared in release.ts (withRoutes).
import { definePage, lazyPage, type PageDef, withRoutes } from 'shared-contracts';
import { ${RELEASE} } from './release';

const HomePage = lazyPage(() => import(/* webpackChunkName: "page-${prefix.slice(1)}" */ './features/home/HomePage').then((m) => m.HomePage));

export const ${PAGES}: readonly PageDef[] = withRoutes(${RELEASE}.routes, [definePage({ path: '${prefix}', component: HomePage })]);
`,
    'src/features/home/HomePage.tsx': `// ${prefix}: the ${name} team's first page.
import { PageHeading } from 'shared-kit';

export function HomePage() {
  return (
    <>
      <PageHeading>${title}</PageHeading>
      <p>Halaman ini segera hadir.</p>
    </>
  );
}
`,
    'src/features/home/HomePage.test.tsx': `import { screen } from '@testing-library/react';
import { renderRemote } from 'shared-kit/testing';
import { ${PAGES} } from '../../pages';
import { HomePage } from './HomePage';

describe('${prefix}', () => {
  it('shows its heading, and its row gives the document title', async () => {
    renderRemote(<HomePage />, { url: '${prefix}', route: '${prefix}', pages: ${PAGES} });
    expect(await screen.findByRole('heading', { level: 1, name: ${JSON.stringify(title)} })).toBeInTheDocument();
  });
});
`,
    'src/ssr/prefetch.ts': `// The ${name} remote's server-rendering prefetch (exposed as './ssr' by the server build only).
import { createPrefetch } from 'shared-contracts';
import { ${PAGES} } from '../pages';

export const prefetch = createPrefetch(${PAGES});
`,
  };
}

/** Why `name` and `prefix` cannot be a new remote (empty: they can). */
export function refusals(name: string, prefix: string, root: string): string[] {
  const out: string[] = [];
  if (!/^[a-z][a-z0-9]{1,19}$/.test(name)) out.push(`"${name}" is not a remote name (lower-case letters and digits, 2–20, starting with a letter).`);
  if (REMOTES.some((r) => r.name === name)) out.push(`${name} is already a remote.`);
  if (existsSync(path.join(root, `mf-${name}`))) out.push(`mf-${name} already exists.`);
  // The registry's own rule for giving a remote a path, against the list's default ownership.
  out.push(...prefixRefusals({}, name as RemoteName, [prefix]));
  return out;
}

/** The one list with `name` added (owning `prefix`), as remotes.ts's source. */
export function withRemote(source: string, name: string, prefix: string): string {
  const end = source.indexOf('] as const;');
  if (end < 0) throw new Error('remotes.ts: the REMOTES list was not found');
  return `${source.slice(0, end)}  { name: '${name}', prefixes: ['${prefix}'] },\n${source.slice(end)}`;
}

/** Writes mf-<name> under `root` and adds it to the list; returns the files written. */
export function scaffoldRemote(root: string, name: string, prefix: string, title = pascal(name)): string[] {
  const refused = refusals(name, prefix, root);
  if (refused.length > 0) throw new ScaffoldRefusal(refused.join(' '));
  const dir = path.join(root, `mf-${name}`);
  const written: string[] = [];
  for (const [file, content] of Object.entries(remoteFiles(name, prefix, title))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
    written.push(path.join(`mf-${name}`, file));
  }
  const list = path.join(root, 'shared-contracts', 'src', 'remotes.ts');
  writeFileSync(list, withRemote(readFileSync(list, 'utf8'), name, prefix));
  written.push(path.relative(root, list));
  return written;
}
