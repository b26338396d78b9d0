// Every GET the other routes leave is a page: the document, 404 for paths no page owns.
import type { FastifyPluginAsync } from 'fastify';

const pageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/*', (req, reply) => app.page.render(req, reply));
};

export default pageRoutes;
