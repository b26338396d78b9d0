// The server side of a page definition: load its data into the request's store, then say
// what the page is (status and head). The one implementation every app's server prefetch
// uses; apps give it their table.
import { pageFailureStatus } from '../errors/queryError';
import type { PrefetchContext, PrefetchResult } from '../ssr/types';
import { matchPagePath } from './matchPage';
import type { DataFailure, DataOutcome, PageData, PageDataContext } from './definePage';

/** Rounds of dependent data a page may have (promo → its related promos is two). */
const MAX_ROUNDS = 4;

function dataContext(ctx: PrefetchContext): PageDataContext {
  return { params: ctx.params, search: new URLSearchParams(ctx.search), session: ctx.session, state: ctx.store.getState() };
}

/** Loads `page`'s data into ctx.store and answers its status and head. */
export async function prefetchPage(page: PageData, ctx: PrefetchContext): Promise<PrefetchResult> {
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
  if (failure !== undefined) return { status: pageFailureStatus(failure) };
  const title = page.title?.(settled);
  const described = page.head?.({ ...settled, siteConfig: ctx.siteConfig });
  const head = title ? { ...described, title } : described;
  return head ? { status: 200, head } : { status: 200 };
}

/** A loader that threw: no answer (503, see pageFailureStatus). */
function thrown(error: unknown): DataFailure {
  return { name: 'Error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * An app's server prefetch ('./ssr' of its server build): the page of its table at
 * ctx.pathname; a path the table does not have answers 200 and renders its own way; a
 * clientOnly page says so (the shell leaves its area to the browser). A failed page's
 * status is the one rule of pageFailureStatus for every app (apps built against an earlier
 * contract pass a second argument, their own status reader: it is not read).
 */
export function createPrefetch(pages: readonly PageData[]): (ctx: PrefetchContext) => Promise<PrefetchResult> {
  return async (ctx) => {
    const page = pages.find((p) => matchPagePath(p.path, ctx.pathname));
    if (page?.clientOnly) return { status: 200, clientOnly: true };
    return page ? prefetchPage(page, ctx) : { status: 200 };
  };
}
