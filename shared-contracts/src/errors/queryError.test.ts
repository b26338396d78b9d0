import { ERROR_CODES, ERROR_TEXTS, isErrorCode } from './codes';
import { codeText, errorCode, errorInfo, errorMessage, errorStatus, fieldErrors, isNotFound, isPageNotFound, isUnauthorized, pageFailureStatus, pageStatusOf } from './queryError';
import { ErrorCodeSchema } from '../schemas/common';
import { STRINGS } from '../strings';

const body = (status: number, data: unknown) => ({ status, data });

describe('the reader of RTK Query errors', () => {
  it('uses the backend message for refusals', () => {
    const e = body(422, { errorCode: 'OTP_INVALID', message: 'Kode OTP salah.', data: null });
    expect(errorMessage(e)).toBe('Kode OTP salah.');
    expect(errorCode(e)).toBe('OTP_INVALID');
    expect(errorInfo(e)).toEqual({ status: 422, errorCode: 'OTP_INVALID', message: 'Kode OTP salah.', data: null });
  });

  it('says the session ended on 401', () => {
    const e = body(401, { errorCode: 'TOKEN_MISSING', message: 'Silakan masuk terlebih dahulu.', data: null });
    expect(isUnauthorized(e)).toBe(true);
    expect(errorMessage(e)).toBe(STRINGS.sessionEnded);
  });

  it('keeps server faults, answers that are not JSON and network failures to fixed sentences', () => {
    expect(errorMessage(body(503, { message: 'upstream x' }))).toBe(STRINGS.errorFallbackText);
    expect(errorMessage({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'x' })).toBe(STRINGS.errorFallbackText);
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(STRINGS.networkError);
    expect(errorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(STRINGS.networkError);
    expect(errorMessage(body(400, 'not json'), 'Gagal.')).toBe('Gagal.');
    expect(errorMessage(undefined, 'Gagal.')).toBe('Gagal.');
    expect(errorMessage({ message: 'serialized' })).toBe(STRINGS.errorFallbackText);
  });

  it('reads the status, also of an answer that was not JSON', () => {
    expect(errorStatus(body(500, null))).toBe(500);
    expect(errorStatus({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'x' })).toBe(404);
    expect(isNotFound({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'x' })).toBe(true);
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
    expect(errorStatus({ message: 'boom' })).toBeNull();
  });

  it('says when a failed main call means the page does not exist (the 404 view): 404, 400, 410', () => {
    expect([404, 400, 410].map((status) => isPageNotFound(body(status, null)))).toEqual([true, true, true]);
    expect(isPageNotFound({ status: 'PARSING_ERROR', originalStatus: 410, data: '<html>', error: 'x' })).toBe(true);
    // A server fault, a refusal or no answer is a page that failed, not one that is missing.
    for (const error of [body(500, null), body(401, null), { status: 'FETCH_ERROR', error: 'offline' } as const, { message: 'boom' }, undefined]) {
      expect(isPageNotFound(error)).toBe(false);
    }
  });

  it('gives a page status: network failures are 503, unknown errors the fallback', () => {
    expect(pageStatusOf(body(410, null))).toBe(410);
    expect(pageStatusOf({ status: 'FETCH_ERROR', error: 'offline' })).toBe(503);
    expect(pageStatusOf({ message: 'boom' })).toBe(404);
    expect(pageStatusOf(undefined, 500)).toBe(500);
  });

  it('gives the status of a page whose own data failed: no answer from upstream is 503', () => {
    expect(pageFailureStatus({ status: 'FETCH_ERROR', error: 'offline' })).toBe(503);
    expect(pageFailureStatus({ status: 'TIMEOUT_ERROR', error: 'slow' })).toBe(503);
    expect(pageFailureStatus({ message: 'boom' })).toBe(503);
    expect(pageFailureStatus(body(502, { errorCode: 'UPSTREAM_UNAVAILABLE', message: 'x', data: null }))).toBe(503);
    expect(pageFailureStatus(body(504, { errorCode: 'UPSTREAM_TIMEOUT', message: 'x', data: null }))).toBe(503);
    expect(pageFailureStatus(body(502, { errorCode: 'INTERNAL_ERROR', message: 'x', data: null }))).toBe(502);
    expect(pageFailureStatus(body(410, null))).toBe(404);
    expect(pageFailureStatus(body(401, null))).toBe(502);
  });

  it('reads field issues of INVALID_PARAMETER, the first per field', () => {
    const e = body(400, {
      errorCode: 'INVALID_PARAMETER',
      message: 'Data yang dikirim tidak valid.',
      data: {
        issues: [
          { path: 'firstName', message: 'Nama hanya boleh berisi huruf' },
          { path: 'firstName', message: 'kedua' },
          { path: 'x', message: 1 },
        ],
      },
    });
    expect(fieldErrors(e)).toEqual({ firstName: 'Nama hanya boleh berisi huruf' });
    expect(fieldErrors(undefined)).toEqual({});
  });

  it('knows the texts of the contract codes, and no others', () => {
    expect(codeText(body(409, { errorCode: 'QUOTA_EXHAUSTED', message: 'x', data: null }))).toBe('Kuota Habis. Voucher ini sudah habis ditukar.');
    expect(codeText(body(409, { errorCode: 'SOMETHING_NEW', message: 'x', data: null }))).toBeNull();
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('the error codes of the contract', () => {
  it('are one zod enum with a non-empty Indonesian text each', () => {
    expect(ErrorCodeSchema.options).toEqual(ERROR_CODES);
    expect(ErrorCodeSchema.safeParse('INSUFFICIENT_POINTS').success).toBe(true);
    expect(ErrorCodeSchema.safeParse('insufficient_points').success).toBe(false);
    for (const code of ERROR_CODES) expect(ERROR_TEXTS[code].trim()).not.toBe('');
  });
});
