// Which part of the site a downloaded script belongs to. The rule:
//   /_shell/<file>                    shared when <file> is in the shell's mf-manifest.json
//                                     shared[].assets.js (sync or async), else shell
//   /remotes/<name>/<version>/<file>  shared when <file> is in that remote version's
//                                     mf-manifest.json shared[].assets.js, else remote <name>
//   anything else                     other
// A chunk that provides a shared module (react, react-dom, RTK, router, single-spa,
// shared-contracts, …) is "shared" wherever it comes from; a remote's own copy of a shared
// chunk showing up here means the singleton negotiation did not pick the shell's.
export type JsPart = 'shell' | 'shared' | 'remote' | 'other';

export interface ManifestLike {
  shared?: Array<{ assets?: { js?: { sync?: string[]; async?: string[] } } }>;
}

/** The files that provide shared modules, from one mf-manifest.json. */
export function sharedFiles(manifest: ManifestLike | null): Set<string> {
  const files = new Set<string>();
  for (const s of manifest?.shared ?? []) {
    for (const f of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]) files.add(f);
  }
  return files;
}

export interface ScriptOrigin {
  part: JsPart;
  /** The remote a file was served for (also for its shared chunks). */
  remote?: string;
  /** The folder whose mf-manifest.json decides: '/_shell/' or '/remotes/<name>/<version>/'. */
  base?: string;
  file?: string;
}

/** Where a script's path places it, before the manifests are consulted. */
export function scriptBase(pathname: string): ScriptOrigin {
  if (pathname.startsWith('/_shell/')) return { part: 'shell', base: '/_shell/', file: pathname.slice('/_shell/'.length) };
  const m = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(pathname);
  if (m) return { part: 'remote', remote: m[1]!, base: `/remotes/${m[1]}/${m[2]}/`, file: m[3]! };
  return { part: 'other' };
}

/** `sharedByBase` maps a base folder to its manifest's shared files (missing: no manifest). */
export function classifyScript(pathname: string, sharedByBase: Map<string, Set<string>>): ScriptOrigin {
  const origin = scriptBase(pathname);
  if (!origin.base || !origin.file) return origin;
  const shared = sharedByBase.get(origin.base);
  return shared?.has(origin.file) ? { ...origin, part: 'shared' } : origin;
}

export interface JsSplit {
  shell: number;
  shared: number;
  remote: number;
  other: number;
  total: number;
  /** Remote-owned bytes per remote name (their shared chunks are counted under shared). */
  byRemote: Record<string, number>;
}

export function splitBytes(scripts: Array<{ pathname: string; bytes: number }>, sharedByBase: Map<string, Set<string>>): JsSplit {
  const split: JsSplit = { shell: 0, shared: 0, remote: 0, other: 0, total: 0, byRemote: {} };
  for (const s of scripts) {
    const origin = classifyScript(s.pathname, sharedByBase);
    split[origin.part] += s.bytes;
    split.total += s.bytes;
    if (origin.part === 'remote' && origin.remote) split.byRemote[origin.remote] = (split.byRemote[origin.remote] ?? 0) + s.bytes;
  }
  return split;
}
