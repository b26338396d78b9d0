// Adding a card to the wallet (/v1/user/cards/verification, issue 28). A card is added only
// by whoever can read the code sent to the contact the partner has for that card: the
// number is checked against the partners' register (issued_cards), a 6-digit code goes to
// that contact (recorded in the outbox), and the code, used once and within five minutes,
// links the card. Wrong numbers, numbers linked to another member and wrong codes count as
// failed tries per member; after five in fifteen minutes the member is refused for fifteen
// minutes, whatever they send.
import crypto from 'node:crypto';
import type { CardCodeSent, CardLinked, CardTypeCode, CardVerificationRule } from 'shared-contracts/schemas';
import type { AppContext } from '../../context';
import { SignInThrottle, type ThrottleRule } from '../../auth/throttle';
import { sha256 } from '../../codes';
import { ApiError } from '../../http/errors';
import { userCards } from '../../users';
import { maskEmail } from '../forgotPassword';
import type { Outbox } from '../outbox';

export const CARD_CODE_TTL_S = 300;
export const CARD_RESEND_AFTER_S = 60;
export const CARD_FAILURES: ThrottleRule = { limit: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };

/** What each card type's number looks like and where its code goes. */
export const CARD_RULES: Record<CardTypeCode, CardVerificationRule> = {
  MYVALUE: { numberLength: 16, numberPrefix: '8801', channel: 'PHONE' },
  GRAMEDIA: { numberLength: 16, numberPrefix: '7702', channel: 'EMAIL' },
  SANTIKA: { numberLength: 16, numberPrefix: '6010', channel: 'PHONE' },
  GRAMEDIA_DIGITAL: { numberLength: 12, numberPrefix: '9100', channel: 'EMAIL' },
};

/** '7702110022334455' → '7702 1100 2233 4455': how cards are printed and stored. */
export function formatCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '+6281234567890' → '+62812******90'. */
export function maskPhone(phone: string): string {
  return phone.length <= 7 ? '***' : `${phone.slice(0, 6)}${'*'.repeat(phone.length - 8)}${phone.slice(-2)}`;
}

interface CardTypeRow {
  id: number;
  code: CardTypeCode;
  name: string;
}
interface PendingRow {
  user_id: number;
  card_type_id: number;
  card_number: string;
  code_hash: string;
  sent_at: number;
  expires_at: number;
}

export class CardVerifier {
  // The sign-in throttle's counter, used with the member as its account key; its address
  // rule never blocks (a member's tries are what count here).
  private readonly failures: SignInThrottle;

  constructor(
    private readonly ctx: AppContext,
    private readonly outbox: Outbox,
    rule: ThrottleRule = CARD_FAILURES,
  ) {
    this.failures = new SignInThrottle({ account: rule, address: { limit: Number.MAX_SAFE_INTEGER, windowMs: rule.windowMs, blockMs: 0 } }, ctx.now);
  }

  private keys(userId: number) {
    return { account: String(userId), address: 'card-verification' };
  }

  private refuseIfBlocked(userId: number): void {
    const ms = this.failures.retryAfterMs(this.keys(userId));
    if (ms > 0) {
      const minutes = Math.ceil(ms / 60_000);
      throw new ApiError(429, 'CARD_TOO_MANY_ATTEMPTS', `Terlalu banyak percobaan. Coba lagi dalam ${minutes} menit.`, { retryAfter: Math.ceil(ms / 1000) });
    }
  }

  /** Counts a failed try; the try that reaches the limit is answered with the block. */
  private fail(userId: number, error: ApiError): never {
    this.failures.failed(this.keys(userId));
    if (this.failures.retryAfterMs(this.keys(userId)) > 0) {
      this.ctx.db.prepare('DELETE FROM card_verifications WHERE user_id = ?').run(userId);
      this.refuseIfBlocked(userId);
    }
    throw error;
  }

  private cardType(id: number): CardTypeRow & { rule: CardVerificationRule } {
    const row = this.ctx.db.prepare<[number], CardTypeRow>('SELECT id, code, name FROM card_types WHERE id = ?').get(id);
    if (!row) throw new ApiError(422, 'INVALID_PARAMETER', 'Jenis kartu tidak dikenal.', { issues: [{ path: 'cardTypeId', message: 'Pilih jenis kartu' }] });
    return { ...row, rule: CARD_RULES[row.code] };
  }

  /** The number as stored, or a 422 naming the shape the type's numbers have (a typo, not a try). */
  private number(type: CardTypeRow & { rule: CardVerificationRule }, raw: string): string {
    const digits = raw.replace(/[\s-]/g, '');
    const { numberLength, numberPrefix } = type.rule;
    if (!/^\d+$/.test(digits) || digits.length !== numberLength || !digits.startsWith(numberPrefix)) {
      const message = `Nomor ${type.name} terdiri dari ${numberLength} angka dan diawali ${numberPrefix}.`;
      throw new ApiError(422, 'CARD_NUMBER_INVALID', message, { issues: [{ path: 'cardNumber', message }] });
    }
    return formatCardNumber(digits);
  }

