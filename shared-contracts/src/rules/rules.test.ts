import { fullName, NO_AVATAR_PATH, sessionUserOf, isNumericSlug, isWellFormedSlug, MAX_PAGE, pageNumber, SLUG_MAX_LENGTH, isTokenExpired, isValidMerchant, isVerified, photoUrl, safeReturnPath } from '.';

describe('route data rules', () => {
  it('treats an all-digit category slug as an id', () => {
    expect(isNumericSlug('12')).toBe(true);
    expect(isNumericSlug('12a')).toBe(false);
    expect(isNumericSlug('')).toBe(false);
    expect(isNumericSlug('makanan-minuman')).toBe(false);
  });

  it('accepts only well-formed slugs of bounded length', () => {
    for (const slug of ['12', 'makanan-minuman', 'Kopi_Kenangan-2', 'a'.repeat(SLUG_MAX_LENGTH)]) expect(isWellFormedSlug(slug)).toBe(true);
    for (const slug of ['', '-kopi', '..', 'a/b', 'a\\b', 'a%2e', 'kopi susu', '<script>', 'kopi.png', 'é', 'a'.repeat(SLUG_MAX_LENGTH + 1)]) {
      expect(isWellFormedSlug(slug)).toBe(false);
    }
  });

  it('reads ?page= as a whole page number the Content API accepts, else page 1', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(String(MAX_PAGE))).toBe(MAX_PAGE);
    for (const raw of [null, undefined, '', '0', '-1', '1.5', 'NaN', '1e309', '99999999999999999999', String(MAX_PAGE + 1), 'dua']) {
      expect(pageNumber(raw)).toBe(1);
    }
  });

  it('accepts a merchant only with an id above 0', () => {
    expect(isValidMerchant({ id: 3 })).toBe(true);
    expect(isValidMerchant({ id: 0 })).toBe(false);
    expect(isValidMerchant({ id: -1 })).toBe(false);
    expect(isValidMerchant({ id: '3' })).toBe(false);
    expect(isValidMerchant(null)).toBe(false);
  });
});

describe('token expiry', () => {
  const now = Date.UTC(2026, 10, 22, 10, 0, 0);
  it('is not expired within 60 s after exp', () => {
    expect(isTokenExpired(now / 1000 - 59, now)).toBe(false);
    expect(isTokenExpired(now / 1000 + 600, now)).toBe(false);
  });
  it('is expired more than 60 s after exp', () => {
    expect(isTokenExpired(now / 1000 - 61, now)).toBe(true);
  });
});

describe('return path after sign-in', () => {
  it.each([
    ['/promo/kopi?tab=1#x', '/promo/kopi?tab=1#x'],
    ['/account', '/account'],
  ])('keeps the same-origin path %s', (input, out) => expect(safeReturnPath(input)).toBe(out));
  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, 'promo', '/\tevil'])(
    'rejects %s',
    (input) => expect(safeReturnPath(input as string | null)).toBe('/'),
  );
});

describe('user rules', () => {
  it('joins and title-cases the full name', () => {
    expect(fullName({ firstName: 'dewi', lastName: 'SARTIKA putri' })).toBe('Dewi Sartika Putri');
    expect(fullName({ firstName: 'Budi', lastName: '' })).toBe('Budi');
    expect(fullName({ firstName: null, lastName: null })).toBe('');
  });
  it('builds the photo URL from an absolute URL, a storage path, or no-avatar', () => {
    expect(photoUrl('https://cdn.example/p.png', 'https://s3.example/bucket')).toBe('https://cdn.example/p.png');
    expect(photoUrl('/users/1.png', 'https://s3.example/bucket/')).toBe('https://s3.example/bucket/users/1.png');
    expect(photoUrl(null, 'https://s3.example')).toBe('/static/no-avatar.svg');
  });
  it('is verified when email or phone is verified', () => {
    expect(isVerified({ emailVerified: false, phoneVerified: true })).toBe(true);
    expect(isVerified({ emailVerified: false, phoneVerified: false })).toBe(false);
  });
});

describe('sessionUserOf', () => {
  const user = {
    firstName: 'dewi',
    lastName: 'SARTIKA',
    photo: 'avatars/1.png',
    valueID: '',
    kgValueID: 'MV0001',
    email: 'demo@myvalue.id',
    phone: null,
    emailVerified: false,
    phoneVerified: true,
  };
  it('makes what page JavaScript knows of the member: names, photo URL, id, verification', () => {
    expect(sessionUserOf(user, 'https://cdn.myvalue.id/')).toEqual({
      firstName: 'dewi',
      lastName: 'SARTIKA',
      fullName: 'Dewi Sartika',
      photo: 'https://cdn.myvalue.id/avatars/1.png',
      valueId: 'MV0001',
      email: 'demo@myvalue.id',
      phone: null,
      emailVerified: false,
      phoneVerified: true,
      verified: true,
    });
    expect(sessionUserOf({ ...user, photo: null, phoneVerified: false }, 'x')).toMatchObject({ photo: NO_AVATAR_PATH, verified: false });
  });
});
