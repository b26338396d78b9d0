// Field rules of the registration form, with the Indonesian message shown at each field.
import { normalizePhone } from 'shared-contracts';
import { formatPoints } from 'shared-kit';
import type { EventBuyRequest } from 'shared-contracts/schemas';

export interface Participant {
  name: string;
  phone: string;
  email: string;
}

export type ParticipantField = keyof Participant;
/** 'participants.0.name', 'tickets', 'points'. */
export type FieldKey = `participants.${number}.${ParticipantField}` | 'tickets' | 'points';
export type FieldErrors = Partial<Record<FieldKey, string>>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function nameError(value: string): string | null {
  const name = value.trim();
  if (!name) return 'Nama wajib diisi.';
  if (name.length < 2) return 'Nama minimal 2 karakter.';
  if (name.length > 100) return 'Nama maksimal 100 karakter.';
  return null;
}

export function phoneError(value: string): string | null {
  if (!value.trim()) return 'Nomor handphone wajib diisi.';
  if (!normalizePhone(value)) return 'Nomor handphone tidak valid. Contoh: 0812-3456-7890.';
  return null;
}

export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Email wajib diisi.';
  if (email.length > 200 || !EMAIL.test(email)) return 'Format email tidak valid. Contoh: nama@email.com.';
  return null;
}

const RULES: Record<ParticipantField, (v: string) => string | null> = { name: nameError, phone: phoneError, email: emailError };

export function fieldError(field: ParticipantField, value: string): string | null {
  return RULES[field](value);
}

export interface FormInput {
  participants: Participant[];
  tickets: number;
  maxTickets: number;
  price: number;
  /** The member's balance; null when unknown (the backend checks again anyway). */
  balance: number | null;
}

export function validateRegistration(input: FormInput): FieldErrors {
  const errors: FieldErrors = {};
  if (input.tickets < 1 || input.tickets > input.maxTickets) {
    errors.tickets = `Jumlah tiket harus antara 1 dan ${input.maxTickets}.`;
  }
  input.participants.slice(0, input.tickets).forEach((p, i) => {
    for (const field of ['name', 'phone', 'email'] as const) {
      const message = fieldError(field, p[field]);
      if (message) errors[`participants.${i}.${field}`] = message;
    }
  });
  const total = input.price * input.tickets;
  if (input.balance !== null && input.balance < total) {
    errors.points = `Poin kamu tidak cukup: dibutuhkan ${formatPoints(total)} Poin, poin kamu ${formatPoints(input.balance)} Poin.`;
  }
  return errors;
}

/** The request body: trimmed names, phones stored as +62…, pointUsed = price × tickets. */
export function buildRequest(eventId: number, price: number, participants: Participant[], tickets: number): EventBuyRequest {
  return {
    eventId,
    pointUsed: price * tickets,
    registrationData: participants.slice(0, tickets).map((p) => ({
      name: p.name.trim(),
      phone: normalizePhone(p.phone) ?? p.phone.trim(),
      email: p.email.trim(),
    })),
  };
}

const SERVER_FIELD_MESSAGE: Record<ParticipantField, string> = {
  name: 'Nama tidak valid.',
  phone: 'Nomor handphone tidak valid. Contoh: 0812-3456-7890.',
  email: 'Format email tidak valid. Contoh: nama@email.com.',
};

/**
 * Maps the backend's INVALID_PARAMETER issues ('registrationData.1.phone') onto the
 * form's fields, so a server-side refusal still shows at the right input.
 */
export function serverFieldErrors(data: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const issues = (data as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues) {
    const path = typeof issue?.path === 'string' ? issue.path : '';
    const m = /^registrationData\.(\d+)\.(name|phone|email)$/.exec(path);
    if (!m) continue;
    const field = m[2] as ParticipantField;
    // Our own words: the backend's validator may answer in English.
    errors[`participants.${Number(m[1])}.${field}`] = SERVER_FIELD_MESSAGE[field];
  }
  return errors;
}
