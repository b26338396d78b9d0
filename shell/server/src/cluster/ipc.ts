// npm start runs the BFF as node:cluster workers under one primary (infra/stack/cluster.ts).
// What must be one for all of them (canary health counts and the beacon's rate limits on the
// file registry, the metrics every worker adds up) lives in the primary; a worker asks it
// over the cluster's IPC channel and waits for the answer. The primary answers with the
// handlers it was given (answerWorkers). Outside a cluster worker nothing here is used.
import cluster from 'node:cluster';

const ASK = 'mv:ask';
const ANSWER = 'mv:answer';

interface Ask {
  type: typeof ASK;
  id: number;
  op: string;
  payload: unknown;
}

interface Answer {
  type: typeof ANSWER;
  id: number;
  ok: boolean;
  value?: unknown;
  error?: string;
}

/** Whether this process is a cluster worker with a channel to its primary. */
export const inClusterWorker = (): boolean => cluster.isWorker && typeof process.send === 'function';

let next = 0;
const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void; timer: NodeJS.Timeout }>();
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  process.on('message', (m: Partial<Answer>) => {
    if (m?.type !== ANSWER || typeof m.id !== 'number') return;
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    clearTimeout(w.timer);
    if (m.ok) w.resolve(m.value);
    else w.reject(new Error(m.error ?? 'the primary refused'));
  });
}

/** Asks the primary's handler `op`; rejects when it fails or does not answer within `timeoutMs`. */
export function askPrimary<T>(op: string, payload: unknown, timeoutMs = 2000): Promise<T> {
  listen();
  const id = ++next;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`The cluster primary did not answer ${op} within ${timeoutMs} ms`));
    }, timeoutMs);
    // The channel must not keep a stopping worker alive.
    timer.unref();
    waiting.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
    const message: Ask = { type: ASK, id, op, payload };
    process.send!(message, undefined, undefined, (error: Error | null) => {
      if (!error) return;
      waiting.delete(id);
      clearTimeout(timer);
      reject(error);
    });
  });
}

export type PrimaryHandlers = Record<string, (payload: never) => Promise<unknown> | unknown>;

/** In the primary: answers every worker's asks with `handlers`; returns the function that stops listening. */
export function answerWorkers(handlers: PrimaryHandlers): () => void {
  const onMessage = (worker: { send(message: Answer): boolean; isConnected(): boolean }, m: Partial<Ask>) => {
    if (m?.type !== ASK || typeof m.id !== 'number' || typeof m.op !== 'string') return;
    const id = m.id;
    const handler = Object.hasOwn(handlers, m.op) ? handlers[m.op] : undefined;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id, ...answer });
    };
    if (!handler) return reply({ ok: false, error: `no handler for ${m.op}` });
    Promise.resolve()
      .then(() => handler(m.payload as never))
      .then(
        (value) => reply({ ok: true, value }),
        (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
  };
  cluster.on('message', onMessage);
  return () => cluster.off('message', onMessage);
}
