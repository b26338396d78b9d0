// /event: upcoming and past events in tabs, filtered by category, city and dates.
// Everything works before the scripts run (a throttled phone's first seconds, or no
// JavaScript): the tabs and 'Hapus Filter' are links to the list's address, and the filters
// are a GET form to /event whose fields carry the URL's parameter names, which 'Terapkan'
// submits (the server renders the filtered list from the query). Once the events' area has
// mounted, a change applies at once in the page and 'Terapkan' goes (CSS on the area's
// data-remote-state); it shares its row with the list's count, so nothing below moves.
import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'shared-contracts';
import { EmptyState, PageHeading, QueryErrorBox, Pagination, buttonClass, formatNumber, selectClass, useLatestSearchParams } from 'shared-kit';
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

const NO_FILTERS = { category: '', city: '', from: '', to: '' } satisfies Partial<ListFilters>;

/** The list's address with `change` applied (a link's target: the page resets to 1). */
function listHref(filters: ListFilters, change: Partial<ListFilters>): string {
  const qs = writeListParams(filters, change).toString();
  return qs ? `/event?${qs}` : '/event';
}

export function EventListPage() {
  const [params, setParams] = useLatestSearchParams();
  const filters = readListParams(params);
  const rangeError = dateRangeError(filters);
  const list = useGetEventsQuery(eventListArgs(filters));
  const update = (change: Partial<ListFilters>) => setParams((current) => writeListParams(readListParams(current), change), { replace: !('status' in change || 'page' in change) });
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([]);

  const onTabKey = (e: KeyboardEvent<HTMLAnchorElement>, index: number) => {
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
            // A link to the tab's list (a new history entry, as before): it works before
            // the scripts run; hydrated, the router makes it a client navigation.
            <Link
              key={tab.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              to={listHref(filters, { status: tab.id })}
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>

      <EventFilters
        filters={filters}
        rangeError={rangeError}
        onChange={update}
        count={data && !list.isFetching && !rangeError ? `${formatNumber(data.count)} event` : ''}
      />

      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${filters.status}`} aria-busy={list.isFetching}>
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
                <Link to={listHref(filters, NO_FILTERS)} replace className={buttonClass('secondary')}>
                  Hapus Filter
                </Link>
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
              hrefOf={(page) => listHref(filters, { page })}
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
  count,
}: {
  filters: ListFilters;
  rangeError: string | null;
  onChange: (change: Partial<ListFilters>) => void;
  /** '12 event' once the list is there, else empty (the row keeps its height). */
  count: string;
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
  // Enter in a field, or 'Terapkan' reached by keyboard once mounted: every field already
  // applied itself; the page stays (no document load once the scripts run).
  const submit = (e: FormEvent<HTMLFormElement>) => e.preventDefault();
  return (
    <form className={styles.filters} aria-label="Filter event" action="/event" method="get" onSubmit={submit}>
      {/* The tab travels with the form (the upcoming tab is the address without it). */}
      {filters.status === 'past' ? <input type="hidden" name="status" value="past" /> : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-category`}>Kategori</label>
        <select id={`${id}-category`} name="category" className={selectClass()} value={filters.category} onChange={(e) => onChange({ category: e.target.value })}>
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
        <select id={`${id}-city`} name="city" className={selectClass()} value={filters.city} onChange={(e) => onChange({ city: e.target.value })}>
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
        <input id={`${id}-from`} name="from" type="date" value={filters.from} onChange={(e) => onChange({ from: e.target.value })} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-to`}>Sampai tanggal</label>
        <input
          id={`${id}-to`}
          name="to"
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
      <div className={styles.filtersFoot}>
        <p className={styles.count} aria-live="polite">
          {count}
        </p>
        {hasFilters(filters) ? (
          <Link to={listHref(filters, NO_FILTERS)} replace className={buttonClass('secondary')}>
            Hapus Filter
          </Link>
        ) : null}
        <button type="submit" className={`${buttonClass('secondary')} ${styles.applyFilters}`}>
          Terapkan
        </button>
      </div>
    </form>
  );
}
