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
