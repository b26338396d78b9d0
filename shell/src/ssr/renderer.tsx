// The server renderer (bundled into shell/dist/server by rspack.server.config.ts and
// loaded by the BFF): one request → data through the shared RTK Query endpoints, the
// owning remote's area rendered as an island, status and head, and the shell streamed.
import { configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { ShellStateProvider } from '../features/shellState/ShellState';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  api,
  loadQrEncoder,
  loadSanitizer,
  preloadPage,
  rootReducer,
  routeTableFor,
  setServerCall,
  STRINGS,
  type AppStore,
  type BootData,
  type LiveRemote,
  type PageHead,
  type RemoteAppModule,
  type RemoteName,
  type RemoteProps,
  type RemoteSsrModule,
  type RemoteWidgetsModule,
  type RootState,
  type ServerRequestContext,
} from 'shared-contracts';
import { ShellContext, type ShellServices } from '../app/ShellContext';
import { ShellRoot } from '../app/ShellRoot';
import { SHELL_PAGES } from '../pages';
import { prefetchShellPage } from '../pages/prefetch';
import { prefetchChrome, serialisableState } from './serverState';
import { IslandsContext } from './islands';
import { withBudget } from './budget';
import { homeWidgetRemotes, prefetchHomeWidgets, renderHomeWidgets, type PreparedWidget } from './homeWidgets';
import { splitPreloads } from './preloads';
import { renderIsland, startStream } from './reactStream';
import { localArtefactsPlugin } from './localArtefacts';
import { contractGuardPlugin } from '../app/contractGuard';
import type { Renderer, RendererOptions, RenderInput, RenderResult } from 'shared-contracts/server';

export type { RendererOptions, RenderInput, RenderResult };
export { serialisableState };

interface RemoteServerModules {
  app: RemoteAppModule;
  ssr: RemoteSsrModule | null;
  /** Its home-page widgets (null: none, or a server build without them). */
  widgets: RemoteWidgetsModule | null;
}

/** Remotes whose server build may expose './widgets' (those with a home section). */
const WIDGET_REMOTES = new Set<RemoteName>(homeWidgetRemotes());

const noop = () => undefined;

