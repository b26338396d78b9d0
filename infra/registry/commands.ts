// The release CLI's five commands (status, release, promote, abort, rollback), callable in-process so
// tests drive exactly what ops run. Exit codes: 0 done, 1 refused (gate, immutable
// version, usage), 2 error (build, lock, I/O, BFF not following).
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PREFIXES, REMOTE_HEALTH_PATH, REMOTE_NAMES, type RemoteName } from 'shared-contracts/core';
import { prefixesOf, type RegistryDocument, type RegistryHistoryEntry } from 'shared-contracts/server';
import { abortCanary, BUCKETS, CanaryRefusal, LockTimeoutError, OPERATOR_BUCKET_HEADER, type RemoteHealthView, startCanary } from 'shell/releases';
import { repoRoot } from '../stack/apps';
import { checkOverHttp, checkVersion, CONTRACT_CODES, type GateProblem } from './gate';
import { applyCanaryStep, applyChange, applyPrefixes, ConflictError, defaultRollbackTarget, fileBackend, PrefixRefusal, type ChangeResult, type RegistryBackend } from './registry';
import { redisBackendFromEnv } from './redisBackend';
import { uploadReleaseToS3 } from './s3Upload';
import { releaseRemote, ReleaseError, suggestNextVersion } from './release';
import { fetchLiveShell, readLiveShell, type LiveShell } from './shell';
import { LocalReleaseStore, VERSION_PATTERN, VersionExistsError } from './store';

export const EXIT = { ok: 0, refused: 1, error: 2 } as const;

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
}

export const USAGE = `Usage: npm run remotes -- <command> [options]

Commands:
  status                          live version of each remote, versions in the store, recent changes
  release <remote> [--version X] [--source DIR]
                                  build a new immutable version into the artefact store (nothing goes live);
                                  --source: the remote's folder to build (another checkout of it), default mf-<remote>
  promote <remote> <version>      make a version live (after the compatibility gate); completes its canary
  promote <remote> <version> --canary N
                                  serve it to N% of visitors (1-99), the stable version to the rest;
                                  again with another N widens (or narrows) the canary
  abort <remote>                  end the remote's canary: everyone back on the stable version
  rollback <remote> [version]     go back to the previously live version (or the one named)
  prefixes <remote> [/path …]     the top-level paths the remote owns; with paths: exactly those from
                                  now on (a new page under a new path needs this before its promote)

Options:
  --reason TEXT     why (recorded in the history)
  --actor NAME      who (default: MV_ACTOR, or user@host)
  --canary N        with promote: a canary for N% of visitors (sticky per visitor)
  --force           go live although the gate refuses (recorded as forced, with the refusals)
  --env NAME        environment (default: MV_ENV, or "local"); registry infra/registry/<env>.json
  --registry FILE   registry document to use (default: REGISTRY_FILE, or the environment's)
                    (REGISTRY_STORE=redis with REDIS_URL: the registry in Redis instead, as the BFFs read it)
  --bff URL         a running BFF: the live shell's contract from its /builds/latest, the entry fetched
                    over HTTP, and wait until it serves the change (without it: the shell build in
                    SHELL_DIST, default shell/dist); status shows its health counts per version
                    (the BFF shows them to its own host, or with CANARY_OPERATOR_TOKEN set here as there)
  --json            one JSON object on stdout, for scripts
Remotes: ${REMOTE_NAMES.join(', ')}
Exit codes: 0 done, 1 refused (gate, existing version, usage), 2 error.`;

class UsageError extends Error {}

interface Options {
  json: boolean;
  force: boolean;
  reason?: string;
  actor?: string;
  env?: string;
  registry?: string;
  version?: string;
  /** release: the remote's folder to build (default its workspace). */
  source?: string;
  bff?: string;
  canary?: string;
  help: boolean;
}

interface Context {
  io: Io;
  opts: Options;
  environment: string;
  registryFile: string;
  /** Where the document lives: the file (default) or Redis (REGISTRY_STORE=redis). */
  backend: RegistryBackend & { close?(): Promise<void> };
  store: LocalReleaseStore;
  /** The shell build the BFF serves (its build-info.json names the contract it provides). */
  shellDist: string;
  actor: string;
}

