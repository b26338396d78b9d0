// Social sign-in (spec §7: /v1/social_login/code, /token, /register), shared by the JSON
// routes and the sign-in page's buttons. The stand-in also plays the provider: its consent
// page (routes/social.ts) hands back a code for the provider account the person confirms.
//   code     → a social request for the client's authorization request; its state is single
//              use and expires (10 minutes)
//   consent  → spends the state, issues the provider's code (single use, 2 minutes)
//   token    → spends the code: a linked member gets an authorization code for the client;
//              a new person gets a registration ticket (single use, 15 minutes)
//   register → spends the ticket, creates the member (no password: UNUSABLE_PASSWORD) and
//              links the provider account, then the authorization code as for a member
// Every secret is stored hashed; nothing here hands out an access or refresh token.
import crypto from 'node:crypto';
import { normalizePhone } from 'shared-contracts/core';
import type { SocialProfile, SocialProvider } from 'shared-contracts/schemas';
import type { AppContext } from '../context';
import { sha256 } from '../codes';
import { ApiError } from '../http/errors';
import { createMember } from '../users';
import type { AuthorizeCheck } from './oauth';

export const SOCIAL_STATE_TTL_MS = 10 * 60_000;
export const SOCIAL_CODE_TTL_MS = 2 * 60_000;
export const SOCIAL_TICKET_TTL_MS = 15 * 60_000;

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/** The client's validated authorization request, kept through the round trip. */
export type ClientRequest = Extract<AuthorizeCheck, { ok: true }>['params'];

export const SOCIAL_COPY = {
  stateInvalid: (p: SocialProvider) =>
    `Permintaan masuk dengan ${PROVIDER_NAMES[p]} tidak valid atau sudah kedaluwarsa. Ulangi dari halaman Masuk.`,
  codeInvalid: (p: SocialProvider) =>
    `Kode masuk dari ${PROVIDER_NAMES[p]} tidak valid, sudah dipakai, atau sudah kedaluwarsa. Ulangi dari halaman Masuk.`,
  ticketInvalid: 'Waktu pendaftaran sudah habis atau pendaftaran ini sudah selesai. Ulangi dari halaman Masuk.',
  emailTaken: (email: string, p: SocialProvider) =>
    `Email ${email} sudah terdaftar di MyValue tetapi belum terhubung dengan ${PROVIDER_NAMES[p]}. Masuk dengan email dan kata sandi.`,
  phoneTaken: 'Nomor handphone sudah terdaftar.',
  phoneInvalid: 'Nomor handphone tidak valid, contoh: 081234567890',
} as const;

const random = () => crypto.randomBytes(32).toString('base64url');

/**
 * The provider's stable id for an account. The local provider has no accounts of its own:
 * the e-mail the person confirms on its consent page is the account.
 */
export function providerSubject(provider: SocialProvider, email: string): string {
  return sha256(`${provider}:${email.trim().toLowerCase()}`);
}

export function startSocialRequest(ctx: AppContext, provider: SocialProvider, params: ClientRequest): { state: string; expiresIn: number } {
  const state = random();
  ctx.db
    .prepare('INSERT INTO social_requests (state_hash, provider, params, expires_at) VALUES (?, ?, ?, ?)')
    .run(sha256(state), provider, JSON.stringify(params), ctx.now() + SOCIAL_STATE_TTL_MS);
  return { state, expiresIn: SOCIAL_STATE_TTL_MS / 1000 };
}

interface RequestRow {
  state_hash: string;
  provider: string;
  params: string;
  expires_at: number;
  used_at: number | null;
}

/** The pending request a consent page is for, or a 400 (unknown, other provider, spent, expired). */
export function pendingSocialRequest(ctx: AppContext, provider: SocialProvider, state: string): ClientRequest {
  const row = ctx.db.prepare<[string], RequestRow>('SELECT * FROM social_requests WHERE state_hash = ?').get(sha256(state));
  if (!row || row.provider !== provider || row.used_at !== null || row.expires_at < ctx.now()) {
    throw new ApiError(400, 'INVALID_GRANT', SOCIAL_COPY.stateInvalid(provider));
  }
  return JSON.parse(row.params) as ClientRequest;
}

