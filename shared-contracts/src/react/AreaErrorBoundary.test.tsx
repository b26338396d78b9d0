/** @jest-environment jsdom */
// A remote's area that failed offline comes back by itself when the signal returns, and a
// returning signal is often shaky: the first try may fail too (a memberDay run in a fresh
// clone ended on 'Bagian ini gagal dimuat' after the signal came back).
import { act, render, screen } from '@testing-library/react';
import { STRINGS } from '../strings';
import { AreaErrorBoundary } from './AreaErrorBoundary';

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  online = true;
  networkUp = false;
});

/** Whether the page's chunk can be downloaded (the phone may say it is online before it is). */
let networkUp = false;

/** A page whose chunk loads only while the network is up. */
function Page() {
  if (!networkUp) throw new Error('Loading chunk failed');
  return <h1>Riwayat Voucher</h1>;
}

function renderArea() {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <AreaErrorBoundary resetKey="/account/voucher/history" onError={() => undefined}>
      <Page />
    </AreaErrorBoundary>,
  );
}

/** Time passes, a second at a time (each step's renders and the waits they start are done before the next). */
function passes(ms: number) {
  for (let left = ms; left > 0; left -= 1000) {
    act(() => {
      jest.advanceTimersByTime(Math.min(1000, left));
    });
  }
}

function goOnline({ networkToo }: { networkToo: boolean }) {
  online = true;
  networkUp = networkToo;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('AreaErrorBoundary after the signal returns', () => {
  it('tries again at once, and the page shows', () => {
    online = false;
    renderArea();
    expect(screen.getByRole('heading', { name: STRINGS.offlineTitle })).toBeTruthy();
    goOnline({ networkToo: true });
    expect(screen.getByRole('heading', { name: 'Riwayat Voucher' })).toBeTruthy();
  });

  it('a shaky signal: the first tries fail too, so it tries again, further apart, without a tap', () => {
    online = false;
    renderArea();
    goOnline({ networkToo: false });
    expect(screen.getByRole('heading', { name: STRINGS.remoteFailedTitle })).toBeTruthy();
    passes(1000);
    expect(screen.getByRole('heading', { name: STRINGS.remoteFailedTitle })).toBeTruthy();
    networkUp = true;
    passes(1999);
    expect(screen.queryByRole('heading', { name: 'Riwayat Voucher' })).toBeNull();
    passes(1);
    expect(screen.getByRole('heading', { name: 'Riwayat Voucher' })).toBeTruthy();
  });

  it('the same for a page opened offline after the area had worked (the member tapped Riwayat)', () => {
    networkUp = true;
    const view = renderArea();
    online = false;
    networkUp = false;
    view.rerender(
      <AreaErrorBoundary resetKey="/account/voucher/riwayat" onError={() => undefined}>
        <Page />
      </AreaErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: STRINGS.offlineTitle })).toBeTruthy();
    goOnline({ networkToo: false });
    expect(screen.getByRole('heading', { name: STRINGS.remoteFailedTitle })).toBeTruthy();
    networkUp = true;
    passes(1000);
    expect(screen.getByRole('heading', { name: 'Riwayat Voucher' })).toBeTruthy();
  });

  it('stops after a few tries: a page that keeps failing waits for a tap', () => {
    online = false;
    renderArea();
    goOnline({ networkToo: false });
    passes(60_000);
    expect(screen.getByRole('heading', { name: STRINGS.remoteFailedTitle })).toBeTruthy();
    networkUp = true;
    passes(60_000);
    expect(screen.getByRole('heading', { name: STRINGS.remoteFailedTitle })).toBeTruthy();
    act(() => {
      screen.getByRole('button', { name: STRINGS.retry }).click();
    });
    expect(screen.getByRole('heading', { name: 'Riwayat Voucher' })).toBeTruthy();
  });
});
