// /event/:slug: banner, schedule, venue, description, terms, calendar, share, register.
import { Link, useParams } from 'shared-contracts';
import { isPageNotFound, NotFound, Skeleton, useRemoteProps } from 'shared-contracts';
import { Breadcrumbs, Button, QueryErrorBox, SafeHtml, SignInForm, buttonClass, formatPoints } from 'shared-kit';
import type { Event } from 'shared-contracts/schemas';
import { mapLink } from '../../common/mapLink';
import { RegisteredNotice } from '../../common/RegisteredNotice';
import { DetailActions } from '../../common/DetailActions';
import { eventSlug, useGetEventBySlugQuery } from '../../api/eventApi';
import { eventIcs } from '../../common/eventCalendar';
import { priceLabel } from 'shared-kit';
import { availabilityMessage, dateTimeLabel, eventDateLabel, eventTimeLabel, REGISTRATION_CLOSED_LABEL, seatsLabel } from '../../common/eventFormat';
import { availability, seatsLeft, type Availability } from '../../common/eventRules';
import styles from '../../common/events.module.css';

export function EventDetailPage() {
  const query = useGetEventBySlugQuery(eventSlug(useParams()));

  if (query.isError && isPageNotFound(query.error)) return <NotFound />;
  if (query.isError) {
    return (
      <section className={styles.page} data-remote="events">
        <QueryErrorBox title="Event belum dapat dimuat" error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  if (!query.data) return <DetailSkeleton />;
  return <EventDetail event={query.data} />;
}

function DetailSkeleton() {
  return (
    <section className={styles.page} aria-busy="true" aria-label="Memuat event">
      <Skeleton height={220} />
      <Skeleton width="70%" height={32} />
      <Skeleton width="40%" />
      <Skeleton width="90%" />
    </section>
  );
}

export function EventDetail({ event }: { event: Event }) {
  const { siteConfig } = useRemoteProps();
  const url = `${siteConfig.publicUrl}/event/${event.slug}`;
  const zone = event.venue.timezone;
  const state = availability(event);
  return (
    <article className={styles.page} data-remote="events">
      <img className={styles.banner} src={event.image} alt="" width={1200} height={400} fetchPriority="high" />
      <Breadcrumbs items={[{ label: 'Event', to: '/event' }, { label: event.category.title }]} />
      <h1 className={styles.title}>{event.title}</h1>
      {/* Said at once, under the title: on a phone the registration panel is far below. */}
      {state === 'closed' ? <p className={styles.closedTag}>{REGISTRATION_CLOSED_LABEL}</p> : null}
      <p className={styles.muted}>Diselenggarakan oleh {event.organizer}</p>

      <div className={styles.detailGrid}>
        <div className={styles.detailMain}>
          <section aria-labelledby="jadwal">
            <h2 id="jadwal">Jadwal</h2>
            <dl className={styles.facts}>
              <dt>Tanggal</dt>
              <dd>{eventDateLabel(event)}</dd>
              <dt>Waktu</dt>
              <dd>{eventTimeLabel(event)}</dd>
              <dt>Pendaftaran</dt>
              <dd>
                {dateTimeLabel(event.registrationOpenDate, zone)} – {dateTimeLabel(event.registrationCloseDate, zone)}
              </dd>
            </dl>
          </section>
          <section aria-labelledby="lokasi">
            <h2 id="lokasi">Lokasi</h2>
            <address className={styles.venue}>
              <strong>{event.venue.name}</strong>
              <br />
              {event.venue.address}, {event.venue.city}
            </address>
            <a href={mapLink(event.venue.name, event.venue.address, event.venue.city)} target="_blank" rel="noopener noreferrer">
              Lihat Peta<span className={styles.srOnly}> (membuka tab baru)</span>
            </a>
          </section>
          <section aria-labelledby="deskripsi">
            <h2 id="deskripsi">Deskripsi</h2>
            <SafeHtml html={event.description} className={styles.richText} />
          </section>
          <section aria-labelledby="snk">
            <h2 id="snk">Syarat &amp; Ketentuan</h2>
            <SafeHtml html={event.tnc} className={styles.richText} />
          </section>
        </div>
        <aside className={styles.detailSide} aria-label="Pendaftaran">
          <p className={styles.sidePrice}>{priceLabel(event.price)}</p>
          {event.price > 0 ? <p className={styles.muted}>per tiket</p> : null}
          {/* Seats left invite a registration: not once it has closed (the notice below says
              when), nor when none are left (the notice below says 'Kuota Habis' once). */}
          {state === 'closed' || state === 'full' ? null : <p>{event.status === 'past' ? 'Event sudah selesai' : seatsLabel(event)}</p>}
          <RegisterCta event={event} state={state} />
          <DetailActions slug={event.slug} title={event.title} url={url} ics={() => eventIcs(event, siteConfig.publicUrl)} />
        </aside>
      </div>
    </article>
  );
}

function RegisterCta({ event, state }: { event: Event; state: Availability }) {
  const { session } = useRemoteProps();
  const registerPath = `/event/${event.slug}/register`;
  // A member with a ticket sees it whatever the quota or window says (a finished event excepted).
  if (event.isRegistered && state !== 'past') return <RegisteredNotice />;
  if (state !== 'open') {
    return (
      <p className={styles.notice} role="status">
        {availabilityMessage(state, event)}
      </p>
    );
  }
  if (session.status === 'member') {
    return (
      <Link to={registerPath} className={`${buttonClass('primary')} ${styles.block}`}>
        Daftar Sekarang
      </Link>
    );
  }
  return (
    <>
      <SignInForm returnTo={registerPath} onSignIn={(path) => session.login(path)}>
        <Button type="submit" className={styles.block} disabled={session.status === 'unknown'}>
          Masuk untuk Daftar
        </Button>
      </SignInForm>
      <p className={styles.muted}>
        Masuk dengan akun MyValue untuk mendaftar. Sisa kuota {formatPoints(seatsLeft(event))} kursi.
      </p>
    </>
  );
}
