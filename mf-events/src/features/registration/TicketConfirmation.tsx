// After a registration: the tickets with their codes and QR, and the way to find them again.
import { useEffect, useRef } from 'react';
import { Link } from 'shared-contracts';
import { formatPhone } from 'shared-contracts';
import { Card, QrCode, buttonClass, formatPoints } from 'shared-kit';
import type { Event, EventBuyResponse } from 'shared-contracts/schemas';
import { eventDateLabel, eventTimeLabel } from '../../common/eventFormat';
import styles from './registration.module.css';

export function TicketConfirmation({ event, result }: { event: Event; result: EventBuyResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the outcome so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.confirmation} aria-labelledby="registration-done">
      <h1 id="registration-done" ref={heading} tabIndex={-1} className={styles.confirmationTitle}>
        Pendaftaran Berhasil
      </h1>
      <p role="status">
        {result.tickets.length > 1 ? `${result.tickets.length} tiket` : 'Tiket'} untuk <strong>{event.title}</strong> sudah terbit
        dan tersimpan di Voucher Saya.
      </p>
      <p className={styles.hint}>
        {eventDateLabel(event)}, {eventTimeLabel(event)} · {event.venue.name}, {event.venue.city}
      </p>
      <ul className={styles.tickets} aria-label="Tiket kamu">
        {result.tickets.map((ticket) => (
          <li key={ticket.id}>
            <Card className={styles.ticket} data-testid="ticket">
              <QrCode value={ticket.qrCode} label={`Kode QR tiket ${ticket.code}`} size={160} />
              <div>
                <p className={styles.hint}>Kode Tiket</p>
                <p className={styles.ticketCode} data-testid="ticket-code">
                  {ticket.code}
                </p>
                <p>
                  {ticket.attendee.name}
                  <br />
                  <span className={styles.hint}>
                    {formatPhone(ticket.attendee.phone)} · {ticket.attendee.email}
                  </span>
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <p>Sisa poin kamu: {formatPoints(result.point)} Poin</p>
      <p className={styles.hint}>Tunjukkan kode QR ini kepada petugas di lokasi event.</p>
      <div className={styles.confirmationActions}>
        <Link to="/account/voucher" className={buttonClass('primary')}>
          Lihat di Voucher Saya
        </Link>
        <Link to={`/event/${event.slug}`} className={buttonClass('secondary')}>
          Kembali ke Event
        </Link>
      </div>
    </section>
  );
}
