// The two ways the server renderer turns React into HTML: a remote's island as a whole
// string (every Suspense boundary resolved), and the shell's page as a stream.
import { Writable } from 'node:stream';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import type { RendererOptions, RenderResult } from 'shared-contracts/server';

/**
 * A finished Suspense boundary stays in place however large. React otherwise sends a
 * boundary over progressiveChunkSize (12.8 kB) as its fallback, with the content after it
 * revealed by script: with JavaScript off, or before it runs, the page shows its loading
 * state ('Memuat…' where a member's vouchers with their QR codes should be).
 */
const IN_PLACE: Pick<RenderToPipeableStreamOptions, 'progressiveChunkSize'> = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/** A remote's root on its own, as the browser's parcel root will hydrate it. */
export function renderIsland(element: React.ReactElement, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        html += chunk.toString('utf8');
        cb();
      },
      final(cb) {
        resolve(html);
        cb();
      },
    });
    const stream = renderToPipeableStream(element, {
      ...IN_PLACE,
      nonce,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (e) => {
        reject(e);
      },
    });
  });
}

/** The shell's page, streamed from its shell (the islands are already strings inside it). */
export function startStream(
  app: React.ReactElement,
  nonce: string,
  log: NonNullable<RendererOptions['log']>,
): Promise<{ pipe: RenderResult['pipe']; abort: () => void }> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      ...IN_PLACE,
      nonce,
      onShellReady: () =>
        resolve({
          pipe: (destination, done) => {
            destination.on('finish', () => done());
            destination.on('error', (e) => done(e));
            stream.pipe(destination);
          },
          abort: () => stream.abort(),
        }),
      onShellError: reject,
      onError: (error) => log('error', 'Server render error', error),
    });
  });
}
