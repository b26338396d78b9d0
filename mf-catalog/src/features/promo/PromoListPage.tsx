// /promo: every voucher and promo, filtered, sorted and paged with the state in the URL.
import { Link } from 'shared-contracts';
import { EmptyState, PageHeading, buttonClass, useLatestSearchParams } from 'shared-kit';
import { CatalogTabs } from '../../common/CatalogTabs';
import { COPY } from '../../common/copy';
import common from '../../common/catalog.module.css';
import { Pagination } from '../../common/Pagination';
import { useMemberBalance } from '../../common/session';
import { skipToken } from 'shared-contracts';
import { PromoFiltersBar } from './PromoFiltersBar';
import { PromoGrid } from '../../common/PromoGrid';
import { useCatalogPromosQuery } from '../../api/promoApi';
import { promoListArgs } from './promoPageData';
import { filtersFromParams, hasFilters, paramsWith } from '../../common/promoQuery';

/** The list's top: the count line, where 'Berikutnya' lands on the next page. */
const PROMO_RESULTS_ID = 'promo-results';

export function PromoListPage() {
  const [params, setParams] = useLatestSearchParams();
  const filters = filtersFromParams(params);
  const member = useMemberBalance();
  const { isMember, balance } = member;
  const args = promoListArgs(filters, member);
  // 'Poin cukup' waits for the balance rather than flashing the unfiltered list.
  const waitForBalance = args === skipToken;
  const query = useCatalogPromosQuery(args);
  const change = (c: Parameters<typeof paramsWith>[1]) => setParams((current) => paramsWith(current, c));

  return (
    <div className={common.page}>
      <CatalogTabs />
      <PageHeading>{COPY.promoTitle}</PageHeading>
      <PromoFiltersBar
        filters={filters}
        onChange={change}
        balance={balance}
        showEnoughPoints={isMember}
      />
      {filters.q ? (
        <p className={common.muted}>
          {COPY.resultsFor(filters.q)}{' '}
          <button type="button" className={common.chip} onClick={() => change({ q: '' })}>
            {COPY.removeQuery} ✕
          </button>
        </p>
      ) : null}
      <div aria-live="polite">
        {query.currentData ? (
          <p id={PROMO_RESULTS_ID} className={common.muted}>
            {COPY.promoCount(query.currentData.count)}
          </p>
        ) : null}
      </div>
      <PromoGrid
        leadImage
        headingLevel={2}
        label={COPY.promoTitle}
        // currentData: the answer for these very filters; while another page loads, skeletons.
        promos={query.currentData?.results}
        isLoading={waitForBalance || (query.isFetching && !query.currentData)}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        placeholders={6}
        empty={
          <EmptyState title={COPY.noPromos}>
            <p>{COPY.noPromosHint}</p>
            <div className={common.emptyActions}>
              {hasFilters(filters) ? (
                <Link to="/promo" className={buttonClass('primary')}>
                  {COPY.clearFilters}
                </Link>
              ) : null}
              <Link to="/merchant" className={buttonClass('secondary')}>
                {COPY.merchantTitle}
              </Link>
            </div>
          </EmptyState>
        }
      />
      {query.currentData ? (
        <Pagination page={filters.page} count={query.currentData.count} perPage={query.currentData.perPage} listId={PROMO_RESULTS_ID} />
      ) : null}
    </div>
  );
}
