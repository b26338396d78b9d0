// The release system inside the BFF, as a plugin: where remote versions are stored (the
// artefact store: a folder or S3), which version of each remote is live (the registry: a
// file or Redis, with development overrides), the shell build being served, and the canary
// (each visitor's versions, health per version, the automatic abort). Its routes
// (/remotes.json, /builds/latest, /health) are in routes.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PrefixOwnership, RemoteName, RemotesDocument, RouteTable } from 'shared-contracts/core';
import { prefixesOf, readShellBuildInfo } from 'shared-contracts/server';
import type { UpstreamGrants } from '../upstream/policy';
import type { BffConfig } from '../config';
import { LocalArtefactStore, type ArtefactStore } from './artefacts';
import { S3ArtefactStore, s3Client } from './artefactsS3';
import { inClusterWorker } from '../cluster/ipc';
import { MemoryHealthCounts, type HealthCounts } from './canary/health';
import { PrimaryHealthCounts } from './canary/primaryCounts';
import { healthKeyPrefix, RedisHealthCounts } from './canary/healthRedis';
import { createCanary, type Canary } from './canary/service';
import { applyOverrides, createRegistrySource, ensureRegistry, initialRegistryDocument, localInitialVersions, withOverrides, type RegistrySource } from './registry';
import { createLiveDeclarations } from './declarations';
import { createRedisRegistrySource } from './registryRedis';

/** What the composition root may pass instead of the configured stores (tests, tools). */
export interface ReleaseDeps {
  store?: ArtefactStore & { packageVersion?(r: string): string };
  registry?: RegistrySource;
  /** Canary health counts; default: shared in Redis with the Redis registry, else in memory. */
  health?: HealthCounts;
}

export interface Releases {
  store: ArtefactStore;
  /** The live registry, development overrides applied. */
  registry: RegistrySource;
  /** The shell build the BFF serves: its id, and the contract version it provides (null: not stamped). */
  shell: { buildId: string; contractVersion: string | null };
  /** The remotes as this visitor runs them: boot data, /remotes.json, /builds/latest and the server render agree. */
  remotesFor(req: FastifyRequest, reply: FastifyReply): RemotesDocument;
  /** Every origin a visitor's remotes may load from (the stable versions and any canary), the site's own left out. */
  remoteOrigins(): string[];
  /** Which remote owns which top-level paths (the registry's, else DEFAULT_PREFIXES). */
  prefixes(): PrefixOwnership;
  /**
   * The routes of these versions (a visitor's remotesFor): the shell's own and each version's
   * declared pages under its prefixes. Built once per set of versions, kept.
   */
  routesFor(remotes: RemotesDocument): RouteTable;
  /** The upstream calls the live versions (stable and canary) declare, held to the BFF's policy. */
  grants(): UpstreamGrants;
}

declare module 'fastify' {
  interface FastifyInstance {
    releases: Releases;
    /** Canary releases: visitors' versions, health counts, the automatic abort. */
    canary: Canary;
  }
}

export interface ReleasesPluginOptions extends ReleaseDeps {
  config: BffConfig;
}

/** The shell build the BFF serves (dev when the build carries no stamp). */
function readShellBuild(shellDist: string): Releases['shell'] {
  const info = readShellBuildInfo(shellDist);
  return { buildId: info?.buildId ?? 'dev', contractVersion: info?.contractVersion ?? null };
}

/** The registry of the configuration: the file (created when absent), or Redis (many BFFs). */
async function registrySourceFor(config: BffConfig, store: ArtefactStore, app: FastifyInstance): Promise<RegistrySource> {
  const local = store instanceof LocalArtefactStore ? store : null;
  if (config.registryStore.kind === 'redis') {
    const source = await createRedisRegistrySource(config.registryStore.url, config.registryStore.key, {
      initial: local ? () => initialRegistryDocument(config.environment, local) : undefined,
      adopt: local ? localInitialVersions(local) : undefined,
      onError: (error) => app.log.warn({ err: error }, 'Registry in Redis unreachable: serving the last document'),
    });
    app.addHook('onClose', () => source.close());
    return source;
  }
  if (local) await ensureRegistry(config.registryFile, config.environment, local);
  return createRegistrySource(config.registryFile);
}

