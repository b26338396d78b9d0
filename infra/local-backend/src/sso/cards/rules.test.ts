// The card-adding rules on a clock the test moves: numbers checked against the partners'
// register, codes to the card's contact (outbox) that expire and are used once, failed
// tries counted and limited per member.
import { ApiError } from '../../http/errors';
import type { Db } from '../../db';
import { memoryContext } from '../../testHelpers';
import { Outbox } from '../outbox';
import { CARD_CODE_TTL_S, CARD_RESEND_AFTER_S, CardVerifier, formatCardNumber, maskPhone } from './rules';

const DEMO = 1;
const BUDI = 2;
const GRAMEDIA = 2;
const SANTIKA = 3;
const GRAMEDIA_CARD = '7702 1100 2233 4455';
const GRAMEDIA_CONTACT = 'pembaca.setia@contoh.id';

let now: number;
let db: Db;
let outbox: Outbox;
let verifier: CardVerifier;
beforeEach(() => {
  now = Date.parse('2026-11-27T10:00:00+07:00');
  const ctx = memoryContext(() => now, { mediaBaseUrl: 'http://media.test', seededAt: now });
  db = ctx.db;
  outbox = new Outbox();
  verifier = new CardVerifier(ctx, outbox);
});
afterEach(() => db.close());

/** The ApiError a call throws, as {status, errorCode, message}. */
function refusal(call: () => unknown): { status: number; errorCode: string; message: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, errorCode: error.errorCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}
const lastCode = (to: string) => outbox.list(to).at(-1)?.code ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

it('sends a code to the contact the partner has for the card, and the code links the card once', () => {
  const sent = verifier.send(DEMO, GRAMEDIA, '7702-1100-2233-4455');
  expect(sent).toEqual({ status: 'CODE_SENT', channel: 'EMAIL', sentTo: 'pe********@contoh.id', expiresIn: CARD_CODE_TTL_S, resendIn: CARD_RESEND_AFTER_S });
  const message = outbox.list(GRAMEDIA_CONTACT)[0];
  expect(message?.text).toContain(GRAMEDIA_CARD);
  expect(message?.code).toMatch(/^\d{6}$/);

  const linked = verifier.confirm(DEMO, GRAMEDIA, '7702110022334455', lastCode(GRAMEDIA_CONTACT));
  expect(linked.card).toMatchObject({ cardType: 'GRAMEDIA', cardNumber: GRAMEDIA_CARD, isPrimary: false, name: 'Kartu Gramedia' });
  // Used once: the same code again is no longer valid, and the card is now the member's.
  expect(refusal(() => verifier.confirm(DEMO, GRAMEDIA, GRAMEDIA_CARD, lastCode(GRAMEDIA_CONTACT))).errorCode).toBe('CARD_CODE_EXPIRED');
  expect(refusal(() => verifier.send(DEMO, GRAMEDIA, GRAMEDIA_CARD))).toMatchObject({ status: 409, errorCode: 'CARD_ALREADY_YOURS' });
  // …and for anybody else it is linked elsewhere.
  expect(refusal(() => verifier.send(BUDI, GRAMEDIA, GRAMEDIA_CARD))).toMatchObject({
    status: 409,
    errorCode: 'CARD_ALREADY_LINKED',
    message: 'Kartu ini sudah terhubung dengan akun MyValue lain. Hubungi Pusat Bantuan jika ini kartumu.',
  });
});

it('refuses a card already in another member’s wallet before sending anything', () => {
  expect(refusal(() => verifier.send(DEMO, 1, '8801 2026 0000 0456'))).toMatchObject({ status: 409, errorCode: 'CARD_ALREADY_LINKED' });
  expect(outbox.list()).toHaveLength(0);
});

it('names the shape of the type’s numbers for a typo, and refuses a number the partner never issued', () => {
  expect(refusal(() => verifier.send(DEMO, SANTIKA, '7702 1100 2233 4455'))).toEqual({
    status: 422,
    errorCode: 'CARD_NUMBER_INVALID',
    message: 'Nomor Santika Club terdiri dari 16 angka dan diawali 6010.',
  });
  expect(refusal(() => verifier.send(DEMO, SANTIKA, '6010 3300 0000 0000'))).toEqual({
    status: 422,
    errorCode: 'CARD_NUMBER_INVALID',
    message: 'Nomor kartu tidak ditemukan. Periksa kembali nomor pada kartumu.',
  });
  expect(outbox.list()).toHaveLength(0);
});

