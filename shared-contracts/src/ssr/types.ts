// The server-rendering contract: a remote's server build exposes './ssr' with prefetch(),
// which loads its page's data through the same RTK Query endpoints the page reads (into
// the request's store) and says what the page is: HTTP status and head.
import type { PublicConfig } from '../mount';
import type { AppStore, SessionState } from '../store';

export interface PrefetchContext {
  /** The request's store (its state is serialised into the page as the browser's preloaded state). */
  store: AppStore;
  pathname: string;
  /** The query string, with '?' (or ''). */
  search: string;
  /** The route's parameters from the shared route table (e.g. { slug }). */
  params: Record<string, string>;
  siteConfig: PublicConfig;
  session: SessionState;
}

export interface PageHead {
  /** The '{page}' part of the title ('{page} - MyValue'). */
  title?: string;
  description?: string;
  /** Absolute image URL for Open Graph. */
  image?: string;
  /** Structured data (schema.org) placed in the head as application/ld+json. */
  jsonLd?: Array<Record<string, unknown>>;
}

export interface PrefetchResult {
  /** 200, 404 for an unknown slug, 5xx when the page's own data failed upstream. */
  status: number;
  head?: PageHead;
  /** The page is not server-rendered (its table marks it clientOnly): the area renders in the browser. */
  clientOnly?: boolean;
}

export interface RemoteSsrModule {
  prefetch(ctx: PrefetchContext): Promise<PrefetchResult>;
}
