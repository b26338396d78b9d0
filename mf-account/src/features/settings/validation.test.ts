import {
  PHOTO_MAX_BYTES,
  hasErrors,
  validateEmail,
  validateName,
  validateOtp,
  validatePassword,
  validatePhone,
  validatePhoto,
} from './validation';

describe('name', () => {
  it('requires a first name, allows an empty last name', () => {
    expect(validateName({ firstName: '  ', lastName: '' })).toEqual({ firstName: 'Nama depan wajib diisi' });
    expect(validateName({ firstName: 'Dewi', lastName: '' })).toEqual({});
  });

  it('accepts letters incl. accents, apostrophes and hyphens; refuses digits and symbols', () => {
    expect(validateName({ firstName: "Siti Nur'aini", lastName: 'Al-Fatih' })).toEqual({});
    expect(validateName({ firstName: 'José', lastName: 'Müller' })).toEqual({});
    expect(validateName({ firstName: 'Dewi2', lastName: 'S@rtika' })).toEqual({
      firstName: 'Nama depan hanya boleh berisi huruf',
      lastName: 'Nama belakang hanya boleh berisi huruf',
    });
  });

  it('limits names to 50 characters', () => {
    expect(validateName({ firstName: 'a'.repeat(50), lastName: '' })).toEqual({});
    expect(validateName({ firstName: 'a'.repeat(51), lastName: '' }).firstName).toBe('Nama depan maksimal 50 karakter');
  });
});

describe('email and phone', () => {
  it('checks email presence and format', () => {
    expect(validateEmail('')).toBe('Email wajib diisi');
    expect(validateEmail('dewi@')).toBe('Format email tidak valid');
    expect(validateEmail('dewi @contoh.id')).toBe('Format email tidak valid');
    expect(validateEmail('dewi@contoh.id')).toBeUndefined();
  });

  it('accepts 08…, 62… and +62… mobile numbers only', () => {
    expect(validatePhone('')).toBe('Nomor handphone wajib diisi');
    expect(validatePhone('0812 3456 7890')).toBeUndefined();
    expect(validatePhone('6281234567890')).toBeUndefined();
    expect(validatePhone('+62 812-3456-7890')).toBeUndefined();
    expect(validatePhone('021 555 1234')).toMatch(/^Nomor handphone tidak valid/);
    expect(validatePhone('12345')).toMatch(/^Nomor handphone tidak valid/);
  });

  it('wants a six-digit OTP', () => {
    expect(validateOtp('')).toBe('Kode OTP wajib diisi');
    expect(validateOtp('12345')).toBe('Kode OTP harus 6 digit angka');
    expect(validateOtp('12a456')).toBe('Kode OTP harus 6 digit angka');
    expect(validateOtp('123456')).toBeUndefined();
    expect(validateOtp('', 'Kode verifikasi')).toBe('Kode verifikasi wajib diisi');
  });
});

describe('password', () => {
  const base = { currentPassword: 'Lama1234', newPassword: 'Baru12345', confirmPassword: 'Baru12345' };

  it('passes a valid change', () => {
    expect(hasErrors(validatePassword(base))).toBe(false);
  });

  it('explains each rule in Indonesian', () => {
    expect(validatePassword({ ...base, currentPassword: '' }).currentPassword).toBe('Kata sandi saat ini wajib diisi');
    expect(validatePassword({ ...base, newPassword: 'Ab1', confirmPassword: 'Ab1' }).newPassword).toBe('Kata sandi minimal 8 karakter');
    expect(validatePassword({ ...base, newPassword: '12345678', confirmPassword: '12345678' }).newPassword).toBe(
      'Kata sandi harus berisi huruf',
    );
    expect(validatePassword({ ...base, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }).newPassword).toBe(
      'Kata sandi harus berisi angka',
    );
    expect(validatePassword({ ...base, newPassword: 'Lama1234', confirmPassword: 'Lama1234' }).newPassword).toBe(
      'Kata sandi baru harus berbeda dari kata sandi saat ini',
    );
    expect(validatePassword({ ...base, confirmPassword: 'Baru1234' }).confirmPassword).toBe('Konfirmasi kata sandi tidak sama');
  });
});

describe('photo', () => {
  it('accepts png, jpeg and webp up to 2 MB', () => {
    expect(validatePhoto({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(validatePhoto({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeUndefined();
    expect(validatePhoto({ type: 'image/webp', size: 10 })).toBeUndefined();
  });

  it('refuses other types and larger files', () => {
    expect(validatePhoto({ type: 'image/gif', size: 10 })).toBe('Format foto harus PNG, JPEG atau WEBP');
    expect(validatePhoto({ type: 'application/pdf', size: 10 })).toBe('Format foto harus PNG, JPEG atau WEBP');
    expect(validatePhoto({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('Ukuran foto maksimal 2 MB');
  });
});
