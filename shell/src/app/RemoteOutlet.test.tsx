// A page area that never mounts is a failure its visitor met (release health, issue 39).
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { REMOTE_MOUNT_BUDGET_MS, signedOut, type ParcelLifecycles } from 'shared-contracts';
import { renderShell } from '../testing/render';
import { IslandOutlet, RemoteOutlet } from './RemoteOutlet';

const reportRemoteFailure = jest.fn();
jest.mock('./remotes', () => ({ reportRemoteFailure: (...args: unknown[]) => reportRemoteFailure(...args) }));
const mountRootParcel = jest.fn((_config: unknown, _props: { hydrate?: boolean }) => ({ mountPromise: Promise.resolve(), unmount: jest.fn(() => Promise.resolve()), getStatus: () => 'MOUNTED' }));
jest.mock('./parcelRuntime', () => ({ loadParcelRuntime: () => Promise.resolve({ mountRootParcel }) }));

beforeEach(() => {
  reportRemoteFailure.mockReset();
  mountRootParcel.mockClear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const never = () => new Promise<never>(() => undefined);

test('a page area still loading when its budget ends is reported as the remote’s timeout, once', () => {
  const { container } = renderShell(<RemoteOutlet name="catalog" load={never} />);
  expect(container.querySelector('[data-remote-area="catalog"]')).toHaveAttribute('data-remote-state', 'loading');
  act(() => jest.advanceTimersByTime(REMOTE_MOUNT_BUDGET_MS - 1));
  expect(reportRemoteFailure).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(reportRemoteFailure).toHaveBeenCalledTimes(1);
  expect(reportRemoteFailure).toHaveBeenCalledWith('catalog', 'timeout', expect.any(Error));
});

test('an area that failed (reported as its load failure) or a hidden page reports no timeout; a widget area has no page budget', async () => {
  const failing = () => Promise.reject(new Error('Failed to get manifest'));
  const { container } = renderShell(<RemoteOutlet name="catalog" load={failing} />);
  await act(async () => {
    await Promise.resolve();
  });
  expect(container.querySelector('[data-remote-area="catalog"]')).toHaveAttribute('data-remote-state', 'failed');
  act(() => jest.advanceTimersByTime(REMOTE_MOUNT_BUDGET_MS * 2));
  expect(reportRemoteFailure).not.toHaveBeenCalled();

  renderShell(<RemoteOutlet name="events" load={never} variant="widget" />);
  act(() => jest.advanceTimersByTime(REMOTE_MOUNT_BUDGET_MS * 2));
  expect(reportRemoteFailure).not.toHaveBeenCalled();

  const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  renderShell(<RemoteOutlet name="account" load={never} />);
  act(() => jest.advanceTimersByTime(REMOTE_MOUNT_BUDGET_MS * 2));
  expect(reportRemoteFailure).not.toHaveBeenCalled();
  hidden.mockRestore();
});

describe('a server-rendered widget still waiting to hydrate (issue 43 walk 3)', () => {
  const html = '<ul><li><a href="/promo/kopi-gratis">Kopi Gratis</a></li></ul>';
  const load = () => Promise.resolve({} as ParcelLifecycles);
  // The widget wakes (the visitor scrolls near it) by the test's hand.
  let wake: () => void = () => undefined;
  function Island() {
    const [start, setStart] = useState(false);
    wake = () => setStart(true);
    return <IslandOutlet name="catalog" islandKey="catalog:promoFavorit" variant="widget" html={html} load={load} start={start} onFailure={() => undefined} />;
  }
  const settle = () =>
    act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });

  test('hydrates the server markup when the session is the one it was rendered for', async () => {
    renderShell(<Island />, { session: 'member' });
    act(() => wake());
    await settle();
    expect(mountRootParcel).toHaveBeenCalledTimes(1);
    expect(mountRootParcel.mock.calls[0]![1]).toMatchObject({ hydrate: true });
  });

  test('after logout on the home page it renders afresh instead of hydrating the member\u2019s markup', async () => {
    // The logout dropped the store the markup was rendered from (endMemberSession): hydrating
    // it would render skeletons over the server's list, React's error #418.
    const { store } = renderShell(<Island />, { session: 'member' });
    act(() => {
      store.dispatch(signedOut());
    });
    act(() => wake());
    await settle();
    expect(mountRootParcel).toHaveBeenCalledTimes(1);
    expect(mountRootParcel.mock.calls[0]![1]).toMatchObject({ hydrate: false });
  });

  test('before its parcel owns the markup, a tap on one of its links navigates in the app, not a new document', async () => {
    renderShell(<Island />);
    const link = screen.getByRole('link', { name: 'Kopi Gratis' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/promo/kopi-gratis');
    await settle();
  });

  test('once hydrated, its links are the parcel’s own: the shell leaves them alone', async () => {
    renderShell(<Island />);
    act(() => wake());
    await settle();
    const link = screen.getByRole('link', { name: 'Kopi Gratis' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  test("a page area's links stay the browser's until its parcel has hydrated (one may stay on the page: a pager)", async () => {
    renderShell(<IslandOutlet name="catalog" html='<a href="/promo?page=2">Berikutnya</a>' load={never} onFailure={() => undefined} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      screen.getByRole('link', { name: 'Berikutnya' }).dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await settle();
  });
});
