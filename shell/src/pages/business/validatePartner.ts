// Field rules of the partner enquiry, the same limits as the Content API's schema
// (PartnerEnquiryRequestSchema), with an Indonesian message per field. The phone must
// be an Indonesian mobile number and is sent normalised (+62…).
import { normalizePhone } from 'shared-contracts';
import type { PartnerEnquiryRequest } from 'shared-contracts/schemas';

export type PartnerField = keyof PartnerEnquiryRequest;
export type PartnerValues = Record<PartnerField, string>;
export type PartnerErrors = Partial<Record<PartnerField, string>>;

export const PARTNER_FIELDS: readonly PartnerField[] = ['company', 'contactName', 'email', 'phone', 'message'];

export const EMPTY_PARTNER_VALUES: PartnerValues = { company: '', contactName: '', email: '', phone: '', message: '' };

// Deliberately simple: one @, a dot in the domain, no spaces. The server checks again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function lengthRule(label: string, value: string, min: number, max: number): string | undefined {
  const v = value.trim();
  if (!v) return `${label} wajib diisi.`;
  if (v.length < min) return `${label} minimal ${min} karakter.`;
  if (v.length > max) return `${label} maksimal ${max} karakter.`;
  return undefined;
}

export function validatePartnerField(field: PartnerField, value: string): string | undefined {
  switch (field) {
    case 'company':
      return lengthRule('Nama perusahaan', value, 2, 120);
    case 'contactName':
      return lengthRule('Nama kontak', value, 2, 100);
    case 'email': {
      const v = value.trim();
      if (!v) return 'Email wajib diisi.';
      if (v.length > 200 || !EMAIL.test(v)) return 'Format email tidak valid, contoh: nama@perusahaan.co.id.';
      return undefined;
    }
    case 'phone':
      if (!value.trim()) return 'Nomor handphone wajib diisi.';
      if (!normalizePhone(value)) return 'Nomor handphone tidak valid, contoh: 0812-3456-7890.';
      return undefined;
    case 'message':
      return lengthRule('Pesan', value, 10, 2000);
  }
}

export function validatePartner(values: PartnerValues): PartnerErrors {
  const errors: PartnerErrors = {};
  for (const field of PARTNER_FIELDS) {
    const error = validatePartnerField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The request body of valid values: trimmed, email lower-cased, phone as +62…. */
export function toPartnerRequest(values: PartnerValues): PartnerEnquiryRequest {
  return {
    company: values.company.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim().toLowerCase(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    message: values.message.trim(),
  };
}