/**
 * Canary health counts, one store for every process that decides: every BFF's in Redis
 * beside a shared registry; in npm start's cluster on the file registry, the primary's;
 * this process's when it runs alone.
 */
function healthCountsFor(config: BffConfig, app: FastifyInstance): HealthCounts {
  const opts = { visitorsPerNetwork: config.canary.visitorsPerNetwork };
  const counts =
    config.registryStore.kind === 'redis'
      ? new RedisHealthCounts(config.registryStore.url, healthKeyPrefix(config.registryStore.key), {
          onError: (error) => app.log.warn({ err: error }, 'Canary health counts in Redis unreachable'),
          ...opts,
        })
      : inClusterWorker()
        ? new PrimaryHealthCounts(opts)
        : new MemoryHealthCounts(opts);
  app.addHook('onClose', () => counts.close());
  return counts;
}

/** Versions and live manifests of S3 in memory (page assets read them per request), and the old /remotes/… URLs led to the objects. */
async function useS3(app: FastifyInstance, s3: S3ArtefactStore, registry: RegistrySource): Promise<void> {
  const refresh = () => s3.refresh(registry.remotesDocument().remotes).catch((error: unknown) => app.log.warn({ err: error }, 'Object store unreachable'));
  await refresh();
  const timer = setInterval(() => void refresh(), 5000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  // The site's own /remotes/… URLs (older registry entries) lead to the immutable objects.
  app.get<{ Params: { remote: string; version: string; '*': string } }>('/remotes/:remote/:version/*', async (req, reply) => {
    const { remote, version } = req.params;
    const file = req.params['*'];
    if (!/^[a-z]+$/.test(remote) || !/^[\w.-]+$/.test(version) || file.split('/').includes('..') || /^server\//.test(file)) {
      return reply.code(404).send({ message: 'Not Found' });
    }
    return reply.header('cache-control', 'public, max-age=31536000, immutable').redirect(s3.objectUrl(remote, version, file), 301);
  });
}

export default fp<ReleasesPluginOptions>(
  async (app, { config, ...deps }) => {
    const s3 = !deps.store && config.artefactStore.kind === 's3' ? new S3ArtefactStore(s3Client(config.artefactStore), config.artefactStore) : null;
    const store = deps.store ?? s3 ?? new LocalArtefactStore();
    const registry = withOverrides(deps.registry ?? (await registrySourceFor(config, store, app)), config.remoteOverrides);
    if (s3) await useS3(app, s3, registry);
    // Canary releases: each visitor's versions (a bucket cookie), health per version, automatic abort.
    const canary = createCanary(app, registry, deps.health ?? healthCountsFor(config, app), {
      ...config.canary,
      secureCookies: config.secureCookies,
      cookieSecret: config.cookieSecret,
    });
    const siteOrigin = new URL(config.publicUrl).origin;
    const declarations = createLiveDeclarations(store, (message) => app.log.warn(message));
    const prefixes = () => prefixesOf(registry.read());
    app.decorate('canary', canary);
    app.decorate<Releases>('releases', {
      store,
      registry,
      shell: readShellBuild(config.shellDist),
      remotesFor: (req, reply) => applyOverrides(canary.remotesFor(req, reply), config.remoteOverrides),
      remoteOrigins: () => {
        const doc = registry.read();
        return [
          ...registry.remotesDocument().remotes.map((r) => r.entry),
          ...Object.values(doc.remotes).flatMap((r) => (r.canary ? [r.canary.entry] : [])),
        ]
          .map((entry) => new URL(entry, config.publicUrl).origin)
          .filter((o) => o !== siteOrigin);
      },
      prefixes,
      routesFor: (remotes) => declarations.tableFor(remotes.remotes, prefixes()),
      grants: () => {
        const doc = registry.read();
        const canaries = Object.entries(doc.remotes).flatMap(([name, r]) => (r.canary ? [{ name: name as RemoteName, version: r.canary.version }] : []));
        return declarations.grantsFor([...registry.remotesDocument().remotes, ...canaries]);
      },
    });
  },
  { name: 'releases', dependencies: ['@fastify/cookie'] },
);
