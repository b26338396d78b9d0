// Member rows and their public shapes (user, introspection, cards).
import crypto from 'node:crypto';
import type { Introspection, User, UserMembership } from 'shared-contracts/schemas';
import type { Db } from './db';
import { mediaUrl, type AppContext } from './context';
import { toIso } from './time';
import { PHOTO_EXTENSIONS } from './media/photo';
import { fullName, normalizePhone } from 'shared-contracts/core';
import { hashPassword, UNUSABLE_PASSWORD } from './auth/password';
import { addressOf, professionOf } from './sso/profile/profile';

export interface UserRow {
  id: number;
  value_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  email_verified: number;
  phone_verified: number;
  password_hash: string;
  photo_id: number | null;
  point: number;
  tier_point: number;
  referral_code: string | null;
  referred_by: number | null;
  name_updated_at: number | null;
  created_at: number;
  /** Issue 28: the member's district (its code names the city and province) and postcode. */
  district_code: string | null;
  zipcode: string | null;
  profession: string | null;
}

export function getUserRow(db: Db, id: number): UserRow | undefined {
  return db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
}

/** Sign-in accepts an email or a phone number in any of the accepted spellings. */
export function findUserByLogin(db: Db, login: string): UserRow | undefined {
  const trimmed = login.trim();
  if (trimmed.includes('@')) {
    return db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(trimmed.toLowerCase());
  }
  const phone = normalizePhone(trimmed);
  return phone ? db.prepare<[string], UserRow>('SELECT * FROM users WHERE phone = ?').get(phone) : undefined;
}

interface CardRow {
  id: number;
  code: UserMembership['cardType'];
  name: string;
  card_number: string;
  member_since: number;
  is_primary: number;
}

export function userCards(ctx: AppContext, userId: number): UserMembership[] {
  return ctx.db
    .prepare<[number], CardRow>(
      `SELECT uc.id, ct.code, ct.name, uc.card_number, uc.member_since, uc.is_primary
       FROM user_cards uc JOIN card_types ct ON ct.id = uc.card_type_id WHERE uc.user_id = ? ORDER BY uc.is_primary DESC, uc.id`,
    )
    .all(userId)
    .map((c) => ({
      id: c.id,
      cardType: c.code,
      name: c.name,
      cardNumber: c.card_number,
      image: mediaUrl(ctx, `cards/${c.code.toLowerCase()}.svg`),
      memberSince: toIso(c.member_since),
      isPrimary: c.is_primary === 1,
    }));
}

export function photoUrl(ctx: AppContext, row: UserRow): string | null {
  if (row.photo_id === null) return null;
  const upload = ctx.db.prepare<[number], { mime: string; name: string }>('SELECT mime, name FROM uploads WHERE id = ?').get(row.photo_id);
  if (!upload) return null;
  return mediaUrl(ctx, `users/${upload.name}.${PHOTO_EXTENSIONS[upload.mime] ?? 'jpg'}`);
}

export function toUser(ctx: AppContext, row: UserRow): User {
  return {
    id: row.id,
    valueID: row.value_id,
    kgValueID: row.value_id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: fullName({ firstName: row.first_name, lastName: row.last_name }),
    email: row.email,
    phone: row.phone,
    emailVerified: row.email_verified === 1,
    phoneVerified: row.phone_verified === 1,
    photo: photoUrl(ctx, row),
    avatar: mediaUrl(ctx, `avatars/${row.value_id.toLowerCase()}.svg`),
    createdDate: toIso(row.created_at),
    userMembership: userCards(ctx, row.id),
    address: addressOf(row.district_code, row.zipcode),
    profession: professionOf(row.profession),
    hasPassword: row.password_hash.startsWith('scrypt$'),
  };
}

export function toIntrospection(row: UserRow, claims: { exp: number; iat: number; clientId: string }): Introspection {
  return {
    active: true,
    sub: String(row.id),
    exp: claims.exp,
    iat: claims.iat,
    clientId: claims.clientId,
    valueID: row.value_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    emailVerified: row.email_verified === 1,
    phoneVerified: row.phone_verified === 1,
  };
}

export interface NewMember {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** null: the member signs in another way (a social account) and has no password yet. */
  password: string | null;
}

/** Creates a member with a MyValue card; returns the new id. Caller checks uniqueness first. */
export function createMember(db: Db, m: NewMember, now: number): number {
  return db.transaction(() => {
    const next = (db.prepare<[], { n: number }>('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM users').get()?.n ?? 1);
    const valueId = `MV${String(now).slice(-6)}${String(next).padStart(4, '0')}`;
    const info = db
      .prepare(
        `INSERT INTO users (value_id, first_name, last_name, email, phone, email_verified, phone_verified, password_hash, created_at)
         VALUES (?, ?, ?, ?, ?, 0, 0, ?, ?)`,
      )
      .run(valueId, m.firstName, m.lastName, m.email, m.phone, m.password === null ? UNUSABLE_PASSWORD : hashPassword(m.password), now);
    const id = Number(info.lastInsertRowid);
    const cardNumber = `8801 ${crypto.randomInt(1000, 9999)} ${crypto.randomInt(1000, 9999)} ${String(id).padStart(4, '0')}`;
    db.prepare('INSERT INTO user_cards (user_id, card_type_id, card_number, member_since, is_primary) VALUES (?, 1, ?, ?, 1)').run(
      id,
      cardNumber,
      now,
    );
    return id;
  })();
}
