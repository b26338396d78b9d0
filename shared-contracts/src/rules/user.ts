import type { SessionUser } from '../store/session';

export interface UserNameParts {
  firstName?: string | null;
  lastName?: string | null;
}

/** Spec §3: first and last name joined and title-cased. */
export function fullName({ firstName, lastName }: UserNameParts): string {
  return [firstName, lastName]
    .filter((p): p is string => Boolean(p && p.trim()))
    .join(' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export const NO_AVATAR_PATH = '/static/no-avatar.svg';

/** Spec §3: an absolute URL, or a path prefixed with the object-storage base, else no-avatar. */
export function photoUrl(photo: string | null | undefined, storageBase: string): string {
  if (!photo) return NO_AVATAR_PATH;
  if (/^https?:\/\//i.test(photo)) return photo;
  return `${storageBase.replace(/\/+$/, '')}/${photo.replace(/^\/+/, '')}`;
}

/** Spec §4: verified when email or phone is verified. */
export function isVerified(user: { emailVerified?: boolean | null; phoneVerified?: boolean | null }): boolean {
  return Boolean(user.emailVerified || user.phoneVerified);
}

/** The member's data a session user is made of (the SSO's user, with the introspection merged in). */
export interface SessionUserSource {
  firstName: string;
  lastName: string;
  photo: string | null;
  valueID: string;
  kgValueID?: string | null;
  email: string | null;
  phone: string | null;
  emailVerified: boolean;
  phoneVerified: boolean;
}

/**
 * What page JavaScript knows of the member (SessionUser): the BFF makes it for the
 * session view, the account area again after the member changes their profile, so the
 * header follows without a reload.
 */
export function sessionUserOf(user: SessionUserSource, storageBase: string): SessionUser {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullName(user),
    photo: photoUrl(user.photo, storageBase),
    valueId: user.valueID || user.kgValueID || '',
    email: user.email,
    phone: user.phone,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    verified: isVerified(user),
  };
}
