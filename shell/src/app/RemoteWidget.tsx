// A remote's home-page widget in its own parcel: it loads, fails and retries alone, so
// a failing remote takes down only its own section of the page.
import { useCallback } from 'react';
import type { RemoteName } from 'shared-contracts';
import { RemoteOutlet } from './RemoteOutlet';
import { loadRemoteWidgets } from './remotes';

export function RemoteWidget({ remote, widget }: { remote: RemoteName; widget: string }) {
  const load = useCallback(
    () =>
      loadRemoteWidgets(remote).then((mod) => {
        const found = mod[widget];
        if (!found) throw new Error(`Remote ${remote} has no widget ${widget}`);
        return found;
      }),
    [remote, widget],
  );
  return <RemoteOutlet name={remote} load={load} variant="widget" />;
}
