// Payloads every app's tests need, as valid contract shapes; a test overrides what it cares about.
import type { ListResponse, User } from 'shared-contracts/schemas';

/** A list response holding `results` (one page). */
export function listOf<T>(results: T[], over: Partial<ListResponse<T>> = {}): ListResponse<T> {
  return { count: results.length, next: null, previous: null, perPage: 12, results, ...over };
}

/** The SSO's user: the demo member. */
export function makeUser(over: Partial<User> = {}): User {
  return {
    id: 1,
    valueID: 'MV0001',
    kgValueID: 'MV0001',
    firstName: 'Dewi',
    lastName: 'Sartika',
    fullName: 'Dewi Sartika',
    email: 'demo@myvalue.id',
    phone: '+6281234567890',
    emailVerified: true,
    phoneVerified: true,
    photo: null,
    avatar: 'https://storage.example/avatar/ds.svg',
    createdDate: '2025-01-01T10:00:00+07:00',
    userMembership: [],
    ...over,
  };
}
