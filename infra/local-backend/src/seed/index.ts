// Writes the whole seed in one transaction. Same `now` (day) → same data.
import type { Db } from '../db';
import { hashPassword, UNUSABLE_PASSWORD } from '../auth/password';
import { randomCode } from '../codes';
import { DAY_MS, startOfWibDay } from '../time';
import { CATEGORIES, EXTRA_PROMOS, MERCHANTS } from './catalogData';
import {
  ANNOUNCEMENTS,
  APP_LINKS,
  ARTICLES,
  BADGE_CATEGORIES,
  BANNERS,
  CAMPAIGNS,
  CARD_TYPES,
  EVENTS,
  PAGES,
} from './contentData';
import { intBetween, mulberry32, pick } from './random';
import { promoCopy, eventCopy, campaignCopy } from './copy';
import { articleBody } from './articles';
import { ISSUED_CARDS, PARTNER_ACCOUNTS } from './cardsData';

const HOUR_MS = 3_600_000;
const ZONE_OFFSET_H = { 'Asia/Jakarta': 7, 'Asia/Makassar': 8, 'Asia/Jayapura': 9 } as const;

export const DEMO_PASSWORD = 'MyValue123!';
export const DEMO_EMAIL = 'demo@myvalue.id';
export const NEW_MEMBER_EMAIL = 'baru@myvalue.id';