type Result = { code: number; json: Record<string, unknown> };

function parse(argv: string[]): { command: string; args: string[]; opts: Options } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        reason: { type: 'string' },
        actor: { type: 'string' },
        env: { type: 'string' },
        registry: { type: 'string' },
        version: { type: 'string' },
        source: { type: 'string' },
        bff: { type: 'string' },
        canary: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command = 'help', ...args] = parsed.positionals;
  return { command, args, opts: parsed.values as Options };
}

function remoteArg(value: string | undefined): RemoteName {
  if (!value) throw new UsageError(`Name a remote: ${REMOTE_NAMES.join(', ')}.`);
  if (!(REMOTE_NAMES as readonly string[]).includes(value)) throw new UsageError(`Unknown remote "${value}" (remotes: ${REMOTE_NAMES.join(', ')}).`);
  return value as RemoteName;
}

function versionArg(value: string | undefined, what = 'version'): string {
  if (!value) throw new UsageError(`Name the ${what}.`);
  if (!VERSION_PATTERN.test(value)) throw new UsageError(`"${value}" is not a version (e.g. 1.4.0 or 1.4.0-rc.1).`);
  return value;
}

function shareArg(value: string): number {
  if (!/^\d{1,2}$/.test(value) || Number(value) < 1) throw new UsageError(`--canary ${value}: a share of visitors in percent, 1 to 99 (plain promote completes a canary).`);
  return Number(value);
}

function context(io: Io, opts: Options): Context {
  const environment = opts.env ?? io.env.MV_ENV ?? 'local';
  if (!/^[a-z0-9-]+$/.test(environment)) throw new UsageError(`Environment "${environment}": lower-case letters, digits and dashes.`);
  // npm runs the script in infra/: a relative --registry is relative to where npm was run.
  const cwd = io.env.INIT_CWD ?? process.cwd();
  const registryFile = path.resolve(cwd, opts.registry ?? io.env.REGISTRY_FILE ?? path.join(repoRoot, 'infra', 'registry', `${environment}.json`));
  // MV_ARTEFACT_ROOT: another checkout's dist folders (tests use a temporary one).
  const artefactRoot = io.env.MV_ARTEFACT_ROOT ?? repoRoot;
  const store = new LocalReleaseStore(artefactRoot);
  // The same variable the BFF reads (shell/server/src/config.ts).
  const shellDist = path.resolve(cwd, io.env.SHELL_DIST ?? path.join(artefactRoot, 'shell', 'dist'));
  const actor = opts.actor ?? io.env.MV_ACTOR ?? `${os.userInfo().username}@${os.hostname()}`;
  const backend = redisBackendFromEnv(io.env, environment) ?? fileBackend(registryFile);
  return { io, opts, environment, registryFile, backend, store, shellDist, actor };
}

/** Where the document lives, for --json: the file, or null with the Redis key as `registry`. */
function registryOf(ctx: Context): { registry: string; registryFile: string | null } {
  return { registry: ctx.backend.where, registryFile: ctx.backend.where === ctx.registryFile ? ctx.registryFile : null };
}

/** The live shell build: the running BFF's with --bff, else the shell build in shellDist. */
function liveShell(ctx: Context): Promise<LiveShell> {
  return ctx.opts.bff ? fetchLiveShell(ctx.opts.bff) : Promise.resolve(readLiveShell(ctx.shellDist));
}

function describeShell(shell: LiveShell): string {
  return shell.contractVersion
    ? `live shell build ${shell.buildId ?? '?'} provides contract ${shell.contractVersion} (${shell.source})`
    : `live shell contract unknown: ${shell.problem ?? shell.source}`;
}

const shortTime = (iso: string) => iso.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');

function describeEntry(e: RegistryHistoryEntry): string {
  const move = e.action === 'canary' ? `${e.to} at ${e.share}% (stable ${e.from})` : e.from ? `${e.from} → ${e.to}` : e.to;
  const forced = e.forced ? ` [FORCED past: ${(e.overridden ?? []).join('; ') || 'the gate'}]` : '';
  return `${shortTime(e.at)}  ${e.remote.padEnd(8)} ${e.action.padEnd(8)} ${move}  by ${e.actor}${e.reason ? ` — ${e.reason}` : ''}${forced}`;
}

