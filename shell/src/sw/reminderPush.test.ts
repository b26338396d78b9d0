// The worker's side of a reminder: which pushes it shows, and which page a tap opens.
import { openReminderPage, pushData, reminderNotification } from './reminderPush';

const push = { title: 'MyValue', body: '1.500 poin kamu hangus 7 hari lagi (27 Des 2026).', url: '/account/poin', tag: 'mv-reminder' };

describe('reminderNotification', () => {
  it('shows a reminder with its text, one on screen at a time, and keeps the page to open', () => {
    expect(reminderNotification(push)).toEqual({
      title: 'MyValue',
      options: expect.objectContaining({ body: push.body, tag: 'mv-reminder', renotify: true, lang: 'id', icon: '/static/icons/icon-192.png', data: { url: '/account/poin' } }),
    });
  });

  it('shows nothing for another shape or a page outside the reminders', () => {
    expect(reminderNotification({ ...push, url: 'https://evil.example/' })).toBeNull();
    expect(reminderNotification({ ...push, url: '/account/setting' })).toBeNull();
    expect(reminderNotification({ ...push, tag: 'other' })).toBeNull();
    expect(reminderNotification({ ...push, body: '' })).toBeNull();
    expect(reminderNotification('text')).toBeNull();
    expect(reminderNotification(null)).toBeNull();
  });

  it('reads a push without data or with text that is not JSON as nothing', () => {
    expect(pushData({ data: null })).toBeNull();
    expect(pushData({ data: { json: () => JSON.parse('not json') } })).toBeNull();
    expect(pushData({ data: { json: () => push } })).toEqual(push);
  });
});

describe('openReminderPage', () => {
  const ORIGIN = 'https://www.myvalue.id';
  const win = (url: string) => ({ url, focus: jest.fn(async () => undefined), navigate: jest.fn(async () => undefined) });

  it('focuses a tab already on the page', async () => {
    const there = win(`${ORIGIN}/account/poin`);
    const openWindow = jest.fn();
    await openReminderPage('/account/poin', ORIGIN, { matchAll: async () => [win(`${ORIGIN}/`), there], openWindow });
    expect(there.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it("brings another of the site's tabs there, or opens a new window", async () => {
    const other = win(`${ORIGIN}/promo`);
    await openReminderPage('/account/voucher', ORIGIN, { matchAll: async () => [other], openWindow: jest.fn() });
    expect(other.navigate).toHaveBeenCalledWith(`${ORIGIN}/account/voucher`);
    const openWindow = jest.fn(async () => undefined);
    await openReminderPage('/account/voucher', ORIGIN, { matchAll: async () => [], openWindow });
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/account/voucher`);
  });

  it('opens nothing outside the reminder pages', async () => {
    const openWindow = jest.fn();
    await openReminderPage('//evil.example/', ORIGIN, { matchAll: async () => [], openWindow });
    expect(openWindow).not.toHaveBeenCalled();
  });
});

describe('openReminderPage with a tab the worker does not control', () => {
  it('opens a window when navigating the tab is refused', async () => {
    const ORIGIN = 'https://www.myvalue.id';
    const other = { url: `${ORIGIN}/promo`, focus: jest.fn(async () => undefined), navigate: jest.fn(async () => Promise.reject(new TypeError('not controlled'))) };
    const openWindow = jest.fn(async () => undefined);
    await openReminderPage('/account/poin', ORIGIN, { matchAll: async () => [other], openWindow });
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/account/poin`);
  });
});
