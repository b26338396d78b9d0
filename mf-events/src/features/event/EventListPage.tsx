// /event: upcoming and past events in tabs, filtered by category, city and dates.
import { useId, useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'shared-contracts';
import { Button, EmptyState, PageHeading, QueryErrorBox, Pagination, buttonClass, formatNumber } from 'shared-kit';
import { RunningCampaigns } from './RunningCampaigns';
import { EventCard, EventCardSkeleton } from '../../common/EventCard';
import { useGetEventFacetsQuery, useGetEventsQuery, type EventTab } from '../../api/eventApi';
import { eventListArgs } from './eventPageData';
import { closedRegistrationLast } from '../../common/eventRules';
import { dateRangeError, hasFilters, readListParams, writeListParams, type ListFilters } from './listParams';
import styles from '../../common/events.module.css';

const TABS: Array<{ id: EventTab; label: string }> = [
  { id: 'upcoming', label: 'Akan Datang' },
  { id: 'past', label: 'Sudah Selesai' },
];

export function EventListPage() {
  const [params, setParams] = useSearchParams();
  const filters = readListParams(params);
  const rangeError = dateRangeError(filters);
  const list = useGetEventsQuery(eventListArgs(filters));
  const update = (change: Partial<ListFilters>) => setParams(writeListParams(filters, change), { replace: !('status' in change || 'page' in change) });
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (index + delta + TABS.length) % TABS.length;
    tabRefs.current[next]?.focus();
    update({ status: TABS[next]!.id });
  };

  const data = list.data;
  const showSkeleton = list.isLoading || (list.isFetching && !data);
  const totalPages = data ? Math.max(1, Math.ceil(data.count / data.perPage)) : 1;

  return (
    <section data-remote="events" className={styles.page}>
      <PageHeading>Event</PageHeading>
      <div role="tablist" aria-label="Status event" className={styles.tabs}>
        {TABS.map((tab, i) => {
          const selected = filters.status === tab.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => update({ status: tab.id })}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>

      <EventFilters filters={filters} rangeError={rangeError} onChange={update} />

      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${filters.status}`} aria-busy={list.isFetching}>
        <p className={styles.srOnly} aria-live="polite">
          {data && !list.isFetching ? `${formatNumber(data.count)} event ditemukan` : ''}
        </p>
        {rangeError ? null : list.isError ? (
          <QueryErrorBox title="Event belum dapat dimuat" error={list.error} onRetry={() => void list.refetch()} />
        ) : showSkeleton ? (
          <div className={styles.grid}>
            {Array.from({ length: 6 }, (_, i) => (
              <EventCardSkeleton key={i} />
            ))}
          </div>
        ) : data && data.results.length === 0 ? (
          <EmptyState title={filters.status === 'past' ? 'Belum ada event yang selesai' : 'Belum ada event yang akan datang'}>
            {hasFilters(filters) ? (
              <>
                <p>Tidak ada event yang cocok dengan filter ini.</p>
                <Button variant="secondary" onClick={() => update({ category: '', city: '', from: '', to: '' })}>
                  Hapus Filter
                </Button>
              </>
            ) : (
              <Link to="/" className={buttonClass('secondary')}>
                Kembali ke Beranda
              </Link>
            )}
          </EmptyState>
        ) : data ? (
          <>
            <div className={styles.grid}>
              {closedRegistrationLast(data.results).map((event, i) => (
                <EventCard key={event.id} event={event} priority={i === 0} />
              ))}
            </div>
            <Pagination
              page={filters.page}
              totalPages={totalPages}
              hasPrevious={Boolean(data.previous)}
              hasNext={Boolean(data.next)}
              label="Halaman event"
              // Real links with the page in the query: they work before the scripts run
              // and without JavaScript; hydrated, a client navigation to the list's top.
              hrefOf={(page) => {
                const qs = writeListParams(filters, { page }).toString();
                return qs ? `/event?${qs}` : '/event';
              }}
              listId={`${baseId}-panel`}
            />
          </>
        ) : null}
      </div>
      <RunningCampaigns />
    </section>
  );
}

function EventFilters({
  filters,
  rangeError,
  onChange,
}: {
  filters: ListFilters;
  rangeError: string | null;
  onChange: (change: Partial<ListFilters>) => void;
}) {
  const id = useId();
  const facets = useGetEventFacetsQuery();
  const categories = facets.data?.categories ?? [];
  const cities = facets.data?.cities ?? [];
  // Keep a value from the URL selectable even before (or without) the facet list.
  const categoryOptions = filters.category && !categories.some((c) => c.slug === filters.category)
    ? [...categories, { slug: filters.category, title: filters.category }]
    : categories;
  const cityOptions = filters.city && !cities.includes(filters.city) ? [...cities, filters.city] : cities;
  return (
    <form className={styles.filters} aria-label="Filter event" onSubmit={(e) => e.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={`${id}-category`}>Kategori</label>
        <select id={`${id}-category`} value={filters.category} onChange={(e) => onChange({ category: e.target.value })}>
          <option value="">Semua Kategori</option>
          {categoryOptions.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-city`}>Kota</label>
        <select id={`${id}-city`} value={filters.city} onChange={(e) => onChange({ city: e.target.value })}>
          <option value="">Semua Kota</option>
          {cityOptions.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-from`}>Dari tanggal</label>
        <input id={`${id}-from`} type="date" value={filters.from} onChange={(e) => onChange({ from: e.target.value })} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>Sampai tanggal</label>
        <input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? `${id}-range-error` : undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
        {rangeError ? (
          <p id={`${id}-range-error`} className={styles.fieldError} role="alert">
            {rangeError}
          </p>
        ) : null}
      </div>
      {hasFilters(filters) ? (
        <Button variant="secondary" className={styles.resetButton} onClick={() => onChange({ category: '', city: '', from: '', to: '' })}>
          Hapus Filter
        </Button>
      ) : null}
    </form>
  );
}
