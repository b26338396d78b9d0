// One paged list section of the voucher pages: loading, error, empty, items, pager.
import { useState, type ReactNode } from 'react';
import { Skeleton } from 'shared-contracts';
import type { ListResponse } from 'shared-contracts/schemas';
import type { QueryError as QueryErrorValue } from 'shared-contracts';
import { Pager } from '../../common/Pager';
import { QueryError } from '../../common/QueryError';
import common from '../../common/common.module.css';
import styles from './vouchers.module.css';
import { FIRST_PAGE } from '../../api/vouchersApi';

interface QueryState<T> {
  data?: ListResponse<T>;
  error?: QueryErrorValue;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => void;
}

export interface PagedSectionProps<T> {
  title: string;
  useList: (page: number) => QueryState<T>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  empty: ReactNode;
}

export function PagedSection<T>({ title, useList, renderItem, itemKey, empty }: PagedSectionProps<T>) {
  const [page, setPage] = useState(FIRST_PAGE);
  const { data, error, isLoading, isFetching, refetch } = useList(page);
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={common.section} aria-labelledby={id}>
      <h2 id={id} className={common.sectionTitle}>
        {title}
      </h2>
      <div aria-busy={isFetching}>
        {isLoading ? (
          <div className={common.stack}>
            <Skeleton height={120} />
            <Skeleton height={120} />
          </div>
        ) : error ? (
          <QueryError error={error} onRetry={refetch} title={`Gagal memuat ${title.toLowerCase()}.`} />
        ) : !data || data.results.length === 0 ? (
          empty
        ) : (
          <>
            <ul className={styles.list}>
              {data.results.map((item) => (
                <li key={itemKey(item)}>{renderItem(item)}</li>
              ))}
            </ul>
            <Pager page={page} next={data.next} previous={data.previous} onPage={setPage} disabled={isFetching} />
          </>
        )}
      </div>
    </section>
  );
}
