// ESLint over every workspace (`npm run lint`, part of `npm test`): the recommended
// JavaScript and TypeScript rules (syntax only: no type-aware rules, so it stays fast),
// React's hook rules, and the import boundaries of docs/architecture.md §2:
// - a remote imports only shared-contracts, shared-kit and itself: never another remote or the shell;
// - the shell's browser code (shell/src) imports no remote source (remotes arrive through
//   Module Federation at run time; the benchmark's monolith wiring lives in infra/bench);
// - the shell's server (shell/server) and its browser code meet only through shared-contracts;
// - shared-contracts imports nothing of ours (its tests may use shared-kit's test kit): the
//   contract never depends on the kit, so a kit change never needs a contract release;
// - shared-kit imports only shared-contracts and itself (no app), and reaches the router,
//   store and mount API through shared-contracts (the singleton), never their packages;
// - features do not import app wiring (the app composes features, not the other way round);
// - a remote's feature does not import another feature of its app: what two features share
//   lives in the app's shared folders (api/ for the API slices, common/ for the rest,
//   testing/ for its test kit), and shared code imports no feature (the shell's features
//   are the parts of one page frame, the header holding the session's logout dialog and the
//   footer's help anchor: they may use each other);
// - the shell's pages are kept apart the same way (shell/src/pages/<page>): what two pages
//   use is in shell/src/api (API slices) or shell/src/common; the page table composes them;
// - the shell's shared code (shell/src/common, shell/src/api) imports only shared-contracts and itself;
// - infra may import anything, nothing imports infra; the shell's server only through its
//   package entries (shell/server, shell/releases, shell/server/testing).
// And one case for the names of code files: camelCase, PascalCase for React components
// (check-file/filename-naming-convention).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { tsImport } from 'tsx/esm/api';

/** The remotes' names, from the one list (shared-contracts/src/remotes.ts). */
const { REMOTE_NAMES: REMOTES } = await tsImport('./shared-contracts/src/remotes.ts', import.meta.url);
/** A remote's folders of shared code: its API slices, what several features use, its test kit. */
const SHARED_FOLDERS = ['api', 'common', 'testing'];

/**
 * Element types, by folder (a file belongs to the deepest folder listed). Root files of an
 * app's src (its entry and root components) are its wiring.
 */
const elements = [
  { type: 'shared-contracts', pattern: 'shared-contracts/src', partialMatch: false },
  { type: 'shared-kit', pattern: 'shared-kit/src', partialMatch: false },
  { type: 'shell-app', pattern: ['shell/src/app', 'shell/src/ssr'], partialMatch: false },
  { type: 'shell-feature', pattern: ['shell/src/features', 'shell/src/layouts'], partialMatch: false },
  // The shell's shared code: its API slices and what several pages or features use.
  { type: 'shell-common', pattern: ['shell/src/common', 'shell/src/api'], partialMatch: false },
  { type: 'shell-page', pattern: 'shell/src/pages/*', capture: ['page'], partialMatch: false },
  { type: 'shell-app', pattern: 'shell/src', partialMatch: false },
  { type: 'shell-server', pattern: 'shell/server', partialMatch: false },
  ...REMOTES.flatMap((r) => [
    { type: `${r}-shared`, pattern: SHARED_FOLDERS.map((f) => `mf-${r}/src/${f}`), partialMatch: false },
    { type: `${r}-feature`, pattern: `mf-${r}/src/features/*`, capture: ['feature'], partialMatch: false },
    { type: `${r}-app`, pattern: `mf-${r}/src`, partialMatch: false },
  ]),
  { type: 'infra', pattern: 'infra', partialMatch: false },
  // Build and test configuration of each workspace (rspack, jest).
  { type: 'build-config', pattern: ['shared-contracts', 'shared-kit', 'shell', ...REMOTES.map((r) => `mf-${r}`)], partialMatch: false },
];

/** Files with a role of their own inside an element. */
const files = [
  { category: 'test', pattern: '**/*.{test,spec}.{ts,tsx}' },
  { category: 'test', pattern: '**/testing/**' },
  // The shell's services context: the port through which features reach the shell (track, login, config).
  { category: 'shell-context', pattern: 'shell/src/app/ShellContext.tsx' },
  // The page's inline start script: a feature may mark what it answers before the scripts
  // run (Popover's early disclosure), by the names the script exports.
  { category: 'start-script', pattern: 'shell/src/start/firstScreenStart.ts' },
];

/**
 * A code file's name before its first dot: camelCase or PascalCase, never kebab-case or
 * snake_case. The plugin's CAMEL_CASE and PASCAL_CASE patterns, joined (a rule takes one
 * pattern per glob, and both cases live side by side: `renderer.tsx`, `App.tsx`).
 */
const CAMEL_OR_PASCAL_CASE = '@(+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))|*([A-Z]*([a-z0-9])))';

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const shellBrowser = ['shell-app', 'shell-feature', 'shell-page', 'shell-common'];
/** What every app may import besides itself: the contract and the kit. */
const SHARED = ['shared-contracts', 'shared-kit'];

