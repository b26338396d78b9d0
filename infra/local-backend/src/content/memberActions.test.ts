// Redemption, event registration, bookmarks and referral: the business refusals and races.
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { http, signIn, startTestBackend } from '../testHelpers';

let backend: LocalBackend;
let demo: string;
let baru: string;
beforeAll(async () => {
  backend = await startTestBackend();
  demo = (await signIn(backend, 'demo@myvalue.id')).access_token;
  baru = (await signIn(backend, 'baru@myvalue.id')).access_token;
});
afterAll(() => backend.close());

const point = async (token: string) => S.PointSchema.parse((await http(backend.ssoUrl, '/v1/point', { token })).body).point;
/** The attempt's key travels as the Idempotency-Key header, as the site sends it (the bodies have none). */
const keyed = (key?: string) => (key ? { headers: { 'idempotency-key': key } } : {});
const buy = (token: string, json: unknown, key?: string) => http(backend.apiUrl, '/v2/promos/buy', { token, json, ...keyed(key) });
const errorCode = (body: unknown) => S.ContractErrorBodySchema.parse(body).errorCode;
const promos = async (query: string) => S.PromoListSchema.parse((await http(backend.apiUrl, `/v1/promos?pageSize=100&${query}`)).body).results;

describe('promo redemption', () => {
  it('refuses a new member without enough points and changes nothing', async () => {
    const target = (await promos('status=active&sort=points_desc')).find((p) => p.promoType === 'VOUCHER' && p.isQuotaAvailable && p.price > 0);
    const res = await buy(baru, { promoId: target?.id });
    expect(res.status).toBe(422);
    expect(S.ContractErrorBodySchema.parse(res.body)).toMatchObject({ errorCode: 'INSUFFICIENT_POINTS', message: expect.stringContaining('Poin') });
    expect(await point(baru)).toBe(0);
    expect(S.VoucherListSchema.parse((await http(backend.apiUrl, '/v2/vouchers', { token: baru })).body).count).toBe(0);
  });

  it('deducts points, records a REDEEM transaction and marks the promo purchased', async () => {
    const before = await point(demo);
    const target = (await promos('status=active&sort=points')).find((p) => p.promoType === 'VOUCHER' && p.isQuotaAvailable && p.price > 0 && !p.isAlreadyPurchased);
    if (!target) throw new Error('seed has no cheap voucher');
    const res = await buy(demo, { slug: target.slug });
    expect(res.status).toBe(201);
    const body = S.PromoBuyResponseSchema.parse(res.body);
    expect(body.point).toBe(before - target.price);
    expect(await point(demo)).toBe(before - target.price);
    const tx = S.PointTransactionListSchema.parse((await http(backend.ssoUrl, '/v1/point/transaction?mutation=REDEEM', { token: demo })).body);
    expect(tx.results[0]).toMatchObject({ mutation: 'REDEEM', point: target.price });
    const detail = S.PromoSchema.parse((await http(backend.apiUrl, `/v1/promos/${target.id}`, { token: demo })).body);
    expect(detail.isAlreadyPurchased).toBe(true);
  });

  it('redeems once for two identical concurrent requests with one idempotency key', async () => {
    const before = await point(demo);
    const target = (await promos('status=active&sort=points')).find((p) => p.promoType === 'VOUCHER' && p.isQuotaAvailable && p.price > 0 && !p.isAlreadyPurchased);
    const body = { promoId: target?.id };
    const [a, b] = await Promise.all([buy(demo, body, 'klik-ganda-0001'), buy(demo, body, 'klik-ganda-0001')]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const va = S.PromoBuyResponseSchema.parse(a.body).voucher;
    const vb = S.PromoBuyResponseSchema.parse(b.body).voucher;
    expect(va.code).toBe(vb.code);
    expect(await point(demo)).toBe(before - (target?.price ?? 0));
    // The same key for a different promo is a client bug, not a replay.
    const misuse = await buy(demo, { promoId: (target?.id ?? 0) + 1 }, 'klik-ganda-0001');
    expect(misuse.status).toBe(422);
    expect(errorCode(misuse.body)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses sold-out, expired, not-started, info-only and unknown promos with distinct codes', async () => {
    const all = await promos('status=all');
    const soldOut = all.find((p) => !p.isQuotaAvailable);
    const expired = all.find((p) => p.isExpired && p.promoType === 'VOUCHER');
    const upcoming = (await promos('status=upcoming'))[0];
    const info = all.find((p) => p.promoType === 'INFO' && !p.isExpired);
    const cases: Array<[unknown, number, string]> = [
      [{ promoId: soldOut?.id }, 409, 'QUOTA_EXHAUSTED'],
      [{ promoId: expired?.id }, 422, 'PROMO_EXPIRED'],
      [{ promoId: upcoming?.id }, 422, 'PROMO_NOT_STARTED'],
      [{ promoId: info?.id }, 422, 'PROMO_NOT_REDEEMABLE'],
      [{ promoId: 999999 }, 404, 'PROMO_NOT_FOUND'],
      [{ slug: 'tidak-ada' }, 404, 'PROMO_NOT_FOUND'],
      [{}, 400, 'INVALID_PARAMETER'],
      [{ promoId: 'satu' }, 400, 'INVALID_PARAMETER'],
    ];
    for (const [body, status, code] of cases) {
      const res = await buy(demo, body);
      expect([res.status, errorCode(res.body)]).toEqual([status, code]);
    }
  });

  it('requires a token', async () => {
    const res = await http(backend.apiUrl, '/v2/promos/buy', { json: { promoId: 1 } });
    expect(res.status).toBe(401);
  });
});

describe('event registration', () => {
  const event = async (slug: string) => S.EventSchema.parse((await http(backend.apiUrl, `/v1/events/slug/${slug}`)).body);
  const register = (token: string, json: unknown, key?: string) => http(backend.apiUrl, '/v1/events/buy', { token, json, ...keyed(key) });
  const attendee = { name: 'Dewi Sartika', phone: '081234567890', email: 'demo@myvalue.id' };

  it('refuses a full event, a past one, a closed and a not-yet-open registration', async () => {
    const full = await event('talkshow-investasi-surabaya');
    expect(full.isFull).toBe(true);
    const cases: Array<[string, number, string]> = [
      ['talkshow-investasi-surabaya', 409, 'EVENT_FULL'],
      ['bedah-buku-semarang', 422, 'EVENT_PAST'],
      ['seminar-karier-digital-balikpapan', 422, 'REGISTRATION_CLOSED'],
      ['festival-budaya-jayapura', 422, 'REGISTRATION_NOT_OPEN'],
    ];
    for (const [slug, status, code] of cases) {
      const e = await event(slug);
      const res = await register(demo, { eventId: e.id, pointUsed: e.price, registrationData: [attendee] });
      expect([slug, res.status, errorCode(res.body)]).toEqual([slug, status, code]);
    }
  });

  it('checks the points, the ticket limit and the attendee data', async () => {
    const e = await event('kelas-kopi-manual-brew-denpasar');
    expect(e.venue.timezone).toBe('Asia/Makassar');
    const cases: Array<[unknown, string, number, string]> = [
      [{ eventId: e.id, pointUsed: 1, registrationData: [attendee] }, demo, 422, 'POINT_MISMATCH'],
      [{ eventId: e.id, pointUsed: e.price, registrationData: [attendee] }, baru, 422, 'INSUFFICIENT_POINTS'],
      [{ eventId: e.id, pointUsed: e.price * 5, registrationData: Array(5).fill(attendee) }, demo, 422, 'TOO_MANY_TICKETS'],
      [{ eventId: e.id, pointUsed: e.price, registrationData: [{ ...attendee, phone: '12345' }] }, demo, 400, 'INVALID_PARAMETER'],
      [{ eventId: e.id, pointUsed: e.price, registrationData: [] }, demo, 400, 'INVALID_PARAMETER'],
      [{ eventId: 424242, pointUsed: 0, registrationData: [attendee] }, demo, 404, 'EVENT_NOT_FOUND'],
    ];
    for (const [body, token, status, code] of cases) {
      const res = await register(token, body);
      expect([res.status, errorCode(res.body)]).toEqual([status, code]);
    }
  });

  it('issues tickets once under a double click and lists them as active', async () => {
    const e = await event('festival-literasi-jakarta');
    const body = { eventId: e.id, pointUsed: 0, registrationData: [attendee] };
    const [a, b] = await Promise.all([register(baru, body, 'daftar-festival-1'), register(baru, body, 'daftar-festival-1')]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const tickets = S.VoucherTicketListSchema.parse((await http(backend.apiUrl, '/v1/voucher-ticket', { token: baru })).body);
    expect(tickets.count).toBe(1);
    expect(S.EventSchema.parse((await http(backend.apiUrl, `/v1/events/${e.id}`)).body).registeredCount).toBe(e.registeredCount + 1);
  });

  it('knows who is registered and refuses a second registration with a clear message', async () => {
    const e = await event('pameran-buku-makassar');
    const mine = async (token?: string) =>
      S.EventSchema.parse((await http(backend.apiUrl, `/v1/events/slug/${e.slug}`, { token })).body).isRegistered;
    expect([e.isRegistered, await mine(baru)]).toEqual([false, false]);
    const first = await register(baru, { eventId: e.id, pointUsed: 0, registrationData: [attendee] }, 'daftar-pameran-1');
    expect(first.status).toBe(201);
    // The member's own view says so, in the detail and the lists; a visitor's and another member's do not.
    expect([await mine(baru), await mine(), await mine(demo)]).toEqual([true, false, false]);
    const list = S.EventListSchema.parse((await http(backend.apiUrl, '/v1/events?pageSize=100', { token: baru })).body);
    expect(list.results.find((x) => x.id === e.id)?.isRegistered).toBe(true);

    const again = await register(baru, { eventId: e.id, pointUsed: 0, registrationData: [attendee] }, 'daftar-pameran-2');
    expect(again.status).toBe(409);
    expect(S.ContractErrorBodySchema.parse(again.body)).toMatchObject({ errorCode: 'ALREADY_REGISTERED', message: 'Kamu sudah terdaftar di event ini. Tiketmu ada di Voucher Saya.' });
    // A retry of the first request still replays its answer instead of being refused.
    const replay = await register(baru, { eventId: e.id, pointUsed: 0, registrationData: [attendee] }, 'daftar-pameran-1');
    expect(replay.status).toBe(200);
    const tickets = S.VoucherTicketListSchema.parse((await http(backend.apiUrl, '/v1/voucher-ticket?pageSize=100', { token: baru })).body);
    expect(tickets.results.filter((t) => t.event.id === e.id)).toHaveLength(1);
  });
});

describe('bookmarks', () => {
  it('adds, lists, removes; unknown promo is 404', async () => {
    expect((await http(backend.apiUrl, '/v1/promos/bookmarks', { token: baru, json: { promoId: 5 } })).status).toBe(201);
    expect((await http(backend.apiUrl, '/v1/promos/bookmarks', { token: baru, json: { promoId: 5 } })).status).toBe(201);
    let list = S.PromoListSchema.parse((await http(backend.apiUrl, '/v1/promos/bookmarks', { token: baru })).body);
    expect(list.results.map((p) => p.id)).toEqual([5]);
    await http(backend.apiUrl, '/v1/promos/bookmarks/5', { token: baru, method: 'DELETE' });
    list = S.PromoListSchema.parse((await http(backend.apiUrl, '/v1/promos/bookmarks', { token: baru })).body);
    expect(list.count).toBe(0);
    const missing = await http(backend.apiUrl, '/v1/promos/bookmarks', { token: baru, json: { promoId: 99999 } });
    expect([missing.status, errorCode(missing.body)]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('referral', () => {
  it('demo has a code; a new member creates one once; codes can be checked', async () => {
    expect((await http(backend.apiUrl, '/v1/users/referral/code', { token: demo })).body).toEqual({ code: 'DEWI2018' });
    const summary = S.ReferralSchema.parse((await http(backend.apiUrl, '/v1/users/referral', { token: demo })).body);
    expect(summary.totalReferred).toBeGreaterThan(0);

    const other = await startTestBackend();
    try {
      const t = (await signIn(other, 'baru@myvalue.id')).access_token;
      expect((await http(other.apiUrl, '/v1/users/referral/code', { token: t })).body).toEqual({ code: null });
      const created = S.ReferralCodeSchema.parse((await http(other.apiUrl, '/v1/users/referral/code', { token: t, method: 'POST' })).body);
      expect(created.code).toMatch(/^BUDI[A-Z0-9]{4}$/);
      const again = await http(other.apiUrl, '/v1/users/referral/code', { token: t, method: 'POST' });
      expect([again.status, errorCode(again.body)]).toEqual([409, 'REFERRAL_CODE_EXISTS']);
      const check = S.ReferralCheckSchema.parse((await http(other.apiUrl, `/v1/users/referral/check_code?code=${created.code?.toLowerCase()}`)).body);
      expect(check).toMatchObject({ isValid: true, referrerName: 'Bud* S******' });
    } finally {
      await other.close();
    }
    const unknown = S.ReferralCheckSchema.parse((await http(backend.apiUrl, '/v1/users/referral/check_code?code=ZZZZZZ')).body);
    expect(unknown).toEqual({ code: 'ZZZZZZ', isValid: false, referrerName: null });
    expect((await http(backend.apiUrl, '/v1/users/referral/check_code?code=%3Cx%3E')).status).toBe(400);
  });
});
