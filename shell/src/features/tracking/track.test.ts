import { TRACK_EVENTS } from 'shared-contracts';
import { createTrack } from './track';

function fakeWindow(host: string) {
  return { location: { host } } as unknown as Window;
}

const PRODUCTION = 'www.myvalue.id';

describe('track', () => {
  // Spec §7 word for word: "the event names carry a Staging suffix when the host is the
  // production host" (the tag manager's existing triggers expect these names).
  it('adds the Staging suffix on the production host', () => {
    const win = fakeWindow(PRODUCTION);
    const track = createTrack(PRODUCTION, win);
    track(TRACK_EVENTS.login);
    track(TRACK_EVENTS.search, { query: 'kopi' });
    expect(win.dataLayer).toEqual([{ event: 'loginStaging' }, { query: 'kopi', event: 'searchStaging' }]);
  });

  it('sends the plain event name on any other host', () => {
    for (const host of ['staging.myvalue.id', 'localhost:3000', 'myvalue.id', 'www.myvalue.id.evil.example']) {
      const win = fakeWindow(host);
      createTrack(PRODUCTION, win)(TRACK_EVENTS.logout, { from: 'header' });
      expect(win.dataLayer).toEqual([{ from: 'header', event: 'logout' }]);
    }
  });

  it('matches the production host case-insensitively, on any port unless the configured host names one', () => {
    const name = (host: string, production: string) => {
      const win = fakeWindow(host);
      createTrack(production, win)(TRACK_EVENTS.share);
      return win.dataLayer?.[0]?.event;
    };
    expect(name('WWW.MyValue.id', PRODUCTION)).toBe('shareStaging');
    expect(name('localhost:3000', 'localhost')).toBe('shareStaging');
    expect(name('localhost:3000', 'localhost:3000')).toBe('shareStaging');
    expect(name('localhost:4000', 'localhost:3000')).toBe('share');
    expect(name('[::1]:3000', '[::1]')).toBe('shareStaging');
  });

  it('keeps a data layer the tag manager created before the shell', () => {
    const win = fakeWindow('localhost:3000');
    win.dataLayer = [{ 'gtm.start': 1 }];
    createTrack(PRODUCTION, win)(TRACK_EVENTS.pageView);
    expect(win.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'page_view' }]);
  });

  it('never lets a payload override the event name', () => {
    const win = fakeWindow('localhost:3000');
    createTrack(PRODUCTION, win)(TRACK_EVENTS.share, { event: 'other' });
    expect(win.dataLayer?.[0]?.event).toBe('share');
  });
});
