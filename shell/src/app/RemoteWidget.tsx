// A remote's home-page widget in its own parcel: it loads, fails and retries alone, so
// a failing remote takes down only its own section of the page. Widgets sit below the
// fold on a phone: a widget's remote is fetched when the visitor scrolls near it, so the
// first load carries only what the first screen shows (its skeleton keeps the room).
import { useCallback } from 'react';
import type { RemoteName } from 'shared-contracts';
import { RemoteLoading, RemoteOutlet } from './RemoteOutlet';
import { loadRemoteWidgets } from './remotes';
import { useNearViewport } from './useNearViewport';

export function RemoteWidget({ remote, widget }: { remote: RemoteName; widget: string }) {
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const load = useCallback(
    () =>
      loadRemoteWidgets(remote).then((mod) => {
        const found = mod[widget];
        if (!found) throw new Error(`Remote ${remote} has no widget ${widget}`);
        return found;
      }),
    [remote, widget],
  );
  if (!near) {
    return (
      <div ref={placeholder} data-remote-area={remote} data-remote-state="deferred">
        <RemoteLoading compact />
      </div>
    );
  }
  return <RemoteOutlet name={remote} load={load} variant="widget" />;
}