const policies = [
  { from: { element: { type: 'shared-contracts' } }, allow: to('shared-contracts') },
  // The contract's tests render and stub with the one test kit (shared-kit/testing).
  { from: { element: { type: 'shared-contracts' }, file: { categories: 'test' } }, allow: to('shared-kit') },
  { from: { element: { type: 'shared-kit' } }, allow: to(...SHARED) },
  { from: { element: { type: 'shell-common' } }, allow: to(...SHARED, 'shell-common') },
  { from: { element: { type: 'shell-feature' } }, allow: to(...SHARED, 'shell-feature', 'shell-common') },
  { from: { element: { type: 'shell-feature' } }, allow: { to: { element: { type: 'shell-app' }, file: { categories: 'shell-context' } } } },
  { from: { element: { type: 'shell-feature' } }, allow: { to: { element: { type: 'shell-app' }, file: { categories: 'start-script' } } } },
  // A feature's tests may drive the shell's routes around it.
  { from: { element: { type: 'shell-feature' }, file: { categories: 'test' } }, allow: to('shell-app') },
  // A page imports its own folder and the shell's shared code, never another page's.
  {
    from: { element: { type: 'shell-page' } },
    allow: [to(...SHARED, 'shell-app', 'shell-feature', 'shell-common'), { to: { element: { type: 'shell-page', captured: { page: '{{ from.element.captured.page }}' } } } }],
  },
  { from: { element: { type: 'shell-app' } }, allow: to(...SHARED, ...shellBrowser) },
  { from: { element: { type: 'shell-server' } }, allow: to(...SHARED, 'shell-server') },
  ...REMOTES.flatMap((r) => [
    { from: { element: { type: `${r}-shared` } }, allow: to(...SHARED, `${r}-shared`) },
    // A feature imports its own folder and the app's shared code, never another feature's.
    { from: { element: { type: `${r}-feature` } }, allow: [to(...SHARED, `${r}-shared`), { to: { element: { type: `${r}-feature`, captured: { feature: '{{ from.element.captured.feature }}' } } } }] },
    // Tests (a feature's, the shared kits') may drive the remote's exposed modules.
    { from: { element: { types: { anyOf: [`${r}-feature`, `${r}-shared`] } }, file: { categories: 'test' } }, allow: to(`${r}-app`) },
    { from: { element: { type: `${r}-app` } }, allow: to(...SHARED, `${r}-shared`, `${r}-feature`, `${r}-app`) },
  ]),
  // Infra and the build configuration may import anything of ours.
  { from: { element: { types: { anyOf: ['infra', 'build-config'] } } }, allow: [{ to: { element: { type: '*' } } }, { to: { module: { origin: 'local' } } }] },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/dist-*/', '.data/', 'infra/bench/results/', 'test-results/', 'playwright-report/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A leading underscore marks what is unused on purpose (a required parameter, a
      // property left out of a rest object).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Middle extensions are roles, not names: `*.test.ts`, `*.spec.ts`, `*.config.ts`,
    // `*.server.ts`, `*.d.ts` are checked on the part before the first dot.
    files: ['**/*.{ts,tsx,mts,cjs,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mts,cjs,mjs}': CAMEL_OR_PASCAL_CASE }, { ignoreMiddleExtensions: true }],
    },
  },
  // CommonJS files (jest environments) require by nature.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Playwright fixtures take their dependencies as a destructured first parameter, `{}` when none.
  { files: ['infra/e2e/**'], rules: { 'no-empty-pattern': 'off' } },
  {
    // React code only (Playwright's fixture `use` is no hook).
    files: ['shared-contracts/src/**/*.{ts,tsx}', 'shared-kit/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A remote's links and hooks must read the context of the router and store the shell
    // provides: they come from shared-contracts (the one shared copy), never from a
    // package the remote would bundle for itself. Types are fine. Test kits wrap pages
    // in their own MemoryRouter and store. The same holds for shared-kit: a remote that
    // bundles its own copy of the kit must still render into the shell's router and store.
    files: ['mf-*/src/**/*.{ts,tsx}', 'shared-kit/src/**/*.{ts,tsx}'],
    ignores: ['mf-*/src/testing/**', 'mf-*/src/**/*.test.{ts,tsx}', 'shared-kit/src/testing/**', 'shared-kit/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react', 'single-spa', 'single-spa-react'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Remotes take router, store and parcel APIs from shared-contracts (the shell provides the one instance).',
          })).concat([
            {
              // Not the shared singleton: a value import bundles the remote's own copy of the
              // contract's core (and react-router) into its pages (the JS budget).
              name: 'shared-contracts/core',
              allowTypeImports: true,
              message: 'Take values from shared-contracts (the shared copy); shared-contracts/core is for types here.',
            },
            {
              // Not the shared module: the kit's formatters come with 'shared-kit' (shared by range).
              name: 'shared-kit/format',
              allowTypeImports: true,
              message: "Take values from shared-kit (the shared copy); shared-kit/format is for servers and scripts.",
            },
          ]),
        },
      ],
    },
  },
  {
    // The shell's server is reached from other workspaces through its package entries only
    // (shell/package.json "exports"): shell/server (the BFF), shell/releases (the release
    // system, infra/registry's one entry), shell/server/testing (its test kits).
    files: ['infra/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/shell/server/src/**', '**/shell/server/src'], message: 'Import the BFF through shell/server, shell/releases or shell/server/testing.' }] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/elements': elements,
      'boundaries/files': files,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkUnknownLocals: true, policies }],
    },
  },
);
