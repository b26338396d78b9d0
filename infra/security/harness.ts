// The BFF in front of the real local backend, on loopback ports, for the security tests:
// the BFF serves the plain document (no server build needed), everything else is real.
import type { FastifyInstance } from 'fastify';
import { buildServer } from 'shell/server';
import { fakeRegistry, fakeStore, testConfig } from 'shell/server/testing';
import type { LocalBackend, LocalBackendOptions } from '../local-backend/src/index';
import { TEST_CLIENT, startTestBackend } from '../local-backend/src/testHelpers';

/** testConfig's PORT: the BFF's public origin, and the redirect URI TEST_CLIENT registers. */
export const SITE_ORIGIN = 'http://localhost:3999';

export interface Edge {
  backend: LocalBackend;
  bff: FastifyInstance;
  /** Where the BFF listens (its public origin stays SITE_ORIGIN). */
  base: string;
  close(): Promise<void>;
}

export async function startEdge(backendOptions: Partial<LocalBackendOptions> = {}): Promise<Edge> {
  const backend = await startTestBackend(backendOptions);
  // A loaded machine must not turn into 504s: the fuzz judges answers, not latency.
  const config = testConfig({ API_URL: backend.apiUrl, SSO_URL: backend.ssoUrl, SSO_CLIENT_ID: TEST_CLIENT.clientId, UPSTREAM_TIMEOUT_MS: '10000' });
  const bff = await buildServer(config, {
    registry: fakeRegistry,
    store: fakeStore,
  });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  const address = bff.server.address();
  return {
    backend,
    bff,
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await bff.close();
      await backend.close();
    },
  };
}

/** The BFF's token cookies for a pair of tokens the SSO issued. */
export function sessionCookies(tokens: { access_token: string; refresh_token: string; expires_in: number; refresh_expires_in: number }): string {
  const now = Math.floor(Date.now() / 1000);
  const value = (token: string, exp: number) => encodeURIComponent(JSON.stringify({ token, exp }));
  return `access-token=${value(tokens.access_token, now + tokens.expires_in)}; refresh-token=${value(tokens.refresh_token, now + tokens.refresh_expires_in)}`;
}
