// Loopback ports for the stack: a free one (the BFF's port must be known before the SSO
// registers its redirect URI), and the check that the chosen one is free before anything starts.
import net from 'node:net';

/** Where the stack listens unless told otherwise: loopback only. */
export const STACK_HOST = '127.0.0.1';

/** Listens on `port` at `host` (0: any free one) and lets it go again; resolves with the port. */
function listenOnce(host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(port, host, () => {
      const address = srv.address();
      const p = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(p));
    });
  });
}

export function freePort(host: string): Promise<number> {
  return listenOnce(host, 0);
}

/** What `npm start` says when its port is taken (a second `npm start`, most often). */
export function portTakenMessage(port: number): string {
  return `Port ${port} sudah dipakai proses lain (mungkin MyValue masih berjalan). Hentikan proses itu, atau jalankan dengan port lain: PORT=${port + 1} npm start`;
}

/**
 * Resolves when `port` can be listened on at `host`; rejects with portTakenMessage when it
 * is taken. Without it the BFF workers each failed on EADDRINUSE with a stack trace, after
 * the local backend had started.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  await listenOnce(host, port).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? new Error(portTakenMessage(port)) : error;
  });
}