  private refuseIfLinked(userId: number, cardNumber: string): void {
    const owner = this.ctx.db.prepare<[string], { user_id: number }>('SELECT user_id FROM user_cards WHERE card_number = ?').get(cardNumber);
    if (owner?.user_id === userId) throw new ApiError(409, 'CARD_ALREADY_YOURS');
    // Counted like a number the partner never issued (issue 42): otherwise trying numbers
    // would list which cards are linked to someone, with no limit.
    if (owner) this.fail(userId, new ApiError(409, 'CARD_ALREADY_LINKED'));
  }

  /** Step 1: checks the number and sends a code to the card's registered contact. */
  send(userId: number, cardTypeId: number, rawNumber: string): CardCodeSent {
    this.refuseIfBlocked(userId);
    const type = this.cardType(cardTypeId);
    const cardNumber = this.number(type, rawNumber);
    this.refuseIfLinked(userId, cardNumber);
    const issued = this.ctx.db
      .prepare<[number, string], { contact: string }>('SELECT contact FROM issued_cards WHERE card_type_id = ? AND card_number = ?')
      .get(type.id, cardNumber);
    if (!issued) this.fail(userId, new ApiError(422, 'CARD_NUMBER_INVALID'));

    const now = this.ctx.now();
    const pending = this.ctx.db.prepare<[number], PendingRow>('SELECT * FROM card_verifications WHERE user_id = ?').get(userId);
    if (pending && pending.card_number === cardNumber) {
      const waitMs = pending.sent_at + CARD_RESEND_AFTER_S * 1000 - now;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new ApiError(429, 'CARD_CODE_RESEND_TOO_SOON', `Tunggu ${seconds} detik sebelum meminta kode baru.`, { retryAfter: seconds });
      }
    }
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    this.ctx.db
      .prepare('INSERT OR REPLACE INTO card_verifications (user_id, card_type_id, card_number, code_hash, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, type.id, cardNumber, sha256(code), now, now + CARD_CODE_TTL_S * 1000);
    const minutes = CARD_CODE_TTL_S / 60;
    this.outbox.send(
      {
        to: issued.contact,
        subject: `Kode verifikasi ${type.name}`,
        text: `Kode untuk menambahkan ${type.name} ${cardNumber} ke akun MyValue: ${code}. Berlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun.`,
        code,
      },
      now,
    );
    return {
      status: 'CODE_SENT',
      channel: type.rule.channel,
      sentTo: type.rule.channel === 'EMAIL' ? maskEmail(issued.contact) : maskPhone(issued.contact),
      expiresIn: CARD_CODE_TTL_S,
      resendIn: CARD_RESEND_AFTER_S,
    };
  }

  /** Step 2: checks the code (once, within its time) and links the card. */
  confirm(userId: number, cardTypeId: number, rawNumber: string, code: string): CardLinked {
    this.refuseIfBlocked(userId);
    const type = this.cardType(cardTypeId);
    const cardNumber = this.number(type, rawNumber);
    const pending = this.ctx.db.prepare<[number], PendingRow>('SELECT * FROM card_verifications WHERE user_id = ?').get(userId);
    if (!pending || pending.card_number !== cardNumber || pending.card_type_id !== type.id || pending.expires_at < this.ctx.now()) {
      throw new ApiError(422, 'CARD_CODE_EXPIRED');
    }
    const given = Buffer.from(sha256(code));
    const expected = Buffer.from(pending.code_hash);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      this.fail(userId, new ApiError(422, 'CARD_CODE_INVALID', undefined, { issues: [{ path: 'code', message: 'Kode verifikasi salah' }] }));
    }
    const id = this.ctx.db.transaction(() => {
      this.ctx.db.prepare('DELETE FROM card_verifications WHERE user_id = ?').run(userId);
      // Linked meanwhile (by another member with the same code's contact): refuse, as step 1 would.
      this.refuseIfLinked(userId, cardNumber);
      return Number(
        this.ctx.db
          .prepare('INSERT INTO user_cards (user_id, card_type_id, card_number, member_since, is_primary) VALUES (?, ?, ?, ?, 0)')
          .run(userId, type.id, cardNumber, this.ctx.now()).lastInsertRowid,
      );
    })();
    this.failures.succeeded(this.keys(userId));
    const card = userCards(this.ctx, userId).find((c) => c.id === id);
    if (!card) throw new Error('linked card not found');
    return { status: 'LINKED', card };
  }
}
