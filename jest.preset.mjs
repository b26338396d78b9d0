// Shared jest settings: SWC transform for TS/TSX, CSS Modules as identity maps.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

export function jestProject({ displayName, dir, environment = 'jsdom', extra = {} }) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(root, 'infra/jest/jsdomEnv.cjs') : environment,
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/', '/bench/results/'],
    // Jest's 5 s is a busy 2-core machine's normal for a test that renders the shell and
    // clicks (InstallOffer.test ran out at 5 s in a loaded full run, 3 Dec); a hang still
    // fails, at 15 s.
    testTimeout: 15_000,
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(jose|bwip-js)/)'],
    moduleNameMapper: {
      // bwip-js's CommonJS build has no per-symbology exports; its ES module (what the apps
      // bundle) has them, so tests run the same code.
      '^bwip-js/browser$': path.join(root, 'node_modules/bwip-js/dist/bwip-js.mjs'),
      '\\.module\\.css$': path.join(root, 'infra/jest/cssModule.cjs'),
      '\\.css$': path.join(root, 'infra/jest/empty.cjs'),
      '\\.(svg|png|jpe?g|webp)$': path.join(root, 'infra/jest/file.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(root, 'infra/jest/setupDom.ts')] : [],
    ...extra,
  };
}
