// /search?q=: promos, events and merchants matching q (the backend tolerates typos), each
// group with its count and 'Lihat Semua'; q comes from the URL and is highlighted safely.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'shared-contracts';
import {
  Button,
  EmptyState,
  PageHeading,
  Skeleton,
  STRINGS,
  TRACK_EVENTS,
  formatDateRange,
  useGetHeaderCategoriesQuery,
  usePageTitle,
  useRemoteProps,
} from 'shared-contracts';
import type { Category } from 'shared-contracts/schemas';
import { COPY } from '../../common/copy';
import common from '../../common/catalog.module.css';
import { MerchantGrid } from '../merchant/MerchantGrid';
import { useCatalogMerchantsQuery } from '../merchant/merchantApi';
import { PromoGrid } from '../promo/PromoGrid';
import { useCatalogPromosQuery } from '../promo/promoApi';
import { highlight } from './highlight';
import { useCatalogSearchEventsQuery } from './searchApi';
import styles from './search.module.css';

export const SEARCH_GROUP_SIZE = 6;
const POPULAR_CATEGORIES = 8;

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  usePageTitle(q ? `${COPY.searchTitle}: ${q}` : COPY.searchTitle);
  const id = useId();
  const [draft, setDraft] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setDraft(q);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };

  return (
    <div className={common.page}>
      <PageHeading>{COPY.searchTitle}</PageHeading>
      <form role="search" className={common.searchForm} onSubmit={submit}>
        <label htmlFor={`${id}-q`} className="mv-visually-hidden">
          Kata kunci
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={common.searchInput}
          placeholder={STRINGS.searchPlaceholder}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">Cari</Button>
      </form>
      {q ? <SearchResults q={q} /> : <PopularCategories title="Kategori Populer" />}
    </div>
  );
}

function SearchResults({ q }: { q: string }) {
  const { track } = useRemoteProps();
  const promos = useCatalogPromosQuery({ q, pageSize: SEARCH_GROUP_SIZE });
  const events = useCatalogSearchEventsQuery({ q, pageSize: SEARCH_GROUP_SIZE });
  const merchants = useCatalogMerchantsQuery({ q, pageSize: SEARCH_GROUP_SIZE });
  const loading = promos.isFetching || events.isFetching || merchants.isFetching;
  const failed = promos.isError || events.isError || merchants.isError;
  const total = (promos.data?.count ?? 0) + (events.data?.count ?? 0) + (merchants.data?.count ?? 0);
  const done = !loading && promos.data !== undefined && events.data !== undefined && merchants.data !== undefined;

  useEffect(() => {
    if (done) track(TRACK_EVENTS.search, { q, results: total });
  }, [done, q, total, track]);

  if (done && total === 0 && !failed) {
    return (
      <>
        <EmptyState title={`Tidak ada hasil untuk “${q}”`}>
          <p>Periksa ejaan kata kunci atau coba kata lain. Atau jelajahi kategori berikut:</p>
        </EmptyState>
        <PopularCategories title="Kategori Populer" />
      </>
    );
  }
  const encoded = encodeURIComponent(q);
  return (
    <div>
      <p className={common.muted} aria-live="polite">
        {done ? `${total} hasil untuk “${q}”` : STRINGS.loading}
      </p>
      <Group title="Voucher & Promo" count={promos.data?.count} more={`/promo?q=${encoded}`}>
        <PromoGrid
          label="Hasil voucher dan promo"
          promos={promos.data?.results}
          isLoading={promos.isFetching && !promos.data}
          isError={promos.isError}
          onRetry={() => void promos.refetch()}
          placeholders={3}
          renderTitle={(p) => highlight(p.title, q)}
          empty={<p className={common.muted}>Tidak ada voucher atau promo yang cocok.</p>}
        />
      </Group>
      <Group title="Event" count={events.data?.count} more={`/event?q=${encoded}`}>
        {events.isFetching && !events.data ? (
          <Skeleton height={64} />
        ) : events.isError ? (
          <p role="alert">Gagal memuat event. <button type="button" className={common.chip} onClick={() => void events.refetch()}>{STRINGS.retry}</button></p>
        ) : events.data && events.data.results.length > 0 ? (
          <ul className={styles.eventList} aria-label="Hasil event">
            {events.data.results.map((e) => (
              <li key={e.id}>
                <Link to={`/event/${e.slug}`} className={styles.eventItem}>
                  <img src={e.thumbnail} alt="" width={96} height={54} loading="lazy" className={styles.eventThumb} />
                  <span>
                    <strong>{highlight(e.title, q)}</strong>
                    <span className={common.muted}>
                      {' '}
                      · {formatDateRange(e.startDate, e.endDate, e.venue.timezone)} · {e.venue.city}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={common.muted}>Tidak ada event yang cocok.</p>
        )}
      </Group>
      <Group title="Merchant" count={merchants.data?.count} more={`/merchant?q=${encoded}`}>
        <MerchantGrid
          label="Hasil merchant"
          merchants={merchants.data?.results}
          isLoading={merchants.isFetching && !merchants.data}
          isError={merchants.isError}
          onRetry={() => void merchants.refetch()}
          placeholders={4}
          renderName={(m) => highlight(m.name, q)}
          empty={<p className={common.muted}>Tidak ada merchant yang cocok.</p>}
        />
      </Group>
    </div>
  );
}

function Group({ title, count, more, children }: { title: string; count: number | undefined; more: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={common.section} aria-labelledby={headingId}>
      <div className={common.sectionHead}>
        <h2 id={headingId} className={common.sectionTitle}>
          {title} {count !== undefined ? <span className={common.muted}>({count})</span> : null}
        </h2>
        {count ? (
          <Link to={more} aria-label={`${COPY.seeAll} ${title}`}>
            {COPY.seeAll}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The categories with the most promos: a way out of an empty search. */
export function popularCategories(list: Category[] | undefined, n = POPULAR_CATEGORIES): Category[] {
  return [...(list ?? [])].sort((a, b) => b.promoCount - a.promoCount).slice(0, n);
}

function PopularCategories({ title }: { title: string }) {
  const categories = useGetHeaderCategoriesQuery();
  const top = popularCategories(categories.data?.results);
  if (categories.isError || (!categories.isLoading && top.length === 0)) return null;
  return (
    <section className={common.section} aria-labelledby="popular-categories">
      <h2 id="popular-categories" className={common.sectionTitle}>
        {title}
      </h2>
      {categories.isLoading ? (
        <Skeleton height={32} />
      ) : (
        <ul className={common.chips}>
          {top.map((c) => (
            <li key={c.id}>
              <Link to={`/category/${c.slug}`} className={common.chip}>
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
