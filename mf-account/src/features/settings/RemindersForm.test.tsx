import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_REMINDER_PREFERENCES, type User } from 'shared-contracts/schemas';
import { makeUser, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { REMINDER_TEXT, RemindersForm } from './RemindersForm';
import { applicationServerKey, pushSupport } from './browserPush';

afterEach(() => jest.restoreAllMocks());

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const USER: User = makeUser({ emailVerified: true, email: 'dewi@example.com' });
const REMINDERS = { preferences: DEFAULT_REMINDER_PREFERENCES, vapidPublicKey: KEY, pushSubscriptions: 0 };

describe('RemindersForm', () => {
  it('shows the default lead times and saves what the member chose, by e-mail', async () => {
    const api = stubFetch({
      'GET /sso/v1/user': ok(USER),
      'GET /api/v1/users/reminders': ok(REMINDERS),
      'PUT /api/v1/users/reminders': (req) => req.json().then((b: unknown) => ok(b)),
    });
    renderRemote(<RemindersForm />, { session: 'member', url: '/account/setting' });
    const points = await screen.findByRole('group', { name: 'Poin akan hangus' });
    expect(points).toHaveTextContent('30 hari sebelumnya');
    expect(screen.getByRole('checkbox', { name: /^E-mail/ })).not.toBeChecked();
    const thirtyDays = screen.getAllByRole('checkbox', { name: '30 hari sebelumnya' })[0]!;
    expect(thirtyDays).toBeChecked();
    expect(screen.getAllByRole('checkbox', { name: '14 hari sebelumnya' })[0]).not.toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: /^E-mail/ }));
    await userEvent.click(screen.getAllByRole('checkbox', { name: '14 hari sebelumnya' })[0]!);
    await userEvent.click(screen.getAllByRole('checkbox', { name: '1 hari sebelumnya' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Pengingat' }));

    expect(await screen.findByText(REMINDER_TEXT.saved)).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ ...DEFAULT_REMINDER_PREFERENCES, channels: { push: false, email: true }, points: [30, 14, 7] });
  });

  it('says a browser without Web Push cannot get notifications, and never asks for permission', async () => {
    stubFetch({ 'GET /sso/v1/user': ok(USER), 'GET /api/v1/users/reminders': ok(REMINDERS) });
    renderRemote(<RemindersForm />, { session: 'member', url: '/account/setting' });
    const push = await screen.findByRole('checkbox', { name: REMINDER_TEXT.push });
    await waitFor(() => expect(push).toBeDisabled());
    expect(push).toHaveAccessibleDescription(REMINDER_TEXT.unsupported);
  });

  it('asks for a verified e-mail before offering e-mail reminders', async () => {
    stubFetch({ 'GET /sso/v1/user': ok({ ...USER, emailVerified: false }), 'GET /api/v1/users/reminders': ok(REMINDERS) });
    renderRemote(<RemindersForm />, { session: 'member', url: '/account/setting' });
    const email = await screen.findByRole('checkbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toBeDisabled());
    expect(email).toHaveAccessibleDescription(REMINDER_TEXT.emailUnverified);
  });
});

describe('pushSupport', () => {
  const nav = (userAgent: string, extra: object = {}) => ({ userAgent, maxTouchPoints: 5, serviceWorker: {}, ...extra }) as unknown as Navigator;

  it('asks iPhone visitors to add the site to the home screen first', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
    expect(pushSupport({ navigator: nav(iphone), PushManager: {}, Notification: {}, matchMedia: () => ({ matches: false }) })).toBe('ios-home-screen');
    expect(pushSupport({ navigator: nav(iphone, { standalone: true }), PushManager: {}, Notification: {} })).toBe('supported');
  });

  it('is supported with a service worker, PushManager and Notification; not without', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    expect(pushSupport({ navigator: nav(android), PushManager: {}, Notification: {} })).toBe('supported');
    expect(pushSupport({ navigator: nav(android) })).toBe('unsupported');
  });

  it('turns the VAPID key into its 65 bytes (an uncompressed P-256 point)', () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