it('lets a code expire after five minutes', () => {
  verifier.send(DEMO, SANTIKA, '6010 3300 1234 5678');
  const code = lastCode('+6281234567890');
  now += CARD_CODE_TTL_S * 1000 + 1;
  expect(refusal(() => verifier.confirm(DEMO, SANTIKA, '6010 3300 1234 5678', code))).toMatchObject({ status: 422, errorCode: 'CARD_CODE_EXPIRED' });
});

it('sends a new code only after a minute, and the new code replaces the old one', () => {
  verifier.send(DEMO, SANTIKA, '6010 3300 1234 5678');
  const first = lastCode('+6281234567890');
  now += 30_000;
  expect(refusal(() => verifier.send(DEMO, SANTIKA, '6010 3300 1234 5678'))).toEqual({
    status: 429,
    errorCode: 'CARD_CODE_RESEND_TOO_SOON',
    message: 'Tunggu 30 detik sebelum meminta kode baru.',
  });
  now += 30_000;
  verifier.send(DEMO, SANTIKA, '6010 3300 1234 5678');
  const second = lastCode('+6281234567890');
  if (first !== second) expect(refusal(() => verifier.confirm(DEMO, SANTIKA, '6010 3300 1234 5678', first)).errorCode).toBe('CARD_CODE_INVALID');
  expect(verifier.confirm(DEMO, SANTIKA, '6010 3300 1234 5678', second).card.cardType).toBe('SANTIKA');
});

it('blocks a member for fifteen minutes after five failed tries (wrong codes and wrong numbers alike), even with the right code', () => {
  verifier.send(DEMO, GRAMEDIA, GRAMEDIA_CARD);
  const code = lastCode(GRAMEDIA_CONTACT);
  for (let i = 0; i < 3; i++) expect(refusal(() => verifier.confirm(DEMO, GRAMEDIA, GRAMEDIA_CARD, wrong(code))).errorCode).toBe('CARD_CODE_INVALID');
  expect(refusal(() => verifier.send(DEMO, SANTIKA, '6010 3300 0000 0000')).errorCode).toBe('CARD_NUMBER_INVALID');
  // The fifth failure is answered with the block itself, and the pending code is gone.
  expect(refusal(() => verifier.confirm(DEMO, GRAMEDIA, GRAMEDIA_CARD, wrong(code)))).toEqual({
    status: 429,
    errorCode: 'CARD_TOO_MANY_ATTEMPTS',
    message: 'Terlalu banyak percobaan. Coba lagi dalam 15 menit.',
  });
  expect(refusal(() => verifier.confirm(DEMO, GRAMEDIA, GRAMEDIA_CARD, code)).errorCode).toBe('CARD_TOO_MANY_ATTEMPTS');
  expect(refusal(() => verifier.send(DEMO, GRAMEDIA, GRAMEDIA_CARD)).errorCode).toBe('CARD_TOO_MANY_ATTEMPTS');
  // Another member is not blocked.
  expect(verifier.send(BUDI, SANTIKA, '6010 3300 8765 4321').status).toBe('CODE_SENT');

  now += 15 * 60_000;
  verifier.send(DEMO, GRAMEDIA, GRAMEDIA_CARD);
  expect(verifier.confirm(DEMO, GRAMEDIA, GRAMEDIA_CARD, lastCode(GRAMEDIA_CONTACT)).status).toBe('LINKED');
});

it('formats and masks as printed', () => {
  expect(formatCardNumber('910000001122')).toBe('9100 0000 1122');
  expect(maskPhone('+6281234567890')).toBe('+62812******90');
});

it('counts "linked to another member" answers like unknown numbers, so linked numbers cannot be listed (issue 42)', () => {
  const linked = '8801 2026 0000 0456';
  for (let i = 0; i < 4; i++) expect(refusal(() => verifier.send(DEMO, 1, linked)).errorCode).toBe('CARD_ALREADY_LINKED');
  // The fifth answer is the block, not whether the number is linked.
  expect(refusal(() => verifier.send(DEMO, 1, linked))).toMatchObject({ status: 429, errorCode: 'CARD_TOO_MANY_ATTEMPTS' });
  expect(refusal(() => verifier.send(DEMO, 1, '8801 2025 1100 0781')).errorCode).toBe('CARD_TOO_MANY_ATTEMPTS');
});
