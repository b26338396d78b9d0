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
