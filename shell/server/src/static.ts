// Static files: the shell's hashed build, its public folder, and every remote version.
// Hashed and versioned files are immutable; br/gzip siblings are served when accepted.
// The shell's service worker and the web app manifest at the site's root.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH, WEB_APP_MANIFEST_TYPE, webAppManifest } from 'shared-contracts/core';
import type { ArtefactStore } from './releases/artefacts';

const YEAR = 31_536_000;

const isSourceMap = (pathName: string) => /\.map(\.(br|gz))?$/i.test(pathName);
/** A path without the precompressed copy's suffix: what a file is judged by. */
const withoutEncoding = (pathName: string) => pathName.replace(/\.(br|gz)$/i, '');

/** The service worker's file in the shell build (served at SERVICE_WORKER_PATH only). */
const SERVICE_WORKER_FILE = 'sw.js';
/** Files of the shell build without a content hash in their name: revalidated, never immutable. */
const UNHASHED_SHELL_FILES = new Set(['offline.html']);

export async function registerStatic(app: FastifyInstance, shellDist: string, store: ArtefactStore): Promise<void> {
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/_shell/',
    preCompressed: true,
    index: false,
    // The document template, build info, the Node renderer and the source maps (kept on disk
    // for error reporting) are the BFF's, not the browser's.
    // Judged by the name without .br/.gz: the build writes precompressed copies beside
    // these files too, and asked for by name they were served (issue 42).
    allowedPath: (pathName) => {
      const bare = withoutEncoding(pathName);
      return (
        !bare.endsWith('document.html') &&
        !bare.endsWith('build-info.json') &&
        !bare.endsWith('first-paint.json') &&
        !/^\/?server\//.test(bare) &&
      // Under /_shell/ its scope would be /_shell/ only: it is served at the root.
        !/^\/?sw\.js/.test(bare) &&
        !isSourceMap(bare)
      );
    },
    cacheControl: false,
    setHeaders: (res, filePath) =>
      res.header('cache-control', UNHASHED_SHELL_FILES.has(path.basename(filePath)) ? 'no-cache' : `public, max-age=${YEAR}, immutable`),
  });
  // The service worker at the root, so its scope is the whole site. Revalidated on every
  // check (the browser also compares it byte for byte): a new shell build's worker, with its
  // new start-up files, is installed on the visitor's next navigation.
  // An unchanged worker answers 304 (its ETag is its content's hash): the check is cheap.
  app.get(SERVICE_WORKER_PATH, async (req, reply) => {
    const source = await readFile(path.join(shellDist, SERVICE_WORKER_FILE)).catch(() => null);
    if (!source) return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not Found' });
    const etag = `"${createHash('sha256').update(source).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(source);
  });
  const manifest = JSON.stringify(webAppManifest());
  app.get(WEB_APP_MANIFEST_PATH, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type(WEB_APP_MANIFEST_TYPE).send(manifest),
  );
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
