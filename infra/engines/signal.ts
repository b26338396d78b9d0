// The phone's signal, for engines without an offline switch (Firefox over BiDi, WebKit over
// WebDriver): a plain HTTP proxy on loopback that every request of the browser goes
// through. cut() drops every open connection and every new one, as a lost signal does
// (the browser sees a network error, not an answer); restore() lets requests through
// again. It also notes each request (method and URL), so a test can count fetches of one
// file as the engine really made them (its cache and preloads included).
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Signal {
  port: number;
  /** Every request the browser sent while the signal was up: 'GET http://…'. */
  readonly requests: string[];
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Hop-by-hop headers: about one connection, not passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

export async function startSignal(): Promise<Signal> {
  let up = true;
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const upstream = new http.Agent({ keepAlive: true });

  const server = http.createServer((req, res) => {
    if (!up || !req.url?.startsWith('http://')) {
      req.socket.destroy();
      return;
    }
    requests.push(`${req.method} ${req.url}`);
    const target = new URL(req.url);
    const forward = http.request(
      { agent: upstream, host: target.hostname, port: target.port, path: target.pathname + target.search, method: req.method, headers: endToEnd(req.headers) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  // No tunnels: the site is plain HTTP here, and nothing else may leave the machine.
  server.on('connect', (_req, socket: Socket) => socket.destroy());
  server.on('connection', (socket: Socket) => {
    if (!up) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    requests,
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    async close() {
      up = false;
      for (const socket of sockets) socket.destroy();
      upstream.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
