// The compatibility gate (docs/architecture.md §6): a version may go live only when its
// mf-manifest.json is there, its remote entry (and the files its exposed modules need)
// would load, the live shell build can serve the contract it was built against (same
// major, a minor no newer than the shell's), its release declaration (pages and upstream
// calls, metaData.release) is well formed, and every upstream call it declares is one the
// BFF's policy allows this remote (shell/server/src/upstream/policy.ts).
import vm from 'node:vm';
import { contractServes, parseContractVersion, underPrefixes, type PrefixOwnership, type RemoteName } from 'shared-contracts/core';
import { releaseOfManifest } from 'shared-contracts/server';
import { upstreamRefusal } from 'shell/releases';
import type { LiveShell } from './shell';
import type { ReleaseStore } from './store';

export type GateCode =
  | 'manifest-missing'
  | 'manifest-invalid'
  | 'wrong-remote'
  | 'entry-missing'
  | 'entry-invalid'
  | 'asset-missing'
  | 'contract-unknown'
  | 'contract-mismatch'
  | 'contract-newer'
  | 'shell-contract-unknown'
  | 'release-undeclared'
  | 'upstream-refused'
  | 'page-outside-prefixes'
  | 'http-failed';

/** Refusals about the contract alone: the build itself is fine (a release still publishes it). */
export const CONTRACT_CODES: ReadonlySet<GateCode> = new Set<GateCode>(['contract-mismatch', 'contract-newer', 'shell-contract-unknown']);

export interface GateProblem {
  code: GateCode;
  message: string;
}

export interface GateResult {
  ok: boolean;
  problems: GateProblem[];
  /** The contract version stamped into the manifest, when there is one. */
  contractVersion: string | null;
}

interface ManifestShape {
  name?: unknown;
  metaData?: {
    remoteEntry?: { name?: unknown; path?: unknown };
    /** The server-rendering container, when the remote has one (dist/<version>/server/). */
    ssrRemoteEntry?: { name?: unknown; path?: unknown };
    contractVersion?: unknown;
    buildInfo?: { buildVersion?: unknown };
  };
  exposes?: Array<{ assets?: { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown; async?: unknown } } }>;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Every file the exposed modules name (their JS and CSS chunks). */
function exposedAssets(manifest: ManifestShape): string[] {
  const files = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    const a = expose.assets;
    for (const f of [...strings(a?.js?.sync), ...strings(a?.js?.async), ...strings(a?.css?.sync), ...strings(a?.css?.async)]) {
      files.add(f);
    }
  }
  return [...files];
}

export interface GateOptions {
  /** The live shell build: the contract it provides is the one a remote is held to. */
  shell: LiveShell;
  /**
   * The registry's prefix ownership: a declared page outside the remote's prefixes would
   * never be served (the BFF routes a path by its first segment). Absent: not checked
   * (status's listing of stored versions).
   */
  prefixes?: PrefixOwnership;
}

/** Checks a version in the store (files only; see checkOverHttp for the served side). */
export function checkVersion(store: Pick<ReleaseStore, 'readFile'>, remote: RemoteName, version: string, opts: GateOptions): GateResult {
  const problems: GateProblem[] = [];
  const fail = (code: GateCode, message: string): GateResult => {
    problems.push({ code, message });
    return { ok: false, problems, contractVersion: null };
  };

  let raw: Buffer | null;
  try {
    raw = store.readFile(remote, version, 'mf-manifest.json');
  } catch (error) {
    return fail('manifest-missing', `${remote} ${version}: ${(error as Error).message}`);
  }
  if (!raw) return fail('manifest-missing', `${remote} ${version} has no mf-manifest.json in the artefact store (not released, or an incomplete upload).`);
  let manifest: ManifestShape;
  try {
    manifest = JSON.parse(raw.toString('utf8')) as ManifestShape;
    if (!manifest || typeof manifest !== 'object' || !manifest.metaData) throw new Error('no metaData');
  } catch (error) {
    return fail('manifest-invalid', `${remote} ${version}: mf-manifest.json is not a valid manifest (${(error as Error).message}).`);
  }

  if (manifest.name !== remote) {
    problems.push({ code: 'wrong-remote', message: `${remote} ${version}: the manifest belongs to "${String(manifest.name)}", not ${remote}.` });
  }

  // The remote entry: present, non-empty, and JavaScript that compiles.
  const entry = manifest.metaData.remoteEntry;
  const entryFile = typeof entry?.name === 'string' ? [entry.path, entry.name].filter((p) => typeof p === 'string' && p).join('/') : '';
  if (!entryFile) {
    problems.push({ code: 'entry-missing', message: `${remote} ${version}: the manifest names no remote entry.` });
  } else {
    const source = store.readFile(remote, version, entryFile);
    if (!source || source.length === 0) {
      problems.push({ code: 'entry-missing', message: `${remote} ${version}: remote entry ${entryFile} is missing or empty.` });
    } else {
      try {
        // Compiles only (nothing runs): a truncated or non-JS file is caught here.
        new vm.Script(source.toString('utf8'), { filename: entryFile });
      } catch (error) {
        problems.push({ code: 'entry-invalid', message: `${remote} ${version}: remote entry ${entryFile} is not valid JavaScript (${(error as Error).message}).` });
      }
    }
  }
  const ssr = manifest.metaData.ssrRemoteEntry;
  if (ssr && typeof ssr.name === 'string') {
    const ssrFile = [ssr.path, ssr.name].filter((p) => typeof p === 'string' && p).join('/');
    const ssrSource = store.readFile(remote, version, ssrFile);
    if (!ssrSource || ssrSource.length === 0) {
      problems.push({ code: 'entry-missing', message: `${remote} ${version}: server-rendering entry ${ssrFile} (named by the manifest) is missing or empty.` });
    }
  }
  const missing = exposedAssets(manifest).filter((f) => !store.readFile(remote, version, f));
  if (missing.length > 0) {
    problems.push({
      code: 'asset-missing',
      message: `${remote} ${version}: ${missing.length} file(s) of the exposed modules are missing (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}).`,
    });
  }

  // Its pages and upstream calls (ReleaseStampPlugin): without a declaration the version
  // would serve no page at all; a call outside the BFF's policy would be refused live.
  const release = releaseOfManifest(manifest);
  if (!release.ok) {
    problems.push({ code: 'release-undeclared', message: `${remote} ${version}: ${release.reason}.` });
  } else {
    for (const use of release.release.upstream) {
      const refused = upstreamRefusal(remote, use);
      if (refused) problems.push({ code: 'upstream-refused', message: `${remote} ${version}: ${refused}.` });
    }
    const owned = opts.prefixes?.[remote];
    if (owned) {
      for (const route of release.release.routes) {
        if (!underPrefixes(route.path, owned)) {
          problems.push({
            code: 'page-outside-prefixes',
            message: `${remote} ${version}: page ${route.path} lies outside ${remote}'s paths (${owned.join(' ')}); give ${remote} its first segment first: npm run remotes -- prefixes ${remote} ${[...owned, `/${route.path.split('/')[1] ?? ''}`].join(' ')}.`,
          });
        }
      }
    }
  }

  // The contract the remote was built against (stamped by ContractStampPlugin), against
  // the one the live shell build provides.
  const stamped = typeof manifest.metaData.contractVersion === 'string' ? manifest.metaData.contractVersion : null;
  const contract = contractProblem(remote, version, stamped, opts.shell);
  if (contract) problems.push(contract);
  return { ok: problems.length === 0, problems, contractVersion: stamped };
}

