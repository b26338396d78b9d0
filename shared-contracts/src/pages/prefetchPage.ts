// The server side of a page definition: load its data into the request's store, then say
// what the page is (status and head). The one implementation every app's server prefetch
// uses; apps give it their table.
import { ssrFailureStatus } from '../ssr/failure';
import type { PrefetchContext, PrefetchResult } from '../ssr/types';
import { matchPagePath } from './matchPage';
import type { DataFailure, DataOutcome, PageData, PageDataContext } from './definePage';

/** Rounds of dependent data a page may have (promo → its related promos is two). */
const MAX_ROUNDS = 4;

export interface PagePrefetchOptions {
  /** The HTTP status of a failed call (null: no answer). */
  errorStatus: (error: DataFailure) => number | null;
}

function dataContext(ctx: PrefetchContext): PageDataContext {
  return { params: ctx.params, search: new URLSearchParams(ctx.search), session: ctx.session, state: ctx.store.getState() };
}

/** Loads `page`'s data into ctx.store and answers its status and head. */
export async function prefetchPage(page: PageData, ctx: PrefetchContext, options: PagePrefetchOptions): Promise<PrefetchResult> {
  const outcomes = new Map<string, Promise<DataOutcome>>();
  for (let round = 0; round < MAX_ROUNDS && page.data; round++) {
    const fresh = page.data(dataContext(ctx)).filter((call) => !outcomes.has(call.key));
    if (fresh.length === 0) break;
    for (const call of fresh) outcomes.set(call.key, call.load(ctx.store.dispatch).catch((error: unknown) => ({ error: thrown(error) })));
    await Promise.all(fresh.map((call) => outcomes.get(call.key)));
  }
  const settled = dataContext(ctx);
  let failure: DataFailure | undefined;
  if (page.failure) {
    failure = page.failure(settled);
  } else {
    for (const call of page.data?.(settled) ?? []) {
      if (!call.main) continue;
      const outcome = await outcomes.get(call.key);
      if (outcome?.error !== undefined) {
        failure = outcome.error;
        break;
      }
    }
  }
  if (failure !== undefined) return { status: ssrFailureStatus(options.errorStatus(failure)) };
  const head = page.head?.({ ...settled, siteConfig: ctx.siteConfig });
  return head ? { status: 200, head } : { status: 200 };
}

/** A loader that threw: no answer (502 unless the app's reader knows better). */
function thrown(error: unknown): DataFailure {
  return { name: 'Error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * An app's server prefetch ('./ssr' of its server build): the page of its table at
 * ctx.pathname; a path the table does not have answers 200 and renders its own way; a
 * clientOnly page says so (the shell leaves its area to the browser).
 */
export function createPrefetch(pages: readonly PageData[], options: PagePrefetchOptions): (ctx: PrefetchContext) => Promise<PrefetchResult> {
  return async (ctx) => {
    const page = pages.find((p) => matchPagePath(p.path, ctx.pathname));
    if (page?.clientOnly) return { status: 200, clientOnly: true };
    return page ? prefetchPage(page, ctx, options) : { status: 200 };
  };
}
