import { Link } from 'shared-contracts';
import { Skeleton } from 'shared-contracts';
import type { ListedEvent } from 'shared-contracts/schemas';
import { isRegistrationClosed, seatsLeft } from './eventRules';
import { priceLabel } from 'shared-kit';
import { eventDateLabel, eventTimeLabel, REGISTRATION_CLOSED_LABEL, seatsLabel } from './eventFormat';
import styles from './events.module.css';

/** `priority`: the page's LCP candidate, fetched eagerly and first (the server preloads it). */
export function EventCard({ event, headingLevel = 2, priority = false }: { event: ListedEvent; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const full = seatsLeft(event) === 0;
  const past = event.status === 'past';
  // Not bookable any more: no price or seats inviting a registration that cannot happen.
  const closed = !past && isRegistrationClosed(event);
  return (
    <article className={styles.card} data-testid="event-card">
      <img
        className={styles.cardImage}
        src={event.thumbnail}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        width={320}
        height={180}
      />
      <div className={styles.cardBody}>
        <span className={styles.chip}>{event.category.title}</span>
        <Heading className={styles.cardTitle}>
          {/* The whole card is clickable through this link's ::after overlay. */}
          <Link to={`/event/${event.slug}`} className={styles.cardLink}>
            {event.title}
          </Link>
        </Heading>
        <dl className={styles.facts}>
          <dt>Tanggal</dt>
          <dd>{eventDateLabel(event)}</dd>
          <dt>Waktu</dt>
          <dd>{eventTimeLabel(event)}</dd>
          <dt>Lokasi</dt>
          <dd>
            {event.venue.name}, {event.venue.city}
          </dd>
        </dl>
        {closed ? (
          <p className={styles.cardFooter}>
            <span className={styles.closedLabel}>{REGISTRATION_CLOSED_LABEL}</span>
          </p>
        ) : (
          <p className={styles.cardFooter}>
            <strong className={styles.price}>{priceLabel(event.price)}</strong>
            {past ? (
              <span className={styles.muted}>Selesai</span>
            ) : (
              <span className={full ? styles.soldOut : styles.muted}>{seatsLabel(event)}</span>
            )}
          </p>
        )}
      </div>
    </article>
  );
}

export function EventCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton height={180} />
      <div className={styles.cardBody}>
        <Skeleton width="30%" />
        <Skeleton width="90%" height={20} />
        <Skeleton width="60%" />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}
