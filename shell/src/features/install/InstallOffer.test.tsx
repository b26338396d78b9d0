// The install offer: once, politely, to a member who has redeemed something on this device,
// when the browser can install the site; the browser's own prompt is held back for everyone.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render';
import { INSTALL_TEXT, InstallOffer } from './InstallOffer';
import { TRACK_EVENTS } from 'shared-contracts';
import { captureInstallPrompt, markRedeemed, noteRedemption, OFFERED_KEY, REDEEMED_KEY, resetOfferForTests } from './installOffer';

/** Chrome's beforeinstallprompt, as a page receives it. */
function browserOffersInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: jest.Mock; userChoice: Promise<{ outcome: string }> };
  event.prompt = jest.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  act(() => void window.dispatchEvent(event));
  return event;
}

let listening = false;
beforeEach(() => {
  window.localStorage.clear();
  resetOfferForTests();
  // The page listens once, as bootstrap does (listeners outlive each test's render).
  if (!listening) captureInstallPrompt(window);
  listening = true;
});

const offer = () => screen.queryByRole('complementary', { name: INSTALL_TEXT.title });

describe('the install offer', () => {
  it('holds the browser’s own prompt back, for everyone', () => {
    renderShell(<InstallOffer />, { session: 'anonymous' });
    expect(browserOffersInstall().defaultPrevented).toBe(true);
    expect(offer()).toBeNull();
  });

  it('is not made to a member who has not redeemed anything here', () => {
    renderShell(<InstallOffer />, { session: 'member' });
    browserOffersInstall();
    expect(offer()).toBeNull();
  });

  it('marks the member once a redemption succeeds (the catalog tracks it), not when it fails', () => {
    noteRedemption(TRACK_EVENTS.redeemPromo, { promoId: 1, status: 'failed', errorCode: 'QUOTA_EXHAUSTED' });
    noteRedemption(TRACK_EVENTS.bookmarkPromo, { promoId: 1, status: 'success' });
    expect(window.localStorage.getItem(REDEEMED_KEY)).toBeNull();
    noteRedemption(TRACK_EVENTS.redeemPromo, { promoId: 1, status: 'success' });
    expect(window.localStorage.getItem(REDEEMED_KEY)).toBe('1');
  });

  it('is not made to a visitor, even after a redemption was seen on this device', () => {
    markRedeemed();
    renderShell(<InstallOffer />, { session: 'anonymous' });
    browserOffersInstall();
    expect(offer()).toBeNull();
  });

  it('is made once to a member who redeemed: Pasang opens the browser’s dialog and the offer goes', async () => {
    markRedeemed();
    const { unmount } = renderShell(<InstallOffer />, { session: 'member' });
    const event = browserOffersInstall();
    expect(offer()).toBeInTheDocument();
    expect(window.localStorage.getItem(REDEEMED_KEY)).toBe('1');
    // Made means made: even unanswered, not again on a later page load.
    expect(window.localStorage.getItem(OFFERED_KEY)).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: INSTALL_TEXT.install }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(offer()).toBeNull();
    unmount();

    resetOfferForTests();
    renderShell(<InstallOffer />, { session: 'member' });
    browserOffersInstall();
    expect(offer()).toBeNull();
  });

  it('stays while the page is open (across layouts) until answered; Nanti saja puts it away for good', async () => {
    markRedeemed();
    const first = renderShell(<InstallOffer />, { session: 'member' });
    browserOffersInstall();
    expect(offer()).toBeInTheDocument();
    first.unmount();
    // Another layout of the same page load.
    renderShell(<InstallOffer />, { session: 'member' });
    expect(offer()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: INSTALL_TEXT.later }));
    expect(offer()).toBeNull();
  });

  it('is not made where the device cannot remember it was made', () => {
    markRedeemed();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      renderShell(<InstallOffer />, { session: 'member' });
      browserOffersInstall();
      expect(offer()).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});
