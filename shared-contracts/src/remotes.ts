// The site's remotes: the one list the build, the stack, lint, jest, the registry and the
// BFF read (docs/development.md "Adding a remote"). A remote `x` is the workspace `mf-x`;
// its prefixes are the top-level paths it owns in an environment whose registry document
// names none (the registry's `prefixes` decide at runtime; `npm run remotes -- prefixes`).
// No imports: eslint.config.mjs and jest.config.mjs load this file on its own.

export const REMOTES = [
  { name: 'catalog', prefixes: ['/promo', '/merchant', '/category', '/search'] },
  { name: 'events', prefixes: ['/event', '/campaign', '/campaign-event'] },
  { name: 'account', prefixes: ['/account'] },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

/** The remotes' names, in the list's order (a non-empty tuple, as zod's enum wants it). */
export const REMOTE_NAMES = REMOTES.map((r) => r.name) as unknown as readonly [RemoteName, ...RemoteName[]];

/** The workspace folder (and npm workspace) of a remote. */
export function remoteWorkspace(name: RemoteName): `mf-${RemoteName}` {
  return `mf-${name}`;
}
