// The whole site on one machine: the local backend (Content API + SSO stand-in on
// SQLite) and the BFF serving the shell and the remotes. npm start, the e2e suite and
// the benchmarks all start it through here.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, loadConfig } from 'shell/server';
import { startLocalBackend, type LocalBackend } from '../local-backend/src/index';
import { repoRoot } from './apps';
import { STACK_HOST, freePort } from './ports';

export interface StackOptions {
  /** BFF port; 0 picks a free one. */
  port: number;
  host?: string;
  /** Folder for the SQLite file and the registry (default <repo>/.data). */
  dataDir?: string;
  dbFile?: string;
  registryFile?: string;
  accessTokenTtlSeconds?: number;
  logLevel?: string;
  env?: Record<string, string>;
  /** The local backend's fault switch, for tests only (off unless true). */
  faults?: boolean;
  /** The SSO's per-client limits multiplied (tests: every browser is one loopback address). */
  clientLimitFactor?: number;
  /** The SSO stand-in prints and lists what it would send (development only; off unless true). */
  devOutbox?: boolean;
}

export interface Stack {
  url: string;
  apiUrl: string;
  ssoUrl: string;
  registryFile: string;
  backend: LocalBackend;
  bff: FastifyInstance;
  close(): Promise<void>;
}

export const SSO_CLIENT_ID = 'myvalue-web';

export async function startStack(opts: StackOptions): Promise<Stack> {
  const host = opts.host ?? STACK_HOST;
  const dataDir = opts.dataDir ?? path.join(repoRoot, '.data');
  const registryFile = opts.registryFile ?? path.join(repoRoot, 'infra', 'registry', 'local.json');
  // The BFF's port must be known before the SSO registers the redirect URI: pick it first.
  const port = opts.port === 0 ? await freePort(host) : opts.port;
  const publicUrl = `http://localhost:${port}`;
  const backend = await startLocalBackend({
    contentPort: 0,
    ssoPort: 0,
    dbFile: opts.dbFile ?? path.join(dataDir, 'local-backend.sqlite'),
    clients: [{ clientId: SSO_CLIENT_ID, name: 'MyValue Web', redirectUris: [`${publicUrl}/redirect`] }],
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds,
    faults: opts.faults === true,
    clientLimitFactor: opts.clientLimitFactor,
    devOutbox: opts.devOutbox === true,
  });
  try {
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: opts.logLevel ?? 'warn',
      ...opts.env,
      HOST: host,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      API_URL: backend.apiUrl,
      SSO_URL: backend.ssoUrl,
      SSO_CLIENT_ID: SSO_CLIENT_ID,
      REGISTRY_FILE: registryFile,
    });
    const bff = await buildServer(config);
    await bff.listen({ host, port });
    return {
      url: publicUrl,
      apiUrl: backend.apiUrl,
      ssoUrl: backend.ssoUrl,
      registryFile,
      backend,
      bff,
      async close() {
        await bff.close();
        await backend.close();
      },
    };
  } catch (error) {
    await backend.close();
    throw error;
  }
}
