// What a remote's release declares about itself (docs/architecture.md §3, §6): its pages and
// the upstream calls its code makes. A remote writes it once in its src/release.ts; its build
// validates it with these schemas and stamps it into mf-manifest.json (metaData.release), so
// the declaration is immutable with the version and travels with promote, canary and
// rollback. The BFF reads the live versions' declarations when the registry changes; the
// promote gate holds the upstream calls to the BFF's policy.
import type { RouteDecl } from './routes';

export const UPSTREAM_SERVICES = ['content', 'sso'] as const;
export type UpstreamServiceName = (typeof UPSTREAM_SERVICES)[number];
export const UPSTREAM_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * One upstream call a remote's code makes: the service (Content API at /api, SSO at /sso),
 * the method and the upstream path as a pattern of literal segments and ':params'
 * ('/v1/promo-picks/:slug'); a param is one segment, never a '/'. Its schema
 * (UpstreamUseSchema) is in shared-contracts/server: the build and the BFF validate, pages
 * never download zod for it.
 */
export interface UpstreamUse {
  service: UpstreamServiceName;
  method: (typeof UPSTREAM_METHODS)[number];
  path: string;
  /**
   * A Content API GET whose answer is the same for everyone (not the asking member's own):
   * the BFF may answer every server render's call from one shared answer, asked upstream
   * without credentials (shell/server/src/upstream/sharedAnswers.ts).
   */
  shared?: boolean;
}

/** What a remote's src/release.ts declares. */
export interface ReleaseDeclaration {
  routes: readonly RouteDecl[];
  upstream?: readonly UpstreamUse[];
}
/** The same, as the schema hands it over (upstream defaulted). */
export interface ParsedReleaseDeclaration {
  routes: RouteDecl[];
  upstream: UpstreamUse[];
}

/** The regular expression of an upstream path pattern: each ':param' is one segment. */
export function upstreamPathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}
