/**
 * @jest-environment node
 */
// The proxy's anonymous calls of the site's recovery pages (forgot password) reach the SSO
// with the visitor's address as the BFF judged it, so the SSO can throttle per client; a
// visitor's own x-forwarded-for never gets through (it must not choose whom they count as).
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { fakeRegistry, fakeStore, startStubContent, testConfig } from '../testing/fakes';

const PUBLIC_URL = 'http://localhost:3999';

describe('the /sso proxy and per-client throttling upstream', () => {
  let sso: FastifyInstance;
  let bff: FastifyInstance;
  let content: Awaited<ReturnType<typeof startStubContent>>;
  const seen: Array<{ url: string; forwarded: string | undefined; authorization: string | undefined }> = [];

  beforeAll(async () => {
    sso = Fastify({ forceCloseConnections: true });
    sso.post('/v1/forgot_password/send', async (req) => {
      seen.push({ url: req.url, forwarded: req.headers['x-forwarded-for'] as string | undefined, authorization: req.headers.authorization });
      return { sentTo: 'de**@myvalue.id', expiresIn: 300, resendIn: 60 };
    });
    const ssoUrl = await sso.listen({ host: '127.0.0.1', port: 0 });
    content = await startStubContent();
    bff = await buildServer(testConfig({ SSO_URL: ssoUrl, API_URL: content.url, PUBLIC_URL }), { registry: fakeRegistry, store: fakeStore });
    await bff.ready();
  });
  afterAll(async () => {
    await bff.close();
    await sso.close();
    await content.app.close();
  });

  it('forwards an anonymous forgot-password call with the address the BFF saw, not the one the visitor claims', async () => {
    const res = await bff.inject({
      method: 'POST',
      url: '/sso/v1/forgot_password/send',
      remoteAddress: '198.51.100.7',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
      payload: JSON.stringify({ email: 'demo@myvalue.id' }),
    });
    expect(res.statusCode).toBe(200);
    expect(seen.at(-1)).toEqual({ url: '/v1/forgot_password/send', forwarded: '198.51.100.7', authorization: undefined });
  });

  it('refuses the call from another site (no anonymous request forgery of codes)', async () => {
    const before = seen.length;
    const res = await bff.inject({
      method: 'POST',
      url: '/sso/v1/forgot_password/send',
      headers: { origin: 'https://jahat.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'demo@myvalue.id' }),
    });
    expect(res.statusCode).toBe(403);
    expect(seen.length).toBe(before);
  });
});
