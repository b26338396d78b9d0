// Verification of what is stored, the current-password check, "is it registered?", and
// the link flows of a member without a password (spec §7): /v1/verification/send, /check;
// /v1/user/password/check; /v1/user/check; /v1/user/set_password/link/send, /check,
// /apply; /v1/user/linkverification (+ /check, /apply, /set_password) and
// /v2/user/linkverification. Codes and links: recovery/secrets.ts (limits, lifetimes).
import { creditReferralIfEarned } from '../referralCredit';
import type { FastifyInstance } from 'fastify';
import {
  LinkPasswordRequestSchema,
  LinkTokenRequestSchema,
  LinkVerificationSendRequestSchema,
  PasswordCheckRequestSchema,
  UserCheckRequestSchema,
  VerificationCheckRequestSchema,
  VerificationSendRequestSchema,
  type CodeSent,
  type LinkChecked,
  type PasswordChecked,
  type Success,
  type UserChecked,
  type VerificationChannel,
} from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/guard';
import { hashPassword } from '../../auth/password';
import { ApiError, parseInput } from '../../http/errors';
import { getUserRow, toUser, type UserRow } from '../../users';
import { maskEmail, maskPhone } from '../forgotPassword';
import type { Outbox } from '../outbox';
import { assertCurrentPassword, assertMayLookUp, hasPassword } from '../recovery/guards';
import { clientKeyOf } from '../recovery/limits';
import {
  VERIFICATION_TEXTS,
  checkCode,
  findLink,
  issueSecret,
  randomDigits,
  randomToken,
  sentAnswer,
  siteOrigin,
  spendLink,
  type Purpose,
} from '../recovery/secrets';

export const VERIFICATION_TTL_S = 600;
export const SET_PASSWORD_LINK_TTL_S = 1800;
export const LINK_VERIFICATION_TTL_S = 86_400;
/** The site's pages the links open (shell routes). */
export const SET_PASSWORD_PATH = '/atur-kata-sandi';
export const LINK_VERIFICATION_PATH = '/verifikasi-akun';

const verification = (channel: VerificationChannel): Purpose => ({ channel: `verify_${channel}`, ttlS: VERIFICATION_TTL_S, family: 'verification', spacedPerAddress: true });
const SET_PASSWORD: Purpose = { channel: 'set_password_link', ttlS: SET_PASSWORD_LINK_TTL_S, family: 'set_password' };
const LINK_VERIFICATION: Purpose = { channel: 'link_verification', ttlS: LINK_VERIFICATION_TTL_S, family: 'link_verification' };

const CHANNEL_WORD: Record<VerificationChannel, string> = { email: 'Email', phone: 'Nomor handphone' };

function addressOf(user: UserRow, channel: VerificationChannel): string {
  const address = channel === 'email' ? user.email : user.phone;
  if (!address) throw new ApiError(422, 'NOTHING_TO_VERIFY', `${CHANNEL_WORD[channel]} belum diisi. Tambahkan di Pengaturan Profil.`);
  return address;
}

const masked = (channel: VerificationChannel, address: string) => (channel === 'email' ? maskEmail(address) : maskPhone(address));
const channelOfAddress = (address: string): VerificationChannel => (address.includes('@') ? 'email' : 'phone');

