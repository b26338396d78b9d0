// The schemas of what a remote's release declares (docs/architecture.md §3, §6): the build
// validates its src/release.ts with them and the BFF and the promote gate read a version's
// manifest with them. Server and build only: the browser's core (routes.ts, release.ts) keeps
// plain types, so no page downloads zod for them (first-load JS, issue 43).
import { z } from 'zod';
import { LAYOUT_NAMES, type RouteDecl } from '../routes';
import { UPSTREAM_METHODS, UPSTREAM_SERVICES, type ParsedReleaseDeclaration, type UpstreamUse } from '../release';

export const RouteDeclSchema = z.object({
  path: z.string().regex(/^\/(?:(?::[a-zA-Z]\w*|[a-z0-9][a-z0-9-]*)(?:\/(?::[a-zA-Z]\w*|[a-z0-9][a-z0-9-]*))*)?$/, 'a path of lower-case segments and :params'),
  layout: z.enum(LAYOUT_NAMES),
  title: z.string().min(1).max(120),
  requiresSession: z.boolean().optional(),
  query: z.array(z.string().regex(/^[a-z][a-z0-9_]{0,31}$/)).max(16).optional(),
});

/** A top-level path a remote owns: '/promo' owns '/promo' and everything under it. */
export const PrefixSchema = z.string().regex(/^\/[a-z0-9][a-z0-9-]*$/, 'one lower-case path segment, e.g. /promo');

export const UpstreamUseSchema = z.object({
  service: z.enum(UPSTREAM_SERVICES),
  method: z.enum(UPSTREAM_METHODS),
  path: z.string().regex(/^(?:\/(?::[a-zA-Z]\w*|[a-z0-9][a-z0-9_-]*))+$/, 'an upstream path of literal segments and :params'),
  shared: z.boolean().optional(),
});

export const ReleaseDeclarationSchema = z.object({
  routes: z.array(RouteDeclSchema).max(200),
  upstream: z.array(UpstreamUseSchema).max(400).default([]),
});

// The plain types the browser uses are the schemas' own (a drift does not compile).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typesAgree: [Same<z.infer<typeof RouteDeclSchema>, RouteDecl>, Same<z.infer<typeof UpstreamUseSchema>, UpstreamUse>, Same<z.output<typeof ReleaseDeclarationSchema>, ParsedReleaseDeclaration>] = [true, true, true];
void typesAgree;

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