/** The renderer of the contract (shared-contracts/src/ssr/renderer.ts); serverEntry.ts hands it to the BFF. */
export function createRenderer(options: RendererOptions): Renderer {
  const log = options.log ?? noop;
  // A request's store lives for one render and its answers are parsed for it alone: freezing
  // them guards nothing here, and immer's deep freeze of every answer put in the store was
  // 6–8 % of a member page's BFF time in CPU profiles (issue 30). The browser's store keeps
  // freezing.
  setAutoFreeze(false);
  setServerCall(options.siteCall, options.publicUrl);
  if (options.readLocal) registerPlugins([localArtefactsPlugin(options.readLocal, options.nodeRequire)]);
  // A remote whose contract this shell cannot serve is not rendered: its load fails, the
  // area renders on the client, where the same check shows the fallback.
  registerPlugins([contractGuardPlugin({ report: (error) => log('error', error.message, error) })]);
  // CMS HTML is sanitised and members' QR codes are drawn while rendering, so the sanitiser
  // and the QR encoder are loaded before the first render.
  const drawingReady = Promise.all([loadSanitizer(), loadQrEncoder()]);

  // The request's registry decides the version: a promotion or rollback changes the entry
  // URL and the next render uses the new version, with no restart. With a canary, requests
  // of two versions of a remote come in at once: each version's modules are loaded once
  // and kept; the runtime knows one entry per remote name, so loads take turns per remote.
  const registered = new Map<RemoteName, string>();
  const loaded = new Map<string, Promise<RemoteServerModules>>();
  const turns = new Map<RemoteName, Promise<unknown>>();

  function entryOf(remotes: LiveRemote[], name: RemoteName): string | null {
    const live = remotes.find((r) => r.name === name);
    return live ? new URL(live.entry, options.publicUrl).toString() : null;
  }

  function loadServerModules(name: RemoteName, entry: string): Promise<RemoteServerModules> {
    const key = `${name}@${entry}`;
    let pending = loaded.get(key);
    if (!pending) {
      pending = (turns.get(name) ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => {
          if (registered.get(name) !== entry) {
            registerRemotes([{ name, entry }], { force: true });
            registered.set(name, entry);
          }
          return Promise.all([
            loadRemote<RemoteAppModule>(`${name}/app`),
            loadRemote<RemoteSsrModule>(`${name}/ssr`).catch(() => null),
            WIDGET_REMOTES.has(name) ? loadRemote<RemoteWidgetsModule>(`${name}/widgets`).catch(() => null) : Promise.resolve(null),
          ]);
        })
        .then(([app, ssr, widgets]) => {
          if (!app || typeof app.Root !== 'function') throw new Error(`Remote ${name} has no server Root`);
          return { app, ssr: ssr && typeof ssr.prefetch === 'function' ? ssr : null, widgets: widgets ?? null };
        });
      turns.set(name, pending);
      // A failed load is forgotten: the next request tries again.
      pending.catch(() => loaded.delete(key));
      loaded.set(key, pending);
    }
    return pending;
  }

  async function render(input: RenderInput): Promise<RenderResult> {
    await drawingReady;
    const url = new URL(input.url, options.publicUrl);
    // Matched once by the BFF against this visitor's versions' routes.
    const match = input.match;
    const session = input.boot.session;
    const extra: ServerRequestContext = {
      authorization: input.authorization ?? undefined,
      timeoutMs: input.upstreamTimeoutMs,
    };
    const store = makeServerStore({ session }, extra);
    prefetchChrome(store, session.status === 'member');

    let status = match ? 200 : 404;
    let head: PageHead = {};
    const islands: Record<string, 'server' | 'client'> = {};
    const islandFailures: Record<string, string> = {};
    const failed = (name: string, error: unknown) => {
      islandFailures[name] = error instanceof Error ? error.message : String(error);
    };
    let owner: RemoteServerModules | null = null;
    const ownerName = match && match.route.owner !== 'shell' ? match.route.owner : null;

    // The home page's remote widgets: their modules and data load beside the shell page's.
    const homeWidgets: Promise<PreparedWidget[]> | null =
      match && match.route.path === '/'
        ? prefetchHomeWidgets(
            (name) => {
              const entry = entryOf(input.boot.registry.remotes, name);
              if (!entry) return Promise.resolve(null);
              const delay = input.remoteDelayMs?.[name] ?? 0;
              return withBudget(
                (delay > 0 ? sleep(delay) : Promise.resolve()).then(() => loadServerModules(name, entry)),
                input.remoteBudgetMs,
              ).then((modules) => {
                if (modules === null) log('warn', `Remote ${name} server module over budget: its home widgets render on the client`);
                return modules?.widgets ?? null;
              });
            },
            { store, pathname: url.pathname, search: url.search, params: match.params, siteConfig: input.boot.config, session },
            (name, error) => {
              log('warn', `Remote ${name} home widgets failed on the server: they render on the client`, error);
              failed(name, error);
            },
          )
        : null;

    if (match && match.route.owner === 'shell' && !match.route.requiresSession) {
      // The page's chunk runs before the render: the shell streams from its first byte, and a
      // lazy page that suspended would stream its fallback (revealed only by script).
      await preloadPage(SHELL_PAGES, url.pathname).catch((error: unknown) => log('warn', `Shell page chunk failed for ${url.pathname}`, error));
      // The shell's own pages: their data, status and head (no island: the shell renders them).
      try {
        const result = await prefetchShellPage({
          store,
          pathname: url.pathname,
          search: url.search,
          params: match.params,
          siteConfig: input.boot.config,
          session,
        });
        status = result.status;
        head = result.head ?? {};
      } catch (error) {
        log('warn', `Shell page prefetch failed for ${url.pathname}: its data loads in the browser`, error);
      }
    }

    const ownerEntry = ownerName ? entryOf(input.boot.registry.remotes, ownerName) : null;
    // Every remote's pages are server-rendered: the public ones for everyone, the member area
    // for a member (with their token; the BFF never caches a member's page). A remote without
    // a server build, or a page its table marks clientOnly, renders in the browser.
    const serverRendered = ownerName !== null && (!match?.route.requiresSession || session.status === 'member');
    if (match && ownerName && ownerEntry && serverRendered) {
      const delay = input.remoteDelayMs?.[ownerName] ?? 0;
      const modules = await withBudget(
        (delay > 0 ? sleep(delay) : Promise.resolve()).then(() => loadServerModules(ownerName, ownerEntry)),
        input.remoteBudgetMs,
      ).catch((error: unknown) => {
        log('warn', `Remote ${ownerName} server module failed: the area renders on the client`, error);
        failed(ownerName, error);
        return null;
      });
      if (modules === null) log('warn', `Remote ${ownerName} server module over budget: the area renders on the client`);
      owner = modules;
      if (owner?.ssr) {
        try {
          const result = await owner.ssr.prefetch({
            store,
            pathname: url.pathname,
            search: url.search,
            params: match.params,
            siteConfig: input.boot.config,
            session,
          });
          status = result.status;
          head = result.head ?? {};
          if (result.clientOnly) owner = null;
        } catch (error) {
          log('warn', `Remote ${ownerName} prefetch failed: the area renders on the client`, error);
          failed(ownerName, error);
          owner = null;
        }
      }
    }

    const preparedWidgets = homeWidgets ? await homeWidgets : [];
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

    const error = status >= 500 ? { status, message: STRINGS.errorFallbackText } : null;
    const boot: BootData = { ...input.boot, status, error };
    const islandHtml = new Map<string, string>();
    const headLinks: string[] = [];
    if (ownerName && serverRendered) {
      if (owner && !error) {
        try {
          const { markup, preloads } = splitPreloads(
            await renderIsland(<owner.app.Root {...remoteProps(store, url, boot)} />, input.nonce),
          );
          islandHtml.set(ownerName, markup);
          headLinks.push(...preloads);
          islands[ownerName] = 'server';
        } catch (e) {
          log('warn', `Remote ${ownerName} failed to render on the server: the area renders on the client`, e);
          failed(ownerName, e);
          islands[ownerName] = 'client';
        }
      } else if (!error) {
        islands[ownerName] = 'client';
      }
    }

    if (homeWidgets && !error) {
      const rendered = await renderHomeWidgets(
        preparedWidgets,
        remoteProps(store, url, boot),
        (element) => renderIsland(element, input.nonce),
        (name, e) => {
          log('warn', `Remote ${name} home widget failed to render on the server: it renders on the client`, e);
          failed(name, e);
        },
      );
      for (const [key, markup] of rendered.html) islandHtml.set(key, markup);
      Object.assign(islands, rendered.islands);
    }

    const services: ShellServices = { boot, config: boot.config, routes: routeTableFor(boot.routes), track: noop, login: noop };
    // The browser's router on the server: the same tree at the request's address.
    const app = (
      <Provider store={store}>
        <ShellContext.Provider value={services}>
          <ShellStateProvider boot={boot}>
            <IslandsContext.Provider value={islandHtml}>
              <StaticRouter location={`${url.pathname}${url.search}`}>
                <ShellRoot />
              </StaticRouter>
            </IslandsContext.Provider>
          </ShellStateProvider>
        </ShellContext.Provider>
      </Provider>
    );
    const stream = await startStream(app, input.nonce, log);
    return {
      status,
      head: { ...head, title: head.title ?? (match ? match.route.title : STRINGS.notFoundTitle) },
      boot,
      state: serialisableState(store.getState()) as Record<string, unknown>,
      islands,
      islandFailures,
      headLinks,
      pipe: stream.pipe,
      abort: stream.abort,
    };
  }

  /** Loads the live remotes' server modules ahead of the first request (best effort). */
  async function warm(remotes: LiveRemote[]): Promise<void> {
    await Promise.all(
      remotes.map((r) =>
        loadServerModules(r.name, new URL(r.entry, options.publicUrl).toString()).catch((error: unknown) => {
          log('warn', `Remote ${r.name} server module failed to load ahead of requests`, error);
          return null;
        }),
      ),
    );
  }

  return { render, warm };
}

/** The request's store: the shared reducer, with the request context as thunk extra. */
function makeServerStore(preloadedState: Partial<RootState>, extra: ServerRequestContext): AppStore {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  }) as unknown as AppStore;
}

function remoteProps(store: AppStore, url: URL, boot: BootData): RemoteProps {
  return {
    store,
    location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' },
    navigator: {
      createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
      go: noop,
      push: noop,
      replace: noop,
    },
    siteConfig: boot.config,
    track: noop,
    session: { status: boot.session.status, user: boot.session.user, login: noop },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

