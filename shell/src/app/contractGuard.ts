// The run-time half of the contract rule (docs/architecture.md §6; the promote gate is the
// other): a remote built against a contract this shell cannot serve (another major, or a
// newer minor) is never run. A Module Federation runtime plugin, so it sees the very
// manifest the runtime loads, in the browser and in the server renderer alike: it reads
// the remote's stamp (metaData.contractVersion) before the remote's entry is fetched, and
// the load fails with a ContractError instead. The remote's area shows its fallback and
// reports the failure (RemoteOutlet; the renderer renders that area on the client).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, contractServes } from 'shared-contracts';

export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly remote: string,
    readonly remoteVersion: string | null,
    /** The contract the remote was built against (null: not stamped). */
    readonly required: string | null,
    /** The contract this shell provides. */
    readonly provided: string,
  ) {
    super(
      `Remote ${remote}${remoteVersion ? ` ${remoteVersion}` : ''} was built against contract ${required ?? '(none stamped)'}; ` +
        `this shell provides contract ${provided}: not mounted.`,
    );
  }
}

interface StampedManifest {
  name?: unknown;
  metaData?: { contractVersion?: unknown; buildInfo?: { buildVersion?: unknown } };
}

const asString = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** Throws a ContractError when `provided` cannot serve the remote the manifest describes. */
export function checkRemoteContract(manifest: StampedManifest, remote: string, provided: string = CONTRACT_VERSION): void {
  const required = asString(manifest.metaData?.contractVersion);
  if (contractServes(provided, required).ok) return;
  throw new ContractError(remote, asString(manifest.metaData?.buildInfo?.buildVersion), required, provided);
}

export interface ContractGuardOptions {
  /** The contract this shell provides (default: the one it was built with). */
  provided?: string;
  /** Told of each refusal (default: console.error). */
  report?: (error: ContractError) => void;
}

export function contractGuardPlugin(options: ContractGuardOptions = {}): ModuleFederationRuntimePlugin {
  const provided = options.provided ?? CONTRACT_VERSION;
  const report = options.report ?? ((error: ContractError) => console.error(`[contract] ${error.message}`));
  return {
    name: 'mv-contract-guard',
    afterLoadManifest(args) {
      // Only a manifest that loaded (a failed fetch is reported by the runtime itself).
      if (!args.manifestJson) return;
      try {
        checkRemoteContract(args.manifestJson as StampedManifest, args.moduleInfo.name, provided);
      } catch (error) {
        // Reported once per manifest: the runtime remembers the failed load for that URL.
        if (error instanceof ContractError && !args.cached) report(error);
        throw error;
      }
    },
  };
}
