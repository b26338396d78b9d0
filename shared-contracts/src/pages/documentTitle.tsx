// The document title in the browser (docs/architecture.md §4). The page table's row states
// it, as it states the server's <title>: `title(ctx)` from the page's data, else the
// title its route declares (the row's `route`, joined by withRoutes). PageMount, the one place a page of any app's table is mounted
// (PageRoutes in the remotes, ShellPage in the shell), sets it on every client navigation
// and again when the data arrives. The states a table cannot know (the error and not-found
// views, the shell's sign-in-required and account-unavailable pages) state their own with
// usePageTitle; inside a page, that title outranks the row's while it is shown.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../store/hooks';
import { pageTitle } from '../title';
import type { PageData, PageDataContext } from './definePage';
import { PageBoundary } from './lazyPage';
import { pageParams } from './matchPage';

/** A mounted page's title, which an explicit title (usePageTitle) holds back while it is shown. */
interface TitleClaims {
  /** Holds the page's title back; the returned function lets go (the page's title returns). */
  claim(): () => void;
}

const TitleClaimsContext = createContext<TitleClaims | null>(null);

/**
 * An explicit '{page}' title for a state the page table cannot know (error, not found,
 * sign-in required). Null or empty states nothing.
 */
export function usePageTitle(page: string | null | undefined): void {
  const claims = useContext(TitleClaimsContext);
  useEffect(() => {
    if (!page) return undefined;
    document.title = pageTitle(page);
    return claims?.claim();
  }, [page, claims]);
}

/** The '{page}' part of a page's title: its row's, from the data, else its declared route's (undefined: a row without one). */
export function pageTitleOf(page: PageData, ctx: PageDataContext): string | undefined {
  return page.title?.(ctx) || page.route?.title;
}

export interface PageMountProps {
  page: PageData;
  children: ReactNode;
}

/** A page of an app's table as it is shown: its own Suspense boundary (PageBoundary) and its document title. */
export function PageMount({ page, children }: PageMountProps) {
  const { pathname, search } = useLocation();
  // The page's own path against the location (the shell routes without <Routes>: no useParams there).
  const params = useMemo(() => pageParams(page.path, pathname) ?? {}, [page.path, pathname]);
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const title = useAppSelector((state) => pageTitleOf(page, { params, search: query, session: state.session, state }));

  const held = useRef(0);
  const [released, setReleased] = useState(0);
  const claims = useMemo<TitleClaims>(
    () => ({
      claim() {
        held.current += 1;
        let done = false;
        return () => {
          if (done) return;
          done = true;
          held.current -= 1;
          // Re-renders the page's title effect: the row's title returns once nothing holds it back.
          setReleased((n) => n + 1);
        };
      },
    }),
    [],
  );
  // A child's explicit title claims in its own effect, which React runs before this one.
  useEffect(() => {
    if (title && held.current === 0) document.title = pageTitle(title);
  }, [title, released]);

  return (
    <TitleClaimsContext.Provider value={claims}>
      <PageBoundary>{children}</PageBoundary>
    </TitleClaimsContext.Provider>
  );
}

