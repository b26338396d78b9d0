// What a remote's release declares about itself (docs/architecture.md §3, §6): its pages and
// the upstream calls its code makes. A remote writes it once in its src/release.ts; its build
// validates it with these schemas and stamps it into mf-manifest.json (metaData.release), so
// the declaration is immutable with the version and travels with promote, canary and
// rollback. The BFF reads the live versions' declarations when the registry changes; the
// promote gate holds the upstream calls to the BFF's policy.
import { z } from 'zod';
import { RouteDeclSchema } from './routes';

export const UPSTREAM_SERVICES = ['content', 'sso'] as const;
export type UpstreamServiceName = (typeof UPSTREAM_SERVICES)[number];
export const UPSTREAM_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * One upstream call a remote's code makes: the service (Content API at /api, SSO at /sso),
 * the method and the upstream path as a pattern of literal segments and ':params'
 * ('/v1/promo-picks/:slug'); a param is one segment, never a '/'.
 */
export const UpstreamUseSchema = z.object({
  service: z.enum(UPSTREAM_SERVICES),
  method: z.enum(UPSTREAM_METHODS),
  path: z.string().regex(/^(?:\/(?::[a-zA-Z]\w*|[a-z0-9][a-z0-9_-]*))+$/, 'an upstream path of literal segments and :params'),
  /**
   * A Content API GET whose answer is the same for everyone (not the asking member's own):
   * the BFF may answer every server render's call from one shared answer, asked upstream
   * without credentials (shell/server/src/upstream/sharedAnswers.ts).
   */
  shared: z.boolean().optional(),
});
export type UpstreamUse = z.infer<typeof UpstreamUseSchema>;

export const ReleaseDeclarationSchema = z.object({
  routes: z.array(RouteDeclSchema).max(200),
  upstream: z.array(UpstreamUseSchema).max(400).default([]),
});
export type ReleaseDeclaration = z.input<typeof ReleaseDeclarationSchema>;
export type ParsedReleaseDeclaration = z.output<typeof ReleaseDeclarationSchema>;

/** Typed identity for a remote's src/release.ts (the build validates it with the schema). */
export function declareRelease<const D extends ReleaseDeclaration>(declaration: D): D {
  return declaration;
}

/** The regular expression of an upstream path pattern: each ':param' is one segment. */
export function upstreamPathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The declaration in a version's mf-manifest.json, or why there is none usable. A manifest
 * without one (a build before declarations existed) declares nothing: no page, no call.
 */
export function releaseOfManifest(manifest: unknown): { ok: true; release: ParsedReleaseDeclaration } | { ok: false; reason: string } {
  const meta = (manifest as { metaData?: { release?: unknown } } | null)?.metaData;
  if (!meta || meta.release === undefined) return { ok: false, reason: 'the manifest declares no release (metaData.release)' };
  const parsed = ReleaseDeclarationSchema.safeParse(meta.release);
  if (!parsed.success) return { ok: false, reason: `metaData.release: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}` };
  return { ok: true, release: parsed.data };
}
