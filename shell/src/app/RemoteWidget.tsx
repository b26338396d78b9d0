// A remote's home-page widget in its own parcel: it loads, fails and retries alone, so
// a failing remote takes down only its own section of the page.
//
// The server renders the widget into the page (shell/src/ssr/homeWidgets.tsx): its markup
// stays as the server sent it until the visitor first touches, hovers, clicks or focuses
// it; then its remote loads and its parcel hydrates that markup in place (the data is in
// the preloaded store: nothing is fetched again). Until then it is cards and links, and the
// shell routes those links in the app (IslandOutlet): a phone spends its start-up on the
// page, not on hydrating lists it may only scroll past (issue 43: on '/' the widgets' parcels
// and their remotes' files were about 17 kB of its first-load JS). A widget the server did
// not render (its remote failed or was slow there, or a later visit to the home page) is
// fetched when the visitor scrolls near it, its skeleton keeping the room.
import { useCallback, useContext, useEffect, useState } from 'react';
import type { RemoteName } from 'shared-contracts';
import { IslandOutlet, RemoteLoading, RemoteOutlet } from './RemoteOutlet';
import { loadRemoteWidgets } from './remotes';
import { useNearViewport } from './useNearViewport';
import { IslandsContext, widgetIslandKey } from '../ssr/islands';

/** A first interaction with a server-rendered widget hydrates it at once (a mouse over it: its row's arrows appear before they are wanted). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export function RemoteWidget({ remote, widget }: { remote: RemoteName; widget: string }) {
  const islands = useContext(IslandsContext);
  const islandKey = widgetIslandKey(remote, widget);
  const [island] = useState(() => islands.get(islandKey) ?? null);
  const [abandoned, setAbandoned] = useState(false);
  const serverRendered = island !== null && !abandoned;
  const [area, near] = useNearViewport<HTMLDivElement>(!serverRendered);
  const [touched, setTouched] = useState(false);
  const load = useCallback(
    () =>
      loadRemoteWidgets(remote).then((mod) => {
        const found = mod[widget];
        if (!found) throw new Error(`Remote ${remote} has no widget ${widget}`);
        return found;
      }),
    [remote, widget],
  );
  useEffect(() => {
    const element = area.current;
    if (!serverRendered || touched || !element) return undefined;
    const wake = () => setTouched(true);
    for (const type of INTERACTIONS) element.addEventListener(type, wake, { passive: true, once: true });
    return () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, wake);
    };
  }, [area, serverRendered, touched]);

  if (serverRendered) {
    return (
      <IslandOutlet
        name={remote}
        islandKey={islandKey}
        html={island}
        load={load}
        variant="widget"
        start={touched}
        areaRef={area}
        onFailure={() => setAbandoned(true)}
      />
    );
  }
  // A widget whose server markup failed to hydrate was already woken: it loads on the client now.
  if (!near && !abandoned) {
    return (
      <div ref={area} data-remote-area={remote} data-remote-state="deferred">
        <RemoteLoading compact />
      </div>
    );
  }
  return <RemoteOutlet name={remote} load={load} variant="widget" />;
}
