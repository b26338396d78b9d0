// Raw HTTP for tests: the path goes on the wire exactly as written. fetch, URL and
// light-my-request all normalise it first (%2e%2e becomes '..' and is resolved), which
// is precisely what an attacker's client does not do.
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(
  base: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  // Framed by its length whatever the method (Node would send a DELETE's body unframed).
  const headers = opts.body === undefined ? opts.headers : { ...opts.headers, 'content-length': String(Buffer.byteLength(opts.body)) };
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a server that closes a connection after a bad request
    // must not fail the next request that would have reused it.
    const req = request({ host: hostname, port, method: opts.method ?? 'GET', path: opts.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
