import { GENERIC_ERROR, NETWORK_ERROR, SESSION_EXPIRED, errorCode, errorMessage, fieldErrorsOf, isUnauthorized } from './errors';

const body = (status: number, data: unknown) => ({ status, data });

describe('errors', () => {
  it('uses the backend message for client errors', () => {
    const e = body(422, { errorCode: 'OTP_INVALID', message: 'Kode OTP salah.', data: null });
    expect(errorMessage(e)).toBe('Kode OTP salah.');
    expect(errorCode(e)).toBe('OTP_INVALID');
  });

  it('asks to sign in again on 401', () => {
    const e = body(401, { errorCode: 'TOKEN_MISSING', message: 'Silakan masuk terlebih dahulu.', data: null });
    expect(isUnauthorized(e)).toBe(true);
    expect(errorMessage(e)).toBe(SESSION_EXPIRED);
  });

  it('keeps server faults and network failures to fixed sentences', () => {
    expect(errorMessage(body(503, { message: 'upstream x' }))).toBe(GENERIC_ERROR);
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(NETWORK_ERROR);
    expect(errorMessage(body(400, 'not json'), 'Gagal.')).toBe('Gagal.');
  });

  it('reads field issues of INVALID_PARAMETER', () => {
    const e = body(400, {
      errorCode: 'INVALID_PARAMETER',
      message: 'Data yang dikirim tidak valid.',
      data: { issues: [{ path: 'firstName', message: 'Nama hanya boleh berisi huruf' }, { path: 'x', message: 1 }] },
    });
    expect(fieldErrorsOf(e)).toEqual({ firstName: 'Nama hanya boleh berisi huruf' });
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
