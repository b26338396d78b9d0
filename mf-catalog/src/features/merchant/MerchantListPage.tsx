// /merchant: brand partners as a logo grid, filtered by category and searched by name,
// with the state in the URL.
// The search and the category are one GET form to /merchant with the URL's parameter names
// (q, category; a new search starts at page 1): before the scripts run (a throttled
// phone's first seconds, or no JavaScript) 'Cari' or 'Terapkan' loads the filtered list as
// a document (the server renders it from the query, merchantListData). Once the catalog's
// area has mounted, a search applies in the page, a category at once, and 'Terapkan' goes
// (CSS on the area's data-remote-state; it shares its row with the category, so nothing
// below moves), as the promo filters do.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'shared-contracts';
import { Button, EmptyState, PageHeading, buttonClass, useLatestSearchParams } from 'shared-kit';
import { CatalogTabs } from '../../common/CatalogTabs';
import { CategoryField } from '../../common/CategoryField';
import { COPY } from '../../common/copy';
import common from '../../common/catalog.module.css';
import { Pagination, pageParam } from '../../common/Pagination';
import { highlight } from '../../common/highlight';
import { MerchantGrid } from '../../common/MerchantGrid';
import { useCatalogMerchantsQuery } from '../../api/merchantApi';
import { merchantListArgs } from './merchantPageData';
import { paramsWith } from '../../common/promoQuery';

export function MerchantListPage() {
  const id = useId();
  const [params, setParams] = useLatestSearchParams();
  const q = (params.get('q') ?? '').trim();
  const category = params.get('category') ?? '';
  const page = pageParam(params.get('page'));
  const [draft, setDraft] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The box follows q in the address (back/forward), while typing stays local.
  if (shownQ !== q) {
    setShownQ(q);
    setDraft(q);
  }
  const query = useCatalogMerchantsQuery(merchantListArgs(params));

  const update = (change: Parameters<typeof paramsWith>[1]) => setParams((current) => paramsWith(current, change));
  // Enter in the box, 'Cari', or 'Terapkan' reached by keyboard: the search applies here and
  // the page stays (no document load once the scripts run; the category applied itself).
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    update({ q: draft.trim() });
  };

  return (
    <div className={common.page}>
      <CatalogTabs />
      <PageHeading>{COPY.merchantTitle}</PageHeading>
      <form role="search" action="/merchant" method="get" onSubmit={submit}>
        <div className={common.searchForm}>
          <label htmlFor={`${id}-q`} className="mv-visually-hidden">
            Cari merchant
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            className={common.searchInput}
            placeholder="Cari nama merchant..."
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit">Cari</Button>
        </div>
        <div className={common.filters}>
          <CategoryField id={`${id}-category`} value={category} onChange={(slug) => update({ category: slug })} />
          <button type="submit" className={`${buttonClass('secondary')} ${common.applyFilters}`}>
            {COPY.applyFilters}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {query.currentData ? <p className={common.muted}>{query.currentData.count} merchant</p> : null}
      </div>
      <MerchantGrid
        label={COPY.merchantTitle}
        merchants={query.currentData?.results}
        isLoading={query.isFetching && !query.currentData}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        renderName={q ? (m) => highlight(m.name, q) : undefined}
        empty={
          <EmptyState title="Merchant tidak ditemukan">
            <p>Coba kata kunci atau kategori lain.</p>
            <div className={common.emptyActions}>
              <Link to="/merchant" className={buttonClass('primary')}>
                {COPY.allMerchants}
              </Link>
              <Link to="/promo" className={buttonClass('secondary')}>
                {COPY.allPromos}
              </Link>
            </div>
          </EmptyState>
        }
      />
      {query.currentData ? <Pagination page={page} count={query.currentData.count} perPage={query.currentData.perPage} /> : null}
    </div>
  );
}
