// 'Kamu sudah terdaftar': shown on the event page and the register page once the member
// holds a ticket (the backend's isRegistered, so it survives a reload), with the way to
// the ticket. A refused second registration shows the backend's message here too.
import { useId } from 'react';
import { Link } from 'shared-contracts';
import { buttonClass } from 'shared-kit';
import styles from './RegisteredNotice.module.css';

export const REGISTERED_COPY = {
  title: 'Kamu sudah terdaftar',
  text: 'Tiketmu tersimpan di Voucher Saya. Tunjukkan kode QR tiket kepada petugas di lokasi event.',
  seeTicket: 'Lihat Tiket',
} as const;

/** Where the member's active tickets are listed (the account remote's 'Tiket Event'). */
export const TICKETS_PATH = '/account/voucher';

export function RegisteredNotice({ refusal = null }: { refusal?: string | null }) {
  const titleId = useId();
  return (
    <section className={styles.registered} aria-labelledby={titleId} data-testid="registered-notice">
      <p id={titleId} className={styles.title}>
        <span aria-hidden="true" className={styles.check}>
          ✓
        </span>{' '}
        {REGISTERED_COPY.title}
      </p>
      {refusal ? (
        <p role="alert" className={styles.text}>
          {refusal}
        </p>
      ) : (
        <p className={styles.text}>{REGISTERED_COPY.text}</p>
      )}
      <Link to={TICKETS_PATH} className={`${buttonClass('primary')} ${styles.action}`}>
        {REGISTERED_COPY.seeTicket}
      </Link>
    </section>
  );
}
