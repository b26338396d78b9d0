// The body of the worker thread that checks and cleans one uploaded photo (photoDecoder.ts):
// inflating a PNG's pixels is synchronous work that, on the main thread, stopped every other
// request of the SSO (issue 42). Here it runs under the thread's memory limits.
import { parentPort, workerData } from 'node:worker_threads';
import { cleanPhoto } from './photo';

const input = workerData as Uint8Array;
const clean = cleanPhoto(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
parentPort?.postMessage(clean ? { mime: clean.mime, bytes: new Uint8Array(clean.bytes) } : null);
