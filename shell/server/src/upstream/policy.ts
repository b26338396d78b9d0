// The BFF's policy on the upstream calls a remote's release may declare (docs/architecture.md
// §6): which services and methods each remote may use, which SSO paths are a member's own,
// and what may never pass. The promote gate (infra/registry/gate.ts) refuses a version that
// declares a call outside it; the BFF enforces only the declared calls of live versions that
// pass it (releases/declarations.ts), so neither a release nor a visitor widens the policy.
import { upstreamPathPattern, type RemoteName, type UpstreamServiceName, type UpstreamUse } from 'shared-contracts/core';

type Method = UpstreamUse['method'];

export interface RemotePolicy {
  /** Methods the remote may use on each service. */
  methods: Readonly<Record<UpstreamServiceName, readonly Method[]>>;
  /** May call the SSO's member paths (the signed-in member's own data). */
  ssoMember: boolean;
}

/**
 * Per remote; a remote with no row (one that joined the list since) gets LEAST_PRIVILEGE
 * until the BFF's policy names it: reading the Content API and nothing of the SSO's.
 */
export const UPSTREAM_POLICY: Readonly<Partial<Record<RemoteName, RemotePolicy>>> = {
  // Browsing, bookmarks and buying a promo; the member's points are read for the price line.
  catalog: { methods: { content: ['GET', 'POST', 'DELETE'], sso: ['GET'] }, ssoMember: false },
  events: { methods: { content: ['GET', 'POST'], sso: ['GET'] }, ssoMember: false },
  // The member area: the member's own SSO data, settings included.
  account: { methods: { content: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], sso: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] }, ssoMember: true },
};

export const LEAST_PRIVILEGE: RemotePolicy = { methods: { content: ['GET'], sso: [] }, ssoMember: false };

/** SSO paths that are the signed-in member's own data (tier, points, profile, sessions). */
const SSO_MEMBER_PATHS = /^\/v[123]\/(?:user|point|tiers\/me|web|client_mapping|badges)(?:\/|$)/;
/** Never declarable: token and sign-in endpoints (tokens never pass page JavaScript, §5). */
const SSO_NEVER = /^\/v\d+\/(?:auth|oauth|token|social_login|sessions?)(?:\/|$)/;
/** Content API paths with a member's own answers: never shared between visitors. */
const CONTENT_PERSONAL = /(?:^|\/)(?:bookmarks|users|vouchers?|voucher-ticket|buy)(?:\/|$)/;

/** Why a remote may not declare this call, or null when it may. */
export function upstreamRefusal(remote: RemoteName, use: UpstreamUse): string | null {
  const policy = UPSTREAM_POLICY[remote] ?? LEAST_PRIVILEGE;
  const name = `${use.method} ${use.service} ${use.path}`;
  if (!policy.methods[use.service].includes(use.method)) return `${name}: ${remote} may not use ${use.method} on ${use.service}`;
  if (use.service === 'sso') {
    if (SSO_NEVER.test(use.path)) return `${name}: token and sign-in endpoints are never declarable`;
    if (SSO_MEMBER_PATHS.test(use.path) && !policy.ssoMember) return `${name}: ${remote} may not call the SSO's member paths`;
  }
  if (use.shared) {
    if (use.service !== 'content' || use.method !== 'GET') return `${name}: only a Content API GET may be shared`;
    if (CONTENT_PERSONAL.test(use.path)) return `${name}: a member's own answers are never shared`;
  }
  return null;
}

/** The live versions' declared calls that pass the policy, as the upstream client asks them. */
export interface UpstreamGrants {
  /** A declared call of this service, method and normalised upstream path. */
  allows(service: UpstreamServiceName, method: string, pathname: string): boolean;
  /** A declared shared Content API GET of this path. */
  shared(pathname: string): boolean;
}

export const NO_GRANTS: UpstreamGrants = { allows: () => false, shared: () => false };

/** The grants of a set of (remote, declared calls), each call first held to the policy. */
export function grantsOf(declared: ReadonlyArray<{ remote: RemoteName; upstream: readonly UpstreamUse[] }>, onRefused: (remote: RemoteName, reason: string) => void = () => {}): UpstreamGrants {
  const calls: Array<{ service: UpstreamServiceName; method: string; pattern: RegExp; shared: boolean }> = [];
  for (const { remote, upstream } of declared) {
    for (const use of upstream) {
      const refused = upstreamRefusal(remote, use);
      if (refused) onRefused(remote, refused);
      else calls.push({ service: use.service, method: use.method, pattern: upstreamPathPattern(use.path), shared: use.shared === true });
    }
  }
  if (calls.length === 0) return NO_GRANTS;
  return {
    allows: (service, method, pathname) => calls.some((c) => c.service === service && c.method === method && c.pattern.test(pathname)),
    shared: (pathname) => calls.some((c) => c.shared && c.pattern.test(pathname)),
  };
}
