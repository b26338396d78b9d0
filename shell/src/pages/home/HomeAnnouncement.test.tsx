import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNOUNCEMENT_CLOSED_COOKIE } from 'shared-contracts';
import { announcement } from '../../testing/fixtures';
import { get, makeBoot, mockFetch, renderShell, settled } from '../../testing/render';
import { DISMISSED_ANNOUNCEMENT_KEY, HomeAnnouncement } from './HomeAnnouncement';

const setClosed = (value: string) => (document.cookie = `${ANNOUNCEMENT_CLOSED_COOKIE}=${value}; Path=/`);

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  document.cookie = `${ANNOUNCEMENT_CLOSED_COOKIE}=; Path=/; Max-Age=0`;
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

  it('closes with a form post to the BFF naming the announcement, coming back to this page (works before the scripts run)', async () => {
    mockFetch(get('/api/v1/home-announcement', announcement(7)));
    renderShell(<HomeAnnouncement />, { path: '/?utm_source=wa' });
    const form = (await screen.findByRole('button', { name: 'Tutup pengumuman' })).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/webapi/announcement/tutup?id=7&kembali=%2F%3Futm_source%3Dwa');
  });

  it('closes in the page, without a post, and remembers the id in the cookie the server reads', async () => {
    mockFetch(get('/api/v1/home-announcement', announcement(7)));
    const submitted = jest.fn((e: SubmitEvent) => e.preventDefault());
    document.addEventListener('submit', submitted);
    const first = renderShell(<HomeAnnouncement />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tutup pengumuman' }));
    document.removeEventListener('submit', submitted);
    expect(screen.queryByText('Pemeliharaan sistem')).not.toBeInTheDocument();
    // The keyboard and the screen reader stay where the announcement was.
    expect(document.activeElement).toHaveTextContent('Pengumuman ditutup.');
    expect(submitted).not.toHaveBeenCalled();
    expect(document.cookie).toContain(`${ANNOUNCEMENT_CLOSED_COOKIE}=7`);
    first.unmount();

    // Back on the home by a client navigation (a fresh mount): the cookie keeps it closed.
    const { store } = renderShell(<HomeAnnouncement />);
    await settled(store);
    expect(screen.queryByText('Pemeliharaan sistem')).not.toBeInTheDocument();
  });

  it('is not rendered when the server says the visitor closed the running one', async () => {
    mockFetch(get('/api/v1/home-announcement', announcement(7)));
    const { store } = renderShell(<HomeAnnouncement />, { boot: makeBoot({ closedAnnouncement: 7 }) });
    await settled(store);
    expect(screen.queryByTestId('home-announcement')).not.toBeInTheDocument();
  });

  it('shows a new announcement after an older one was closed', async () => {
    setClosed('7');
    mockFetch(get('/api/v1/home-announcement', announcement(8, { title: 'Promo akhir tahun', link: null, linkLabel: null })));
    renderShell(<HomeAnnouncement />);
    expect(await screen.findByText('Promo akhir tahun')).toBeInTheDocument();
    // No call to action of its own: its page and the list remain.
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/announcement/pemeliharaan-sistem-8', '/announcement']);
  });

  it('moves a closing kept in storage the old way to the cookie, once', async () => {
    localStorage.setItem(DISMISSED_ANNOUNCEMENT_KEY, '7');
    mockFetch(get('/api/v1/home-announcement', announcement(7)));
    const { store } = renderShell(<HomeAnnouncement />);
    await settled(store);
    await waitFor(() => expect(screen.queryByText('Pemeliharaan sistem')).not.toBeInTheDocument());
    // Nothing was closed by the visitor here: focus is not moved.
    expect(screen.queryByText('Pengumuman ditutup.')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${ANNOUNCEMENT_CLOSED_COOKIE}=7`);
    expect(localStorage.getItem(DISMISSED_ANNOUNCEMENT_KEY)).toBeNull();
  });

  it('keeps a newer closing in the cookie over an older one in storage', async () => {
    setClosed('8');
    localStorage.setItem(DISMISSED_ANNOUNCEMENT_KEY, '7');
    mockFetch(get('/api/v1/home-announcement', announcement(8)));
    const { store } = renderShell(<HomeAnnouncement />);
    await settled(store);
    expect(screen.queryByTestId('home-announcement')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${ANNOUNCEMENT_CLOSED_COOKIE}=8`);
  });

  it('shows nothing when no announcement is running', async () => {
    mockFetch(get('/api/v1/home-announcement', { announcement: null }));
    const { container, store } = renderShell(<HomeAnnouncement />);
    await settled(store);
    expect(container.querySelector('[data-testid="home-announcement"]')).toBeNull();
  });
});
