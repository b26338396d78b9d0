// Human-friendly codes (vouchers, tickets, referral): no 0/O/1/I to avoid misreading at a cashier.
import crypto from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(length: number, rnd?: () => number): string {
  let out = '';
  const bytes = rnd ? null : crypto.randomBytes(length);
  for (let i = 0; i < length; i++) {
    const n = rnd ? Math.floor(rnd() * 256) : (bytes?.[i] ?? 0);
    out += ALPHABET[n % ALPHABET.length];
  }
  return out;
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('base64url');
}
