// A Module Federation runtime plugin for the server renderer: manifests and server
// containers the BFF holds itself (its artefact store) are read from disk instead of
// fetched from the BFF's own HTTP port, which is not listening yet when it warms up.
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import type { LocalFile } from 'shared-contracts/server';

type ReadLocal = (url: string) => Promise<LocalFile | null>;

/** Runs a 'commonjs-module' container as Node would, and returns its exports. */
function evaluateContainer(file: LocalFile, nodeRequire: NodeJS.Require, globalName: string): unknown {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${file.source}\n})`, {
    filename: file.filename,
  }).runInThisContext() as (e: object, m: object, r: NodeJS.Require, d: string, f: string) => void;
  wrapper(module.exports, module, nodeRequire, file.filename.replace(/[/\\][^/\\]*$/, ''), file.filename);
  const exported = module.exports;
  return (globalName && exported[globalName]) || exported;
}

export function localArtefactsPlugin(readLocal: ReadLocal, nodeRequire: NodeJS.Require): ModuleFederationRuntimePlugin {
  return {
    name: 'mv-local-artefacts',
    async fetch(url: string, init: RequestInit) {
      const file = await readLocal(url);
      return file ? new Response(file.source, { status: 200, headers: { 'content-type': 'application/json' } }) : fetch(url, init);
    },
    async loadEntry({ remoteInfo }) {
      const file = await readLocal(remoteInfo.entry);
      if (!file) return undefined;
      return evaluateContainer(file, nodeRequire, remoteInfo.entryGlobalName) as never;
    },
  };
}