// Hashing is deliberately slow; tests seed many in-memory databases, so hash once per process.
let demoHash: string | null = null;
function demoPasswordHash(): string {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function seedDatabase(db: Db, now: number): void {
  const rnd = mulberry32(20181122);
  const today = startOfWibDay(now);
  const day = (d: number) => today + d * DAY_MS;

  db.transaction(() => {
    const setting = db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)');
    setting.run('app_links', JSON.stringify(APP_LINKS));

    // Catalog.
    const insCategory = db.prepare('INSERT INTO categories (id, slug, title, description, sort) VALUES (?, ?, ?, ?, ?)');
    const categoryId = new Map<string, number>();
    CATEGORIES.forEach((c, i) => {
      insCategory.run(i + 1, c.slug, c.title, c.description, i);
      categoryId.set(c.slug, i + 1);
    });
    const catId = (slug: string): number => {
      const id = categoryId.get(slug);
      if (id === undefined) throw new Error(`seed: unknown category ${slug}`);
      return id;
    };

    const insMerchant = db.prepare(
      'INSERT INTO merchants (id, slug, name, description, business_unit, brand_id) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insPromo = db.prepare(
      `INSERT INTO promos (id, slug, title, merchant_id, promo_type, price, valid_from, valid_to, redeem_days, quota_total,
        quota_used, priority, content, tnc, how_to_use, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insPromoCat = db.prepare('INSERT OR IGNORE INTO promo_categories (promo_id, category_id) VALUES (?, ?)');
    const merchantId = new Map<string, number>();
    const promosByMerchant = new Map<string, number[]>();
    let promoId = 0;
    const addPromo = (m: (typeof MERCHANTS)[number], mId: number, title: string, price: number, extraCat?: string) => {
      promoId += 1;
      const id = promoId;
      // A fixed spread of states so every UI branch has data: mostly running, some ended, one not yet started.
      const kind = id % 16 === 0 ? 'expired' : id === 7 ? 'upcoming' : 'running';
      const validFrom = kind === 'upcoming' ? day(5) : day(-intBetween(rnd, 5, 60));
      const validTo = kind === 'expired' ? day(-intBetween(rnd, 1, 10)) + DAY_MS - 60_000 : day(intBetween(rnd, 3, 90)) + DAY_MS - 60_000;
      const promoType = id % 9 === 0 ? 'INFO' : 'VOUCHER';
      const limited = id % 3 === 0;
      const quotaTotal = limited ? intBetween(rnd, 20, 200) : null;
      // Promo 12 has sold out: the "Kuota Habis" state.
      const quotaUsed = limited && quotaTotal !== null ? (id === 12 ? quotaTotal : intBetween(rnd, 0, quotaTotal - 5)) : 0;
      const copy = promoCopy(title, m.name, promoType);
      insPromo.run(
        id,
        `${slugify(title)}-${m.slug}`.slice(0, 90),
        title,
        mId,
        promoType,
        promoType === 'INFO' ? 0 : price,
        validFrom,
        validTo,
        30,
        quotaTotal,
        quotaUsed,
        intBetween(rnd, 0, 100),
        copy.content,
        copy.tnc,
        copy.howToUse,
        validFrom - DAY_MS,
      );
      insPromoCat.run(id, catId(m.category));
      if (extraCat) insPromoCat.run(id, catId(extraCat));
      promosByMerchant.get(m.slug)?.push(id);
    };
    MERCHANTS.forEach((m, i) => {
      const id = i + 1;
      merchantId.set(m.slug, id);
      promosByMerchant.set(m.slug, []);
      insMerchant.run(id, m.slug, m.name, m.description, m.businessUnit, m.brandId);
    });
    MERCHANTS.forEach((m) => {
      const mId = merchantId.get(m.slug) ?? 0;
      for (const [title, price, extra] of m.promos) addPromo(m, mId, title, price, extra);
    });
    for (const [slug, title, price] of EXTRA_PROMOS) {
      const m = MERCHANTS.find((x) => x.slug === slug);
      if (m) addPromo(m, merchantId.get(slug) ?? 0, title, price);
    }

    // Events: local venue hour → instant, using the venue zone's fixed offset (Indonesia has no DST).
    const insEvent = db.prepare(
      `INSERT INTO events (id, slug, title, category_slug, category_title, organizer, description, tnc, venue_name, venue_address,
        city, timezone, start_at, end_at, reg_open_at, reg_close_at, price, quota, registered_base, max_per_order)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    EVENTS.forEach((e, i) => {
      const start = day(e.day) + (e.hour - (ZONE_OFFSET_H[e.timezone] - 7)) * HOUR_MS;
      const copy = eventCopy(e.title, e.organizer, e.venue, e.city);
      insEvent.run(
        i + 1, e.slug, e.title, e.category[0], e.category[1], e.organizer, copy.description, copy.tnc, e.venue, e.address,
        e.city, e.timezone, start, start + e.hours * HOUR_MS, start - e.regOpenDaysBefore * DAY_MS,
        start - e.regCloseDaysBefore * DAY_MS, e.price, e.quota, e.taken, 4,
      );
    });

    // Campaigns.
    const insCampaign = db.prepare(
      'INSERT INTO campaigns (id, slug, title, subtitle, description, theme_color, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insCampaignPromo = db.prepare('INSERT INTO campaign_promos (campaign_id, promo_id) VALUES (?, ?)');
    const insCampaignEvent = db.prepare(
      'INSERT INTO campaign_events (id, slug, campaign_id, title, content, location, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    let campaignEventId = 0;
    CAMPAIGNS.forEach((c, i) => {
      const id = i + 1;
      insCampaign.run(id, c.slug, c.title, c.subtitle, campaignCopy(c.title, c.subtitle), c.themeColor, day(c.startDay), day(c.endDay) + DAY_MS - 60_000);
      for (const m of c.merchants) for (const p of promosByMerchant.get(m) ?? []) insCampaignPromo.run(id, p);
      for (const [slug, title, location, d] of c.events) {
        campaignEventId += 1;
        const start = day(d) + 10 * HOUR_MS;
        insCampaignEvent.run(
          campaignEventId, slug, id, title,
          `<p>${title} adalah bagian dari kampanye <strong>${c.title}</strong>. Datang dan nikmati keseruan bersama komunitas MyValue.</p><p>Lokasi: ${location}.</p>`,
          location, start, start + 4 * HOUR_MS,
        );
      }
    });

    const insArticle = db.prepare(
      `INSERT INTO articles (id, slug, title, summary, category_slug, category_title, author, content, published_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    ARTICLES.forEach((a, i) => {
      insArticle.run(i + 1, a.slug, a.title, a.summary, a.category[0], a.category[1], a.author, articleBody(a.slug), day(-a.daysAgo) + 9 * HOUR_MS);
    });

    const insBanner = db.prepare('INSERT INTO banners (id, title, link, sort) VALUES (?, ?, ?, ?)');
    BANNERS.forEach((b, i) => insBanner.run(i + 1, b.title, b.link, i));

    const insAnnouncement = db.prepare(
      'INSERT INTO announcements (id, slug, title, message, link, link_label, content, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    ANNOUNCEMENTS.forEach((a, i) =>
      insAnnouncement.run(i + 1, a.slug, a.title, a.message, a.link, a.linkLabel, a.content, day(a.startDay), day(a.endDay) + DAY_MS - 60_000),
    );

    const insPage = db.prepare('INSERT INTO pages (slug, title, summary, content, updated_at) VALUES (?, ?, ?, ?, ?)');
    for (const p of PAGES) insPage.run(p.slug, p.title, p.summary, p.content, day(-30));

    // Cards and badges.
    const insCardType = db.prepare('INSERT INTO card_types (id, code, name, description, business_unit) VALUES (?, ?, ?, ?, ?)');
    CARD_TYPES.forEach((c, i) => insCardType.run(i + 1, c.code, c.name, c.description, c.businessUnit));
    const insBadgeCat = db.prepare('INSERT INTO badge_categories (id, name, description, sort) VALUES (?, ?, ?, ?)');
    const insBadge = db.prepare('INSERT INTO badges (id, code, category_id, name, description, sort) VALUES (?, ?, ?, ?, ?, ?)');
    let badgeId = 0;
    BADGE_CATEGORIES.forEach((c, i) => {
      insBadgeCat.run(i + 1, c.name, c.description, i);
      c.badges.forEach(([code, name, description], j) => {
        badgeId += 1;
        insBadge.run(badgeId, code, i + 1, name, description, j);
      });
    });

    seedMembers(db, { day, rnd, now });
    seedCardRegister(db);
    db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run('seeded_at', String(now));
  })();
}

interface MemberCtx {
  day: (d: number) => number;
  rnd: () => number;
  now: number;
}

function seedMembers(db: Db, { day, rnd, now }: MemberCtx): void {
  const insUser = db.prepare(
    `INSERT INTO users (id, value_id, first_name, last_name, email, phone, email_verified, phone_verified, password_hash,
      point, tier_point, referral_code, referred_by, name_updated_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const hash = demoPasswordHash();
  insUser.run(1, 'MV1811220001', 'Dewi', 'Sartika', DEMO_EMAIL, '+6281234567890', 1, 1, hash, 12500, 17850, 'DEWI2018', null, day(-200), day(-400));
  insUser.run(2, 'MV1811220002', 'Budi', 'Santoso', NEW_MEMBER_EMAIL, null, 1, 0, hash, 0, 0, null, null, null, day(-1));
  // Friends who joined with the demo member's code; they never sign in.
  const friends: Array<[string, string]> = [['Rina', 'Kartika'], ['Agus', 'Setiawan'], ['Putri', 'Maharani']];
  friends.forEach(([first, last], i) => {
    insUser.run(3 + i, `MV181122000${3 + i}`, first, last, `teman${i + 1}@contoh.id`, null, 1, 0, UNUSABLE_PASSWORD, 250, 250, null, 1, null, day(-90 + i * 20));
  });
  // Verified (email) when they joined: their referral was credited then.
  db.prepare('UPDATE users SET referral_credited_at = created_at, referrer_credited = 1 WHERE referred_by IS NOT NULL').run();

  const insCard = db.prepare(
    'INSERT INTO user_cards (user_id, card_type_id, card_number, member_since, is_primary) VALUES (?, ?, ?, ?, ?)',
  );
  insCard.run(1, 1, '8801 2018 0000 0123', day(-400), 1);
  insCard.run(1, 2, '7702 1100 4567 8910', day(-380), 0);
  insCard.run(2, 1, '8801 2026 0000 0456', day(-1), 1);

  const insUserBadge = db.prepare('INSERT INTO user_badges (user_id, badge_id, obtained_at) VALUES (?, ?, ?)');
  // Across all four categories: first-login, first-redeem, book-lover, first-stay, three-cities, referral-one.
  for (const [badge, d] of [[1, -400], [2, -350], [4, -200], [7, -150], [8, -60], [11, -90]] as const) insUserBadge.run(1, badge, day(d));

  // Point history over the last eight months.
  const insTx = db.prepare(
    `INSERT INTO point_transactions (user_id, created_at, expired_at, outlet_name, reference_no, point, mutation, description, brand_id, business_unit)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const outlets: Array<[string, string, string]> = [
    ['Gramedia Matraman', 'GRM', 'Gramedia'],
    ['Gramedia Grand Indonesia', 'GRM', 'Gramedia'],
    ['Santika Premiere Slipi', 'SNP', 'Santika'],
    ['Hotel Santika Bandung', 'SNT', 'Santika'],
    ['Kompas.id', 'KMP', 'Kompas'],
    ['Gramedia Digital', 'GDG', 'Gramedia'],
  ];
  let ref = 0;
  const nextRef = (prefix: string) => `${prefix}${String(20260000 + ++ref)}`;
  for (let i = 0; i < 22; i++) {
    const created = day(-240 + i * 11) + intBetween(rnd, 9, 20) * HOUR_MS;
    const [outlet, brand, bu] = pick(rnd, outlets);
    const earning = i % 4 !== 3;
    const point = earning ? intBetween(rnd, 4, 30) * 50 : intBetween(rnd, 2, 10) * 100;
    insTx.run(
      1, created, earning ? created + 365 * DAY_MS : null, outlet, nextRef(earning ? 'TRX' : 'RDM'), point,
      earning ? 'EARNING' : 'REDEEM', earning ? `Belanja di ${outlet}` : `Tukar voucher di ${outlet}`, brand, bu,
    );
  }
  // Batches that already expired and batches about to expire, so the "Hangus" and expiry notices have data.
  insTx.run(1, day(-380), day(-15), 'Gramedia Matraman', nextRef('TRX'), 600, 'EARNING', 'Belanja di Gramedia Matraman', 'GRM', 'Gramedia');
  insTx.run(1, day(-340), day(25), 'Hotel Santika Bandung', nextRef('TRX'), 1500, 'EARNING', 'Menginap di Hotel Santika Bandung', 'SNT', 'Santika');
  insTx.run(1, day(-320), day(45), 'Kompas.id', nextRef('TRX'), 800, 'EARNING', 'Langganan Kompas.id', 'KMP', 'Kompas');
  for (let i = 0; i < 3; i++) {
    insTx.run(1, day(-90 + i * 20), day(275 + i * 20), 'Program Referral', nextRef('REF'), 500, 'EARNING', 'Bonus referral teman', 'MYV', 'MyValue');
  }

  // Vouchers: two active, two used, one expired. Promo ids are stable for a given seed.
  const insVoucher = db.prepare(
    `INSERT INTO vouchers (user_id, promo_id, code, point_used, purchased_at, used_at, redeem_from, redeem_to)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const price = db.prepare<[number], { price: number }>('SELECT price FROM promos WHERE id = ?');
  const v = (promo: number, purchasedDay: number, usedDay: number | null) => {
    const purchased = day(purchasedDay) + 10 * HOUR_MS;
    insVoucher.run(1, promo, randomCode(10, rnd), price.get(promo)?.price ?? 0, purchased, usedDay === null ? null : day(usedDay) + 12 * HOUR_MS, purchased, purchased + 30 * DAY_MS);
  };
  v(1, -3, null);
  v(22, -10, null);
  v(25, -20, -18);
  v(40, -60, -55);
  v(31, -50, null);

  const insBookmark = db.prepare('INSERT INTO bookmarks (user_id, promo_id, created_at) VALUES (?, ?, ?)');
  for (const [p, d] of [[4, -2], [10, -5], [19, -9]] as const) insBookmark.run(1, p, day(d));

  // Event tickets: one for an upcoming event, one used at a past one.
  const insTicket = db.prepare(
    `INSERT INTO voucher_tickets (user_id, event_id, code, attendee_name, attendee_phone, attendee_email, point_used, purchased_at, used_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insTicket.run(1, 2, `EVT${randomCode(8, rnd)}`, 'Dewi Sartika', '+6281234567890', DEMO_EMAIL, 500, day(-4), null);
  insTicket.run(1, 10, `EVT${randomCode(8, rnd)}`, 'Dewi Sartika', '+6281234567890', DEMO_EMAIL, 200, day(-30), day(-25) + 14 * HOUR_MS);
  void now;
}

/** Issue 28: the partners' card register (every card in a wallet is in it) and partner accounts. */
function seedCardRegister(db: Db): void {
  const typeId = (code: string) => CARD_TYPES.findIndex((c) => c.code === code) + 1;
  const insIssued = db.prepare('INSERT INTO issued_cards (card_type_id, card_number, contact) VALUES (?, ?, ?)');
  for (const c of ISSUED_CARDS) insIssued.run(typeId(c.type), c.number, c.contact);
  db.prepare(
    `INSERT INTO issued_cards (card_type_id, card_number, contact)
     SELECT uc.card_type_id, uc.card_number, COALESCE(u.phone, u.email) FROM user_cards uc JOIN users u ON u.id = uc.user_id`,
  ).run();
  const insAccount = db.prepare('INSERT INTO partner_accounts (client_id, partner_user_id, email, phone) VALUES (?, ?, ?, ?)');
  for (const a of PARTNER_ACCOUNTS) insAccount.run(a.clientId, a.partnerUserId, a.email, a.phone);
}
