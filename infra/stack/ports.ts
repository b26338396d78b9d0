// A free TCP port on loopback (the BFF's port must be known before the SSO registers its redirect URI).
import net from 'node:net';

export async function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const address = srv.address();
      const p = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(p));
    });
  });
}
