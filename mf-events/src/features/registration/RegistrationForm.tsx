// The registration form: ticket count within the quota, one participant per ticket
// (the first prefilled from the profile), the points to pay, field-level validation,
// and a submission that registers once however often it is clicked.
import { useId, useRef, useState, type FormEvent } from 'react';
import { ERROR_TEXTS, EVENT_REGISTRATION_TEXTS, Skeleton, errorInfo, errorMessage, formatPhone, isErrorCode, newIdempotencyKey, useGetPointQuery, type ErrorCode, type QueryError } from 'shared-contracts';
import { Button, formatPoints, selectClass } from 'shared-kit';
import type { Event, EventBuyResponse, User } from 'shared-contracts/schemas';
import { useBuyEventMutation } from '../../api/eventApi';
import { clampTickets, maxTickets, pointsToPay } from '../../common/eventRules';
import { priceLabel } from 'shared-kit';
import {
  buildRequest,
  fieldError,
  serverFieldErrors,
  validateRegistration,
  type FieldErrors,
  type FieldKey,
  type Participant,
  type ParticipantField,
} from './validation';
import styles from './registration.module.css';

const EMPTY: Participant = { name: '', phone: '', email: '' };

export function participantFromProfile(user: User | undefined): Participant {
  if (!user) return EMPTY;
  return { name: user.fullName, phone: user.phone ? formatPhone(user.phone) : '', email: user.email ?? '' };
}

/** Refusals that mean the event itself changed: the form can't fix them. */
const EVENT_STATE_CODES: ReadonlySet<ErrorCode> = new Set(['EVENT_FULL', 'EVENT_PAST', 'REGISTRATION_CLOSED', 'REGISTRATION_NOT_OPEN', 'EVENT_NOT_FOUND']);

export interface RegistrationFormProps {
  event: Event;
  profile: User | undefined;
  onRegistered: (result: EventBuyResponse, request: { tickets: number }) => void;
  /** Called when the backend says the event can no longer be registered for. */
  onEventChanged: () => void;
  /** The backend refused a second registration of this member (409 ALREADY_REGISTERED), with its message. */
  onAlreadyRegistered: (message: string) => void;
}

