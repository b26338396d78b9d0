import { errorBody, errorStatus } from './errors';

describe('errorStatus', () => {
  it('reads a numeric HTTP status', () => {
    expect(errorStatus({ status: 500, data: null })).toBe(500);
  });
  it('uses the original status of a non-JSON answer', () => {
    expect(errorStatus({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'x' })).toBe(404);
  });
  it('treats network failures as 503 and unknown errors as the fallback', () => {
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'offline' })).toBe(503);
    expect(errorStatus({ message: 'boom' })).toBe(404);
    expect(errorStatus(undefined, 500)).toBe(500);
  });
});

describe('errorBody', () => {
  it('returns the backend error body only when it has an errorCode', () => {
    const body = { errorCode: 'NOT_FOUND', message: 'Merchant tidak ditemukan.', data: { slug: 'x' } };
    expect(errorBody({ status: 404, data: body })).toEqual(body);
    expect(errorBody({ status: 404, data: '<html>' })).toBeNull();
  });
});
