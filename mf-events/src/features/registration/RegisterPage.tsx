// /event/:slug/register: only for members, only while registration is open.
import { useState } from 'react';
import { Link, useLocation, useParams } from 'shared-contracts';
import { isPageNotFound, NotFound, Skeleton, TRACK_EVENTS, useGetUserQuery, useRemoteProps } from 'shared-contracts';
import { Button, PageHeading, QueryErrorBox, SignInForm, buttonClass } from 'shared-kit';
import type { Event, EventBuyResponse } from 'shared-contracts/schemas';
import { eventSlug, useGetEventBySlugQuery } from '../../api/eventApi';
import { priceLabel } from 'shared-kit';
import { availabilityMessage, eventDateLabel, eventTimeLabel, seatsLabel } from '../../common/eventFormat';
import { availability } from '../../common/eventRules';
import { RegisteredNotice } from '../../common/RegisteredNotice';
import { RegistrationForm } from './RegistrationForm';
import { TicketConfirmation } from './TicketConfirmation';
import styles from './registration.module.css';

export function RegisterPage() {
  const { session } = useRemoteProps();
  const query = useGetEventBySlugQuery(eventSlug(useParams()));
  // Kept here, above the availability check: a registration that takes the last seat still shows its tickets.
  const [result, setResult] = useState<EventBuyResponse | null>(null);
  // The backend's refusal of a second registration, shown until (and after) the event says so itself.
  const [refusal, setRefusal] = useState<string | null>(null);

  if (query.isError && isPageNotFound(query.error)) return <NotFound />;
  if (query.isError) {
    return (
      <section className={styles.page}>
        <QueryErrorBox title="Event belum dapat dimuat" error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  const event = query.data;
  if (!event || session.status === 'unknown') return <RegisterSkeleton />;
  if (result) return <TicketConfirmation event={event} result={result} />;

  return (
    <section className={styles.page} data-remote="events">
      <Link to={`/event/${event.slug}`} className={styles.back}>
        ← Kembali ke detail event
      </Link>
      <PageHeading>Daftar Event</PageHeading>
      <EventSummary event={event} />
      {session.status !== 'member' ? (
        <SignInPrompt />
      ) : (event.isRegistered && availability(event) !== 'past') || refusal ? (
        <RegisteredNotice refusal={refusal} />
      ) : (
        <MemberRegistration
          event={event}
          onRegistered={setResult}
          onEventChanged={() => void query.refetch()}
          onAlreadyRegistered={(message) => {
            setRefusal(message);
            void query.refetch();
          }}
        />
      )}
    </section>
  );
}

function EventSummary({ event }: { event: Event }) {
  return (
    <div className={styles.eventSummary}>
      <img src={event.thumbnail} alt="" width={120} height={68} />
      <div>
        <p className={styles.eventTitle}>{event.title}</p>
        <p className={styles.hint}>
          {eventDateLabel(event)} · {eventTimeLabel(event)}
          <br />
          {event.venue.name}, {event.venue.city}
        </p>
        <p className={styles.hint}>
          {priceLabel(event.price)} per tiket · {seatsLabel(event)}
        </p>
      </div>
    </div>
  );
}

function SignInPrompt() {
  const { session } = useRemoteProps();
  const location = useLocation();
  return (
    <div className={styles.notice}>
      <p>Masuk dengan akun MyValue untuk mendaftar event ini. Setelah masuk kamu kembali ke halaman ini.</p>
      <SignInForm returnTo={location.pathname + location.search} onSignIn={(path) => session.login(path)}>
        <Button type="submit">Masuk / Daftar</Button>
      </SignInForm>
    </div>
  );
}

function MemberRegistration({
  event,
  onRegistered,
  onEventChanged,
  onAlreadyRegistered,
}: {
  event: Event;
  onRegistered: (r: EventBuyResponse) => void;
  onEventChanged: () => void;
  onAlreadyRegistered: (message: string) => void;
}) {
  const { track } = useRemoteProps();
  const user = useGetUserQuery();
  const state = availability(event);
  if (state !== 'open') {
    return (
      <div className={styles.notice} role="status">
        <p>{availabilityMessage(state, event)}</p>
        <Link to="/event" className={buttonClass('secondary')}>
          Lihat Event Lainnya
        </Link>
      </div>
    );
  }
  // Wait for the profile so the first participant starts prefilled; a failed profile leaves it empty.
  if (user.isLoading) return <RegisterSkeleton />;
  return (
    <RegistrationForm
      event={event}
      profile={user.data}
      onEventChanged={onEventChanged}
      onAlreadyRegistered={onAlreadyRegistered}
      onRegistered={(result, { tickets }) => {
        track(TRACK_EVENTS.registerEvent, { event: event.slug, eventId: event.id, tickets, point: event.price * tickets });
        onRegistered(result);
      }}
    />
  );
}

function RegisterSkeleton() {
  return (
    <section className={styles.page} aria-busy="true" aria-label="Memuat formulir pendaftaran">
      <Skeleton width="50%" height={32} />
      <Skeleton height={68} />
      <Skeleton height={44} />
      <Skeleton height={44} />
      <Skeleton height={44} />
    </section>
  );
}
