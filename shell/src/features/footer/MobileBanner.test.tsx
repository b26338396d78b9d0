import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, stubFetch } from '../../testing/render';
import { BANNER_DISMISSED_KEY, MobileBanner } from './MobileBanner';

const APP_LINKS = {
  android: 'https://play.example/myvalue',
  ios: 'https://apps.example/myvalue',
  appDownloadPage: 'https://myvalue.example/unduh',
  customerServicePhone: '+62 21 8064 2222',
  customerServiceChat: 'https://wa.example/1',
  social: { youtube: 'https://yt.example', facebook: 'https://fb.example', instagram: 'https://ig.example' },
};

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('mobile banner', () => {
  it('is shown by default with the text and "Open in App" to the app-download page', async () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    renderShell(<MobileBanner />);
    expect(screen.getByText('Nikmati fitur lebih lengkap di Aplikasi MyValue!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open in App' })).toHaveAttribute('href', 'https://myvalue.example/unduh'),
    );
  });

  it('uses the configured download URL until app links arrive', () => {
    stubFetch({ '/api/v1/app-links': () => new Promise(() => undefined) });
    renderShell(<MobileBanner />);
    expect(screen.getByRole('link', { name: 'Open in App' })).toHaveAttribute('href', 'https://myvalue.example/download');
  });

  it('is dismissed by "Tutup" and stays dismissed on the next page load', async () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    const user = userEvent.setup();
    const first = renderShell(<MobileBanner />);
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByText('Nikmati fitur lebih lengkap di Aplikasi MyValue!')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(BANNER_DISMISSED_KEY)).toBe('1');
    first.unmount();
    renderShell(<MobileBanner />);
    expect(screen.queryByTestId('mobile-banner')).not.toBeInTheDocument();
  });
});
