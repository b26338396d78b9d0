import { TRACK_EVENTS } from 'shared-contracts';
import { createTrack } from './track';

function fakeWindow(host: string) {
  return { location: { host } } as unknown as Window;
}

describe('track', () => {
  it('pushes events with their payload to the tag manager data layer on the production host', () => {
    const win = fakeWindow('www.myvalue.example');
    createTrack('www.myvalue.example', win)(TRACK_EVENTS.logout, { from: 'header' });
    expect(win.dataLayer).toEqual([{ from: 'header', event: 'logout' }]);
  });

  it('adds the Staging suffix anywhere but on the production host', () => {
    const win = fakeWindow('staging.myvalue.example');
    const track = createTrack('www.myvalue.example', win);
    track(TRACK_EVENTS.login);
    track(TRACK_EVENTS.search, { query: 'kopi' });
    expect(win.dataLayer).toEqual([{ event: 'loginStaging' }, { query: 'kopi', event: 'searchStaging' }]);
  });

  it('keeps a data layer the tag manager created before the shell', () => {
    const win = fakeWindow('localhost:3000');
    win.dataLayer = [{ 'gtm.start': 1 }];
    createTrack('www.myvalue.example', win)(TRACK_EVENTS.pageView);
    expect(win.dataLayer).toHaveLength(2);
  });

  it('never lets a payload override the event name', () => {
    const win = fakeWindow('www.myvalue.example');
    createTrack('www.myvalue.example', win)(TRACK_EVENTS.share, { event: 'other' });
    expect(win.dataLayer?.[0]?.event).toBe('share');
  });
});
