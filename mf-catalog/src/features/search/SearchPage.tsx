// /search?q=: promos, merchants, events, campaigns and articles matching q (the backend
// tolerates typos), each group with its count; q comes from the URL and is highlighted
// safely. A query longer than the backend accepts is explained, never sent.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'shared-contracts';
import { SEARCH_QUERY_MAX_LENGTH, Skeleton, STRINGS, TRACK_EVENTS, useGetHeaderCategoriesQuery, useRemoteProps } from 'shared-contracts';
import { Button, EmptyState, PageHeading, QueryErrorBox } from 'shared-kit';
import type { Category } from 'shared-contracts/schemas';
import { COPY } from '../../common/copy';
import common from '../../common/catalog.module.css';
import { MerchantGrid } from '../../common/MerchantGrid';
import { useCatalogMerchantsQuery } from '../../api/merchantApi';
import { PromoGrid } from '../../common/PromoGrid';
import { useCatalogPromosQuery } from '../../api/promoApi';
import { highlight } from '../../common/highlight';
import { ArticleRows, CampaignRows, EventRows, FavoriteRows, Group } from './SearchGroups';
import { useCatalogPromoEventFavoritesQuery, useCatalogSearchArticlesQuery, useCatalogSearchCampaignsQuery, useCatalogSearchEventsQuery } from '../../api/searchApi';
import { isQueryTooLong } from './searchRules';
import { POPULAR_NOW_SIZE, searchGroupArgs, searchQuery } from './searchPageData';
import styles from './search.module.css';

const POPULAR_CATEGORIES = 8;

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = searchQuery(params);
  const tooLong = isQueryTooLong(q);
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
      {/* A GET form to /search with the box named q: a search typed before the scripts run
          (or without JavaScript) loads the results as a document; hydrated, it stays in the page. */}
      <form role="search" action="/search" method="get" className={common.searchForm} onSubmit={submit}>
        <label htmlFor={`${id}-q`} className="mv-visually-hidden">
          Kata kunci
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          className={common.searchInput}
          placeholder={STRINGS.searchPlaceholder}
          maxLength={tooLong ? undefined : SEARCH_QUERY_MAX_LENGTH}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">Cari</Button>
      </form>
      {tooLong ? (
        <>
          <div className={styles.tooLong}>
            <EmptyState title={COPY.searchTooLongTitle}>
              <p>{COPY.searchTooLongText(SEARCH_QUERY_MAX_LENGTH)}</p>
            </EmptyState>
          </div>
          <PopularCategories title="Kategori Populer" />
        </>
      ) : q ? (
        <SearchResults q={q} />
      ) : (
        <>
          <PopularCategories title="Kategori Populer" />
          <PopularNow />
        </>
      )}
    </div>
  );
}

function SearchResults({ q }: { q: string }) {
  const { track } = useRemoteProps();
  const args = searchGroupArgs(q);
  const promos = useCatalogPromosQuery(args.promos);
  const merchants = useCatalogMerchantsQuery(args.merchants);
  const events = useCatalogSearchEventsQuery(args.events);
  const campaigns = useCatalogSearchCampaignsQuery(args.campaigns);
  const articles = useCatalogSearchArticlesQuery(args.articles);
  const all = [promos, merchants, events, campaigns, articles];
  // Settled: every group has answered, with data or with an error (never a lasting 'Memuat…').
  const settled = all.every((r) => !r.isFetching && (r.data !== undefined || r.isError));
  const failed = all.filter((r) => r.isError);
  const total = all.reduce((sum, r) => sum + (r.isError ? 0 : (r.data?.count ?? 0)), 0);
  const shows = (r: { isError: boolean; isFetching: boolean; data?: { count: number } }) => !r.isError && (r.data ? r.data.count > 0 : r.isFetching);

  useEffect(() => {
    if (settled && failed.length === 0) track(TRACK_EVENTS.search, { q, results: total });
    // failed.length, not the array: a new array every render.
  }, [settled, failed.length, q, total, track]);

  if (settled && failed.length === 0 && total === 0) {
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
        {settled ? `${total} hasil untuk “${q}”` : STRINGS.loading}
      </p>
      {settled && failed.length > 0 ? (
        <QueryErrorBox
          error={failed[0]?.error}
          message={failed.length === all.length ? undefined : COPY.searchPartlyFailed}
          onRetry={() => failed.forEach((r) => void r.refetch())}
        />
      ) : null}
      {shows(promos) ? (
        <Group title="Voucher & Promo" count={promos.data?.count} more={`/promo?q=${encoded}`}>
          <PromoGrid
            label="Hasil voucher dan promo"
            promos={promos.data?.results}
            isLoading={promos.isFetching && !promos.data}
            isError={false}
            onRetry={() => void promos.refetch()}
            placeholders={3}
            renderTitle={(p) => highlight(p.title, q)}
            empty={null}
          />
        </Group>
      ) : null}
      {shows(merchants) ? (
        <Group title="Merchant" count={merchants.data?.count} more={`/merchant?q=${encoded}`}>
          <MerchantGrid
            label="Hasil merchant"
            merchants={merchants.data?.results}
            isLoading={merchants.isFetching && !merchants.data}
            isError={false}
            onRetry={() => void merchants.refetch()}
            placeholders={4}
            renderName={(m) => highlight(m.name, q)}
            empty={null}
          />
        </Group>
      ) : null}
      {shows(events) ? (
        <Group title="Event" count={events.data?.count} more={`/event?q=${encoded}`}>
          {events.data ? <EventRows events={events.data.results} q={q} /> : <Skeleton height={64} />}
        </Group>
      ) : null}
      {shows(campaigns) ? (
        <Group title="Campaign" count={campaigns.data?.count}>
          {campaigns.data ? <CampaignRows campaigns={campaigns.data.results} q={q} /> : <Skeleton height={64} />}
        </Group>
      ) : null}
      {shows(articles) ? (
        <Group title="Artikel" count={articles.data?.count}>
          {articles.data ? <ArticleRows articles={articles.data.results} q={q} /> : <Skeleton height={64} />}
        </Group>
      ) : null}
    </div>
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

/** Before a query: popular promos and upcoming events (/v1/promo-event/favorites). Decoration: hidden if it fails. */
function PopularNow() {
  const favorites = useCatalogPromoEventFavoritesQuery(POPULAR_NOW_SIZE);
  if (favorites.isError || (favorites.data && favorites.data.results.length === 0)) return null;
  return (
    <section className={common.section} aria-labelledby="popular-now">
      <h2 id="popular-now" className={common.sectionTitle}>
        Sedang Populer
      </h2>
      {favorites.data ? <FavoriteRows items={favorites.data.results} /> : <Skeleton height={120} />}
    </section>
  );
}
