import { LOGIN_REDIRECT_KEY } from 'shared-contracts';
import { clearLoginRedirect, createLogin } from './login';

function fakeWindow(path: string) {
  const url = new URL(path, 'http://localhost');
  const assign = jest.fn();
  return {
    win: {
      location: { pathname: url.pathname, search: url.search, hash: url.hash, assign } as unknown as Location,
      sessionStorage: window.sessionStorage,
    },
    assign,
  };
}

beforeEach(() => window.sessionStorage.clear());

describe('login', () => {
  it('keeps the current full path under login-redirect and goes to the BFF sign-in', () => {
    const { win, assign } = fakeWindow('/promo/kopi?tab=syarat#detail');
    createLogin(win)();
    expect(window.sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/promo/kopi?tab=syarat#detail');
    expect(assign).toHaveBeenCalledWith('/webapi/session/login?returnTo=%2Fpromo%2Fkopi%3Ftab%3Dsyarat%23detail');
  });

  it('uses an explicit return path', () => {
    const { win, assign } = fakeWindow('/');
    createLogin(win)('/account/voucher');
    expect(window.sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/account/voucher');
    expect(assign).toHaveBeenCalledWith('/webapi/session/login?returnTo=%2Faccount%2Fvoucher');
  });

  it.each(['//evil.example', 'https://evil.example/x'])('never asks to return to a foreign place (%s)', (target) => {
    const { win, assign } = fakeWindow('/');
    createLogin(win)(target);
    expect(assign).toHaveBeenCalledWith('/webapi/session/login?returnTo=%2F');
    expect(window.sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/');
  });

  it('stores nothing when started from the /redirect callback page and returns home', () => {
    const { win, assign } = fakeWindow('/redirect?code=x&state=y');
    createLogin(win)();
    expect(window.sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/webapi/session/login?returnTo=%2F');
  });

  it('clears the stored path', () => {
    window.sessionStorage.setItem(LOGIN_REDIRECT_KEY, '/about');
    clearLoginRedirect();
    expect(window.sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
  });
});
