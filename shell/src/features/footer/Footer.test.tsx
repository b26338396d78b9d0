import { screen, waitFor } from '@testing-library/react';
import { json, renderShell, stubFetch } from '../../testing/render';
import { copyrightText, Footer } from './Footer';

const APP_LINKS = {
  android: 'https://play.example/myvalue',
  ios: 'https://apps.example/myvalue',
  appDownloadPage: 'https://myvalue.example/unduh',
  customerServicePhone: '+62 21 8064 2222',
  customerServiceChat: 'https://wa.me/6281180642222',
  social: { youtube: 'https://yt.example', facebook: 'https://fb.example', instagram: 'https://ig.example' },
};

afterEach(() => jest.restoreAllMocks());

describe('footer', () => {
  it("links the terms to the site's own page of them, not to the Content API's host", () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    renderShell(<Footer />);
    expect(screen.getByRole('link', { name: 'Syarat & Ketentuan' })).toHaveAttribute('href', '/terms');
  });

  it('shows the customer-service phone in +62 form, dialable, and the chat link', () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    renderShell(<Footer />);
    const phone = screen.getByRole('link', { name: /Telepon Customer Service/ });
    expect(phone).toHaveTextContent('+62 21 8064 2222');
    expect(phone).toHaveAttribute('href', 'tel:+622180642222');
    expect(screen.getByRole('link', { name: 'Chat Customer Service' })).toHaveAttribute('href', 'https://wa.me/6281180642222');
  });

  it('links the three social networks of the brand', () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    renderShell(<Footer />);
    expect(screen.getByRole('link', { name: 'YouTube MyValue' })).toHaveAttribute('href', expect.stringContaining('youtube.com'));
    expect(screen.getByRole('link', { name: 'Facebook MyValue' })).toHaveAttribute('href', expect.stringContaining('facebook.com'));
    expect(screen.getByRole('link', { name: 'Instagram MyValue' })).toHaveAttribute('href', expect.stringContaining('instagram.com'));
  });

  it('links the Android and iOS stores from the app links', async () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    renderShell(<Footer />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Unduh di Google Play' })).toHaveAttribute('href', 'https://play.example/myvalue'),
    );
    expect(screen.getByRole('link', { name: 'Unduh di App Store' })).toHaveAttribute('href', 'https://apps.example/myvalue');
  });

  it('points the store links at the configured download page when app links fail', async () => {
    const spy = stubFetch({ '/api/v1/app-links': () => json({ errorCode: 'X' }, 503) });
    renderShell(<Footer />);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Unduh di Google Play' })).toHaveAttribute('href', 'https://myvalue.example/download');
  });

  it('computes the copyright years from 2018 to the current year', () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    jest.useFakeTimers({ now: new Date('2031-03-01T00:00:00Z'), doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderShell(<Footer />);
      expect(screen.getByText('© 2018–2031 MyValue')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    expect(copyrightText(2026)).toBe('© 2018–2026 MyValue');
  });

  it('has the help section the header jumps to', () => {
    stubFetch({ '/api/v1/app-links': APP_LINKS });
    renderShell(<Footer />);
    expect(document.getElementById('pusat-bantuan')).toHaveAccessibleName('Pusat Bantuan');
  });
});
