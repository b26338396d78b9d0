// Home widget: a strip of the next events, with a way to all of them.
import { Link } from 'react-router';
import { Button } from 'shared-contracts';
import { EventCard, EventCardSkeleton } from '../event/EventCard';
import { useGetEventsQuery } from '../event/eventApi';
import styles from './widgets.module.css';

export const UPCOMING_WIDGET_SIZE = 6;

export function UpcomingEvents() {
  const list = useGetEventsQuery({ status: 'upcoming', pageSize: UPCOMING_WIDGET_SIZE });
  return (
    <section className={styles.widget} aria-labelledby="upcoming-events-title" data-remote="events">
      <div className={styles.widgetHeader}>
        <h2 id="upcoming-events-title">Event Mendatang</h2>
        <Link to="/event">Lihat Semua</Link>
      </div>
      {list.isError ? (
        <div role="alert" className={styles.widgetError}>
          <p>Event belum dapat dimuat.</p>
          <Button variant="secondary" onClick={() => list.refetch()}>
            Coba Lagi
          </Button>
        </div>
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
        <ul className={styles.strip}>
          {list.data.results.map((event) => (
            <li key={event.id} className={styles.stripItem}>
              <EventCard event={event} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
