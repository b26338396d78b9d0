import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banner, list } from '../../testing/fixtures';
import { get, json, mockFetch, renderShell, settled } from '../../testing/render';
import { BANNER_ROTATE_MS, BannerCarousel } from './BannerCarousel';

const BANNERS = list([banner(3, 'Ajak Teman', '/referral'), banner(1, 'Pesta Buku', '/campaign/pesta-buku'), banner(2, 'Staycation')]);

function visibleSlide(): HTMLElement {
  const slides = screen.getAllByRole('group', { hidden: true }).filter((s) => !s.hidden);
  expect(slides).toHaveLength(1);
  return slides[0]!;
}

function visibleBannerName(): string {
  return within(visibleSlide()).getByRole('img').getAttribute('alt') ?? '';
}

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('BannerCarousel', () => {
  it('shows one slide at a time, in order, each a link with its title as text alternative', async () => {
    mockFetch(get('/api/v1/banners', BANNERS));
    renderShell(<BannerCarousel />);
    const carousel = await screen.findByRole('region', { name: 'Banner promo' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleBannerName()).toBe('Pesta Buku');
    expect(within(visibleSlide()).getByRole('link')).toHaveAttribute('href', '/campaign/pesta-buku');
    expect(visibleSlide()).toHaveAccessibleName('1 dari 3');
  });

  it('moves with labelled buttons, dot buttons and arrow keys, wrapping around', async () => {
    mockFetch(get('/api/v1/banners', BANNERS));
    renderShell(<BannerCarousel />);
    const next = await screen.findByRole('button', { name: 'Banner berikutnya' });
    await userEvent.click(next);
    expect(visibleBannerName()).toBe('Staycation');
    await userEvent.click(next);
    await userEvent.click(next);
    expect(visibleBannerName()).toBe('Pesta Buku');
    await userEvent.click(screen.getByRole('button', { name: 'Banner sebelumnya' }));
    expect(visibleBannerName()).toBe('Ajak Teman');

    const dot = screen.getByRole('button', { name: 'Tampilkan banner 2: Staycation' });
    await userEvent.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(visibleBannerName()).toBe('Staycation');

    await userEvent.keyboard('{ArrowRight}');
    expect(visibleBannerName()).toBe('Ajak Teman');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(visibleBannerName()).toBe('Pesta Buku');
  });

  it('rotates by itself, but not while hovered or focused, nor after the visitor pauses it', async () => {
    jest.useFakeTimers();
    mockFetch(get('/api/v1/banners', BANNERS));
    renderShell(<BannerCarousel />);
    const carousel = await screen.findByRole('region', { name: 'Banner promo' });
    const advance = () => act(() => jest.advanceTimersByTime(BANNER_ROTATE_MS));

    advance();
    expect(visibleBannerName()).toBe('Staycation');

    fireEvent.mouseEnter(carousel);
    advance();
    advance();
    expect(visibleBannerName()).toBe('Staycation');
    fireEvent.mouseLeave(carousel);
    advance();
    expect(visibleBannerName()).toBe('Ajak Teman');

    act(() => screen.getByRole('button', { name: 'Banner berikutnya' }).focus());
    advance();
    advance();
    expect(visibleBannerName()).toBe('Ajak Teman');
    act(() => (document.activeElement as HTMLElement).blur());
    advance();
    expect(visibleBannerName()).toBe('Pesta Buku');

    fireEvent.click(screen.getByRole('button', { name: 'Hentikan rotasi banner' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Putar rotasi banner' }));
    advance();
    advance();
    expect(visibleBannerName()).toBe('Pesta Buku');
    // While it is not rotating, slide changes are announced.
    expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('does not rotate when the system asks for reduced motion, until the visitor starts it', async () => {
    setReducedMotion(true);
    jest.useFakeTimers();
    mockFetch(get('/api/v1/banners', BANNERS));
    renderShell(<BannerCarousel />);
    await screen.findByRole('region', { name: 'Banner promo' });
    act(() => jest.advanceTimersByTime(BANNER_ROTATE_MS * 3));
    expect(visibleBannerName()).toBe('Pesta Buku');

    fireEvent.click(screen.getByRole('button', { name: 'Putar rotasi banner' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Hentikan rotasi banner' }));
    act(() => jest.advanceTimersByTime(BANNER_ROTATE_MS));
    expect(visibleBannerName()).toBe('Staycation');
  });

  it('has no controls for a single banner and shows nothing for none', async () => {
    mockFetch(get('/api/v1/banners', list([banner(1, 'Satu-satunya')])));
    const one = renderShell(<BannerCarousel />);
    expect(await screen.findByRole('img', { name: 'Satu-satunya' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    one.unmount();
    jest.restoreAllMocks();

    mockFetch(get('/api/v1/banners', list([])));
    const none = renderShell(<BannerCarousel />);
    await settled(none.store);
    expect(screen.queryByRole('region', { name: 'Banner promo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains a failure in Indonesian and retries', async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url.pathname !== '/api/v1/banners') return undefined;
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(BANNERS);
    });
    renderShell(<BannerCarousel />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Banner gagal dimuat');
    expect(alert).toHaveTextContent('Tidak dapat terhubung ke server');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('region', { name: 'Banner promo' })).toBeInTheDocument();
  });
});
