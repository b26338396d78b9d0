// The one way upstream, as a plugin: every call the BFF makes to the Content API or the SSO
// goes through upstreamFetch (fetch.ts: its time-out and the upstream's circuit breaker).
// - `client`: the allow-listed calls of a page's data, the browser's (proxy/) and the server
//   renderer's (siteFetch);
// - `json`: the BFF's own calls outside that allow-list (the session's token endpoints,
//   the sitemap's lists), answered as status and parsed JSON.
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import { createUpstreamClient, type UpstreamClient } from './client';
import { upstreamJson, type UpstreamJson } from './fetch';
import { siteServices, type UpstreamService } from './services';

export interface Upstream {
  services: UpstreamService[];
  client: UpstreamClient;
  /** A JSON call with the configured time-out (UPSTREAM_TIMEOUT_MS). */
  json<T>(url: string, init?: RequestInit): Promise<UpstreamJson<T>>;
  timeoutMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream;
  }
}

export interface UpstreamPluginOptions {
  config: Pick<BffConfig, 'apiUrl' | 'ssoUrl' | 'upstreamTimeoutMs'>;
}

export function createUpstream(config: UpstreamPluginOptions['config']): Upstream {
  const services = siteServices(config);
  return {
    services,
    client: createUpstreamClient(services, config.upstreamTimeoutMs),
    json: (url, init = {}) => upstreamJson(url, init, config.upstreamTimeoutMs),
    timeoutMs: config.upstreamTimeoutMs,
  };
}

export default fp<UpstreamPluginOptions>(
  async (app, { config }) => {
    app.decorate('upstream', createUpstream(config));
  },
  { name: 'upstream' },
);
