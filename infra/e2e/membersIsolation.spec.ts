// Issue 30: nothing of one member ever reaches another. The BFF shares upstream answers
// that are the same for everyone between renders (upstream/sharedAnswers.ts) and keeps
// anonymous pages in a cache: two members signed in at once, asking for the same pages at
// the same moments, must each see only their own name, Value ID, e-mail, points, referral
// code and voucher codes, in the server's HTML and in the page the browser ends up with.
//
// One member is registered fresh for this run (their name and Value ID exist nowhere
// else); the other is the seeded demo member, the one who has points, a referral code and
// voucher codes to leak (a fresh member has none of them). Nothing here changes either
// member's data.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { baseUrl, DEMO, expect, registerFreshMember, settled, signIn, test } from './fixtures';

/** Every page a member sees (slugs filled in from the catalogue). */
function memberPages(promoSlug: string, eventSlug: string): string[] {
  return [
    '/',
    '/promo',
    `/promo/${promoSlug}`,
    '/merchant',
    '/event',
    `/event/${eventSlug}`,
    '/account',
    '/account/card',
    '/account/poin',
    '/account/badge',
    '/account/setting',
    '/account/referral',
    '/account/voucher',
    '/account/voucher/history',
    '/account/voucher/bookmark',
    '/account/history',
    '/account/membership',
    '/account/setting/perangkat',
  ];
}

interface Secrets {
  label: string;
  /** Strings only this member's pages may contain. */
  strings: string[];
  /** The member's points as the page's data carries them. */
  pointJson: string;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path}: HTTP ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** What is this member's alone, read through the site's own /api and /sso with their session. */
async function secretsOf(label: string, request: APIRequestContext): Promise<Secrets> {
  const user = await json<{ firstName: string; lastName: string; email: string; valueID: string }>(request, '/sso/v1/user');
  const { point } = await json<{ point: number }>(request, '/sso/v1/point');
  const vouchers = await json<{ results: Array<{ code: string }> }>(request, '/api/v2/vouchers');
  const referral = await request.get('/api/v1/users/referral/code');
  const referralCode = referral.ok() ? ((await referral.json()) as { code?: string | null }).code : null;
  return {
    label,
    strings: [`${user.firstName} ${user.lastName}`, user.email, user.valueID, ...(referralCode ? [referralCode] : []), ...vouchers.results.map((v) => v.code)],
    pointJson: `"point":${point}`,
  };
}

/** The page must carry none of `other`'s strings (and not their points, when theirs differ from the owner's). */
function expectNoneOf(where: string, text: string, other: Secrets, own: Secrets): void {
  for (const secret of other.strings) expect(text.includes(secret), `${where} shows ${other.label}'s '${secret}'`).toBe(false);
  if (other.pointJson !== own.pointJson) expect(text.includes(other.pointJson), `${where} carries ${other.label}'s points`).toBe(false);
}

async function memberContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  return { context, page: await context.newPage() };
}

test('two members signed in at once never see each other’s name, points, Value ID or codes, in the server HTML or on screen', async ({ browser }) => {
  test.setTimeout(600_000);
  const a = await memberContext(browser);
  const b = await memberContext(browser);
  try {
    await Promise.all([
      registerFreshMember(a.page, 'Kinanti'),
      (async () => {
        await b.page.goto('/');
        await signIn(b.page, DEMO);
      })(),
    ]);
    const [mine, theirs] = await Promise.all([secretsOf('the fresh member', a.context.request), secretsOf('the demo member', b.context.request)]);
    // The demo member has what could leak: points, and voucher codes.
    expect(theirs.strings.length).toBeGreaterThan(3);
    expect(theirs.pointJson).not.toBe(mine.pointJson);

    const promos = await json<{ results: Array<{ slug: string }> }>(a.context.request, '/api/v1/promos?pageSize=1');
    const events = await json<{ results: Array<{ slug: string }> }>(a.context.request, '/api/v1/events?pageSize=1');
    const pages = memberPages(promos.results[0]!.slug, events.results[0]!.slug);
    const members = [
      { ...a, own: mine, other: theirs },
      { ...b, own: theirs, other: mine },
    ];

    for (const path of pages) {
      // The server's HTML: both members at the same moment, a few requests each, so renders
      // of the two run side by side and share whatever the BFF shares.
      await Promise.all(
        members.flatMap((m) =>
          [1, 2, 3].map(async () => {
            const res = await m.context.request.get(path, { headers: { accept: 'text/html' } });
            expect(res.status(), `${path} for ${m.own.label}`).toBe(200);
            const html = await res.text();
            expect(html, `${path} for ${m.own.label} is a member's page`).toContain('"status":"member"');
            expect(res.headers()['cache-control'], `${path} for ${m.own.label}`).toContain('no-store');
            expectNoneOf(`${path} (server HTML for ${m.own.label})`, html, m.other, m.own);
            // Their own name is there: the check above looked at a member's page, not a signed-out one.
            expect(html, `${path} for ${m.own.label}`).toContain(m.own.strings[0]!);
          }),
        ),
      );
      // The page as the browser ends up with it (hydrated, its client calls made).
      await Promise.all(
        members.map(async (m) => {
          await m.page.goto(path);
          await settled(m.page);
          expectNoneOf(`${path} (screen of ${m.own.label})`, await m.page.content(), m.other, m.own);
        }),
      );
    }
  } finally {
    await Promise.all([a.context.close(), b.context.close()]);
  }
});
