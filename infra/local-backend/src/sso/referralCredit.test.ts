// Issues 32 and 42: referral points cannot be farmed with throwaway sign-ups: nobody is
// credited until the new member has verified an address and made a first redeem (or has a
// point transaction of their own), and a referrer earns for at most REFERRALS_PER_DAY
// friends in 24 hours.
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from '../index';
import { authorizeQuery, http, pkcePair, REDIRECT_URI, signIn, startTestBackend, TEST_CLIENT, postSsoForm } from '../testHelpers';
import { REFERRALS_PER_DAY } from './referralCredit';

let backend: LocalBackend;
beforeEach(async () => {
  backend = await startTestBackend({ faults: true, clientLimitFactor: 100 });
});
afterEach(() => backend.close());

const post = (path: string, json: unknown, token: string) => http(backend.ssoUrl, path, { json, token });
const points = async (token: string) => S.PointSchema.parse((await http(backend.ssoUrl, '/v1/point', { token })).body).point;

/** A new member who signed up with the demo member's code (DEWI2018); e-mail not verified. */
async function friend(n: number): Promise<{ email: string; token: string }> {
  const { verifier, challenge } = pkcePair();
  const form = Object.fromEntries(new URLSearchParams(authorizeQuery(challenge)));
  const email = `teman.baru${n}@contoh.id`;
  const posted = await postSsoForm(backend, '/v1/auth/register', {
    form: { ...form, firstName: 'Teman', lastName: 'Baru', email, phone: '', password: 'Sandi12345', passwordConfirm: 'Sandi12345', referralCode: 'dewi2018', tnc: 'on' },
  });
  expect(posted.status).toBe(302);
  const code = new URL(posted.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const token = await http(backend.ssoUrl, '/v1/auth/token', {
    json: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: TEST_CLIENT.clientId, code_verifier: verifier },
  });
  return { email, token: S.TokenResponseSchema.parse(token.body).access_token };
}

async function verifyEmail(f: { email: string; token: string }): Promise<void> {
  expect((await post('/v1/verification/send', { channel: 'email' }, f.token)).status).toBe(200);
  const sent = S.OutboxSchema.parse((await http(backend.ssoUrl, `/__outbox?to=${encodeURIComponent(f.email)}`)).body).results;
  expect((await post('/v1/verification/check', { channel: 'email', otp: sent.at(-1)!.code }, f.token)).status).toBe(200);
}

/** The friend's first redeem: a free event (festival-literasi-jakarta, 0 points). */
async function firstRedeem(f: { email: string; token: string }): Promise<void> {
  const e = S.EventSchema.parse((await http(backend.apiUrl, '/v1/events/slug/festival-literasi-jakarta')).body);
  const res = await http(backend.apiUrl, '/v1/events/buy', {
    token: f.token,
    json: { eventId: e.id, pointUsed: 0, registrationData: [{ name: 'Teman Baru', phone: '081234567890', email: f.email }] },
  });
  expect(res.status).toBe(201);
}

it('credits both sides only once the friend has verified an address and made a first redeem, and only once (issue 42)', async () => {
  const demo = (await signIn(backend, 'demo@myvalue.id')).access_token;
  const before = await points(demo);
  const f = await friend(1);
  expect(await points(f.token)).toBe(0);
  expect(await points(demo)).toBe(before);
  // A verified throwaway address alone earns nothing any more.
  await verifyEmail(f);
  expect(await points(f.token)).toBe(0);
  expect(await points(demo)).toBe(before);
  await firstRedeem(f);
  expect(await points(f.token)).toBe(250);
  expect(await points(demo)).toBe(before + 500);
  // Verifying again or redeeming again credits nothing more.
  expect((await post('/v1/verification/send', { channel: 'email' }, f.token)).status).toBe(409);
  expect(await points(demo)).toBe(before + 500);
});

it('a first redeem before verifying credits once the address is verified', async () => {
  const demo = (await signIn(backend, 'demo@myvalue.id')).access_token;
  const before = await points(demo);
  const f = await friend(2);
  await firstRedeem(f);
  expect(await points(demo)).toBe(before);
  await verifyEmail(f);
  expect(await points(f.token)).toBe(250);
  expect(await points(demo)).toBe(before + 500);
});

it(`credits a referrer for at most ${REFERRALS_PER_DAY} verified friends a day; the friends keep their own bonus`, async () => {
  const demo = (await signIn(backend, 'demo@myvalue.id')).access_token;
  const before = await points(demo);
  for (let i = 0; i < REFERRALS_PER_DAY + 2; i++) {
    const f = await friend(10 + i);
    await verifyEmail(f);
    await firstRedeem(f);
    expect(await points(f.token)).toBe(250);
  }
  expect(await points(demo)).toBe(before + REFERRALS_PER_DAY * 500);
  const stats = S.ReferralSchema.parse((await http(backend.apiUrl, '/v1/users/referral', { token: demo })).body);
  expect(stats.totalReferred).toBe(3 + REFERRALS_PER_DAY + 2);
  expect(stats.totalPointEarned).toBe((3 + REFERRALS_PER_DAY) * 500);
});
