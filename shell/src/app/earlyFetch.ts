// Hands the Module Federation runtime the remote's mf-manifest.json the page's start script
// already asked for (firstScreenStart.ts fetchEarly), so the file crosses the network once
// in every engine and the runtime does not wait for a request it would only start now. Each
// early answer is taken once (a body is read once): a later load of the same manifest, after
// a failure for instance, asks the network as the runtime always does.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { EARLY_FETCHES, type EarlyFetches } from '../start/firstScreenStart';

type EarlyWindow = { [EARLY_FETCHES]?: EarlyFetches };

export function earlyFetchPlugin(win: EarlyWindow = window as EarlyWindow): ModuleFederationRuntimePlugin {
  return {
    name: 'mv-early-fetch',
    fetch(url) {
      const early = win[EARLY_FETCHES];
      const pending = early?.[url];
      if (!early || !pending) return undefined;
      delete early[url];
      return pending;
    },
  };
}
