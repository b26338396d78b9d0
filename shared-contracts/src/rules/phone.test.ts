import { formatPhone, normalizePhone } from './phone';

describe('phone numbers', () => {
  it.each(['081234567890', '6281234567890', '+62 812-3456-7890'])('normalises %s to +62', (input) => {
    expect(normalizePhone(input)).toBe('+6281234567890');
  });
  it('rejects what is not an Indonesian mobile number', () => {
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('+6512345678')).toBeNull();
  });
  it('shows +62 812-3456-7890', () => {
    expect(formatPhone('+6281234567890')).toBe('+62 812-3456-7890');
  });
});
