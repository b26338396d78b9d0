// The browser's calls to the upstream services (/api/* → Content API, /sso/* → SSO) as a
// plugin: the upstream client's allow-list, time-out and breakers (the root's `upstream`),
// with the member's token from the session cookie (the root's `sessions`).
import type { FastifyPluginAsync } from 'fastify';
import { registerProxy } from './proxy';

const proxy: FastifyPluginAsync = async (app) => {
  registerProxy(app, app.upstream.services, app.upstream.client, app.sessions);
};

export default proxy;
