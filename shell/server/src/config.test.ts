/**
 * @jest-environment node
 */
import { ConfigError, loadConfig } from './config';

describe('BFF configuration', () => {
  it('derives everything that depends on PORT from it', () => {
    const c = loadConfig({ PORT: '4321' });
    expect(c.publicUrl).toBe('http://localhost:4321');
    expect(c.redirectUri).toBe('http://localhost:4321/redirect');
    expect(c.secureCookies).toBe(false);
  });

  it('uses Secure cookies outside localhost', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.myvalue.id' }).secureCookies).toBe(true);
  });

  it('stops with a message naming a bad value', () => {
    expect(() => loadConfig({ PORT: 'tiga ribu' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'tiga ribu' })).toThrow(/PORT/);
    expect(() => loadConfig({ API_URL: 'ftp://x' })).toThrow(/API_URL/);
  });

  it('requires a cookie secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/COOKIE_SECRET/);
  });
});

describe('tracking settings', () => {
  it('takes the production host as host[:port] and refuses a URL', () => {
    expect(loadConfig({}).productionHost).toBe('www.myvalue.id');
    expect(loadConfig({ PRODUCTION_HOST: 'localhost:3000' }).productionHost).toBe('localhost:3000');
    expect(() => loadConfig({ PRODUCTION_HOST: 'https://www.myvalue.id' })).toThrow(/PRODUCTION_HOST/);
    expect(() => loadConfig({ PRODUCTION_HOST: 'www.myvalue.id/promo' })).toThrow(/PRODUCTION_HOST/);
  });

  it('loads no tag manager without GTM_ID and refuses an id of another shape', () => {
    expect(loadConfig({}).gtmId).toBeNull();
    expect(loadConfig({ GTM_ID: '' }).gtmId).toBeNull();
    expect(loadConfig({ GTM_ID: 'GTM-AB12CD' }).gtmId).toBe('GTM-AB12CD');
    for (const bad of ['AB12CD', 'GTM-ab12cd', "GTM-1');alert(1);//", 'UA-1234-1']) {
      expect(() => loadConfig({ GTM_ID: bad })).toThrow(/GTM_ID/);
    }
  });
});

describe('remote overrides for local development', () => {
  it('parses name=version-or-url pairs', () => {
    expect(loadConfig({ REMOTE_OVERRIDES: 'catalog=dev,events=http://localhost:3101/mf-manifest.json' }).remoteOverrides).toEqual({
      catalog: 'dev',
      events: 'http://localhost:3101/mf-manifest.json',
    });
  });
  it('rejects an unknown remote', () => {
    expect(() => loadConfig({ REMOTE_OVERRIDES: 'shop=dev' })).toThrow(/REMOTE_OVERRIDES/);
  });
});

describe('hardening settings', () => {
  const prod = { NODE_ENV: 'production', COOKIE_SECRET: 'k'.repeat(32) };
  it('refuses to start in production without an https PUBLIC_URL', () => {
    expect(() => loadConfig(prod)).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'http://www.myvalue.id' })).toThrow(/PUBLIC_URL.*https/);
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://www.myvalue.id' }).secureCookies).toBe(true);
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops === 'function' && [hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
    expect(() => loadConfig({ TRUST_PROXY: 'semua' })).toThrow(/TRUST_PROXY/);
  });
});
