/**
 * @jest-environment node
 */
// The BFF's static files (issue 42 item 5c): /_shell/first-paint.json was hidden, but its
// precompressed copies (.br, .gz) were served, and so were those of the other files the
// BFF keeps for itself (document template, build info, the Node renderer, source maps).
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerStatic } from './static';
import { fakeShellDist } from './testing/fakes';

let app: FastifyInstance;
beforeAll(async () => {
  const dist = fakeShellDist();
  const put = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), text);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  };
  put('first-paint.json', '{"entry":["main.abc123.js"]}');
  put('document.html', '<!doctype html><!--mv:head-->');
  put('build-info.json', '{"buildId":"rahasia"}');
  put('server/renderer.js', 'module.exports = {}');
  put('main.abc123.js.map', '{"version":3}');
  put('main.abc123.js', 'console.log(1);');
  app = Fastify();
  await registerStatic(app, dist, { versions: () => [], manifest: () => null, localRoot: () => null });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

it.each(['first-paint.json', 'document.html', 'build-info.json', 'server/renderer.js', 'main.abc123.js.map'])(
  'hides /_shell/%s and its .br and .gz copies, asked for by name or by encoding',
  async (file) => {
    for (const url of [`/_shell/${file}`, `/_shell/${file}.br`, `/_shell/${file}.gz`]) {
      for (const encoding of [undefined, 'br', 'gzip']) expect([url, encoding, (await get(url, encoding)).statusCode]).toEqual([url, encoding, 404]);
    }
  },
);

it('still serves the shell\u2019s own files, compressed when accepted', async () => {
  const plain = await get('/_shell/main.abc123.js');
  expect(plain.statusCode).toBe(200);
  const br = await get('/_shell/main.abc123.js', 'br');
  expect([br.statusCode, br.headers['content-encoding']]).toEqual([200, 'br']);
});
