// /v1/user and the profile changes of the settings page: name, photo, email, phone, password.
import { creditReferralIfEarned } from '../referralCredit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ChangePhoneRequestSchema,
  EmailOtpRequestSchema,
  PhoneOtpRequestSchema,
  UpdateNameRequestSchema,
  UpdatePhotoRequestSchema,
  type OtpSent,
  type Success,
  type UpdateNameInfo,
} from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { hashPassword } from '../../auth/password';
import { ApiError, parseInput } from '../../http/errors';
import { normalizePhone } from 'shared-contracts/core';
import { DAY_MS, toIso } from '../../time';
import { getUserRow, toUser, type UserRow } from '../../users';
import { parseMultipart } from '../multipart';
import { checkPhoto } from '../../media/photoDecoder';
import { randomBytes } from 'node:crypto';
import { ERROR_TEXTS } from 'shared-contracts/core';
import type { Outbox } from '../outbox';
import { maskEmail, maskPhone } from '../forgotPassword';
import { assertCurrentPassword, assertMayLookUp, familyOf, hasPassword, revokeOtherSessions } from '../recovery/guards';
import { noticeContactChange } from '../contactChange';
import { clientKeyOf, limiterOf, waitText, type WindowRule } from '../recovery/limits';
import { checkCode, issueSecret, randomDigits, sentAnswer, type CodeTexts, type Purpose } from '../recovery/secrets';

export const NAME_CHANGE_INTERVAL_DAYS = 30;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** Photo uploads per member (issue 42): each costs a worker's decode, refused ones included. */
export const PHOTO_UPLOADS: WindowRule = { limit: 10, windowMs: 3_600_000 };
const CONTACT_NEEDS_PASSWORD = 'Buat kata sandi terlebih dahulu (Buat Kata Sandi), lalu ubah email atau nomor handphone dengan kata sandi itu.';
const PHOTO_TEXTS = {
  tooLarge: 'Resolusi foto terlalu besar. Pilih foto yang lebih kecil (paling besar 4096 × 4096 piksel) lalu unggah lagi.',
  busy: 'Server sedang memproses banyak foto. Coba lagi sebentar lagi.',
  inFlight: 'Foto sebelumnya masih diproses. Tunggu sebentar lalu coba lagi.',
  tooMany: (wait: number) => `Terlalu banyak unggahan foto. Coba lagi dalam ${waitText(wait)}.`,
};
const OTP_TTL_S = 300;
/** The code to a new e-mail or phone (recorded in the outbox, like every message of the stand-in). */
const CHANGE: Record<'email' | 'phone', Purpose> = {
  email: { channel: 'email', ttlS: OTP_TTL_S, family: 'email_change' },
  phone: { channel: 'phone', ttlS: OTP_TTL_S, family: 'phone_change' },
};
const CHANGE_TEXTS: CodeTexts = {
  invalid: ERROR_TEXTS.OTP_INVALID,
  expired: ERROR_TEXTS.OTP_EXPIRED,
  used: ERROR_TEXTS.OTP_USED,
  tooManyForCode: ERROR_TEXTS.OTP_TOO_MANY_ATTEMPTS,
};

function nameInfo(row: UserRow, now: number): UpdateNameInfo {
  const next = row.name_updated_at === null ? null : row.name_updated_at + NAME_CHANGE_INTERVAL_DAYS * DAY_MS;
  return {
    canUpdate: next === null || next <= now,
    intervalDays: NAME_CHANGE_INTERVAL_DAYS,
    lastUpdatedDate: row.name_updated_at === null ? null : toIso(row.name_updated_at),
    nextAvailableDate: next === null ? null : toIso(next),
  };
}

