// After a profile change the header follows without a reload: the session user is made
// again from the fresh user, as the BFF makes it (sessionUserOf).
import { sessionUserOf, userUpdated } from 'shared-contracts';
import type { User } from 'shared-contracts/schemas';

export function sessionUserUpdated(user: User, storageBase: string) {
  return userUpdated(sessionUserOf(user, storageBase));
}
