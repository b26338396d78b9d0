import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_BANNER_COOKIE } from 'shared-contracts';
import { makeBoot, renderShell, stubFetch } from '../../testing/render';
import { BANNER_DISMISSED_KEY, MobileBanner } from './MobileBanner';

const APP_LINKS = {
  android: 'https://play.example/myvalue',
  ios: 'https://apps.example/myvalue',
  appDownloadPage: 'https://myvalue.example/unduh',
  customerServicePhone: '+62 21 8064 2222',
  customerServiceChat: 'https://wa.example/1',
  social: { youtube: 'https://yt.example', facebook: 'https://fb.example', instagram: 'https://ig.example' },
};

function clearCookie() {
  document.cookie = `${APP_BANNER_COOKIE}=; Path=/; Max-Age=0`;
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  clearCookie();
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

  it('closes with a form post to the BFF that comes back to this very page (works before the scripts run)', () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    renderShell(<MobileBanner />, { path: '/promo?sort=ending&page=2' });
    const form = screen.getByRole('button', { name: 'Tutup' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/webapi/app-banner/tutup?kembali=%2Fpromo%3Fsort%3Dending%26page%3D2');
  });

  it('is dismissed by "Tutup" in the page and remembered in the cookie the server reads', async () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    const user = userEvent.setup();
    const submitted = jest.fn((e: SubmitEvent) => e.preventDefault());
    document.addEventListener('submit', submitted);
    renderShell(<MobileBanner />);
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    document.removeEventListener('submit', submitted);
    expect(screen.queryByText('Nikmati fitur lebih lengkap di Aplikasi MyValue!')).not.toBeInTheDocument();
    // The keyboard and the screen reader stay where the banner was.
    expect(document.activeElement).toHaveTextContent('Banner aplikasi ditutup.');
    // Hydrated, no form post (no reload): the page wrote the cookie itself.
    expect(submitted).not.toHaveBeenCalled();
    expect(document.cookie).toContain(`${APP_BANNER_COOKIE}=tutup`);
  });

  it('is not rendered when the server says the visitor closed it', () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    renderShell(<MobileBanner />, { boot: makeBoot({ appBannerClosed: true }) });
    expect(screen.queryByTestId('mobile-banner')).not.toBeInTheDocument();
  });

  it('moves a dismissal kept in storage the old way to the cookie', async () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    window.localStorage.setItem(BANNER_DISMISSED_KEY, '1');
    renderShell(<MobileBanner />);
    await waitFor(() => expect(screen.queryByTestId('mobile-banner')).not.toBeInTheDocument());
    expect(screen.queryByText('Banner aplikasi ditutup.')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${APP_BANNER_COOKIE}=tutup`);
  });
});
