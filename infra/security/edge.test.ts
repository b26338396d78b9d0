// Issue 16's findings against the real SSO stand-in and Content API behind the BFF, with
// raw requests (curl --path-as-is), as the probe made them.
import { ContractErrorBodySchema } from 'shared-contracts/schemas';
import { rawRequest } from 'shell/server/testing';
import { FAULT_TOKEN_HEADER } from '../local-backend/src/http/faults';
import { http, signIn } from '../local-backend/src/testHelpers';
import { SITE_ORIGIN, sessionCookies, startEdge, type Edge } from './harness';

let edge: Edge;
beforeAll(async () => {
  // Started for tests: the fault switch exists, and still must not be reachable through the BFF.
  edge = await startEdge({ faults: true });
});
afterAll(() => edge.close());

describe('the fault switch and the token endpoint through the proxy', () => {
  it('refuses the dot-segment paths that used to reach them', async () => {
    const key = { [FAULT_TOKEN_HEADER]: edge.backend.faultToken ?? '' };
    const faults = await rawRequest(edge.base, { path: '/api/v1/promos/%2e%2e/%2e%2e/__faults', headers: key });
    expect(faults.status).toBe(400);
    const set = await rawRequest(edge.base, {
      method: 'POST',
      path: '/api/v1/promos/%2e%2e/%2e%2e/__faults',
      headers: { ...key, origin: SITE_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/v1/promos', status: 503 }),
    });
    expect(set.status).toBe(400);
    // Nothing was switched on.
    expect((await http(edge.backend.apiUrl, '/__faults', { headers: key })).body).toEqual({ results: [] });
    expect((await rawRequest(edge.base, { path: '/api/v1/promos' })).status).toBe(200);

    const token = await rawRequest(edge.base, {
      method: 'POST',
      path: '/sso/v1/user/%2e%2e/auth/token',
      headers: { origin: SITE_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: 'x', client_id: 'test-web' }),
    });
    expect(token.status).toBe(400);
  });
});

describe('a cross-origin form post with a member\u2019s cookies', () => {
  it('is refused before it reaches the SSO, and so is a same-origin form body', async () => {
    const tokens = await signIn(edge.backend, 'demo@myvalue.id');
    const cookies = sessionCookies(tokens);
    const attack = (origin: string) =>
      rawRequest(edge.base, {
        method: 'POST',
        path: '/sso/v1/user/email/otp',
        headers: { origin, cookie: cookies, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=attacker%40evil.example',
      });
    const foreign = await attack('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.body).not.toContain('attacker@evil.example');
    expect((await attack(SITE_ORIGIN)).status).toBe(415);
    // No code was ever sent to the attacker's address.
    const change = await http(edge.backend.ssoUrl, '/v1/user/email', { token: tokens.access_token, json: { email: 'attacker@evil.example', otp: '123456' } });
    // Refused as a wrong code: the answer does not tell whether a code was ever asked for.
    expect(change.status).toBe(422);
    expect(ContractErrorBodySchema.parse(change.body).errorCode).toBe('OTP_INVALID');
  });
});

describe('logout', () => {
  it('revokes the sign-in at the SSO: a copy of the cookies cannot refresh or read member data', async () => {
    const tokens = await signIn(edge.backend, 'demo@myvalue.id');
    const copy = sessionCookies(tokens);
    const before = await rawRequest(edge.base, { path: '/webapi/session', headers: { cookie: copy } });
    expect(JSON.parse(before.body)).toMatchObject({ status: 'member' });

    const out = await rawRequest(edge.base, { method: 'DELETE', path: '/webapi/session/logout', headers: { origin: SITE_ORIGIN, cookie: copy } });
    expect(out.status).toBe(204);

    expect((await rawRequest(edge.base, { path: '/webapi/session/refresh', headers: { cookie: copy } })).status).toBe(401);
    expect((await rawRequest(edge.base, { path: '/sso/v1/point', headers: { cookie: copy } })).status).toBe(401);
    expect((await rawRequest(edge.base, { path: '/api/v2/vouchers', headers: { cookie: copy } })).status).toBe(401);
    const after = await rawRequest(edge.base, { path: '/webapi/session', headers: { cookie: copy } });
    expect(JSON.parse(after.body)).toMatchObject({ status: 'anonymous', loggedOut: true });
    // The access token is dead at once, not in 15 minutes.
    const intro = await http(edge.backend.ssoUrl, '/v1/auth/introspect', { json: { access_token: tokens.access_token } });
    expect(ContractErrorBodySchema.parse(intro.body).errorCode).toBe('TOKEN_REVOKED');
  });
});
