// The canary steps as changes of the registry document (docs/architecture.md §6): start or
// widen, abort, and what a promotion or rollback does to a running canary. Pure functions
// from one document to the next with the history entry they append, so the CLI (file
// store, under its lock) and the BFF's automatic abort (any store) share them.
import type { RemoteName } from 'shared-contracts/core';
import type { CanaryEvidence, RegistryDocument, RegistryHistoryEntry } from 'shared-contracts/server';

export interface StepResult {
  changed: boolean;
  doc: RegistryDocument;
  /** The entries appended to the history (none when nothing changed). */
  entries: RegistryHistoryEntry[];
}

export type CanaryRefusalCode = 'canary-is-stable' | 'canary-running' | 'no-canary';

/** A step that does not apply to the document as it is (exit 1 in the CLI; nothing written). */
export class CanaryRefusal extends Error {
  constructor(
    readonly code: CanaryRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export interface CanaryStart {
  remote: RemoteName;
  version: string;
  /** URL of the version's mf-manifest.json (the artefact store's entry URL). */
  entry: string;
  share: number;
  actor: string;
  reason: string;
  /** The gate's refusals that --force overrode. */
  overridden?: string[];
  at?: string;
}

/**
 * Starts a canary of `version` for `share` percent of visitors, or changes the share of
 * the one running (widening keeps its start, so its health counts on). Refused when the
 * version is the stable one or another version's canary runs.
 */
export function startCanary(doc: RegistryDocument, req: CanaryStart): StepResult {
  const live = doc.remotes[req.remote];
  if (live.version === req.version) {
    throw new CanaryRefusal('canary-is-stable', `${req.remote} ${req.version} is the stable version already; a canary needs another version.`);
  }
  const running = live.canary;
  if (running && running.version !== req.version) {
    throw new CanaryRefusal(
      'canary-running',
      `${req.remote} ${running.version} is in canary (${running.share}%); complete it (promote ${req.remote} ${running.version}) or abort it (abort ${req.remote}) before a canary of ${req.version}.`,
    );
  }
  if (running && running.share === req.share) return { changed: false, doc, entries: [] };
  const at = req.at ?? new Date().toISOString();
  const entry: RegistryHistoryEntry = {
    remote: req.remote,
    from: live.version,
    to: req.version,
    action: 'canary',
    at,
    actor: req.actor,
    reason: req.reason,
    forced: Boolean(req.overridden?.length),
    ...(req.overridden?.length ? { overridden: req.overridden } : {}),
    share: req.share,
  };
  const canary = running
    ? { ...running, share: req.share }
    : { version: req.version, entry: req.entry, share: req.share, startedAt: at, startedBy: req.actor };
  return {
    changed: true,
    doc: { ...doc, updatedAt: at, remotes: { ...doc.remotes, [req.remote]: { ...live, canary } }, history: [...doc.history, entry] },
    entries: [entry],
  };
}

export interface CanaryAbort {
  remote: RemoteName;
  actor: string;
  reason: string;
  evidence?: CanaryEvidence;
  /**
   * Abort only this canary (its version and start): the automatic abort decided on the
   * health of one canary and must not end a newer one that started meanwhile.
   */
  expect?: { version: string; startedAt: string };
  at?: string;
}

/** Everyone back on the stable version. Refused when no canary runs (or not the expected one). */
export function abortCanary(doc: RegistryDocument, req: CanaryAbort): StepResult {
  const live = doc.remotes[req.remote];
  const running = live.canary;
  if (!running || (req.expect && (running.version !== req.expect.version || running.startedAt !== req.expect.startedAt))) {
    throw new CanaryRefusal('no-canary', `${req.remote} has no canary${req.expect ? ` of ${req.expect.version} started ${req.expect.startedAt}` : ''} running; nothing to abort.`);
  }
  const at = req.at ?? new Date().toISOString();
  const entry: RegistryHistoryEntry = {
    remote: req.remote,
    from: running.version,
    to: live.version,
    action: 'abort',
    at,
    actor: req.actor,
    reason: req.reason,
    forced: false,
    share: running.share,
    ...(req.evidence ? { evidence: req.evidence } : {}),
  };
  const { canary: _ended, ...stable } = live;
  return {
    changed: true,
    doc: { ...doc, updatedAt: at, remotes: { ...doc.remotes, [req.remote]: stable }, history: [...doc.history, entry] },
    entries: [entry],
  };
}

/**
 * What a promotion or rollback of `version` means for a running canary: promoting the
 * canary's version completes it (everyone gets it); a rollback ends it first (an abort
 * entry, then the rollback); promoting any other version is refused while it runs.
 */
export function canaryBeforeChange(
  doc: RegistryDocument,
  req: { remote: RemoteName; version: string; action: 'promote' | 'rollback'; actor: string; reason: string; at?: string },
): StepResult {
  const running = doc.remotes[req.remote].canary;
  if (!running) return { changed: false, doc, entries: [] };
  if (req.action === 'promote' && running.version === req.version) {
    // Completed: the promotion entry that follows says so; the canary field goes.
    const { canary: _done, ...live } = doc.remotes[req.remote];
    return { changed: true, doc: { ...doc, remotes: { ...doc.remotes, [req.remote]: live } }, entries: [] };
  }
  if (req.action === 'promote') {
    throw new CanaryRefusal(
      'canary-running',
      `${req.remote} ${running.version} is in canary (${running.share}%); complete it (promote ${req.remote} ${running.version}) or abort it (abort ${req.remote}) before promoting ${req.version}.`,
    );
  }
  return abortCanary(doc, { remote: req.remote, actor: req.actor, reason: `rollback: ${req.reason}`.replace(/: $/, ''), at: req.at });
}
