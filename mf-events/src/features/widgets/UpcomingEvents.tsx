// Home widget: a strip of the next events. The shell's home section draws the heading
// ('Event Mendatang') and 'Lihat Semua'; the widget brings only its content.
import { Link } from 'shared-contracts';
import { QueryErrorBox, ScrollRow } from 'shared-kit';
import { EventCard, EventCardSkeleton } from '../../common/EventCard';
import { useGetEventsQuery } from '../../api/eventApi';
import { closedRegistrationLast } from '../../common/eventRules';
import { UPCOMING_WIDGET_ARGS } from './homeWidgetData';
import styles from './widgets.module.css';

export { UPCOMING_WIDGET_SIZE } from './homeWidgetData';

export function UpcomingEvents() {
  const list = useGetEventsQuery(UPCOMING_WIDGET_ARGS);
  return (
    <div className={styles.widget} data-remote="events" data-widget="upcoming-events">
      {list.isError ? (
        <QueryErrorBox title="Event belum dapat dimuat" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className={styles.strip} aria-busy="true" aria-label="Memuat event">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className={styles.stripItem}>
              <EventCardSkeleton />
            </div>
          ))}
        </div>
      ) : list.data.results.length === 0 ? (
        <p className={styles.muted}>
          Belum ada event mendatang. <Link to="/event?status=past">Lihat event yang sudah selesai</Link>
        </p>
      ) : (
        <ScrollRow className={styles.strip} aria-label="Event mendatang">
          {/* The strip leads with events one can still book. */}
          {closedRegistrationLast(list.data.results).map((event) => (
            <li key={event.id} className={styles.stripItem}>
              {/* Level 3: under the home section's h2. */}
              <EventCard event={event} headingLevel={3} />
            </li>
          ))}
        </ScrollRow>
      )}
    </div>
  );
}
