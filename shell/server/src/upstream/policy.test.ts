/**
 * @jest-environment node
 */
import type { RemoteName } from 'shared-contracts/core';
import { upstreamRefusal } from './policy';

describe("the BFF's policy on declared upstream calls", () => {
  it('lets a remote declare what its kind of pages need', () => {
    expect(upstreamRefusal('catalog', { service: 'content', method: 'GET', path: '/v1/promo-picks', shared: true })).toBeNull();
    expect(upstreamRefusal('account', { service: 'sso', method: 'PUT', path: '/v1/user/profile' })).toBeNull();
  });

  it('refuses methods, member paths, token endpoints and shared answers outside it', () => {
    expect(upstreamRefusal('catalog', { service: 'content', method: 'PUT', path: '/v1/promos/:id' })).toContain('may not use PUT');
    expect(upstreamRefusal('events', { service: 'sso', method: 'GET', path: '/v1/user/:id' })).toContain("member paths");
    expect(upstreamRefusal('account', { service: 'sso', method: 'POST', path: '/v1/auth/token' })).toContain('never declarable');
    expect(upstreamRefusal('catalog', { service: 'content', method: 'GET', path: '/v1/promos/bookmarks', shared: true })).toContain('never shared');
    expect(upstreamRefusal('account', { service: 'sso', method: 'GET', path: '/v1/badges', shared: true })).toContain('only a Content API GET');
  });

  it('gives a remote the policy does not name yet (one that joined the list since) reading the Content API only', () => {
    const newcomer = 'hadiah' as RemoteName;
    expect(upstreamRefusal(newcomer, { service: 'content', method: 'GET', path: '/v1/hadiah' })).toBeNull();
    expect(upstreamRefusal(newcomer, { service: 'content', method: 'POST', path: '/v1/hadiah' })).toMatch(/may not use POST on content/);
    expect(upstreamRefusal(newcomer, { service: 'sso', method: 'GET', path: '/v1/tiers' })).toMatch(/may not use GET on sso/);
  });
});
