// The backend-for-frontend: the HTML document, static files, the registry, health.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { matchRoute, pageTitle, STRINGS, type BootData, type SessionState } from 'shared-contracts/core';
import { LocalArtefactStore, type ArtefactStore } from './artefacts';
import type { BffConfig } from './config';
import { loadDocumentTemplate } from './document';
import { createRegistrySource, ensureRegistry, type RegistrySource } from './registry';
import { registerStatic } from './static';

export interface BffDeps {
  store?: ArtefactStore & { packageVersion?(r: string): string };
  registry?: RegistrySource;
}

function readBuildId(shellDist: string): string {
  const file = path.join(shellDist, 'build-info.json');
  if (!existsSync(file)) return 'dev';
  return (JSON.parse(readFileSync(file, 'utf8')) as { buildId: string }).buildId;
}

export async function buildServer(config: BffConfig, deps: BffDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
  });
  const store = deps.store ?? new LocalArtefactStore();
  if (!deps.registry && store instanceof LocalArtefactStore) ensureRegistry(config.registryFile, config.environment, store);
  const registry = deps.registry ?? createRegistrySource(config.registryFile);
  const template = loadDocumentTemplate(config.shellDist);
  const buildId = readBuildId(config.shellDist);
  const remoteOrigins = () =>
    registry
      .remotesDocument()
      .remotes.map((r) => new URL(r.entry, config.publicUrl).origin)
      .filter((o) => o !== new URL(config.publicUrl).origin);

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyHelmet, {
    // Scripts only from the site and the registered remote origins (ARCHITECTURE.md §5).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, _res) => remoteOrigins().join(' ') || "'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', config.apiPublicUrl, config.storageBaseUrl, config.ssoPublicUrl],
        connectSrc: ["'self'", (_req, _res) => remoteOrigins().join(' ') || "'self'"],
        formAction: ["'self'", config.ssoPublicUrl],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: config.secureCookies,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await registerStatic(app, config.shellDist, store);

  app.get('/health', async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    const doc = registry.remotesDocument();
    return {
      status: 'ok',
      shell: { buildId },
      environment: doc.environment,
      remotes: Object.fromEntries(doc.remotes.map((r) => [r.name, r.version])),
    };
  });

  app.get('/remotes.json', async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return registry.remotesDocument();
  });

  app.get('/builds/latest', async (_req, reply) => {
    reply.header('cache-control', 'no-store, max-age=0');
    const doc = registry.remotesDocument();
    return { buildId, remotes: Object.fromEntries(doc.remotes.map((r) => [r.name, r.version])) };
  });

  const anonymous: SessionState = { status: 'anonymous', user: null, expiresAt: null };

  const renderPage = (req: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(req.url, config.publicUrl);
    const match = matchRoute(url.pathname);
    const status = match ? 200 : 404;
    const boot: BootData = {
      buildId,
      registry: registry.remotesDocument(),
      config: {
        publicUrl: config.publicUrl,
        apiBase: '/api',
        ssoBase: '/sso',
        ssoPublicUrl: config.ssoPublicUrl,
        apiPublicUrl: config.apiPublicUrl,
        storageBase: config.storageBaseUrl,
        appDownloadUrl: config.appDownloadUrl,
        productionHost: config.productionHost,
        environment: config.env,
        sentryDsn: config.sentryDsn,
      },
      session: anonymous,
      status,
    };
    const html = template.render({
      title: pageTitle(match ? match.route.title : STRINGS.notFoundTitle),
      description: STRINGS.siteDescription,
      canonical: `${config.publicUrl}${url.pathname}`,
      boot,
    });
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  // Every other GET is a page: the document, with status 404 for paths no route owns.
  app.get('/*', renderPage);
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: 'Not Found' }));

  return app;
}
