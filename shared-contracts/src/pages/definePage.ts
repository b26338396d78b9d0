// One definition per page (docs/architecture.md §4): its path, its component, the data it
// reads (endpoint calls with their arguments, computed from the route's params, the query
// string, the session and what the store already holds), its head and its status rule.
// Each app keeps ONE table of these (src/pages.ts); its <Routes> and its server prefetch
// both read it, and its components compute their hook arguments with the same functions
// the table's `data` uses, so the server loads exactly what the page will ask for.
import type { ComponentType } from 'react';
import type { SerializedError, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PublicConfig } from '../mount';
import type { PageHead } from '../ssr/types';
import type { AppDispatch, RootState } from '../store/store';
import type { SessionState } from '../store/session';
import type { RouteDecl } from '../routes';

/** What a page's data, head and status rules are computed from. */
export interface PageDataContext {
  /** The route's parameters (e.g. { slug }). */
  params: Readonly<Record<string, string>>;
  /** The query string. */
  search: URLSearchParams;
  session: SessionState;
  /** The store as it is now: data that depends on other data reads it here. */
  state: RootState;
}

export interface PageHeadContext extends PageDataContext {
  siteConfig: PublicConfig;
}

/** Why a call failed: RTK Query's error (a loader states its own as { status, data }). */
export type DataFailure = FetchBaseQueryError | SerializedError;

/** How a call ended: `error` set when it failed. */
export interface DataOutcome {
  error?: DataFailure;
}

/** One thing a page reads, as the server loads it into the request's store. */
export interface DataCall {
  /** Names the call and its argument, e.g. 'catalogPromos {"pageSize":5}': asked once per key. */
  key: string;
  /** The page cannot be shown without it: its failure decides the page's status. */
  main: boolean;
  /** Loads it into the store; never rejects (a failure is the outcome's `error`). */
  load(dispatch: AppDispatch): Promise<DataOutcome>;
}

/** The part of an RTK Query endpoint a data call needs (any injected query endpoint has it). */
export interface QueryEndpointLike<Arg> {
  name: string;
  initiate(arg: Arg): ThunkAction<PromiseLike<DataOutcome>, RootState, unknown, UnknownAction>;
}

/** An RTK Query endpoint called with `arg`: the very argument the page's hook passes. */
export function queryCall<Arg>(endpoint: QueryEndpointLike<Arg>, arg: Arg, options: { main?: boolean } = {}): DataCall {
  return {
    key: `${endpoint.name} ${JSON.stringify(arg ?? null)}`,
    main: options.main ?? false,
    load: async (dispatch) => {
      const result = await dispatch(endpoint.initiate(arg));
      return result.error === undefined ? {} : { error: result.error };
    },
  };
}

/** Data a page keeps outside the api cache (e.g. the merchant page's entity slice): loaded by the same thunk the page dispatches. */
export function loaderCall(key: string, load: (dispatch: AppDispatch) => Promise<DataOutcome>, options: { main?: boolean } = {}): DataCall {
  return { key, main: options.main ?? false, load };
}

/** What the server needs of a page: everything but its component. */
export interface PageData {
  /** The path, exactly as its app declares the route (a remote's src/release.ts, the shell's SHELL_ROUTES). */
  path: string;
  /** The route declared at `path` (its layout and fallback title): set by withRoutes. */
  route?: RouteDecl;
  /**
   * The calls the page makes for this context. Called again with the store after each
   * round of loading, so a call that needs an earlier answer (related promos need the
   * promo's category) appears once that answer is in the state.
   */
  data?: (ctx: PageDataContext) => readonly DataCall[];
  /**
   * The '{page}' part of the document title from the page's data (undefined: the route's
   * declared title). The one source of the title: the server's head (status 200) and, in the
   * browser, PageMount on every navigation and data change (documentTitle.tsx).
   */
  title?: (ctx: PageDataContext) => string | undefined;
  /** Description, image and JSON-LD once the data is loaded (status 200 only); its title is `title`'s. */
  head?: (ctx: PageHeadContext) => PageHead | undefined;
  /**
   * The failure that decides the page's status (see pageFailureStatus), or undefined when the
   * page can be shown. Default: the first `main` call that failed.
   */
  failure?: (ctx: PageDataContext) => DataFailure | undefined;
  /** Not server-rendered (the member area): its data loads in the browser. */
  clientOnly?: boolean;
}

/** A page of an app's table: its data and the component that shows it (remotes' take no props). */
export interface PageDef<Props extends object = Record<string, never>> extends PageData {
  component: ComponentType<Props>;
}

/** Typed identity: a page of an app's table. */
export function definePage<Props extends object = Record<string, never>>(page: PageDef<Props>): PageDef<Props> {
  return page;
}

/**
 * An app's page table joined to its declared routes: each row gets the route declared at its
 * path. A route without its row, or a row without its route, is refused when the table is
 * made (at the app's start and in its tests): the declaration the build ships and the pages
 * the code has cannot drift apart.
 */
export function withRoutes<Props extends object>(routes: readonly RouteDecl[], pages: readonly PageDef<Props>[]): readonly PageDef<Props>[] {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const rowless = routes.filter((r) => !pages.some((p) => p.path === r.path)).map((r) => r.path);
  const undeclared = pages.filter((p) => !byPath.has(p.path)).map((p) => p.path);
  const twice = pages.filter((p, i) => pages.findIndex((q) => q.path === p.path) !== i).map((p) => p.path);
  if (rowless.length || undeclared.length || twice.length) {
    throw new Error(`Page table and declared routes differ: routes without a page [${rowless.join(', ')}], pages without a route [${undeclared.join(', ')}], pages twice [${twice.join(', ')}]`);
  }
  return pages.map((page) => ({ ...page, route: byPath.get(page.path)! }));
}
