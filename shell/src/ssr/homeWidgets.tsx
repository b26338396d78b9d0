// The home page's remote widgets in the server's HTML (issue 30): each widget's data is
// loaded into the request's store (the calls its hooks make, declared with the widget), its
// root is rendered on its own as the browser's parcel will hydrate it, and its markup goes
// into its section as an island (RemoteWidget keeps it until the parcel hydrates it). Each
// remote, and each widget, succeeds or fails alone: what cannot be rendered here is left
// to the browser, which loads it as before (its section's own loading and error states).
import type { ReactElement } from 'react';
import { HOME_WIDGETS, prefetchPage, type PrefetchContext, type RemoteName, type RemoteProps, type RemoteWidget, type RemoteWidgetsModule } from 'shared-contracts';
import { widgetIslandKey } from './islands';
import { splitPreloads } from './preloads';

/** A widget whose data is in the store, ready to render. */
export interface PreparedWidget {
  remote: RemoteName;
  widget: string;
  Root: RemoteWidget['Root'];
}

export interface HomeWidgetsResult {
  /** Island key (widgetIslandKey) → the widget's markup. */
  html: Map<string, string>;
  /** Per remote: 'server' when every one of its widgets is in the HTML. */
  islands: Partial<Record<RemoteName, 'server' | 'client'>>;
}

type Failed = (remote: RemoteName, error: unknown) => void;

/** The remotes with a home section, in page order. */
export function homeWidgetRemotes(): RemoteName[] {
  return [...new Set(HOME_WIDGETS.map((w) => w.remote))];
}

/**
 * Loads every home widget's data into ctx.store. `load` gives a remote's server widgets
 * (null: not in time, or none; rejects: failed, reported through `failed`). Widgets without
 * data (a remote built before they declared it) are left to the browser.
 */
export async function prefetchHomeWidgets(
  load: (remote: RemoteName) => Promise<RemoteWidgetsModule | null>,
  ctx: PrefetchContext,
  failed: Failed,
): Promise<PreparedWidget[]> {
  const perRemote = await Promise.all(
    homeWidgetRemotes().map(async (remote) => {
      const mod = await load(remote).catch((error: unknown) => {
        failed(remote, error);
        return null;
      });
      if (!mod) return [];
      const ready = HOME_WIDGETS.filter((w) => w.remote === remote).flatMap((w) => {
        const found = mod[w.widget];
        return found && typeof found.Root === 'function' && found.data ? [{ remote, widget: w.widget, Root: found.Root, data: found.data }] : [];
      });
      // A widget's failed call is not the page's: the widget renders its own error state
      // (the status prefetchPage returns is not looked at).
      await Promise.all(ready.map((w) => prefetchPage({ path: '/', data: w.data }, ctx)));
      return ready.map(({ remote: r, widget, Root }) => ({ remote: r, widget, Root }));
    }),
  );
  return perRemote.flat();
}

/** Renders the prepared widgets (their data settled in the store) to their islands' markup. */
export async function renderHomeWidgets(
  prepared: readonly PreparedWidget[],
  props: RemoteProps,
  render: (element: ReactElement) => Promise<string>,
  failed: Failed,
): Promise<HomeWidgetsResult> {
  const html = new Map<string, string>();
  await Promise.all(
    prepared.map(async ({ remote, widget, Root }) => {
      try {
        // Its images load lazily below the fold: no preload of theirs reaches the head.
        html.set(widgetIslandKey(remote, widget), splitPreloads(await render(<Root {...props} />)).markup);
      } catch (error) {
        failed(remote, error);
      }
    }),
  );
  const islands: HomeWidgetsResult['islands'] = {};
  for (const w of HOME_WIDGETS) {
    const state = html.has(widgetIslandKey(w.remote, w.widget)) ? 'server' : 'client';
    if (islands[w.remote] !== 'client') islands[w.remote] = state;
  }
  return { html, islands };
}
