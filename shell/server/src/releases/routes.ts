// The release system's answers: which remotes this visitor runs (/remotes.json), the
// builds a open tab compares itself with (/builds/latest), /health, which is both the
// JSON probe for machines and the site's (empty) Health page for browsers, and release
// health: the browsers' failure beacon and the operators' view (canary/service.ts).
// Registered after the edge guards, so a refused body is answered as the site answers.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LatestBuilds } from 'shared-contracts/server';

export interface ReleaseRoutesOptions {
  /** How a browser's GET /health is answered: the page pipeline's document. */
  renderPage(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

const releaseRoutes: FastifyPluginAsync<ReleaseRoutesOptions> = async (app, { renderPage }) => {
  const { releases } = app;
  app.canary.registerRoutes(app);

  app.get('/remotes.json', async (req, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    return releases.remotesFor(req, reply);
  });

  app.get('/builds/latest', async (req, reply) => {
    reply.header('cache-control', 'no-store, max-age=0');
    const doc = releases.remotesFor(req, reply);
    const latest: LatestBuilds = { ...releases.shell, remotes: Object.fromEntries(doc.remotes.map((r) => [r.name, r.version])) };
    return latest;
  });

  app.get('/health', async (req, reply) => {
    if ((req.headers.accept ?? '').includes('text/html')) return renderPage(req, reply);
    reply.header('cache-control', 'no-cache');
    const doc = releases.registry.remotesDocument();
    return {
      status: 'ok',
      shell: { buildId: releases.shell.buildId },
      environment: doc.environment,
      remotes: Object.fromEntries(doc.remotes.map((r) => [r.name, r.version])),
    };
  });
};

export default releaseRoutes;