export function userRoutes(app: FastifyInstance, ctx: AppContext, outbox: Outbox): void {
  const fresh = (id: number) => {
    const row = getUserRow(ctx.db, id);
    if (!row) throw new ApiError(401, 'TOKEN_INVALID', 'Akun tidak ditemukan.');
    return toUser(ctx, row);
  };

  app.get('/v1/user', async (request) => toUser(ctx, await requireUser(ctx, request)));

  app.get('/v1/user/update-name/info', async (request) => nameInfo(await requireUser(ctx, request), ctx.now()));

  const updateName = async (request: FastifyRequest) => {
    const user = await requireUser(ctx, request);
    const body = parseInput(UpdateNameRequestSchema, request.body);
    const info = nameInfo(user, ctx.now());
    if (!info.canUpdate) {
      throw new ApiError(422, 'NAME_CHANGE_TOO_SOON', `Nama hanya dapat diubah sekali setiap ${NAME_CHANGE_INTERVAL_DAYS} hari.`, info);
    }
    ctx.db.prepare('UPDATE users SET first_name = ?, last_name = ?, name_updated_at = ? WHERE id = ?').run(body.firstName, body.lastName, ctx.now(), user.id);
    return fresh(user.id);
  };
  app.put('/v1/user', updateName);
  app.patch('/v1/user', updateName);

  // Members whose upload is being decoded: one at a time each, so one member cannot take
  // every decoding turn (media/photoDecoder.ts) from the others.
  const decoding = new Set<number>();
  app.post('/v1/user/photo', { bodyLimit: 3 * 1024 * 1024 }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const limiter = limiterOf(ctx);
    const key = `photo:${user.id}`;
    const wait = limiter.waitMs(key, PHOTO_UPLOADS);
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      throw new ApiError(429, 'TOO_MANY_REQUESTS', PHOTO_TEXTS.tooMany(wait));
    }
    if (decoding.has(user.id)) throw new ApiError(429, 'TOO_MANY_REQUESTS', PHOTO_TEXTS.inFlight);
    limiter.hit(key);
    let bytes: Buffer;
    if (Buffer.isBuffer(request.body)) {
      const part = parseMultipart(request.body, String(request.headers['content-type'] ?? '')).find((p) => ['photo', 'file', 'image'].includes(p.field));
      if (!part) throw new ApiError(400, 'INVALID_PARAMETER', 'Foto wajib diunggah pada bagian "photo".');
      bytes = part.bytes;
    } else {
      const { photo } = parseInput(UpdatePhotoRequestSchema, request.body);
      bytes = Buffer.from(photo.slice(photo.indexOf(',') + 1), 'base64');
    }
    if (bytes.length > MAX_PHOTO_BYTES) throw new ApiError(413, 'PHOTO_TOO_LARGE', ERROR_TEXTS.PHOTO_TOO_LARGE);
    // Refused by decoded size before inflating; otherwise cleaned in a worker thread, so
    // only a well-formed image, and only its image data, is kept (media/photoDecoder.ts).
    decoding.add(user.id);
    const checked = await checkPhoto(bytes).finally(() => decoding.delete(user.id));
    if (!checked.ok) {
      if (checked.reason === 'too-large') throw new ApiError(413, 'PHOTO_TOO_LARGE', PHOTO_TEXTS.tooLarge);
      if (checked.reason === 'busy') throw new ApiError(503, 'TOO_MANY_REQUESTS', PHOTO_TEXTS.busy);
      throw new ApiError(400, 'INVALID_PHOTO_FORMAT', ERROR_TEXTS.INVALID_PHOTO_FORMAT);
    }
    const photo = checked.photo;
    // Served under a random name (media route): no one can guess or count through members' photos.
    const name = randomBytes(16).toString('base64url');
    ctx.db.transaction(() => {
      const id = Number(
        ctx.db.prepare('INSERT INTO uploads (user_id, mime, bytes, created_at, name) VALUES (?, ?, ?, ?, ?)').run(user.id, photo.mime, photo.bytes, ctx.now(), name).lastInsertRowid,
      );
      ctx.db.prepare('UPDATE users SET photo_id = ? WHERE id = ?').run(id, user.id);
    })();
    return fresh(user.id);
  });

  const sendOtp = (request: FastifyRequest, userId: number, channel: 'email' | 'phone', target: string): OtpSent => {
    const code = randomDigits();
    issueSecret(ctx, { purpose: CHANGE[channel], userId, target, clientKey: clientKeyOf(request) }, code);
    outbox.send(
      channel === 'email'
        ? { to: target, subject: 'Kode OTP ubah email MyValue', text: `Kode OTP kamu: ${code}. Berlaku ${OTP_TTL_S / 60} menit. Jangan berikan kode ini kepada siapa pun.`, code }
        : { to: target, subject: 'SMS', text: `MyValue: kode OTP ubah nomor ${code}, berlaku ${OTP_TTL_S / 60} menit. JANGAN berikan kode ini kepada siapa pun.`, code },
      ctx.now(),
    );
    const sent = sentAnswer(channel === 'email' ? maskEmail(target) : maskPhone(target), CHANGE[channel]);
    // The member typed the address: showing it whole tells them nothing new.
    return { ...sent, sentTo: target };
  };
  const checkOtp = (userId: number, channel: 'email' | 'phone', target: string, otp: string) =>
    checkCode(ctx, CHANGE[channel], userId, target, otp, CHANGE_TEXTS);
  /** Whether an address is taken is an answer about another member: throttled per member and per client. */
  const lookUp = (request: FastifyRequest, userId: number) => assertMayLookUp(ctx, [`member:${userId}`, clientKeyOf(request)]);
  const emailTaken = (email: string, userId: number) =>
    ctx.db.prepare<[string, number], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE AND id <> ?').get(email, userId) !== undefined;
  const phoneOf = (raw: string) => {
    const phone = normalizePhone(raw);
    if (!phone) throw new ApiError(400, 'INVALID_PARAMETER', 'Nomor handphone tidak valid.', { issues: [{ path: 'phone', message: 'Nomor handphone tidak valid' }] });
    return phone;
  };
  const phoneTaken = (phone: string, userId: number) =>
    ctx.db.prepare<[string, number], { id: number }>('SELECT id FROM users WHERE phone = ? AND id <> ?').get(phone, userId) !== undefined;

  /**
   * A session alone does not move the account to another address (issue 42): the member's
   * current password first, throttled per account (a stolen session must not guess it).
   * An account without one (social sign-up) creates it first, through a link to its own
   * e-mail ('Buat Kata Sandi'), which proves the address the account already has.
   */
  const assertOwner = (user: UserRow, currentPassword: string) => {
    if (!hasPassword(user)) throw new ApiError(403, 'FORBIDDEN', CONTACT_NEEDS_PASSWORD);
    assertCurrentPassword(ctx, user, currentPassword);
  };

  app.post('/v1/user/email/otp', async (request) => {
    const user = await requireUser(ctx, request);
    const body = parseInput(EmailOtpRequestSchema, request.body);
    const email = body.email.toLowerCase();
    assertOwner(user, body.currentPassword);
    lookUp(request, user.id);
    if (emailTaken(email, user.id)) throw new ApiError(409, 'EMAIL_ALREADY_USED', ERROR_TEXTS.EMAIL_ALREADY_USED);
    return sendOtp(request, user.id, 'email', email);
  });
  const changeEmail = async (request: FastifyRequest) => {
    const user = await requireUser(ctx, request);
    const body = parseInput(ChangeEmailRequestSchema, request.body);
    const email = body.email.toLowerCase();
    checkOtp(user.id, 'email', email, body.otp);
    if (emailTaken(email, user.id)) throw new ApiError(409, 'EMAIL_ALREADY_USED', ERROR_TEXTS.EMAIL_ALREADY_USED);
    ctx.db.prepare('UPDATE users SET email = ?, email_verified = 1 WHERE id = ?').run(email, user.id);
    if (user.email && user.email.toLowerCase() !== email) {
      noticeContactChange(ctx, outbox, request, { userId: user.id, kind: 'email', previous: user.email, next: email, otherAddress: user.phone });
    }
    creditReferralIfEarned(ctx, user.id);
    return fresh(user.id);
  };
  app.put('/v1/user/email', changeEmail);
  app.post('/v1/user/email', changeEmail);

  app.post('/v1/user/phone/otp', async (request) => {
    const user = await requireUser(ctx, request);
    const body = parseInput(PhoneOtpRequestSchema, request.body);
    const phone = phoneOf(body.phone);
    assertOwner(user, body.currentPassword);
    lookUp(request, user.id);
    if (phoneTaken(phone, user.id)) throw new ApiError(409, 'PHONE_ALREADY_USED', ERROR_TEXTS.PHONE_ALREADY_USED);
    return sendOtp(request, user.id, 'phone', phone);
  });
  const changePhone = async (request: FastifyRequest) => {
    const user = await requireUser(ctx, request);
    const body = parseInput(ChangePhoneRequestSchema, request.body);
    const phone = phoneOf(body.phone);
    checkOtp(user.id, 'phone', phone, body.otp);
    if (phoneTaken(phone, user.id)) throw new ApiError(409, 'PHONE_ALREADY_USED', ERROR_TEXTS.PHONE_ALREADY_USED);
    ctx.db.prepare('UPDATE users SET phone = ?, phone_verified = 1 WHERE id = ?').run(phone, user.id);
    if (user.phone && user.phone !== phone) {
      noticeContactChange(ctx, outbox, request, { userId: user.id, kind: 'phone', previous: user.phone, next: phone, otherAddress: user.email });
    }
    creditReferralIfEarned(ctx, user.id);
    return fresh(user.id);
  };
  app.put('/v1/user/phone', changePhone);
  app.post('/v1/user/phone', changePhone);

  const changePassword = async (request: FastifyRequest): Promise<Success> => {
    const user = await requireUser(ctx, request);
    const body = parseInput(ChangePasswordRequestSchema, request.body);
    // Throttled per account: a stolen session must not guess the password it lacks.
    assertCurrentPassword(ctx, user, body.currentPassword);
    if (body.currentPassword === body.newPassword) throw new ApiError(422, 'PASSWORD_UNCHANGED', ERROR_TEXTS.PASSWORD_UNCHANGED);
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(body.newPassword), user.id);
      // Every other sign-in of the member ends (whoever knew the old password); this one stays.
      revokeOtherSessions(ctx, user.id, familyOf(request));
    })();
    return { success: true, message: 'Kata sandi berhasil diubah. Sesi di perangkat lain telah diakhiri.' };
  };
  app.put('/v1/user/password', changePassword);
  app.post('/v1/user/password', changePassword);
}
