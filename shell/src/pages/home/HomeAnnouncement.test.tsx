import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announcement } from '../../testing/fixtures';
import { get, mockFetch, renderShell, settled } from '../../testing/render';
import { DISMISSED_ANNOUNCEMENT_KEY, HomeAnnouncement } from './HomeAnnouncement';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('HomeAnnouncement', () => {
  it('shows the running announcement leading to its page, its link and every announcement', async () => {
    mockFetch(get('/api/v1/home-announcement', announcement(7)));
    renderShell(<HomeAnnouncement />);
    const box = await screen.findByRole('complementary', { name: 'Pemeliharaan sistem' });
    expect(within(box).getByRole('link', { name: 'Pemeliharaan sistem' })).toHaveAttribute('href', '/announcement/pemeliharaan-sistem-7');
    expect(within(box).getByRole('link', { name: 'Info selengkapnya' })).toHaveAttribute('href', '/learn-more');
    expect(within(box).getByRole('link', { name: 'Lihat Semua Pengumuman' })).toHaveAttribute('href', '/announcement');
  });

  it('closes on dismiss and stays closed for the same announcement', async () => {
    mockFetch(get('/api/v1/home-announcement', announcement(7)));
    const first = renderShell(<HomeAnnouncement />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tutup pengumuman' }));
    expect(screen.queryByText('Pemeliharaan sistem')).not.toBeInTheDocument();
    expect(localStorage.getItem(DISMISSED_ANNOUNCEMENT_KEY)).toBe('7');
    first.unmount();

    // A later visit (fresh store): the same id stays hidden.
    const { store } = renderShell(<HomeAnnouncement />);
    await settled(store);
    expect(screen.queryByText('Pemeliharaan sistem')).not.toBeInTheDocument();
  });

  it('shows a new announcement after an older one was dismissed', async () => {
    localStorage.setItem(DISMISSED_ANNOUNCEMENT_KEY, '7');
    mockFetch(get('/api/v1/home-announcement', announcement(8, { title: 'Promo akhir tahun', link: null, linkLabel: null })));
    renderShell(<HomeAnnouncement />);
    expect(await screen.findByText('Promo akhir tahun')).toBeInTheDocument();
    // No call to action of its own: its page and the list remain.
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/announcement/pemeliharaan-sistem-8', '/announcement']);
  });

  it('hides a remembered announcement once loaded', async () => {
    localStorage.setItem(DISMISSED_ANNOUNCEMENT_KEY, '7');
    mockFetch(get('/api/v1/home-announcement', announcement(7)));
    const { store } = renderShell(<HomeAnnouncement />);
    await settled(store);
    expect(screen.queryByText('Pemeliharaan sistem')).not.toBeInTheDocument();
  });

  it('shows nothing when no announcement is running', async () => {
    mockFetch(get('/api/v1/home-announcement', { announcement: null }));
    const { container, store } = renderShell(<HomeAnnouncement />);
    await settled(store);
    expect(container.querySelector('[data-testid="home-announcement"]')).toBeNull();
  });
});
