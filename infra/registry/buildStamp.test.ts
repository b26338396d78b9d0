// A remote reports the contract it was built against: every build (browser and server)
// compiles in its checkout's CONTRACT_VERSION as __MV_CONTRACT_VERSION__, which the
// remote's './app' reads (its shared-contracts import is the shell's copy at run time).
import path from 'node:path';
import { CONTRACT_VERSION } from 'shared-contracts/core';
import { createAppConfig } from '../../rspack.base.config';

// The bundler's modules are ESM only (jest loads CommonJS): stand-ins that keep what they were given.
jest.mock('@rspack/core', () => {
  class Kept {
    constructor(public readonly options: unknown) {}
  }
  class DefinePlugin extends Kept {}
  return { rspack: { DefinePlugin, optimize: { LimitChunkCountPlugin: Kept } } };
});
jest.mock('@module-federation/enhanced/rspack', () => ({ ModuleFederationPlugin: class {} }));

function definitions(server: boolean): Record<string, unknown> {
  const config = createAppConfig({
    name: 'catalog',
    mode: 'production',
    dir: path.join(__dirname, '..', '..', 'mf-catalog'),
    outDir: '/tmp/never-written',
    exposes: { './app': './src/app.tsx' },
    publicPath: 'auto',
    version: '1.2.0',
    server,
  });
  const define = (config.plugins ?? []).find((p) => p?.constructor?.name === 'DefinePlugin') as { options: Record<string, unknown> } | undefined;
  if (!define) throw new Error('no DefinePlugin in the build');
  return define.options;
}

describe("a remote's build stamp", () => {
  it.each([
    ['browser', false],
    ['server', true],
  ])('the %s build compiles in the contract version of its checkout and its release version', (_name, server) => {
    expect(definitions(server)).toMatchObject({
      __MV_CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION),
      __MV_REMOTE_VERSION__: JSON.stringify('1.2.0'),
    });
  });
});
