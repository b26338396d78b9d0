/**
 * @jest-environment node
 */
import { CONTENT_PATHS, SSO_PATHS } from '../upstream/services';
import { upstreamTarget } from './paths';

const API = 'http://127.0.0.1:4010';
const SSO = 'http://127.0.0.1:4020';

describe('the upstream URL of a proxied path', () => {
  it('forwards the paths the site uses, with their query', () => {
    const t = upstreamTarget(API, '/v1/promos?page=2&q=kopi%20susu', CONTENT_PATHS);
    expect(t.ok && t.url.toString()).toBe(`${API}/v1/promos?page=2&q=kopi%20susu`);
    expect(upstreamTarget(SSO, '/v1/user/photo', SSO_PATHS).ok).toBe(true);
    // The site's forgot-password page and the verification of a stored address.
    for (const raw of ['/v1/forgot_password/send', '/v1/forgot_password/link/send', '/v1/verification/check', '/v1/user/check', '/v2/user/linkverification']) {
      expect(upstreamTarget(SSO, raw, SSO_PATHS).ok).toBe(true);
    }
    expect(upstreamTarget(API, '/v1/promos/slug/kopi-kenangan-diskon-20', CONTENT_PATHS).ok).toBe(true);
  });

  it("forwards the terms page (/pages/tnc) and no other of the Content API's non-API pages", () => {
    expect(upstreamTarget(API, '/pages/tnc', CONTENT_PATHS).ok).toBe(true);
    for (const raw of ['/pages/tncx', '/pages/tnc/x', '/pages/about', '/pages', '/media/x.svg']) {
      expect(upstreamTarget(API, raw, CONTENT_PATHS)).toEqual({ ok: false, status: 404 });
    }
  });

  it.each([
    '/v1/promos/%2e%2e/%2e%2e/__faults',
    '/v1/promos/%2E%2E/%2E%2E/__faults',
    '/v1/promos/.%2e/__faults',
    '/v1/user/%2e%2e/auth/token',
    '/v1/promos/..%2f..%2f__faults',
    '/v1/promos/..%5c..%5c__faults',
    '/v1/promos/..\\..\\__faults',
    '/v1/promos/../../__faults',
    '/v1/promos/./slug/x',
    '/v1/promos/%00',
    '/v1/promos/%ff',
    '/v1/promos/a b',
    `/v1/promos?q=${'x'.repeat(2100)}`,
    'v1/promos',
  ])('refuses %s with 400', (raw) => {
    expect(upstreamTarget(API, raw, CONTENT_PATHS)).toEqual({ ok: false, status: 400 });
  });

  it('applies the allow-list to the normalised path: the token endpoint and the fault switch stay out of reach', () => {
    for (const raw of ['/__faults', '/__clock', '/__outbox', '/v1/auth/token', '/health', '/v1/promosx', '//evil.example/v1/promos', '/v1/forgot_passwordx']) {
      const target = upstreamTarget(SSO, raw, SSO_PATHS);
      expect(target.ok).toBe(false);
    }
    // Whatever survives stays on the upstream's origin.
    const t = upstreamTarget(API, '/v1/promos?next=//evil.example', CONTENT_PATHS);
    expect(t.ok && t.url.origin).toBe(API);
  });

  it('answers 404 for a slug no page can have, without asking upstream', () => {
    expect(upstreamTarget(API, `/v1/promos/slug/${'a'.repeat(301)}`, CONTENT_PATHS)).toEqual({ ok: false, status: 404 });
    expect(upstreamTarget(API, '/v1/events/slug/%3Cscript%3E', CONTENT_PATHS)).toEqual({ ok: false, status: 404 });
  });
});
