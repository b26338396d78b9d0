import { toPartnerRequest, validatePartner, validatePartnerField, type PartnerValues } from './validatePartner';

const good: PartnerValues = {
  company: 'PT Kopi Senja Nusantara',
  contactName: 'Sari Wulandari',
  email: 'Sari@KopiSenja.co.id ',
  phone: '0812-3456-7890',
  message: 'Kami ingin menawarkan promo kopi untuk member MyValue.',
};

describe('validatePartner', () => {
  it('accepts complete, well-formed values', () => {
    expect(validatePartner(good)).toEqual({});
  });

  it('names every empty field in Indonesian', () => {
    expect(validatePartner({ company: ' ', contactName: '', email: '', phone: '', message: '' })).toEqual({
      company: 'Nama perusahaan wajib diisi.',
      contactName: 'Nama kontak wajib diisi.',
      email: 'Email wajib diisi.',
      phone: 'Nomor handphone wajib diisi.',
      message: 'Pesan wajib diisi.',
    });
  });

  it('applies the Content API limits', () => {
    expect(validatePartnerField('company', 'A')).toBe('Nama perusahaan minimal 2 karakter.');
    expect(validatePartnerField('company', 'x'.repeat(121))).toBe('Nama perusahaan maksimal 120 karakter.');
    expect(validatePartnerField('contactName', 'x'.repeat(101))).toBe('Nama kontak maksimal 100 karakter.');
    expect(validatePartnerField('message', 'Halo')).toBe('Pesan minimal 10 karakter.');
    expect(validatePartnerField('message', 'x'.repeat(2001))).toBe('Pesan maksimal 2000 karakter.');
  });

  it('rejects malformed emails and phone numbers', () => {
    for (const email of ['sari', 'sari@', 'sari@kopi', 'sari kopi@x.id', '@kopi.id']) {
      expect(validatePartnerField('email', email)).toMatch(/^Format email tidak valid/);
    }
    for (const phone of ['12345', '0212345678', '+1 555 123 4567', 'telepon']) {
      expect(validatePartnerField('phone', phone)).toMatch(/^Nomor handphone tidak valid/);
    }
    for (const phone of ['081234567890', '62 812 3456 7890', '+62 812-3456-7890']) {
      expect(validatePartnerField('phone', phone)).toBeUndefined();
    }
  });

  it('builds the request trimmed, with the email lower-cased and the phone as +62', () => {
    expect(toPartnerRequest({ ...good, company: '  PT Kopi  ' })).toEqual({
      company: 'PT Kopi',
      contactName: 'Sari Wulandari',
      email: 'sari@kopisenja.co.id',
      phone: '+6281234567890',
      message: 'Kami ingin menawarkan promo kopi untuk member MyValue.',
    });
  });
});
