// The session user the header shows, rebuilt from a fresh user the same way the BFF builds it
// (shared fullName, photoUrl and isVerified rules), so the header follows without a reload.
import { fullName, isVerified, photoUrl, userUpdated, type SessionUser } from 'shared-contracts';
import type { User } from 'shared-contracts/schemas';

export function sessionUserPatch(user: User, storageBase: string): Partial<SessionUser> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullName(user),
    photo: photoUrl(user.photo, storageBase),
    email: user.email,
    phone: user.phone,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    verified: isVerified(user),
  };
}

export function sessionUserUpdated(user: User, storageBase: string) {
  return userUpdated(sessionUserPatch(user, storageBase));
}
