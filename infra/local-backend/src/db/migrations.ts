// Ordered, append-only schema migrations. Never edit an applied one: add a new entry.
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'initial',
    sql: `
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, description TEXT NOT NULL, sort INTEGER NOT NULL
);
CREATE TABLE merchants (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT NOT NULL,
  business_unit TEXT NOT NULL, brand_id TEXT NOT NULL
);
CREATE TABLE promos (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, merchant_id INTEGER NOT NULL REFERENCES merchants(id),
  promo_type TEXT NOT NULL, price INTEGER NOT NULL, valid_from INTEGER NOT NULL, valid_to INTEGER NOT NULL,
  redeem_days INTEGER NOT NULL, quota_total INTEGER, quota_used INTEGER NOT NULL DEFAULT 0,
  priority INTEGER NOT NULL, content TEXT NOT NULL, tnc TEXT NOT NULL, how_to_use TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE promo_categories (
  promo_id INTEGER NOT NULL REFERENCES promos(id), category_id INTEGER NOT NULL REFERENCES categories(id),
  PRIMARY KEY (promo_id, category_id)
);
CREATE TABLE events (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, category_slug TEXT NOT NULL, category_title TEXT NOT NULL,
  organizer TEXT NOT NULL, description TEXT NOT NULL, tnc TEXT NOT NULL,
  venue_name TEXT NOT NULL, venue_address TEXT NOT NULL, city TEXT NOT NULL, timezone TEXT NOT NULL,
  start_at INTEGER NOT NULL, end_at INTEGER NOT NULL, reg_open_at INTEGER NOT NULL, reg_close_at INTEGER NOT NULL,
  price INTEGER NOT NULL, quota INTEGER NOT NULL, registered_base INTEGER NOT NULL, max_per_order INTEGER NOT NULL
);
CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, subtitle TEXT NOT NULL, description TEXT NOT NULL,
  theme_color TEXT NOT NULL, start_at INTEGER NOT NULL, end_at INTEGER NOT NULL
);
CREATE TABLE campaign_promos (
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id), promo_id INTEGER NOT NULL REFERENCES promos(id),
  PRIMARY KEY (campaign_id, promo_id)
);
CREATE TABLE campaign_events (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, campaign_id INTEGER NOT NULL REFERENCES campaigns(id), title TEXT NOT NULL,
  content TEXT NOT NULL, location TEXT NOT NULL, start_at INTEGER NOT NULL, end_at INTEGER NOT NULL
);
CREATE TABLE articles (
  id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, summary TEXT NOT NULL, category_slug TEXT NOT NULL,
  category_title TEXT NOT NULL, author TEXT NOT NULL, content TEXT NOT NULL, published_at INTEGER NOT NULL
);
CREATE TABLE banners (id INTEGER PRIMARY KEY, title TEXT NOT NULL, link TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE announcements (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, message TEXT NOT NULL, link TEXT, link_label TEXT,
  start_at INTEGER NOT NULL, end_at INTEGER NOT NULL
);
CREATE TABLE pages (slug TEXT PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, content TEXT NOT NULL, updated_at INTEGER NOT NULL);
CREATE TABLE partner_enquiries (
  id INTEGER PRIMARY KEY, company TEXT NOT NULL, contact_name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
  message TEXT NOT NULL, created_at INTEGER NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY, value_id TEXT NOT NULL UNIQUE, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
  email TEXT UNIQUE, phone TEXT UNIQUE, email_verified INTEGER NOT NULL DEFAULT 0, phone_verified INTEGER NOT NULL DEFAULT 0,
  password_hash TEXT NOT NULL, photo_id INTEGER, point INTEGER NOT NULL DEFAULT 0, tier_point INTEGER NOT NULL DEFAULT 0,
  referral_code TEXT UNIQUE, referred_by INTEGER REFERENCES users(id), name_updated_at INTEGER, created_at INTEGER NOT NULL
);
CREATE TABLE uploads (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), mime TEXT NOT NULL, bytes BLOB NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE card_types (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT NOT NULL, business_unit TEXT NOT NULL);
CREATE TABLE user_cards (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), card_type_id INTEGER NOT NULL REFERENCES card_types(id),
  card_number TEXT NOT NULL UNIQUE, member_since INTEGER NOT NULL, is_primary INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE badge_categories (id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE badges (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, category_id INTEGER NOT NULL REFERENCES badge_categories(id),
  name TEXT NOT NULL, description TEXT NOT NULL, sort INTEGER NOT NULL
);
CREATE TABLE user_badges (
  user_id INTEGER NOT NULL REFERENCES users(id), badge_id INTEGER NOT NULL REFERENCES badges(id), obtained_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, badge_id)
);
CREATE TABLE point_transactions (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), created_at INTEGER NOT NULL, expired_at INTEGER,
  outlet_name TEXT NOT NULL, reference_no TEXT NOT NULL UNIQUE, point INTEGER NOT NULL CHECK (point > 0),
  mutation TEXT NOT NULL CHECK (mutation IN ('EARNING','REDEEM')), description TEXT NOT NULL,
  brand_id TEXT NOT NULL, business_unit TEXT NOT NULL
);
CREATE INDEX point_transactions_user ON point_transactions(user_id, created_at);
CREATE TABLE vouchers (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), promo_id INTEGER NOT NULL REFERENCES promos(id),
  code TEXT NOT NULL UNIQUE, point_used INTEGER NOT NULL, purchased_at INTEGER NOT NULL, used_at INTEGER,
  redeem_from INTEGER NOT NULL, redeem_to INTEGER NOT NULL
);
CREATE INDEX vouchers_user ON vouchers(user_id);
CREATE TABLE bookmarks (
  user_id INTEGER NOT NULL REFERENCES users(id), promo_id INTEGER NOT NULL REFERENCES promos(id), created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, promo_id)
);
CREATE TABLE voucher_tickets (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), event_id INTEGER NOT NULL REFERENCES events(id),
  code TEXT NOT NULL UNIQUE, attendee_name TEXT NOT NULL, attendee_phone TEXT NOT NULL, attendee_email TEXT NOT NULL,
  point_used INTEGER NOT NULL, purchased_at INTEGER NOT NULL, used_at INTEGER
);
CREATE INDEX voucher_tickets_user ON voucher_tickets(user_id);
CREATE TABLE idempotency (
  user_id INTEGER NOT NULL, key TEXT NOT NULL, kind TEXT NOT NULL, fingerprint TEXT NOT NULL, response TEXT NOT NULL,
  created_at INTEGER NOT NULL, PRIMARY KEY (user_id, kind, key)
);

CREATE TABLE auth_codes (
  code_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), client_id TEXT NOT NULL, redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
);
CREATE TABLE refresh_tokens (
  jti TEXT PRIMARY KEY, family TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id), client_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL, used_at INTEGER, revoked_at INTEGER
);
CREATE INDEX refresh_tokens_family ON refresh_tokens(family);
CREATE TABLE otps (
  user_id INTEGER NOT NULL REFERENCES users(id), channel TEXT NOT NULL, target TEXT NOT NULL, code TEXT NOT NULL,
  expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (user_id, channel)
);
`,
  },
  {
    id: 2,
    name: 'announcement-pages',
    // An announcement gets its own page: a slug and HTML content. Rows from before get a
    // slug from their id and no content (their page shows their message).
    sql: `
ALTER TABLE announcements ADD COLUMN slug TEXT;
ALTER TABLE announcements ADD COLUMN content TEXT NOT NULL DEFAULT '';
UPDATE announcements SET slug = 'pengumuman-' || id WHERE slug IS NULL;
CREATE UNIQUE INDEX announcements_slug ON announcements(slug);
`,
  },
  {
    id: 3,
    name: 'sso-sessions-social-devices',
    // The SSO's own browser session (cookie on the SSO host: authorize_logged_in), the
    // web sessions a member sees under 'Perangkat' (one per token family, with the browser
    // it was started from), and social sign-in: the provider consent round trip (state,
    // single-use codes), registration tickets and the provider identities linked to members.
    // Secrets (session ids, states, codes, tickets) are stored hashed.
    sql: `
CREATE TABLE sso_sessions (
  id_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), user_agent TEXT NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER
);
ALTER TABLE auth_codes ADD COLUMN sso_session TEXT;
ALTER TABLE auth_codes ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
CREATE TABLE web_sessions (
  id INTEGER PRIMARY KEY, family TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL REFERENCES users(id), client_id TEXT NOT NULL,
  sso_session TEXT, user_agent TEXT NOT NULL, created_at INTEGER NOT NULL, last_used_at INTEGER NOT NULL
);
CREATE INDEX web_sessions_user ON web_sessions(user_id);
CREATE TABLE social_requests (
  state_hash TEXT PRIMARY KEY, provider TEXT NOT NULL, params TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
);
CREATE TABLE social_codes (
  code_hash TEXT PRIMARY KEY, state_hash TEXT NOT NULL, provider TEXT NOT NULL, subject TEXT NOT NULL, email TEXT NOT NULL,
  first_name TEXT NOT NULL, last_name TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
);
CREATE TABLE social_tickets (
  ticket_hash TEXT PRIMARY KEY, provider TEXT NOT NULL, subject TEXT NOT NULL, email TEXT NOT NULL, first_name TEXT NOT NULL,
  last_name TEXT NOT NULL, params TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
);
-- A new password (changed, reset or set, whichever route does it) ends every SSO session
-- of the member: no browser goes on signing in without the new password.
CREATE TRIGGER sso_sessions_end_on_password AFTER UPDATE OF password_hash ON users
WHEN NEW.password_hash IS NOT OLD.password_hash
BEGIN
  UPDATE sso_sessions SET revoked_at = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
  WHERE user_id = NEW.id AND revoked_at IS NULL;
END;
CREATE TABLE social_identities (
  provider TEXT NOT NULL, subject TEXT NOT NULL, user_id INTEGER NOT NULL REFERENCES users(id), email TEXT NOT NULL,
  created_at INTEGER NOT NULL, PRIMARY KEY (provider, subject)
);
`,
  },
  {
    id: 4,
    name: 'member-cards-profile',
    // Issue 28. issued_cards: the partners' register of cards that exist, with the contact
    // the partner has for each (where a verification code goes); card_verifications: one
    // pending code per member (hashed); partner_accounts / client_mappings: accounts at
    // partner services and which MyValue account each is linked to; the member's address
    // (Kemendagri area codes) and profession.
    sql: `
CREATE TABLE issued_cards (
  card_type_id INTEGER NOT NULL REFERENCES card_types(id), card_number TEXT NOT NULL PRIMARY KEY, contact TEXT NOT NULL
);
CREATE TABLE card_verifications (
  user_id INTEGER PRIMARY KEY REFERENCES users(id), card_type_id INTEGER NOT NULL, card_number TEXT NOT NULL,
  code_hash TEXT NOT NULL, sent_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE TABLE partner_accounts (
  client_id TEXT NOT NULL, partner_user_id TEXT NOT NULL, email TEXT, phone TEXT, PRIMARY KEY (client_id, partner_user_id)
);
CREATE TABLE client_mappings (
  user_id INTEGER NOT NULL REFERENCES users(id), client_id TEXT NOT NULL, partner_user_id TEXT NOT NULL, connected_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, client_id), UNIQUE (client_id, partner_user_id)
);
ALTER TABLE users ADD COLUMN district_code TEXT;
ALTER TABLE users ADD COLUMN zipcode TEXT;
ALTER TABLE users ADD COLUMN profession TEXT;
`,
  },
  {
    id: 5,
    name: 'upload-names',
    // Members' photos are served under a random name, not their row id (issue 32: sequential
    // URLs let anyone walk through every member's photo). Rows from before get one too.
    sql: `
ALTER TABLE uploads ADD COLUMN name TEXT;
UPDATE uploads SET name = lower(substr(hex(randomblob(16)), 1, 22)) WHERE name IS NULL;
CREATE UNIQUE INDEX uploads_name ON uploads(name);
`,
  },
  {
    id: 6,
    name: 'referral-credit',
    // Issue 32: a referral credits points once the new member has verified an address, and a
    // referrer at most a few friends a day. Referrals from before were credited at sign-up.
    sql: `
ALTER TABLE users ADD COLUMN referral_credited_at INTEGER;
ALTER TABLE users ADD COLUMN referrer_credited INTEGER NOT NULL DEFAULT 0;
UPDATE users SET referral_credited_at = created_at, referrer_credited = 1 WHERE referred_by IS NOT NULL;
`,
  },
  {
    id: 7,
    name: 'reminders',
    // Issue 41: reminders before points, vouchers or the tier expire, sent by this service.
    // reminder_preferences: what the member chose (the contract's JSON; none = the defaults);
    // push_subscriptions: one row per browser (its push endpoint, unique: one browser belongs
    // to one member at a time); reminders_sent: each item and lead time reminded once, ever;
    // reminder_days: the last WIB day a reminder went out (or was tried), at most one a day.
    sql: `
CREATE TABLE reminder_preferences (
  user_id INTEGER PRIMARY KEY REFERENCES users(id), preferences TEXT NOT NULL, updated_at INTEGER NOT NULL
);
CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), p256dh TEXT NOT NULL, auth TEXT NOT NULL,
  expiration_time INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions(user_id, updated_at);
CREATE TABLE reminders_sent (
  user_id INTEGER NOT NULL REFERENCES users(id), item TEXT NOT NULL, lead_days INTEGER NOT NULL, sent_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, item, lead_days)
);
CREATE TABLE reminder_days (
  user_id INTEGER PRIMARY KEY REFERENCES users(id), day TEXT NOT NULL, outcome TEXT NOT NULL, at INTEGER NOT NULL
);
`,
  },
];
