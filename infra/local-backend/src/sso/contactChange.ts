// What follows an e-mail or phone change (issue 42 item 3): the address the account had is
// told, with a link that undoes the change. A member whose session was stolen learns of it
// where the thief cannot reach, and gets the account back in one step: the old address is
// restored and every session of the account ends (whoever made the change is signed out).
// The link is 256 random bits, stored hashed, works once, for 7 days; opening it shows a
// button, so a mail scanner that follows links changes nothing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatPhone } from 'shared-contracts/core';
import type { AppContext } from '../context';
import { sha256 } from '../codes';
import { escapeHtml } from '../html';
import { ApiError } from '../http/errors';
import { maskEmail, maskPhone } from './forgotPassword';
import { errorPage, page } from './html';
import type { Outbox } from './outbox';
import { findLink, randomToken, spendLink, type Purpose } from './recovery/secrets';

export type ContactKind = 'email' | 'phone';

const UNDO_TTL_S = 7 * 24 * 3600;
const UNDO: Record<ContactKind, Purpose> = {
  email: { channel: 'email_change_undo', ttlS: UNDO_TTL_S, family: 'contact_undo' },
  phone: { channel: 'phone_change_undo', ttlS: UNDO_TTL_S, family: 'contact_undo' },
};
export const UNDO_PATH = '/v1/user/contact/undo';

const NOUN: Record<ContactKind, string> = { email: 'Email', phone: 'Nomor handphone' };
const show = (kind: ContactKind, v: string) => (kind === 'email' ? v : formatPhone(v));
const mask = (kind: ContactKind, v: string) => (kind === 'email' ? maskEmail(v) : maskPhone(v));

/** The SSO's own origin as the request reached it: where the undo link leads. */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${String(request.headers.host ?? '')}`;

/**
 * Tells the account's addresses before the change (`old`: the e-mail and phone it had) that
 * `kind` became `next`, with the undo link. Not throttled: a notice is never held back.
 */
export function noticeContactChange(
  ctx: AppContext,
  outbox: Outbox,
  request: FastifyRequest,
  change: { userId: number; kind: ContactKind; previous: string; next: string; otherAddress: string | null },
): void {
  const token = randomToken();
  ctx.db
    .prepare('INSERT OR REPLACE INTO otps (user_id, channel, target, code, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)')
    .run(change.userId, UNDO[change.kind].channel, change.previous, sha256(token), ctx.now() + UNDO_TTL_S * 1000);
  const link = `${ownOrigin(request)}${UNDO_PATH}?token=${token}`;
  const subject = `${NOUN[change.kind]} akun MyValue kamu diubah`;
  const text =
    `${NOUN[change.kind]} akun MyValue kamu baru saja diubah menjadi ${mask(change.kind, change.next)}. ` +
    `Bukan kamu? Batalkan perubahan ini dalam 7 hari: ${link} — ${NOUN[change.kind].toLowerCase()} lama dikembalikan dan semua sesi diakhiri.`;
  // The old address itself, and the account's other address (a phone change also goes to the e-mail).
  const recipients = [change.previous, change.otherAddress].filter((to): to is string => Boolean(to));
  for (const to of recipients) outbox.send({ to, subject: to.includes('@') ? subject : 'SMS', text, code: token, link }, ctx.now());
}

const TokenForm = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

function which(ctx: AppContext, token: string): ContactKind {
  let last: unknown = null;
  for (const kind of ['email', 'phone'] as const) {
    try {
      findLink(ctx, UNDO[kind], token);
      return kind;
    } catch (error) {
      // A used or expired link says so; only "not of this kind" tries the next.
      if (!(error instanceof ApiError) || error.errorCode !== 'LINK_INVALID') throw error;
      last = error;
    }
  }
  throw last;
}

const LINK_TEXT: Record<string, string> = {
  LINK_USED: 'Tautan ini sudah dipakai.',
  LINK_EXPIRED: 'Tautan ini sudah kedaluwarsa. Hubungi Pusat Bantuan MyValue.',
  LINK_INVALID: 'Tautan tidak valid.',
};

export function contactUndoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(body);
  const refused = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    return html(reply, error.status, errorPage('Batalkan perubahan', LINK_TEXT[error.errorCode] ?? LINK_TEXT.LINK_INVALID!));
  };

  app.get(UNDO_PATH, async (request, reply) => {
    const parsed = TokenForm.safeParse(request.query);
    if (!parsed.success) return html(reply, 404, errorPage('Batalkan perubahan', LINK_TEXT.LINK_INVALID!));
    try {
      const kind = which(ctx, parsed.data.token);
      const holder = findLink(ctx, UNDO[kind], parsed.data.token);
      const noun = NOUN[kind].toLowerCase();
      return html(
        reply,
        200,
        page(
          'Batalkan perubahan',
          `<main><p class="brand">MyValue</p><h1>Batalkan perubahan ${escapeHtml(noun)}</h1>
<p>${escapeHtml(NOUN[kind])} akunmu akan dikembalikan ke <strong>${escapeHtml(show(kind, holder.target))}</strong>, dan semua sesi di semua perangkat diakhiri. Setelah itu, masuk lagi lalu ganti kata sandimu.</p>
<form method="post" action="undo"><input type="hidden" name="token" value="${escapeHtml(parsed.data.token)}"><button type="submit">Kembalikan ${escapeHtml(noun)}</button></form></main>`,
        ),
      );
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.post(UNDO_PATH, async (request, reply) => {
    const parsed = TokenForm.safeParse(request.body);
    if (!parsed.success) return html(reply, 404, errorPage('Batalkan perubahan', LINK_TEXT.LINK_INVALID!));
    try {
      const kind = which(ctx, parsed.data.token);
      const holder = findLink(ctx, UNDO[kind], parsed.data.token);
      const column = kind === 'email' ? 'email' : 'phone';
      const taken = ctx.db
        .prepare<[string, number], { id: number }>(`SELECT id FROM users WHERE ${column} = ? ${kind === 'email' ? 'COLLATE NOCASE' : ''} AND id <> ?`)
        .get(holder.target, holder.userId);
      if (taken) {
        return html(reply, 409, errorPage('Batalkan perubahan', `${NOUN[kind]} lama sudah dipakai akun lain. Hubungi Pusat Bantuan MyValue.`));
      }
      const now = ctx.now();
      ctx.db.transaction(() => {
        spendLink(ctx, UNDO[kind], parsed.data.token);
        ctx.db.prepare(`UPDATE users SET ${column} = ?, ${column}_verified = 1 WHERE id = ?`).run(holder.target, holder.userId);
        // Whoever made the change is signed out everywhere: every token family, every SSO session.
        ctx.db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, holder.userId);
        ctx.db.prepare('UPDATE sso_sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, holder.userId);
      })();
      return html(
        reply,
        200,
        page(
          'Perubahan dibatalkan',
          `<main><p class="brand">MyValue</p><h1>Perubahan dibatalkan</h1><p role="status">${escapeHtml(NOUN[kind])} akunmu dikembalikan ke ${escapeHtml(show(kind, holder.target))}. Semua sesi telah diakhiri; masuk lagi lalu segera ganti kata sandimu.</p></main>`,
        ),
      );
    } catch (error) {
      return refused(reply, error);
    }
  });
}
