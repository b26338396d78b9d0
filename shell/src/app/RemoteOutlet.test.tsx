// A page area that never mounts is a failure its visitor met (release health, issue 39).
import { act } from '@testing-library/react';
import { REMOTE_MOUNT_BUDGET_MS } from 'shared-contracts';
import { renderShell } from '../testing/render';
import { RemoteOutlet } from './RemoteOutlet';

const reportRemoteFailure = jest.fn();
jest.mock('./remotes', () => ({ reportRemoteFailure: (...args: unknown[]) => reportRemoteFailure(...args) }));

beforeEach(() => {
  reportRemoteFailure.mockReset();
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