export function recoveryRoutes(app: FastifyInstance, ctx: AppContext, outbox: Outbox): void {
  const fresh = (id: number) => {
    const row = getUserRow(ctx.db, id);
    if (!row) throw new ApiError(401, 'TOKEN_INVALID', 'Akun tidak ditemukan.');
    return row;
  };

  // Verification of the stored e-mail or phone by a 6-digit code.
  app.post('/v1/verification/send', async (request): Promise<CodeSent> => {
    const user = await requireUser(ctx, request);
    const { channel } = parseInput(VerificationSendRequestSchema, request.body);
    const address = addressOf(user, channel);
    if ((channel === 'email' ? user.email_verified : user.phone_verified) === 1) {
      throw new ApiError(409, 'ALREADY_VERIFIED', `${CHANNEL_WORD[channel]} sudah terverifikasi.`);
    }
    const purpose = verification(channel);
    const code = randomDigits();
    issueSecret(ctx, { purpose, userId: user.id, target: address, clientKey: clientKeyOf(request) }, code);
    const minutes = VERIFICATION_TTL_S / 60;
    outbox.send(
      channel === 'email'
        ? {
            to: address,
            subject: 'Kode verifikasi email MyValue',
            text: `Kode verifikasi kamu: ${code}. Kode berlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun.`,
            code,
          }
        : { to: address, subject: 'SMS', text: `MyValue: kode verifikasi ${code}, berlaku ${minutes} menit. JANGAN berikan kode ini kepada siapa pun.`, code },
      ctx.now(),
    );
    return sentAnswer(masked(channel, address), purpose);
  });

  app.post('/v1/verification/check', async (request) => {
    const user = await requireUser(ctx, request);
    const { channel, otp } = parseInput(VerificationCheckRequestSchema, request.body);
    const address = addressOf(user, channel);
    checkCode(ctx, verification(channel), user.id, address, otp, VERIFICATION_TEXTS);
    ctx.db.prepare(`UPDATE users SET ${channel === 'email' ? 'email_verified' : 'phone_verified'} = 1 WHERE id = ?`).run(user.id);
    creditReferralIfEarned(ctx, user.id);
    return toUser(ctx, fresh(user.id));
  });

  // The current password before a change (throttled per account, as the change itself is).
  app.post('/v1/user/password/check', async (request): Promise<PasswordChecked> => {
    const user = await requireUser(ctx, request);
    const { password } = parseInput(PasswordCheckRequestSchema, request.body);
    assertCurrentPassword(ctx, user, password);
    return { valid: true };
  });

  // Sign-up's "already registered?": throttled per client so addresses cannot be harvested quickly.
  app.post('/v1/user/check', async (request): Promise<UserChecked> => {
    const body = parseInput(UserCheckRequestSchema, request.body);
    assertMayLookUp(ctx, [clientKeyOf(request)]);
    const out: UserChecked = {};
    if (body.email !== undefined) {
      out.email = { registered: ctx.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(body.email) !== undefined };
    }
    if (body.phone !== undefined) {
      out.phone = { registered: ctx.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE phone = ?').get(body.phone) !== undefined };
    }
    return out;
  });

  /** A link to the member's e-mail (or phone when there is none, or when asked). */
  const sendLink = (user: UserRow, purpose: Purpose, path: string, clientKey: string, channel?: VerificationChannel): CodeSent => {
    const pick: VerificationChannel = channel ?? (user.email ? 'email' : 'phone');
    const address = addressOf(user, pick);
    const token = randomToken();
    issueSecret(ctx, { purpose, userId: user.id, target: address, clientKey }, token);
    const link = `${siteOrigin(ctx)}${path}?token=${token}`;
    const hours = purpose.ttlS >= 3600 ? `${purpose.ttlS / 3600} jam` : `${purpose.ttlS / 60} menit`;
    const what = purpose === SET_PASSWORD ? 'membuat kata sandi akun MyValue' : 'memverifikasi akun MyValue';
    outbox.send(
      {
        to: address,
        subject: purpose === SET_PASSWORD ? 'Tautan untuk membuat kata sandi MyValue' : 'Tautan verifikasi akun MyValue',
        text: `Buka tautan ini untuk ${what}: ${link} . Tautan berlaku ${hours} dan hanya dapat dipakai sekali. Abaikan pesan ini jika kamu tidak memintanya.`,
        code: token,
        link,
      },
      ctx.now(),
    );
    return sentAnswer(masked(pick, address), purpose);
  };
  const checked = (purpose: Purpose, token: string): LinkChecked => {
    const link = findLink(ctx, purpose, token);
    const user = fresh(link.userId);
    return {
      sentTo: masked(channelOfAddress(link.target), link.target),
      channel: channelOfAddress(link.target),
      expiresIn: Math.max(1, Math.floor((link.expiresAt - ctx.now()) / 1000)),
      needsPassword: !hasPassword(user),
    };
  };
  const setPassword = (userId: number, password: string) => ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(password), userId);
  /** The link's address is verified if it is still the account's. */
  const markVerified = (user: UserRow, target: string) => {
    if (user.email === target) ctx.db.prepare('UPDATE users SET email_verified = 1 WHERE id = ?').run(user.id);
    if (user.phone === target) ctx.db.prepare('UPDATE users SET phone_verified = 1 WHERE id = ?').run(user.id);
    creditReferralIfEarned(ctx, user.id);
  };
  const alreadySet = () => new ApiError(409, 'PASSWORD_ALREADY_SET');

  // A member without a password sets one through a link.
  app.post('/v1/user/set_password/link/send', async (request) => {
    const user = await requireUser(ctx, request);
    if (hasPassword(user)) throw alreadySet();
    return sendLink(user, SET_PASSWORD, SET_PASSWORD_PATH, clientKeyOf(request));
  });
  app.post('/v1/user/set_password/check', async (request) => checked(SET_PASSWORD, parseInput(LinkTokenRequestSchema, request.body).token));
  app.post('/v1/user/set_password/apply', async (request): Promise<Success> => {
    const body = parseInput(LinkPasswordRequestSchema, request.body);
    const link = findLink(ctx, SET_PASSWORD, body.token);
    if (hasPassword(fresh(link.userId))) throw alreadySet();
    spendLink(ctx, SET_PASSWORD, body.token);
    setPassword(link.userId, body.password);
    return { success: true, message: 'Kata sandi berhasil dibuat. Kamu sekarang bisa masuk dengan email atau nomor handphone dan kata sandi.' };
  });

  // Verification by link (v1: the e-mail; v2: the e-mail or the phone), which may set a password too.
  app.post('/v1/user/linkverification', async (request) => {
    const user = await requireUser(ctx, request);
    return sendLink(user, LINK_VERIFICATION, LINK_VERIFICATION_PATH, clientKeyOf(request), 'email');
  });
  app.post('/v2/user/linkverification', async (request) => {
    const user = await requireUser(ctx, request);
    const { channel } = parseInput(LinkVerificationSendRequestSchema, request.body);
    return sendLink(user, LINK_VERIFICATION, LINK_VERIFICATION_PATH, clientKeyOf(request), channel);
  });
  app.post('/v1/user/linkverification/check', async (request) => checked(LINK_VERIFICATION, parseInput(LinkTokenRequestSchema, request.body).token));
  app.post('/v1/user/linkverification/apply', async (request): Promise<Success> => {
    const { token } = parseInput(LinkTokenRequestSchema, request.body);
    const link = spendLink(ctx, LINK_VERIFICATION, token);
    markVerified(fresh(link.userId), link.target);
    return { success: true, message: `${CHANNEL_WORD[channelOfAddress(link.target)]} berhasil diverifikasi.` };
  });
  app.post('/v1/user/linkverification/set_password', async (request): Promise<Success> => {
    const body = parseInput(LinkPasswordRequestSchema, request.body);
    const link = findLink(ctx, LINK_VERIFICATION, body.token);
    const user = fresh(link.userId);
    if (hasPassword(user)) throw alreadySet();
    spendLink(ctx, LINK_VERIFICATION, body.token);
    ctx.db.transaction(() => {
      markVerified(user, link.target);
      setPassword(user.id, body.password);
    })();
    return { success: true, message: 'Akun terverifikasi dan kata sandi berhasil dibuat.' };
  });
}
