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

describe('redirect table (REDIRECTS)', () => {
  const table = (value: unknown) => ({ REDIRECTS: JSON.stringify(value) });

  it('reads a good table, keyed as paths are matched (any case, no trailing slash)', () => {
    const c = loadConfig(
      table({
        '/gramedia-troops': { to: 'https://troops.gramedia.com/', status: 301 },
        '/Promo-Lama/': { to: 'https://www.myvalue.id/promo?src=lama', status: 302 },
      }),
    );
    expect([...c.redirects]).toEqual([
      ['/gramedia-troops', { to: 'https://troops.gramedia.com/', status: 301 }],
      ['/promo-lama', { to: 'https://www.myvalue.id/promo?src=lama', status: 302 }],
    ]);
    expect(loadConfig({}).redirects.size).toBe(0);
  });

  it('refuses a target that is not https, naming the entry', () => {
    expect(() => loadConfig(table({ '/lama': { to: 'http://contoh.id/', status: 301 } }))).toThrow(/REDIRECTS: \/lama\.to: an https:\/\/ URL/);
    expect(() => loadConfig(table({ '/lama': { to: 'javascript:alert(1)', status: 301 } }))).toThrow(/REDIRECTS: \/lama\.to/);
  });

  it('refuses a status other than 301 or 302', () => {
    expect(() => loadConfig(table({ '/lama': { to: 'https://contoh.id/', status: 307 } }))).toThrow(/REDIRECTS: \/lama\.status: status 301 or 302/);
    expect(() => loadConfig(table({ '/lama': { to: 'https://contoh.id/', status: '301' } }))).toThrow(/REDIRECTS: \/lama\.status/);
  });

  it('refuses paths that are not site paths, or that the BFF serves itself', () => {
    for (const path of ['lama', 'https://contoh.id/lama', '//contoh.id', '/lama?x=1', '/la ma']) {
      expect(() => loadConfig(table({ [path]: { to: 'https://contoh.id/', status: 301 } }))).toThrow(/REDIRECTS: .*a site path/);
    }
    for (const path of ['/api/v1/promos', '/SSO', '/webapi/session/login', '/_shell/main.js', '/redirect', '/health/']) {
      expect(() => loadConfig(table({ [path]: { to: 'https://contoh.id/', status: 301 } }))).toThrow(/REDIRECTS: .*a path the BFF itself serves/);
    }
  });

  it('refuses two entries for the same path, and text that is not a JSON table', () => {
    expect(() => loadConfig(table({ '/lama': { to: 'https://a.id/', status: 301 }, '/LAMA/': { to: 'https://b.id/', status: 301 } }))).toThrow(
      /REDIRECTS: \/LAMA\/: the same path as another entry/,
    );
    expect(() => loadConfig({ REDIRECTS: '{"/lama": ' })).toThrow(/REDIRECTS: not JSON/);
    expect(() => loadConfig(table(['/lama']))).toThrow(/REDIRECTS/);
    expect(() => loadConfig(table({ '/lama': { to: 'https://a.id/', status: 301, extra: 1 } }))).not.toThrow();
  });
});
