// A page in its own chunk: the first load of a route carries that page's code, not every
// page of the app. The server preloads the chunk with the page (named after the route:
// pageChunkName) and the app runs it before hydrating (preloadPage), so hydration never
// waits; on a client navigation the page's Suspense boundary shows PageLoading meanwhile.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath } from 'react-router';
import { STRINGS } from '../strings';
import { Skeleton } from '../ui/Skeleton';

export type LazyPageComponent<P extends object> = ComponentType<P> & {
  /** Starts (or joins) the chunk's download; a failed one may be tried again. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * `load` imports the page's module with a webpackChunkName comment equal to
 * pageChunkName(path), so the server can preload the right file.
 */
export function lazyPage<P extends object = Record<string, never>>(load: () => Promise<ComponentType<NoInfer<P>>>): LazyPageComponent<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () => {
    if (!pending) {
      pending = load().then((component) => (loaded = component));
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
  // Once the chunk has run, React gets it at once (a thenable that resolves synchronously):
  // a page preloaded before hydration or a server render does not suspend at all. React
  // keeps a lazy component's failure for good, so a failed download (no signal) gets a fresh
  // lazy component: the area's retry, or the next visit, downloads again.
  const makeLazy = () =>
    lazy(() =>
      loaded
        ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: loaded as ComponentType<P> }) } as unknown as Promise<{ default: ComponentType<P> }>)
        : preload().then(
            (component) => ({ default: component }),
            (error: unknown) => {
              current = makeLazy();
              throw error;
            },
          ),
    );
  let current = makeLazy();
  const Lazy = (props: P) => {
    const Page = current as unknown as ComponentType<P>;
    return <Page {...props} />;
  };
  return Object.assign(Lazy as unknown as ComponentType<P>, { preload });
}

/** Starts the download of the page that renders `pathname` (nothing for an eager page or no page). */
export function preloadPage(pages: ReadonlyArray<{ path: string; component: unknown }>, pathname: string): Promise<unknown> {
  const page = pages.find((p) => matchPath({ path: p.path, end: true, caseSensitive: false }, pathname));
  const component = page?.component as Partial<LazyPageComponent<object>> | undefined;
  return typeof component?.preload === 'function' ? component.preload() : Promise.resolve();
}

/** While a page's chunk loads on a client navigation: the page's room, announced as loading. */
export function PageLoading() {
  return (
    <div role="status" aria-busy="true" style={{ minHeight: '60vh', display: 'grid', alignContent: 'start', gap: 16, paddingTop: 16 }}>
      <span className="mv-visually-hidden">{STRINGS.loading}</span>
      <Skeleton width="50%" height={28} />
      <Skeleton height={160} />
      <Skeleton width="80%" />
    </div>
  );
}

/** A page's own Suspense boundary (hydration and client navigation alike). */
export function PageBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** Runs every lazy page's chunk (tests that render pages synchronously; a prefetch on idle). */
export function preloadAllPages(pages: ReadonlyArray<{ component: unknown }>): Promise<unknown> {
  return Promise.all(pages.map((p) => (p.component as Partial<LazyPageComponent<object>>).preload?.()));
}