export function RegistrationForm({ event, profile, onRegistered, onEventChanged, onAlreadyRegistered }: RegistrationFormProps) {
  const id = useId();
  const max = maxTickets(event);
  const [tickets, setTickets] = useState(1);
  const [participants, setParticipants] = useState<Participant[]>(() => [participantFromProfile(profile)]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const point = useGetPointQuery();
  const balance = point.data?.point ?? null;
  const [buy, buyState] = useBuyEventMutation();
  // One key per attempt with the same data: a retry or a second click replays, never registers twice.
  const keyRef = useRef<string | null>(null);
  // State updates are async; this ref closes the gap between two clicks in the same tick.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const total = pointsToPay(event.price, tickets);
  const fieldId = (key: FieldKey) => `${id}-${key.replace(/\./g, '-')}`;

  const changed = () => {
    keyRef.current = null;
    setFormError(null);
  };

  const setTicketCount = (value: number) => {
    const n = clampTickets(value, max);
    setTickets(n);
    setParticipants((list) => Array.from({ length: Math.max(n, list.length) }, (_, i) => list[i] ?? EMPTY));
    setErrors((e) => {
      const { tickets: _t, points: _p, ...rest } = e;
      return rest;
    });
    changed();
  };

  const setField = (index: number, field: ParticipantField, value: string) => {
    setParticipants((list) => list.map((p, i) => (i === index ? { ...p, [field]: value } : p)));
    const key = `participants.${index}.${field}` as const;
    // Clear a shown error as soon as the value is fixed; new errors wait for blur or submit.
    if (errors[key] && !fieldError(field, value)) {
      setErrors(({ [key]: _gone, ...rest }) => rest);
    }
    changed();
  };

  const blurField = (index: number, field: ParticipantField) => {
    const key = `participants.${index}.${field}` as const;
    const message = fieldError(field, participants[index]?.[field] ?? '');
    setErrors((e) => {
      if (message) return { ...e, [key]: message };
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  };

  const focusFirstError = (found: FieldErrors) => {
    const first = Object.keys(found)[0] as FieldKey | undefined;
    if (!first) return;
    const target = first === 'points' ? `${id}-tickets` : fieldId(first);
    requestAnimationFrame(() => (formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(target)}`) ?? null)?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const found = validateRegistration({ participants, tickets, maxTickets: max, price: event.price, balance });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    inFlight.current = true;
    keyRef.current ??= newIdempotencyKey('evt');
    setFormError(null);
    try {
      const result = await buy({ ...buildRequest(event.id, event.price, participants, tickets), idempotencyKey: keyRef.current }).unwrap();
      keyRef.current = null;
      onRegistered(result, { tickets });
    } catch (err) {
      const failure = err as QueryError;
      const info = errorInfo(failure);
      const fromServer = serverFieldErrors(info.data);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstError(fromServer);
      } else if (info.errorCode === 'ALREADY_REGISTERED') {
        onAlreadyRegistered(info.message ?? ERROR_TEXTS.ALREADY_REGISTERED);
      } else if (info.errorCode === 'INSUFFICIENT_POINTS' || info.errorCode === 'POINT_MISMATCH') {
        setErrors({ points: info.message ?? EVENT_REGISTRATION_TEXTS.INSUFFICIENT_POINTS });
        void point.refetch();
      } else if (info.errorCode === 'TOO_MANY_TICKETS' || info.errorCode === 'NOT_ENOUGH_SEATS') {
        setErrors({ tickets: info.message ?? ERROR_TEXTS.NOT_ENOUGH_SEATS });
        onEventChanged();
      } else if (isErrorCode(info.errorCode) && EVENT_STATE_CODES.has(info.errorCode)) {
        setFormError(info.message ?? 'Pendaftaran event ini tidak dapat dilanjutkan.');
        onEventChanged();
      } else if (info.status === 401) {
        setFormError('Sesi kamu sudah berakhir. Silakan masuk kembali lalu coba lagi.');
      } else {
        // Network or server trouble: the same key is kept, so trying again cannot register twice.
        setFormError(info.message ?? errorMessage(failure, 'Pendaftaran gagal dikirim. Coba lagi.'));
      }
    } finally {
      inFlight.current = false;
    }
  };

  const describedBy = (key: FieldKey, hint?: string) =>
    [hint, errors[key] ? `${fieldId(key)}-error` : null].filter(Boolean).join(' ') || undefined;

  const errorText = (field: FieldKey) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-label="Formulir pendaftaran event">
      <div className={styles.field}>
        <label htmlFor={`${id}-tickets`}>Jumlah Tiket</label>
        <select
          id={`${id}-tickets`}
          className={selectClass(styles.ticketSelect)}
          value={tickets}
          onChange={(e) => setTicketCount(Number(e.target.value))}
          aria-invalid={errors.tickets || errors.points ? true : undefined}
          aria-describedby={
            [`${id}-tickets-hint`, errors.tickets ? `${fieldId('tickets')}-error` : null, errors.points ? `${fieldId('points')}-error` : null]
              .filter(Boolean)
              .join(' ')
          }
        >
          {Array.from({ length: Math.max(1, max) }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <p id={`${id}-tickets-hint`} className={styles.hint}>
          Maksimal {max} tiket per pendaftaran. Satu tiket untuk satu peserta.
        </p>
        {errorText('tickets')}
      </div>

      {participants.slice(0, tickets).map((p, index) => (
        <fieldset key={index} className={styles.participant}>
          <legend>{index === 0 ? 'Peserta 1 (data dari profil kamu)' : `Peserta ${index + 1}`}</legend>
          {(['name', 'phone', 'email'] as const).map((field) => {
            const key = `participants.${index}.${field}` as const;
            const hintId = field === 'phone' ? `${fieldId(key)}-hint` : undefined;
            return (
              <div key={field} className={styles.field}>
                <label htmlFor={fieldId(key)}>{LABELS[field]}</label>
                <input
                  id={fieldId(key)}
                  name={key}
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
                  autoComplete={index === 0 ? AUTOCOMPLETE[field] : 'off'}
                  value={p[field]}
                  required
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={describedBy(key, hintId)}
                  onChange={(e) => setField(index, field, e.target.value)}
                  onBlur={() => blurField(index, field)}
                />
                {hintId ? (
                  <p id={hintId} className={styles.hint}>
                    Contoh: +62 812-3456-7890 atau 0812-3456-7890
                  </p>
                ) : null}
                {errorText(key)}
              </div>
            );
          })}
        </fieldset>
      ))}

      <section className={styles.summary} aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className={styles.summaryTitle}>
          Ringkasan
        </h2>
        <dl>
          <dt>Harga per tiket</dt>
          <dd>{priceLabel(event.price)}</dd>
          <dt>Total poin dibayar</dt>
          <dd data-testid="points-total">{event.price === 0 ? 'Gratis' : `${formatPoints(total)} Poin`}</dd>
          <dt>Poin kamu</dt>
          <dd>{point.isLoading ? <Skeleton width={80} /> : balance === null ? 'Tidak dapat dimuat' : `${formatPoints(balance)} Poin`}</dd>
        </dl>
        {errorText('points')}
      </section>

      <div aria-live="assertive" className={styles.formAlert}>
        {formError ? <p role="alert">{formError}</p> : null}
      </div>

      <Button type="submit" disabled={buyState.isLoading} aria-disabled={buyState.isLoading || undefined} className={styles.submit}>
        {buyState.isLoading ? 'Memproses…' : event.price === 0 ? 'Daftar Sekarang' : `Bayar ${formatPoints(total)} Poin & Daftar`}
      </Button>
    </form>
  );
}

const LABELS: Record<ParticipantField, string> = { name: 'Nama Lengkap', phone: 'Nomor Handphone', email: 'Email' };
const AUTOCOMPLETE: Record<ParticipantField, string> = { name: 'name', phone: 'tel', email: 'email' };