function spendRequest(ctx: AppContext, provider: SocialProvider, state: string): ClientRequest {
  const params = pendingSocialRequest(ctx, provider, state);
  const spent = ctx.db.prepare('UPDATE social_requests SET used_at = ? WHERE state_hash = ? AND used_at IS NULL').run(ctx.now(), sha256(state));
  if (spent.changes !== 1) throw new ApiError(400, 'INVALID_GRANT', SOCIAL_COPY.stateInvalid(provider));
  return params;
}

/** The person allowed the provider to share their account: the provider's code. */
export function consentGranted(ctx: AppContext, provider: SocialProvider, state: string, account: SocialProfile): string {
  spendRequest(ctx, provider, state);
  const code = random();
  ctx.db
    .prepare(
      'INSERT INTO social_codes (code_hash, state_hash, provider, subject, email, first_name, last_name, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(sha256(code), sha256(state), provider, providerSubject(provider, account.email), account.email.trim().toLowerCase(), account.firstName, account.lastName, ctx.now() + SOCIAL_CODE_TTL_MS);
  return code;
}

/** The person declined: the request is spent; the client's request goes back to the sign-in page. */
export function consentDenied(ctx: AppContext, provider: SocialProvider, state: string): ClientRequest {
  return spendRequest(ctx, provider, state);
}

interface CodeRow {
  state_hash: string;
  provider: string;
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
  expires_at: number;
  used_at: number | null;
}

export type SocialOutcome =
  | { kind: 'member'; userId: number; params: ClientRequest }
  | { kind: 'register'; ticket: string; expiresIn: number; profile: SocialProfile; params: ClientRequest };

/** /v1/social_login/token: spends the provider's code (whatever happens next). */
export function exchangeSocialCode(ctx: AppContext, provider: SocialProvider, code: string, state: string): SocialOutcome {
  const invalid = () => new ApiError(400, 'INVALID_GRANT', SOCIAL_COPY.codeInvalid(provider));
  const row = ctx.db.prepare<[string], CodeRow>('SELECT * FROM social_codes WHERE code_hash = ?').get(sha256(code));
  if (!row || row.used_at !== null || row.expires_at < ctx.now()) throw invalid();
  // Spent before anything else can fail, so a leaked code cannot be retried.
  const spent = ctx.db.prepare('UPDATE social_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL').run(ctx.now(), sha256(code));
  if (spent.changes !== 1 || row.provider !== provider || row.state_hash !== sha256(state)) throw invalid();
  const request = ctx.db.prepare<[string], RequestRow>('SELECT * FROM social_requests WHERE state_hash = ?').get(row.state_hash);
  if (!request) throw invalid();
  const params = JSON.parse(request.params) as ClientRequest;

  const linked = ctx.db
    .prepare<[string, string], { user_id: number }>(
      'SELECT si.user_id FROM social_identities si JOIN users u ON u.id = si.user_id WHERE si.provider = ? AND si.subject = ?',
    )
    .get(provider, row.subject);
  if (linked) return { kind: 'member', userId: linked.user_id, params };
  // An e-mail already registered is not linked on the provider's word alone: whoever holds
  // the provider account would otherwise take over the MyValue account of that address.
  if (ctx.db.prepare('SELECT 1 FROM users WHERE email = ? COLLATE NOCASE').get(row.email)) {
    throw new ApiError(409, 'EMAIL_ALREADY_USED', SOCIAL_COPY.emailTaken(row.email, provider));
  }
  const ticket = random();
  ctx.db
    .prepare(
      'INSERT INTO social_tickets (ticket_hash, provider, subject, email, first_name, last_name, params, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(sha256(ticket), provider, row.subject, row.email, row.first_name, row.last_name, request.params, ctx.now() + SOCIAL_TICKET_TTL_MS);
  return {
    kind: 'register',
    ticket,
    expiresIn: SOCIAL_TICKET_TTL_MS / 1000,
    profile: { firstName: row.first_name, lastName: row.last_name, email: row.email },
    params,
  };
}

interface TicketRow {
  provider: SocialProvider;
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
  params: string;
  expires_at: number;
  used_at: number | null;
}

/** A registration ticket still open, or a 400. */
export function openTicket(ctx: AppContext, ticket: string): { provider: SocialProvider; profile: SocialProfile; params: ClientRequest } {
  const row = ctx.db.prepare<[string], TicketRow>('SELECT * FROM social_tickets WHERE ticket_hash = ?').get(sha256(ticket));
  if (!row || row.used_at !== null || row.expires_at < ctx.now()) throw new ApiError(400, 'INVALID_GRANT', SOCIAL_COPY.ticketInvalid);
  return {
    provider: row.provider,
    profile: { firstName: row.first_name, lastName: row.last_name, email: row.email },
    params: JSON.parse(row.params) as ClientRequest,
  };
}

export class SocialFieldErrors extends ApiError {
  constructor(readonly fields: Record<string, string>) {
    super(409, Object.hasOwn(fields, 'email') ? 'EMAIL_ALREADY_USED' : 'PHONE_ALREADY_USED', Object.values(fields)[0], { fields });
  }
}

/**
 * /v1/social_login/register: the new member (verified e-mail: the provider's; no password).
 * Whether a phone is registered is an answer about someone else, and a ticket may be tried
 * again and again within its life: `countLookUp` counts the caller's before each (and throws
 * 429 once they are spent, assertClientMayAsk).
 */
export function registerSocial(
  ctx: AppContext,
  input: { registerTicket: string; firstName: string; lastName: string; phone?: string | undefined },
  countLookUp: () => void,
): { userId: number; params: ClientRequest } {
  const open = openTicket(ctx, input.registerTicket);
  const phoneRaw = input.phone?.trim() ?? '';
  const phone = phoneRaw ? normalizePhone(phoneRaw) : null;
  if (phoneRaw && !phone) throw new ApiError(400, 'INVALID_PARAMETER', SOCIAL_COPY.phoneInvalid, { fields: { phone: SOCIAL_COPY.phoneInvalid } });
  const errors: Record<string, string> = {};
  if (ctx.db.prepare('SELECT 1 FROM users WHERE email = ? COLLATE NOCASE').get(open.profile.email)) {
    errors.email = SOCIAL_COPY.emailTaken(open.profile.email, open.provider);
  }
  if (phone) countLookUp();
  if (phone && ctx.db.prepare('SELECT 1 FROM users WHERE phone = ?').get(phone)) errors.phone = SOCIAL_COPY.phoneTaken;
  if (Object.keys(errors).length) throw new SocialFieldErrors(errors);
  const now = ctx.now();
  const userId = ctx.db.transaction(() => {
    const spent = ctx.db.prepare('UPDATE social_tickets SET used_at = ? WHERE ticket_hash = ? AND used_at IS NULL').run(now, sha256(input.registerTicket));
    if (spent.changes !== 1) throw new ApiError(400, 'INVALID_GRANT', SOCIAL_COPY.ticketInvalid);
    const id = createMember(ctx.db, { firstName: input.firstName, lastName: input.lastName, email: open.profile.email, phone, password: null }, now);
    ctx.db.prepare('UPDATE users SET email_verified = 1 WHERE id = ?').run(id);
    ctx.db
      .prepare('INSERT INTO social_identities (provider, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(open.provider, providerSubject(open.provider, open.profile.email), id, open.profile.email, now);
    return id;
  })();
  return { userId, params: open.params };
}
