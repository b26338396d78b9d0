// Static files: the shell's hashed build, its public folder, and every remote version.
// Hashed and versioned files are immutable; br/gzip siblings are served when accepted.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from 'shared-contracts/core';
import type { ArtefactStore } from './artefacts';

const YEAR = 31_536_000;

const isSourceMap = (pathName: string) => /\.map(\.(br|gz))?$/i.test(pathName);

export async function registerStatic(app: FastifyInstance, shellDist: string, store: ArtefactStore): Promise<void> {
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/_shell/',
    preCompressed: true,
    index: false,
    // The document template, build info, the Node renderer and the source maps (kept on disk
    // for error reporting) are the BFF's, not the browser's.
    allowedPath: (pathName) =>
      !pathName.endsWith('document.html') &&
      !pathName.endsWith('build-info.json') &&
      !pathName.endsWith('first-paint.json') &&
      !/^\/?server\//.test(pathName) &&
      !isSourceMap(pathName),
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', `public, max-age=${YEAR}, immutable`),
  });
  await app.register(fastifyStatic, {
    root: path.join(shellDist, '..', 'public'),
    prefix: '/static/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=3600'),
  });
  for (const remote of REMOTE_NAMES) {
    const root = store.localRoot(remote);
    if (!root) continue;
    // Every file sits in an immutable version folder: /remotes/<name>/<version>/<file>.
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote}/`,
      // <version>/server/ holds the remote's Node build for server rendering: not for browsers;
      // nor are source maps.
      allowedPath: (pathName) => !/^\/?[^/]+\/server\//.test(pathName) && !isSourceMap(pathName),
      decorateReply: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // dist/dev holds the development watcher's output: it changes in place.
        const dev = filePath.startsWith(path.join(root, 'dev') + path.sep);
        res.header('cache-control', dev ? 'no-cache' : `public, max-age=${YEAR}, immutable`);
        res.header('access-control-allow-origin', '*');
      },
    });
  }
}
