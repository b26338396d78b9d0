// The card number as the member types it, checked against the card type's rule before
// anything is sent (the SSO checks again). Mirrors the stand-in's rule: digits only once
// spaces and dashes are gone, the type's length and prefix.
import type { CardVerificationRule } from 'shared-contracts/schemas';

export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

export function validateCardNumber(value: string, rule: CardVerificationRule, typeName: string): string | undefined {
  const digits = cardDigits(value);
  if (!digits) return 'Nomor kartu wajib diisi';
  if (!/^\d+$/.test(digits) || digits.length !== rule.numberLength || !digits.startsWith(rule.numberPrefix)) {
    return `Nomor ${typeName} terdiri dari ${rule.numberLength} angka dan diawali ${rule.numberPrefix}`;
  }
  return undefined;
}

export function validateCardCode(value: string): string | undefined {
  if (!value.trim()) return 'Kode verifikasi wajib diisi';
  if (!/^\d{6}$/.test(value.trim())) return 'Kode verifikasi harus 6 angka';
  return undefined;
}

/** Where the code went, as the member reads it. */
export const channelText = (channel: CardVerificationRule['channel']): string => (channel === 'EMAIL' ? 'email' : 'nomor handphone');
