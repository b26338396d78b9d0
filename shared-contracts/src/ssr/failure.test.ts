import { isPageNotFoundStatus, ssrFailureStatus } from './failure';

describe('ssrFailureStatus: what a page answers when its own data failed', () => {
  it('is the 404 page for 404, 400 and 410 (the slug names nothing there is, or nothing any more)', () => {
    expect([404, 400, 410].map(ssrFailureStatus)).toEqual([404, 404, 404]);
  });
  it('keeps an upstream 5xx', () => {
    expect([500, 502, 503, 504].map(ssrFailureStatus)).toEqual([500, 502, 503, 504]);
  });
  it('is 503 when upstream did not answer', () => {
    expect([null, undefined].map(ssrFailureStatus)).toEqual([503, 503]);
  });
  it('is a bad gateway for an answer the page cannot use (another 4xx)', () => {
    expect([401, 403, 409, 422, 429].map(ssrFailureStatus)).toEqual([502, 502, 502, 502, 502]);
  });
});

describe('isPageNotFoundStatus: whether the page shows the 404 view, as its status is 404', () => {
  it('agrees with ssrFailureStatus for every status', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 422, 429, 500, 502, 503, null, undefined]) {
      expect(isPageNotFoundStatus(status)).toBe(ssrFailureStatus(status) === 404);
    }
    expect([404, 400, 410].every(isPageNotFoundStatus)).toBe(true);
  });
});
