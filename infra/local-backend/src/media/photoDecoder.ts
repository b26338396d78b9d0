// Checking an uploaded photo without stopping the SSO (issue 42: four 130 kB PNG bombs
// inflating to 134 MB each froze it for about 15 s).
//
// 1. The header is read first and the photo refused by its decoded size (width × height ×
//    bytes per pixel) before anything is inflated: `MAX_DECODED_PHOTO_BYTES`.
// 2. What remains is inflated and walked in a worker thread with resource limits, so the
//    event loop keeps answering; a worker that runs out of memory or time is ended and the
//    photo refused. zlib's output buffers live outside the V8 heap the limits cover: what
//    bounds them is step 1 plus `maxOutputLength` in photo.ts.
// 3. At most `MAX_PARALLEL_DECODES` workers run at once; a few more uploads wait their turn
//    and the rest are refused as busy, so no number of members can pile up threads.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { MAX_DECODED_PHOTO_BYTES, decodedBytes, readPhotoHeader, type CleanPhoto, type PhotoMime } from './photo';

export const MAX_PARALLEL_DECODES = 2;
export const MAX_WAITING_DECODES = 8;
export const DECODE_TIMEOUT_MS = 10_000;

export type PhotoCheck =
  | { ok: true; photo: CleanPhoto }
  /** too-large: refused by its header; invalid: not a well-formed image; busy: too many uploads at once. */
  | { ok: false; reason: 'too-large' | 'invalid' | 'busy' };

// The stand-in runs from TypeScript sources (tsx in `npm start`, swc in jest, Playwright's
// loader in e2e); a worker starts bare, so it registers tsx before loading its body.
const WORKER_SOURCE = `require('tsx/cjs'); require(${JSON.stringify(path.join(__dirname, 'photoWorker.ts'))});`;

let running = 0;
const waiting: Array<() => void> = [];

async function turn(): Promise<boolean> {
  if (running < MAX_PARALLEL_DECODES) {
    running += 1;
    return true;
  }
  if (waiting.length >= MAX_WAITING_DECODES) return false;
  await new Promise<void>((resolve) => waiting.push(resolve));
  // The finishing decode handed its place over (`done`): running stays the same.
  return true;
}

function done(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

function decodeInWorker(bytes: Buffer): Promise<CleanPhoto | null> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: new Uint8Array(bytes),
      // The heap a walk of a 2 MB upload needs, with room; tsx's loader takes some of it.
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const finish = (result: CleanPhoto | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish(null), DECODE_TIMEOUT_MS);
    worker.once('message', (message: { mime: PhotoMime; bytes: Uint8Array } | null) =>
      finish(message ? { mime: message.mime, bytes: Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength) } : null),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any failure: not a photo we keep.
    worker.once('error', () => finish(null));
    worker.once('exit', () => finish(null));
  });
}

/** Checks and cleans an uploaded photo off the event loop, refusing by decoded size first. */
export async function checkPhoto(bytes: Buffer): Promise<PhotoCheck> {
  const header = readPhotoHeader(bytes);
  if (!header) return { ok: false, reason: 'invalid' };
  if (decodedBytes(header) > MAX_DECODED_PHOTO_BYTES) return { ok: false, reason: 'too-large' };
  if (!(await turn())) return { ok: false, reason: 'busy' };
  try {
    const photo = await decodeInWorker(bytes);
    return photo ? { ok: true, photo } : { ok: false, reason: 'invalid' };
  } finally {
    done();
  }
}
