// scrypt password hashes: 'scrypt$<salt b64>$<hash b64>'.
import crypto from 'node:crypto';

const KEY_LEN = 32;

export function hashPassword(password: string, salt: Buffer = crypto.randomBytes(16)): string {
  const hash = crypto.scryptSync(password, salt, KEY_LEN);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = crypto.scryptSync(password, Buffer.from(saltB64, 'base64'), expected.length);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/** A hash no password matches: for seeded people who never sign in. */
export const UNUSABLE_PASSWORD = 'disabled$$';

let dummyHash: string | null = null;

/** A real scrypt hash of a random password: what an unknown login is checked against. */
export function warmDummyHash(): string {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * Checks a sign-in attempt with the same work whether or not the account exists (or has a
 * usable password): one scrypt every time, so the answer's timing does not tell which.
 */
export function checkCredentials(password: string, stored: string | undefined): boolean {
  const usable = stored !== undefined && stored.startsWith('scrypt$');
  const matches = verifyPassword(password, usable ? stored : warmDummyHash());
  return usable && matches;
}
