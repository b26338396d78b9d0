// Every endpoint's real response, parsed with its schema from shared-contracts.
import type { z } from 'zod';
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from './index';
import { http, signIn, startTestBackend } from './testHelpers';

let backend: LocalBackend;
let demo: string;
let baru: string;
beforeAll(async () => {
  backend = await startTestBackend();
  demo = (await signIn(backend, 'demo@myvalue.id')).access_token;
  baru = (await signIn(backend, 'baru@myvalue.id')).access_token;
});
afterAll(() => backend.close());

// Rows always have four entries: jest treats a missing trailing argument as a done callback.
type Case = [service: 'api' | 'sso', path: string, schema: z.ZodType, auth: 'anon' | 'demo' | 'baru'];

const GETS: Case[] = [
  ['api', '/v1/promos', S.PromoListSchema, 'anon'],
  ['api', '/v1/promos?category=makanan-minuman&category=2&sort=ending&q=kopi', S.PromoListSchema, 'anon'],
  ['api', '/v1/promos', S.PromoListSchema, 'demo'],
  ['api', '/v1/promos/newest', S.PromoListSchema, 'anon'],
  ['api', '/v1/promos/favorites', S.PromoListSchema, 'anon'],
  ['api', '/v1/promos/1', S.PromoSchema, 'anon'],
  ['api', '/v1/promos/bookmarks', S.PromoListSchema, 'demo'],
  ['api', '/v1/promo-event/favorites', S.PromoEventFavoriteListSchema, 'anon'],
  ['api', '/v1/events', S.EventListSchema, 'anon'],
  ['api', '/v1/events?status=past', S.EventListSchema, 'anon'],
  ['api', '/v1/events/1', S.EventSchema, 'anon'],
  ['api', '/v1/articles', S.ArticleListSchema, 'anon'],
  ['api', '/v1/campaigns', S.CampaignListSchema, 'anon'],
  ['api', '/v2/campaigns', S.CampaignV2ListSchema, 'anon'],
  ['api', '/v1/campaign-event', S.CampaignEventListSchema, 'anon'],
  ['api', '/v1/app-links', S.AppLinksSchema, 'anon'],
  ['api', '/v1/merchants', S.MerchantListSchema, 'anon'],
  ['api', '/v1/merchants/slug/gramedia', S.MerchantSchema, 'anon'],
  ['api', '/v1/merchants/1', S.MerchantSchema, 'anon'],
  ['api', '/v1/categories?page_size=50', S.CategoryListSchema, 'anon'],
  ['api', '/v1/categories/1', S.CategorySchema, 'anon'],
  ['api', '/v1/categories/slug/hiburan', S.CategorySchema, 'anon'],
  ['api', '/v1/banners', S.BannerListSchema, 'anon'],
  ['api', '/v1/users/referral', S.ReferralSchema, 'demo'],
  ['api', '/v1/users/referral/code', S.ReferralCodeSchema, 'demo'],
  ['api', '/v1/users/referral/code', S.ReferralCodeSchema, 'baru'],
  ['api', '/v1/users/referral/check_code?code=DEWI2018', S.ReferralCheckSchema, 'anon'],
  ['api', '/v1/home-announcement', S.HomeAnnouncementSchema, 'anon'],
  ['api', '/v1/home-announcement/list', S.AnnouncementListSchema, 'anon'],
  ['api', '/v1/voucher-ticket', S.VoucherTicketListSchema, 'demo'],
  ['api', '/v2/voucher-ticket/history', S.VoucherTicketListSchema, 'demo'],
  ['api', '/v2/vouchers', S.VoucherListSchema, 'demo'],
  ['api', '/v2/vouchers', S.VoucherListSchema, 'baru'],
  ['api', '/v1/pages/about', S.CmsPageSchema, 'anon'],
  ['api', '/v1/pages/business', S.CmsPageSchema, 'anon'],
  ['api', '/v1/pages/referral', S.CmsPageSchema, 'anon'],
  ['api', '/v1/pages/learn-more', S.CmsPageSchema, 'anon'],
  ['api', '/v1/pages/gramedia-troops', S.CmsPageSchema, 'anon'],
  ['sso', '/v1/user', S.UserSchema, 'demo'],
  ['sso', '/v1/user', S.UserSchema, 'baru'],
  ['sso', '/v1/user/update-name/info', S.UpdateNameInfoSchema, 'demo'],
  ['sso', '/v1/user/cards', S.UserCardsSchema, 'demo'],
  ['sso', '/v1/card-types', S.CardTypesSchema, 'anon'],
  ['sso', '/v1/point', S.PointSchema, 'demo'],
  ['sso', '/v1/point/expired', S.PointExpiredSchema, 'demo'],
  ['sso', '/v1/point/transaction', S.PointTransactionListSchema, 'demo'],
  ['sso', '/v2/point/transaction?mutation=REDEEM', S.PointTransactionListSchema, 'demo'],
  ['sso', '/v3/point/transaction?from=2020-01-01&to=2099-12-31&businessUnit=Gramedia', S.PointTransactionListSchema, 'demo'],
  ['sso', '/v1/point/transaction/filter', S.PointTransactionFilterSchema, 'demo'],
  ['sso', '/v2/tiers/me', S.TierSchema, 'demo'],
  ['sso', '/v2/tiers/me', S.TierSchema, 'baru'],
  ['sso', '/v1/badges', S.BadgeListSchema, 'demo'],
  ['sso', '/v1/badges/groupByCategory', S.BadgesByCategorySchema, 'demo'],
  // Issue 28.
  ['sso', '/v1/client_mapping/check', S.ClientMappingListSchema, 'demo'],
  ['sso', '/v1/location/province', S.LocationListSchema, 'anon'],
  ['sso', '/v1/location/city?provinceId=32', S.LocationListSchema, 'anon'],
  ['sso', '/v1/location/district?cityId=32.73', S.LocationListSchema, 'anon'],
  ['sso', '/v1/location/zipcode?districtId=32.73.02', S.ZipcodeListSchema, 'anon'],
  ['sso', '/v1/user/profession', S.ProfessionListSchema, 'anon'],
];

