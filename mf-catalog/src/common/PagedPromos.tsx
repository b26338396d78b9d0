// One page of a filtered promo list (a category's, a merchant's) with its pager and an
// empty state that leads to all promos.
import { Link } from 'shared-contracts';
import { EmptyState, buttonClass } from 'shared-kit';
import { COPY } from './copy';
import common from './catalog.module.css';
import { Pagination } from './Pagination';
import { PromoGrid } from './PromoGrid';
import type { useCatalogPromosQuery } from '../api/promoApi';

export interface PagedPromosProps {
  promos: ReturnType<typeof useCatalogPromosQuery>;
  page: number;
  label: string;
  emptyTitle: string;
  /** The list's heading: where a page link lands. */
  listId?: string;
}

export function PagedPromos({ promos, page, label, emptyTitle, listId }: PagedPromosProps) {
  return (
    <>
      <PromoGrid
        leadImage
        label={label}
        promos={promos.currentData?.results}
        isLoading={promos.isFetching && !promos.currentData}
        isError={promos.isError}
        onRetry={() => void promos.refetch()}
        empty={
          <EmptyState title={emptyTitle}>
            <div className={common.emptyActions}>
              <Link to="/promo" className={buttonClass('primary')}>
                {COPY.allPromos}
              </Link>
            </div>
          </EmptyState>
        }
      />
      {promos.currentData ? <Pagination page={page} count={promos.currentData.count} perPage={promos.currentData.perPage} listId={listId} /> : null}
    </>
  );
}