/** The operator token for the BFF's operator views, when this environment has one. */
const operatorAuth = (): Record<string, string> => (process.env.CANARY_OPERATOR_TOKEN ? { authorization: `Bearer ${process.env.CANARY_OPERATOR_TOKEN}` } : {});

/**
 * With --bff: the health counts per version a BFF decides on (GET /webapi/remote-health).
 * The view is for operators: the BFF answers its own host, or the operator token.
 */
async function fetchHealth(bff: string): Promise<RemoteHealthView | { error: string }> {
  try {
    const res = await fetch(new URL(REMOTE_HEALTH_PATH, bff), { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json', ...operatorAuth() } });
    if (res.status === 404) return { error: `404 from ${bff}${REMOTE_HEALTH_PATH}: not this host, and no (or another) CANARY_OPERATOR_TOKEN` };
    if (!res.ok) return { error: `${res.status} from ${bff}${REMOTE_HEALTH_PATH}` };
    return (await res.json()) as RemoteHealthView;
  } catch (error) {
    return { error: `${bff}${REMOTE_HEALTH_PATH}: ${(error as Error).message}` };
  }
}

const pct = (h: { failedVisitors: number; visitors: number; failures: number; pageViews: number }) =>
  `${h.failedVisitors}/${h.visitors} visitors failed (${h.visitors ? ((h.failedVisitors / h.visitors) * 100).toFixed(1) : '0.0'}%; ${h.failures}/${h.pageViews} page views)`;

async function status(ctx: Context): Promise<Result> {
  const doc = await ctx.backend.read();
  const shell = await liveShell(ctx);
  const healthView = ctx.opts.bff ? await fetchHealth(ctx.opts.bff) : null;
  const healthOf = (name: RemoteName) => (healthView && 'remotes' in healthView ? (healthView.remotes[name] ?? null) : null);
  const remotes = REMOTE_NAMES.map((name) => {
    const live = doc?.remotes[name] ?? null;
    const available = ctx.store.versions(name).map((version) => {
      const gate = checkVersion(ctx.store, name, version, { shell });
      return { version, gate: gate.ok ? 'ok' : gate.problems.map((p) => p.code).join(',') };
    });
    return { name, live, stable: live?.version ?? null, canary: live?.canary ?? null, health: healthOf(name), available, rollbackTo: doc ? defaultRollbackTarget(doc, name) : null };
  });
  const history = doc?.history ?? [];
  const out = ctx.io.out;
  out(`Environment ${ctx.environment} — registry ${ctx.backend.where}`);
  if (!doc) out('No registry yet: the BFF creates it on its first start, or the first promote does.');
  else out(`Updated ${shortTime(doc.updatedAt)}.`);
  out(`Shell: ${describeShell(shell)}.`);
  out('');
  out(`${'REMOTE'.padEnd(9)}${'LIVE'.padEnd(22)}${'CANARY'.padEnd(14)}${'PROMOTED'.padEnd(22)}${'BY'.padEnd(22)}AVAILABLE (✓ passes the gate)`);
  for (const r of remotes) {
    const avail = r.available.map((a) => `${a.version}${a.gate === 'ok' ? ' ✓' : ` ✗ ${a.gate}`}`).join(', ') || '(none)';
    const canary = r.canary ? `${r.canary.version} ${r.canary.share}%` : '-';
    out(
      `${r.name.padEnd(9)}${(r.live?.version ?? '-').padEnd(22)}${canary.padEnd(14)}${(r.live ? shortTime(r.live.promotedAt) : '-').padEnd(22)}${(r.live?.promotedBy ?? '-').padEnd(22)}${avail}`,
    );
  }
  const canaries = remotes.filter((r) => r.canary);
  for (const r of canaries) {
    out('');
    out(`Canary ${r.name} ${r.canary!.version}: ${r.canary!.share}% of visitors since ${shortTime(r.canary!.startedAt)} (by ${r.canary!.startedBy ?? '?'}); stable ${r.stable}.`);
  }
  if (healthView && 'error' in healthView) out(`Health: not available (${healthView.error}).`);
  else if (healthView) {
    out('');
    const whose = healthView.counts === 'shared' ? `every BFF process on the same counts, asked ${healthView.instance}` : `instance ${healthView.instance} only`;
    const { margin, minPageViews, confidence } = healthView.policy;
    const test = confidence === undefined ? '' : ` at ${(confidence * 100).toFixed(1)}% confidence`;
    out(`Health at ${ctx.opts.bff} (${whose}; a canary is aborted when it fails more than ${(margin * 100).toFixed(1)} points above stable${test}, once each version has ${minPageViews} visitors):`);
    // Counted only while a canary runs, from its start.
    if (!remotes.some((r) => r.health?.canary)) out('  no canary runs: nothing is counted.');
    for (const r of remotes) {
      if (!r.health?.canary) continue;
      const kinds = (h: { kinds: Record<string, number | undefined> }) => {
        const k = Object.entries(h.kinds).map(([kind, n]) => `${kind} ${n}`).join(', ');
        return k ? ` [${k}]` : '';
      };
      const stable = `stable ${r.health.stable.version}: ${pct(r.health.stable)}${kinds(r.health.stable)}`;
      const canary = r.health.canary ? `; canary ${r.health.canary.version}: ${pct(r.health.canary)}${kinds(r.health.canary)}` : '';
      out(`  ${r.name.padEnd(8)} ${stable}${canary}`);
    }
  } else if (canaries.length > 0) out('Health per version: pass --bff URL (a running BFF counts page views and failures).');
  if (history.length > 0) {
    out('');
    out('Recent changes (newest first):');
    for (const e of history.slice(-10).reverse()) out(`  ${describeEntry(e)}`);
  }
  return {
    code: EXIT.ok,
    json: {
      environment: ctx.environment,
      ...registryOf(ctx),
      updatedAt: doc?.updatedAt ?? null,
      shellContract: shell.contractVersion,
      shell,
      remotes,
      health: healthView,
      history,
    },
  };
}

async function release(ctx: Context, args: string[]): Promise<Result> {
  const remote = remoteArg(args[0]);
  const version = ctx.opts.version === undefined ? undefined : versionArg(ctx.opts.version);
  try {
    const result = await releaseRemote({
      remote,
      version,
      ...(ctx.opts.source ? { sourceDir: path.resolve(ctx.opts.source) } : {}),
      shell: await liveShell(ctx),
      store: ctx.store,
      stagingRoot: ctx.store.localRoot(remote),
      log: (line) => ctx.io.err(line),
    });
    const out = ctx.io.out;
    out(`Released ${remote} ${result.version} into the artefact store (${result.seconds.toFixed(1)} s): ${result.entry}`);
    // ARTEFACT_STORE=s3 (the BFFs' setting): the version also goes to object storage, once.
    const uploaded = await uploadReleaseToS3(ctx.io.env, remote, result.version, path.join(ctx.store.localRoot(remote), result.version));
    if (uploaded) out(`Uploaded ${uploaded.files} immutable objects to s3://${uploaded.bucket}/remotes/${remote}/${result.version}/.`);
    const contract = result.gate.problems.find((p) => CONTRACT_CODES.has(p.code));
    if (contract) out(`Note: the gate will refuse to promote it until the live shell can serve its contract: ${contract.message}`);
    out('Nothing is live yet. To go live:');
    out(`  npm run remotes -- promote ${remote} ${result.version} --reason "…"`);
    return { code: EXIT.ok, json: { remote, version: result.version, entry: result.entry, seconds: result.seconds, contractVersion: result.gate.contractVersion, gate: result.gate.problems } };
  } catch (error) {
    if (error instanceof VersionExistsError) {
      const next = suggestNextVersion(ctx.store.versions(remote));
      return refuse(ctx, `release ${remote} ${error.version}`, { remote, version: error.version }, [
        { code: 'version-exists', message: `${error.message} Pass a new one, e.g. --version ${next} (or bump ${remote}'s package.json).` },
      ], false);
    }
    throw error;
  }
}

function refuse(ctx: Context, title: string, what: Record<string, unknown>, problems: Array<{ code: string; message: string }>, forceHelps = true): Result {
  const err = ctx.io.err;
  err(`Refused: ${title}`);
  for (const p of problems) err(`  - ${p.message}`);
  err(forceHelps ? 'Nothing changed. --force overrides the gate (recorded in the history as forced).' : 'Nothing changed.');
  return { code: EXIT.refused, json: { ...what, refused: true, problems } };
}

async function gate(ctx: Context, remote: RemoteName, version: string): Promise<{ problems: GateProblem[]; contract: string }> {
  const shell = await liveShell(ctx);
  const doc = await ctx.backend.read();
  const result = checkVersion(ctx.store, remote, version, { shell, prefixes: doc ? prefixesOf(doc) : DEFAULT_PREFIXES });
  const problems = result.problems;
  if (ctx.opts.bff && problems.length === 0) problems.push(...(await checkOverHttp(ctx.opts.bff, ctx.store.entryUrl(remote, version))));
  return { problems, contract: `contract ${result.contractVersion ?? '?'}, the live shell provides ${shell.contractVersion ?? '?'}` };
}

/**
 * With --bff: waits until the BFF's /builds/latest names the new version (it re-reads
 * within ~1 s) for a visitor in `bucket` (default the last: on no canary, so it sees the stable version).
 * Visitors cannot pick a bucket (the cookie is the BFF's, signed): the BFF answers an
 * operator's question about one (its own host, or CANARY_OPERATOR_TOKEN).
 */
async function waitForBff(bff: string, remote: RemoteName, version: string, bucket = BUCKETS - 1, timeoutMs = 10_000): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(new URL(`/builds/latest?t=${Date.now()}`, bff), {
        signal: AbortSignal.timeout(2000),
        headers: { [OPERATOR_BUCKET_HEADER]: String(bucket), ...operatorAuth() },
      });
      const body = (await res.json()) as { remotes?: Record<string, string> };
      if (body.remotes?.[remote] === version) return (Date.now() - started) / 1000;
    } catch {
      /* keep trying until the timeout */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

async function change(ctx: Context, action: 'promote' | 'rollback', remote: RemoteName, version: string, expectFrom?: string | null): Promise<Result> {
  const { problems, contract } = await gate(ctx, remote, version);
  const out = ctx.io.out;
  if (problems.length > 0 && !ctx.opts.force) {
    return refuse(ctx, `${action} ${remote} ${version} in ${ctx.environment}`, { action, remote, version }, problems);
  }
  if (problems.length > 0) {
    ctx.io.err(`WARNING: --force: ${action} ${remote} ${version} although the gate refuses:`);
    for (const p of problems) ctx.io.err(`  - ${p.message}`);
  } else {
    out(`Gate: ${remote} ${version} passes (manifest, remote entry${ctx.opts.bff ? ' over HTTP' : ''}, ${contract}).`);
  }
  let result: ChangeResult;
  try {
    result = await applyChange(
    {
      remote,
      version,
      action,
      actor: ctx.actor,
      reason: ctx.opts.reason ?? (action === 'rollback' ? 'rollback' : ''),
      overridden: problems.map((p) => p.message),
    },
    { file: ctx.registryFile, backend: ctx.backend, environment: ctx.environment, store: ctx.store, expectFrom },
  );
  } catch (error) {
    if (error instanceof CanaryRefusal) return refuse(ctx, `${action} ${remote} ${version} in ${ctx.environment}`, { action, remote, version }, [{ code: error.code, message: error.message }], false);
    throw error;
  }
  const json: Record<string, unknown> = {
    action,
    remote,
    from: result.from,
    to: result.to,
    changed: result.changed,
    forced: result.entry?.forced ?? false,
    completedCanary: result.completedCanary ?? false,
    entry: result.entry,
    ...registryOf(ctx),
  };
  if (!result.changed) {
    out(`${remote} ${version} is already live in ${ctx.environment}; nothing changed.`);
    return { code: EXIT.ok, json };
  }
  for (const e of result.canaryEntries ?? []) out(`Aborted the canary ${remote} ${e.from} (${e.share}%) first: everyone is on ${e.to} again.`);
  if (result.completedCanary) out(`Canary ${remote} ${result.to} completed: every visitor gets it now.`);
  if (result.from === result.to) {
    out('The BFF picks it up within ~1 s: the next page load gets it, open tabs see it at /builds/latest.');
    return ctx.opts.bff ? followBff(ctx, json, remote, result.to, 0) : { code: EXIT.ok, json };
  }
  const verb = action === 'promote' ? 'Promoted' : 'Rolled back';
  out(`${verb} ${remote} ${result.from ?? '(none)'} → ${result.to} in ${ctx.environment} (by ${ctx.actor}${result.entry?.reason ? `, reason: ${result.entry.reason}` : ''}${result.entry?.forced ? ', FORCED' : ''}).`);
  out('The BFF picks it up within ~1 s: the next page load gets it, open tabs see it at /builds/latest.');
  if (action === 'promote') out(`Undo with: npm run remotes -- rollback ${remote}`);
  if (ctx.opts.bff) {
    // Both ends of the bucket range: a canary's (0) and the rest (99) get the new version.
    const seconds = await waitForBff(ctx.opts.bff, remote, result.to, 0).then((first) => (first === null ? null : waitForBff(ctx.opts.bff!, remote, result.to)));
    if (seconds === null) {
      ctx.io.err(`The registry was written, but ${ctx.opts.bff} still does not serve ${remote} ${result.to} after 10 s (does it read ${ctx.backend.where}?).`);
      return { code: EXIT.error, json: { ...json, bff: { url: ctx.opts.bff, seenAfterSeconds: null } } };
    }
    out(`${ctx.opts.bff} serves ${remote} ${result.to} (after ${seconds.toFixed(1)} s).`);
    json.bff = { url: ctx.opts.bff, seenAfterSeconds: seconds };
  }
  return { code: EXIT.ok, json };
}

async function promote(ctx: Context, args: string[]): Promise<Result> {
  const remote = remoteArg(args[0]);
  const version = versionArg(args[1] ?? ctx.opts.version);
  if (ctx.opts.canary !== undefined) return canary(ctx, remote, version, shareArg(ctx.opts.canary));
  return change(ctx, 'promote', remote, version);
}

/** After a canary step with --bff: wait until a visitor in `bucket` is served `version`. */
async function followBff(ctx: Context, json: Record<string, unknown>, remote: RemoteName, version: string, bucket: number): Promise<Result> {
  const bff = ctx.opts.bff!;
  const seconds = await waitForBff(bff, remote, version, bucket);
  if (seconds === null) {
    ctx.io.err(`The registry was written, but ${bff} still does not serve ${remote} ${version} to bucket ${bucket} after 10 s (does it read ${ctx.backend.where}?).`);
    return { code: EXIT.error, json: { ...json, bff: { url: bff, seenAfterSeconds: null } } };
  }
  ctx.io.out(`${bff} serves ${remote} ${version} to visitors in bucket ${bucket} (after ${seconds.toFixed(1)} s).`);
  return { code: EXIT.ok, json: { ...json, bff: { url: bff, seenAfterSeconds: seconds } } };
}

/** promote --canary N: the gate as for a promotion, then a canary step (start or widen). */
async function canary(ctx: Context, remote: RemoteName, version: string, share: number): Promise<Result> {
  const { problems, contract } = await gate(ctx, remote, version);
  const out = ctx.io.out;
  const title = `canary ${remote} ${version} at ${share}% in ${ctx.environment}`;
  if (problems.length > 0 && !ctx.opts.force) return refuse(ctx, title, { action: 'canary', remote, version, share }, problems);
  if (problems.length > 0) {
    ctx.io.err(`WARNING: --force: ${title} although the gate refuses:`);
    for (const p of problems) ctx.io.err(`  - ${p.message}`);
  } else {
    out(`Gate: ${remote} ${version} passes (manifest, remote entry${ctx.opts.bff ? ' over HTTP' : ''}, ${contract}).`);
  }
  let result;
  try {
    result = await applyCanaryStep(
      (doc) =>
        startCanary(doc, {
          remote,
          version,
          entry: ctx.store.entryUrl(remote, version),
          share,
          actor: ctx.actor,
          reason: ctx.opts.reason ?? '',
          overridden: problems.map((p) => p.message),
        }),
      { file: ctx.registryFile, backend: ctx.backend, environment: ctx.environment, store: ctx.store },
    );
  } catch (error) {
    if (error instanceof CanaryRefusal) return refuse(ctx, title, { action: 'canary', remote, version, share }, [{ code: error.code, message: error.message }], false);
    throw error;
  }
  const live = result.doc.remotes[remote];
  const entry = result.entries.at(-1) ?? null;
  const json: Record<string, unknown> = {
    action: 'canary',
    remote,
    stable: live.version,
    canary: live.canary ?? null,
    share,
    changed: result.changed,
    forced: entry?.forced ?? false,
    entry,
    ...registryOf(ctx),
  };
  if (!result.changed) {
    out(`${remote} ${version} already serves ${share}% of visitors in ${ctx.environment}; nothing changed.`);
    return { code: EXIT.ok, json };
  }
  const previous = [...result.doc.history].reverse().find((e, i) => i > 0 && e.remote === remote && e.action === 'canary' && e.to === version);
  const widened = live.canary && live.canary.startedAt !== entry?.at;
  out(
    `${widened ? `Canary ${remote} ${version} now at ${share}% (was ${previous?.share ?? '?'}%)` : `Canary ${remote} ${version} started at ${share}%`} in ${ctx.environment}: ` +
      `the rest stay on ${live.version} (by ${ctx.actor}${entry?.reason ? `, reason: ${entry.reason}` : ''}${entry?.forced ? ', FORCED' : ''}).`,
  );
  out('Each visitor keeps their version (cookie mv-canary); the BFF aborts the canary by itself if it fails more than the stable version.');
  out(`Widen: promote ${remote} ${version} --canary N · complete: promote ${remote} ${version} · abort: abort ${remote}`);
  // A visitor in the last bucket of the share gets the canary once the BFF has read the change.
  return ctx.opts.bff ? followBff(ctx, json, remote, version, share - 1) : { code: EXIT.ok, json };
}

async function abort(ctx: Context, args: string[]): Promise<Result> {
  const remote = remoteArg(args[0]);
  let result;
  try {
    result = await applyCanaryStep((doc) => abortCanary(doc, { remote, actor: ctx.actor, reason: ctx.opts.reason ?? 'abort' }), {
      file: ctx.registryFile,
      backend: ctx.backend,
      environment: ctx.environment,
      store: ctx.store,
    });
  } catch (error) {
    if (error instanceof CanaryRefusal) return refuse(ctx, `abort ${remote} in ${ctx.environment}`, { action: 'abort', remote }, [{ code: error.code, message: error.message }], false);
    throw error;
  }
  const entry = result.entries.at(-1)!;
  const json: Record<string, unknown> = { action: 'abort', remote, from: entry.from, to: entry.to, changed: true, entry, ...registryOf(ctx) };
  ctx.io.out(`Aborted the canary ${remote} ${entry.from} (${entry.share}%) in ${ctx.environment}: everyone is back on ${entry.to} (by ${ctx.actor}${entry.reason ? `, reason: ${entry.reason}` : ''}).`);
  ctx.io.out('The BFF picks it up within ~1 s: the next page load gets the stable version; open canary tabs reload onto it once.');
  // The first bucket is in every canary: once it gets the stable version, the abort is served.
  return ctx.opts.bff ? followBff(ctx, json, remote, entry.to, 0) : { code: EXIT.ok, json };
}

async function rollback(ctx: Context, args: string[]): Promise<Result> {
  const remote = remoteArg(args[0]);
  const named = args[1] ?? ctx.opts.version;
  if (named) return change(ctx, 'rollback', remote, versionArg(named));
  const doc: RegistryDocument | null = await ctx.backend.read();
  const target = doc ? defaultRollbackTarget(doc, remote) : null;
  if (!doc || !target) {
    return refuse(ctx, `rollback ${remote} in ${ctx.environment}`, { action: 'rollback', remote }, [
      { code: 'no-previous', message: `${remote} has no previously live version in ${ctx.environment}; name one: rollback ${remote} <version>.` },
    ], false);
  }
  const running = doc.remotes[remote].canary;
  if (running) {
    return refuse(ctx, `rollback ${remote} in ${ctx.environment}`, { action: 'rollback', remote }, [
      {
        code: 'canary-running',
        message: `${remote} ${running.version} is in canary (${running.share}%): abort ${remote} returns everyone to ${doc.remotes[remote].version}; to roll the stable version back as well, name the target: rollback ${remote} ${target}.`,
      },
    ], false);
  }
  // Planned against the live version read here: a change landing meanwhile is a conflict.
  return change(ctx, 'rollback', remote, target, doc.remotes[remote].version);
}

/** prefixes <remote> [/path …]: shows the remote's top-level paths, or sets them. */
async function prefixes(ctx: Context, args: string[]): Promise<Result> {
  const remote = remoteArg(args[0]);
  const wanted = args.slice(1);
  const title = `prefixes of ${remote} in ${ctx.environment}`;
  if (wanted.length === 0) {
    const doc = await ctx.backend.read();
    const owned = doc ? (prefixesOf(doc)[remote] ?? []) : DEFAULT_PREFIXES[remote];
    ctx.io.out(`${remote} owns ${owned.join(' ') || 'no path'} in ${ctx.environment}.`);
    return { code: EXIT.ok, json: { action: 'prefixes', remote, prefixes: owned, changed: false, ...registryOf(ctx) } };
  }
  let result;
  try {
    result = await applyPrefixes(
      { remote, prefixes: wanted, actor: ctx.actor, reason: ctx.opts.reason ?? '' },
      { file: ctx.registryFile, backend: ctx.backend, environment: ctx.environment, store: ctx.store },
    );
  } catch (error) {
    if (error instanceof PrefixRefusal) {
      return refuse(ctx, title, { action: 'prefixes', remote, prefixes: wanted }, error.refusals.map((message) => ({ code: 'prefix-refused', message })), false);
    }
    throw error;
  }
  const json = { action: 'prefixes', remote, from: result.from, prefixes: wanted, changed: result.changed, entry: result.entry, ...registryOf(ctx) };
  if (!result.changed) ctx.io.out(`${remote} already owns exactly ${wanted.join(' ')} in ${ctx.environment}; nothing changed.`);
  else ctx.io.out(`${remote} now owns ${wanted.join(' ')} in ${ctx.environment} (was ${result.from.join(' ') || 'none'}; by ${ctx.actor}). The BFF routes them within ~1 s.`);
  return { code: EXIT.ok, json };
}

/** Runs one CLI invocation; returns the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  let json = argv.includes('--json');
  let command = argv.find((a) => !a.startsWith('-')) ?? 'help';
  const emit = (code: number, body: Record<string, unknown>) => {
    if (json) io.out(JSON.stringify({ ok: code === EXIT.ok, command, ...body }, null, 2));
    return code;
  };
  // In --json mode the human lines go to stderr, so stdout is exactly one JSON object.
  const human: Io = { ...io, out: (line) => (json ? io.err(line) : io.out(line)) };
  let closeBackend: () => Promise<void> | undefined = () => undefined;
  try {
    const parsed = parse(argv);
    json = parsed.opts.json;
    command = parsed.command;
    if (parsed.opts.help || command === 'help') {
      io.out(USAGE);
      return EXIT.ok;
    }
    const ctx = context(human, parsed.opts);
    closeBackend = () => ctx.backend.close?.();
    let result: Result;
    switch (command) {
      case 'status':
        result = await status(ctx);
        break;
      case 'release':
        result = await release(ctx, parsed.args);
        break;
      case 'promote':
        result = await promote(ctx, parsed.args);
        break;
      case 'rollback':
        result = await rollback(ctx, parsed.args);
        break;
      case 'abort':
        result = await abort(ctx, parsed.args);
        break;
      case 'prefixes':
        result = await prefixes(ctx, parsed.args);
        break;
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
    return emit(result.code, result.json);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return emit(EXIT.refused, { error: error.message, usage: true });
    }
    const known = error instanceof LockTimeoutError || error instanceof ConflictError || error instanceof ReleaseError;
    const message = known ? error.message : `${(error as Error).message ?? String(error)}`;
    io.err(`Error: ${message}`);
    if (!known && io.env.MV_DEBUG) io.err((error as Error).stack ?? '');
    return emit(EXIT.error, { error: message });
  } finally {
    await closeBackend();
  }
}
