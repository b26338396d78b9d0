// The one way upstream, as a plugin: every call the BFF makes to the Content API or the SSO
// goes through upstreamFetch (fetch.ts: undici on a keep-alive pool, its time-out and the
// upstream's circuit breaker).
// - `client`: the allow-listed calls of a page's data, the browser's (proxy/) and the server
//   renderer's (siteCall);
// - `renderCall`: the server renderer's calls, with the answers that are the same for
//   everyone shared in front (sharedAnswers.ts; never a member's own answer);
// - `json`: the BFF's own calls outside that allow-list (the session's token endpoints,
//   the sitemap's lists), answered as status and parsed JSON.
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import { createUpstreamClient, type UpstreamClient } from './client';
import { nameUpstreams, upstreamJson, type UpstreamInit, type UpstreamJson } from './fetch';
import { NO_GRANTS, type UpstreamGrants } from './policy';
import { siteServices, type UpstreamService } from './services';
import { sharedAnswersFor, withSharedAnswers } from './sharedAnswers';
import type { SiteCaller } from 'shared-contracts/server';

export interface Upstream {
  services: UpstreamService[];
  client: UpstreamClient;
  /** The server renderer's calls of site paths: the client's, behind the shared answers. */
  renderCall(publicUrl: string): SiteCaller;
  /** A JSON call with the configured time-out (UPSTREAM_TIMEOUT_MS). */
  json<T>(url: string, init?: UpstreamInit): Promise<UpstreamJson<T>>;
  timeoutMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream;
  }
}

export interface UpstreamPluginOptions {
  config: Pick<BffConfig, 'apiUrl' | 'ssoUrl' | 'upstreamTimeoutMs' | 'pageCache'>;
}

/**
 * `grants`: the live remote versions' declared calls (the releases plugin's, registered
 * after this one: asked per call, so a promotion or rollback changes them without a restart).
 */
export function createUpstream(config: UpstreamPluginOptions['config'], grants: () => UpstreamGrants = () => NO_GRANTS): Upstream {
  const services = siteServices(config);
  nameUpstreams({ [config.apiUrl]: 'content', [config.ssoUrl]: 'sso' });
  const client = createUpstreamClient(services, config.upstreamTimeoutMs, grants);
  // Its freshness and its off switch are the anonymous page cache's (PAGE_CACHE_*).
  const shared = sharedAnswersFor(config.pageCache);
  return {
    services,
    client,
    renderCall: (publicUrl) => {
      const direct = client.siteCall(publicUrl);
      return shared ? withSharedAnswers(direct, client, shared, publicUrl, grants) : direct;
    },
    json: (url, init = {}) => upstreamJson(url, init, config.upstreamTimeoutMs),
    timeoutMs: config.upstreamTimeoutMs,
  };
}

export default fp<UpstreamPluginOptions>(
  async (app, { config }) => {
    // The releases plugin decorates the root after this one; until it has, nothing is declared.
    app.decorate('upstream', createUpstream(config, () => (app.hasDecorator('releases') ? app.releases.grants() : NO_GRANTS)));
  },
  { name: 'upstream' },
);