describe('GET endpoints match their contract', () => {
  it.each(GETS)('%s %s', async (service, path, schema, auth) => {
    const base = service === 'api' ? backend.apiUrl : backend.ssoUrl;
    const res = await http(base, path, { token: auth === 'demo' ? demo : auth === 'baru' ? baru : undefined });
    expect(res.status).toBe(200);
    schema.parse(res.body);
  });

  it('detail endpoints by slug match, using slugs from the lists', async () => {
    const promos = S.PromoListSchema.parse((await http(backend.apiUrl, '/v1/promos')).body);
    const events = S.EventListSchema.parse((await http(backend.apiUrl, '/v1/events')).body);
    const articles = S.ArticleListSchema.parse((await http(backend.apiUrl, '/v1/articles')).body);
    const campaigns = S.CampaignListSchema.parse((await http(backend.apiUrl, '/v1/campaigns')).body);
    const cevents = S.CampaignEventListSchema.parse((await http(backend.apiUrl, '/v1/campaign-event')).body);
    const announcements = S.AnnouncementListSchema.parse((await http(backend.apiUrl, '/v1/home-announcement/list')).body);
    const pairs: Array<[string, z.ZodType]> = [
      [`/v1/promos/slug/${promos.results[0]?.slug}`, S.PromoSchema],
      [`/v1/events/slug/${events.results[0]?.slug}`, S.EventSchema],
      [`/v1/articles/slug/${articles.results[0]?.slug}`, S.ArticleSchema],
      [`/v1/campaigns/slug/${campaigns.results[0]?.slug}`, S.CampaignSchema],
      [`/v2/campaigns/slug/${campaigns.results[0]?.slug}`, S.CampaignV2Schema],
      [`/v1/campaign-event/slug/${cevents.results[0]?.slug}`, S.CampaignEventSchema],
      [`/v1/home-announcement/slug/${announcements.results[0]?.slug}`, S.AnnouncementSchema],
    ];
    for (const [path, schema] of pairs) {
      const res = await http(backend.apiUrl, path);
      expect(res.status).toBe(200);
      schema.parse(res.body);
    }
  });

  it('HTML pages answer as HTML', async () => {
    for (const [base, path, text] of [
      [backend.apiUrl, '/pages/tnc', 'Syarat &amp; Ketentuan'],
      [backend.ssoUrl, '/authorize/tnc_tiers', 'Platinum'],
      [backend.ssoUrl, '/authorize/account/card', 'Kartu Membership'],
    ] as const) {
      const res = await http(base, path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain(text);
    }
  });

  it('every image URL in payloads is served by the backend as an image', async () => {
    const bodies = await Promise.all(
      ['/v1/promos?pageSize=3', '/v1/events?pageSize=3', '/v1/banners', '/v1/categories', '/v2/campaigns?pageSize=2', '/v1/articles?pageSize=2'].map(
        async (p) => (await http(backend.apiUrl, p)).text,
      ),
    );
    bodies.push((await http(backend.ssoUrl, '/v1/badges', { token: demo })).text, (await http(backend.ssoUrl, '/v1/user', { token: demo })).text);
    const urls = new Set(bodies.flatMap((b) => b.match(/http:\/\/[^"]+/g) ?? []));
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) {
      expect(url.startsWith(`${backend.apiUrl}/media/`)).toBe(true);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
    }
  });

  it('serves SVG artwork compressed when the browser accepts it, and the JSON plain', async () => {
    const { request } = await import('node:http');
    // node:http does not decode, so the bytes on the wire are what is measured.
    const raw = (url: string, encoding: string) =>
      new Promise<{ encoding: string | undefined; bytes: number }>((resolve, reject) => {
        request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          let bytes = 0;
          res.on('data', (c: Buffer) => (bytes += c.length));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes }));
        })
          .on('error', reject)
          .end();
      });
    const thumb = `${backend.apiUrl}/media/promo-thumbs/paket-keluarga-hemat-bakmi-juragan.svg`;
    const plain = await raw(thumb, 'identity');
    const br = await raw(thumb, 'br, gzip');
    expect(plain.encoding).toBeUndefined();
    expect(br.encoding).toBe('br');
    expect(br.bytes).toBeLessThan(plain.bytes / 4);
    expect((await raw(`${backend.apiUrl}/v1/categories`, 'br, gzip')).encoding).toBeUndefined();
  });
});