/** Why the live shell cannot serve a remote built against `stamped` (null: it can). */
function contractProblem(remote: RemoteName, version: string, stamped: string | null, shell: LiveShell): GateProblem | null {
  if (!stamped) return { code: 'contract-unknown', message: `${remote} ${version}: the manifest carries no contractVersion (built without the contract stamp).` };
  if (!parseContractVersion(stamped)) return { code: 'contract-unknown', message: `${remote} ${version}: contractVersion "${stamped}" is not a version.` };
  const provided = shell.contractVersion;
  if (!provided || !parseContractVersion(provided)) {
    return {
      code: 'shell-contract-unknown',
      message: `${remote} ${version} was built against contract ${stamped}, but the contract the live shell build provides is unknown: ${shell.problem ?? `"${provided}" is not a version (${shell.source})`}. Build and deploy the shell, or pass --bff of the running site.`,
    };
  }
  const verdict = contractServes(provided, stamped);
  if (verdict.ok) return null;
  const live = `the live shell build${shell.buildId ? ` ${shell.buildId}` : ''} provides contract ${provided}`;
  if (verdict.code === 'contract-newer') {
    return {
      code: 'contract-newer',
      message: `${remote} ${version} was built against contract ${stamped}, newer than ${provided}: ${live} (${shell.source}). Deploy a shell built with contract ${stamped} first.`,
    };
  }
  return {
    code: 'contract-mismatch',
    message: `${remote} ${version} was built against contract ${stamped} (major ${parseContractVersion(stamped)!.major}); ${live} (major ${parseContractVersion(provided)!.major}) (${shell.source}).`,
  };
}

/**
 * With a running BFF: fetches the manifest and the remote entry the way a browser would
 * (the registry entry URL, resolved against the site).
 */
export async function checkOverHttp(siteUrl: string, entryUrl: string, timeoutMs = 5000): Promise<GateProblem[]> {
  const problems: GateProblem[] = [];
  const get = async (url: string) => {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      problems.push({ code: 'http-failed', message: `GET ${url} failed: ${(error as Error).message}` });
      return null;
    }
  };
  const manifestUrl = new URL(entryUrl, siteUrl);
  const res = await get(manifestUrl.href);
  if (!res) return problems;
  if (!res.ok) {
    problems.push({ code: 'http-failed', message: `GET ${manifestUrl.href} answered ${res.status}.` });
    return problems;
  }
  let manifest: ManifestShape;
  try {
    manifest = (await res.json()) as ManifestShape;
  } catch {
    problems.push({ code: 'http-failed', message: `GET ${manifestUrl.href} did not return JSON.` });
    return problems;
  }
  const entry = manifest.metaData?.remoteEntry;
  const entryName = typeof entry?.name === 'string' ? [entry.path, entry.name].filter((p) => typeof p === 'string' && p).join('/') : '';
  if (!entryName) return problems;
  const entryHref = new URL(entryName, manifestUrl).href;
  const js = await get(entryHref);
  if (!js) return problems;
  const body = js.ok ? await js.text() : '';
  const type = js.headers.get('content-type') ?? '';
  if (!js.ok || body.length === 0 || !/javascript/.test(type)) {
    problems.push({ code: 'http-failed', message: `GET ${entryHref} answered ${js.status} ${type || 'without a content type'} (${body.length} bytes): not a loadable script.` });
  }
  return problems;
}
