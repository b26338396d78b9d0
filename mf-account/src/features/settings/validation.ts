// Field validators of the settings forms, with Indonesian messages. They follow the rules of
// the request schemas in shared-contracts/schemas, rewritten here because zod must not be
// bundled into the browser (only the schemas' types are imported).
import { normalizePhone, passwordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'shared-contracts';
import type { ChangePasswordRequest, UpdateNameRequest } from 'shared-contracts/schemas';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const NAME_MAX = 50;
export const EMAIL_MAX = 200;
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const NAME_PATTERN = /^[\p{L} .'-]+$/u;
// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function nameError(value: string, label: string, required: boolean): string | undefined {
  const v = value.trim();
  if (!v) return required ? `${label} wajib diisi` : undefined;
  if (v.length > NAME_MAX) return `${label} maksimal ${NAME_MAX} karakter`;
  if (!NAME_PATTERN.test(v)) return `${label} hanya boleh berisi huruf`;
  return undefined;
}

export function validateName(input: UpdateNameRequest): FieldErrors<keyof UpdateNameRequest> {
  const errors: FieldErrors<keyof UpdateNameRequest> = {};
  const first = nameError(input.firstName, 'Nama depan', true);
  const last = nameError(input.lastName, 'Nama belakang', false);
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  return errors;
}

export function validateEmail(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Email wajib diisi';
  if (v.length > EMAIL_MAX) return `Email maksimal ${EMAIL_MAX} karakter`;
  if (!EMAIL_PATTERN.test(v)) return 'Format email tidak valid';
  return undefined;
}

export function validatePhone(value: string): string | undefined {
  if (!value.trim()) return 'Nomor handphone wajib diisi';
  if (!normalizePhone(value)) return 'Nomor handphone tidak valid. Contoh: 0812 3456 7890';
  return undefined;
}

/** `noun`: the code as its field names it ('Kode OTP' for a contact change, else 'Kode verifikasi'). */
export function validateOtp(value: string, noun = 'Kode OTP'): string | undefined {
  if (!value.trim()) return `${noun} wajib diisi`;
  if (!/^\d{6}$/.test(value.trim())) return `${noun} harus 6 digit angka`;
  return undefined;
}

export interface PasswordForm extends ChangePasswordRequest {
  confirmPassword: string;
}

export function validatePassword(input: PasswordForm): FieldErrors<keyof PasswordForm> {
  const errors: FieldErrors<keyof PasswordForm> = {};
  if (!input.currentPassword) errors.currentPassword = 'Kata sandi saat ini wajib diisi';
  const p = input.newPassword;
  // The rules are PASSWORD_RULES (shared-contracts), as the SSO and the checklist have them.
  if (!p) errors.newPassword = 'Kata sandi baru wajib diisi';
  else if (passwordProblem(p)) errors.newPassword = passwordProblem(p);
  else if (p === input.currentPassword) errors.newPassword = 'Kata sandi baru harus berbeda dari kata sandi saat ini';
  if (!input.confirmPassword) errors.confirmPassword = 'Ulangi kata sandi baru';
  else if (input.confirmPassword !== p) errors.confirmPassword = 'Konfirmasi kata sandi tidak sama';
  return errors;
}

export function validatePhoto(file: { type: string; size: number }): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'Format foto harus PNG, JPEG atau WEBP';
  if (file.size > PHOTO_MAX_BYTES) return 'Ukuran foto maksimal 2 MB';
  return undefined;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

export interface ProfileInput {
  provinceId: string;
  cityId: string;
  districtId: string;
  zipcode: string;
  professionId: string;
}

/**
 * The profile's choices are lists. The postcode is one too when the district has a list
 * (`zipcodeListed`); else it is typed (ZIPCODE_PATTERN of the schema).
 */
export function validateProfile(input: ProfileInput, zipcodeListed = false): FieldErrors<keyof ProfileInput> {
  const errors: FieldErrors<keyof ProfileInput> = {};
  if (!input.provinceId) errors.provinceId = 'Pilih provinsi';
  if (!input.cityId) errors.cityId = 'Pilih kota/kabupaten';
  if (!input.districtId) errors.districtId = 'Pilih kecamatan';
  // Without a district the postcode waits for it (the district's own message says so).
  if (zipcodeListed && !input.zipcode) errors.zipcode = 'Pilih kode pos';
  else if (input.districtId && !/^[1-9]\d{4}$/.test(input.zipcode.trim())) errors.zipcode = 'Kode pos harus 5 angka';
  if (!input.professionId) errors.professionId = 'Pilih profesi';
  return errors;
}