describe('write endpoints match their contract', () => {
  it('bookmark add/remove', async () => {
    const add = await http(backend.apiUrl, '/v1/promos/bookmarks', { token: baru, json: { promoId: 2 } });
    expect(add.status).toBe(201);
    expect(S.BookmarkResponseSchema.parse(add.body).isBookmarked).toBe(true);
    const detail = S.PromoSchema.parse((await http(backend.apiUrl, '/v1/promos/2', { token: baru })).body);
    expect(detail.isBookmarked).toBe(true);
    const del = await http(backend.apiUrl, '/v1/promos/bookmarks/2', { token: baru, method: 'DELETE' });
    expect(S.BookmarkResponseSchema.parse(del.body).isBookmarked).toBe(false);
  });

  it('redeem a promo', async () => {
    const res = await http(backend.apiUrl, '/v2/promos/buy', { token: demo, json: { promoId: 2 } });
    expect(res.status).toBe(201);
    const body = S.PromoBuyResponseSchema.parse(res.body);
    expect(body.voucher.status).toBe('ACTIVE');
    expect(body.voucher.isCanRedeem).toBe(true);
  });

  it('register for an event', async () => {
    const event = S.EventSchema.parse((await http(backend.apiUrl, '/v1/events/slug/kelas-kopi-manual-brew-denpasar')).body);
    const res = await http(backend.apiUrl, '/v1/events/buy', {
      token: demo,
      json: { eventId: event.id, pointUsed: event.price * 2, registrationData: [{ name: 'Dewi Sartika', phone: '081234567890', email: 'demo@myvalue.id' }, { name: 'Rina Kartika', phone: '+62 813-2222-3333', email: 'rina@contoh.id' }] },
    });
    expect(res.status).toBe(201);
    const body = S.EventBuyResponseSchema.parse(res.body);
    expect(body.tickets).toHaveLength(2);
    expect(body.tickets[1]?.attendee.phone).toBe('+6281322223333');
  });

  it('referral code creation and partner enquiry', async () => {
    const created = await http(backend.apiUrl, '/v1/users/referral/code', { token: baru, method: 'POST' });
    expect(created.status).toBe(201);
    S.ReferralCodeSchema.parse(created.body);
    const enquiry = await http(backend.apiUrl, '/v1/partner-enquiries', {
      json: { company: 'PT Kopi Maju', contactName: 'Andi', email: 'andi@kopimaju.co.id', phone: '0812 9999 8888', message: 'Kami ingin menjadi mitra MyValue.' },
    });
    expect(enquiry.status).toBe(201);
    expect(S.PartnerEnquirySchema.parse(enquiry.body).phone).toBe('+6281299998888');
  });

  it('profile answers', async () => {
    const otp = await http(backend.ssoUrl, '/v1/user/phone/otp', { token: baru, json: { phone: '0857 1234 5678', currentPassword: 'MyValue123!' } });
    S.OtpSentSchema.parse(otp.body);
    const pw = await http(backend.ssoUrl, '/v1/user/password', { token: baru, method: 'PUT', json: { currentPassword: 'MyValue123!', newPassword: 'MyValue123!' } });
    S.ContractErrorBodySchema.parse(pw.body);
  });
});
