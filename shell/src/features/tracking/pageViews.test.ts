import { TRACK_EVENTS, type TrackFn, type TrackPayload } from 'shared-contracts';
import { createPageViewTracker, pageIsBusy, type PageViewTracker } from './pageViews';

// The page's title writes reach the tracker as mutation records (microtasks): they are
// delivered between timer steps as in a browser.
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

async function advance(ms: number): Promise<void> {
  await flush();
  jest.advanceTimersByTime(ms);
  await flush();
}

async function setTitle(title: string): Promise<void> {
  document.title = title;
  await flush();
}

let views: Array<{ event: string; payload?: TrackPayload }>;
let busy: boolean;
let tracker: PageViewTracker;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  document.title = 'Promo & Voucher dari Merchant Partner - MyValue';
  views = [];
  busy = false;
  const track: TrackFn = (event, payload) => views.push({ event, payload });
  tracker = createPageViewTracker({ track, isBusy: () => busy });
});

afterEach(() => {
  tracker.stop();
  jest.useRealTimers();
});

const view = (path: string, title: string) => ({ event: TRACK_EVENTS.pageView, payload: { page_path: path, page_title: title } });

describe('page views', () => {
  it('sends one page_view for the first page once it has set its title', async () => {
    tracker.navigated('/');
    await setTitle('Promo & Voucher dari Merchant Partner - MyValue');
    await advance(200);
    expect(views).toEqual([]);
    await advance(200);
    expect(views).toEqual([view('/', 'Promo & Voucher dari Merchant Partner - MyValue')]);
    // A second commit of the same location (hydration, a re-render) is no new view.
    tracker.navigated('/');
    await advance(5000);
    expect(views).toHaveLength(1);
  });

  it('sends the new page its own title, never the previous page’s, even when the page takes long to load', async () => {
    tracker.navigated('/');
    await setTitle('Promo & Voucher dari Merchant Partner - MyValue');
    await advance(400);
    // A remote's page: its code loads for 3 s (busy), then it sets its title.
    tracker.navigated('/event');
    busy = true;
    await advance(3000);
    expect(views).toHaveLength(1);
    busy = false;
    await setTitle('Event - MyValue');
    await advance(1000);
    expect(views).toEqual([view('/', 'Promo & Voucher dari Merchant Partner - MyValue'), view('/event', 'Event - MyValue')]);
  });

  it('waits for a detail page’s data: the title it shows once loaded, not its loading title', async () => {
    tracker.navigated('/promo/kopi-kenangan');
    await setTitle('Detail Promo - MyValue');
    busy = true;
    await advance(2000);
    busy = false;
    // The data's render sets the title a moment after the request ends.
    await advance(50);
    await setTitle('Diskon Kopi 50% - MyValue');
    await advance(1000);
    expect(views).toEqual([view('/promo/kopi-kenangan', 'Diskon Kopi 50% - MyValue')]);
  });

  it('takes the title as it is for a page that keeps it (the next page of a list), once it has been quiet a while', async () => {
    tracker.navigated('/promo');
    await setTitle('Promo & Voucher - MyValue');
    await advance(400);
    tracker.navigated('/promo?page=2');
    busy = true;
    await advance(300);
    busy = false;
    await advance(400);
    expect(views).toHaveLength(1);
    await advance(1000);
    expect(views).toEqual([view('/promo', 'Promo & Voucher - MyValue'), view('/promo?page=2', 'Promo & Voucher - MyValue')]);
  });

  it('counts writing the same title again as the page setting its own', async () => {
    tracker.navigated('/event');
    await setTitle('Event - MyValue');
    await advance(400);
    tracker.navigated('/event/jakarta-fun-run');
    await setTitle('Event - MyValue');
    await advance(400);
    expect(views).toEqual([view('/event', 'Event - MyValue'), view('/event/jakarta-fun-run', 'Event - MyValue')]);
  });

  it('sends a pending view when the next navigation starts, with the title its page had', async () => {
    tracker.navigated('/article');
    await setTitle('Artikel - MyValue');
    tracker.navigated('/article/tips-hemat');
    await setTitle('Tips Hemat - MyValue');
    await advance(400);
    expect(views).toEqual([view('/article', 'Artikel - MyValue'), view('/article/tips-hemat', 'Tips Hemat - MyValue')]);
  });

  it('sends a pending view when the tab is hidden, and never twice', async () => {
    tracker.navigated('/merchant');
    await setTitle('Merchant Partner - MyValue');
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(views).toEqual([view('/merchant', 'Merchant Partner - MyValue')]);
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    await advance(20_000);
    expect(views).toHaveLength(1);
  });

  it('sends the view by the deadline when the page never settles', async () => {
    tracker.navigated('/account');
    busy = true;
    await advance(9000);
    expect(views).toEqual([]);
    await advance(1100);
    expect(views).toEqual([view('/account', 'Promo & Voucher dari Merchant Partner - MyValue')]);
  });

  it('drops a pending view and stops watching once stopped', async () => {
    tracker.navigated('/search?q=kopi');
    tracker.stop();
    await setTitle('Pencarian: kopi - MyValue');
    await advance(20_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(views).toEqual([]);
  });
});

describe('a busy page', () => {
  const idle = { api: { queries: {} } } as unknown as Parameters<typeof pageIsBusy>[0];
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is one with a request in flight', () => {
    const loading = { api: { queries: { 'getPromo("kopi")': { status: 'pending' }, other: { status: 'fulfilled' } } } } as unknown as typeof idle;
    expect(pageIsBusy(loading, document)).toBe(true);
    expect(pageIsBusy(idle, document)).toBe(false);
  });

  it('is one with a remote area loading, mounting or waiting to hydrate, or a part marked busy', () => {
    for (const state of ['loading', 'mounting', 'ssr']) {
      document.body.innerHTML = `<div data-remote-area="catalog" data-remote-state="${state}"></div>`;
      expect(pageIsBusy(idle, document)).toBe(true);
    }
    document.body.innerHTML = '<div role="status" aria-busy="true"></div>';
    expect(pageIsBusy(idle, document)).toBe(true);
    // Ready, failed, or deferred until scrolled to: nothing the page waits for.
    document.body.innerHTML =
      '<div data-remote-area="catalog" data-remote-state="ready"></div><div data-remote-area="events" data-remote-state="failed"></div>' +
      '<div data-remote-area="events" data-remote-state="deferred"></div><form aria-busy="false"></form>';
    expect(pageIsBusy(idle, document)).toBe(false);
  });
});
