import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACK_EVENTS } from 'shared-contracts';
import { makeEvent } from '../../testing/fixtures';
import { renderRemote, reply, stubFetch, type RouteAnswer } from 'shared-kit/testing';
import { EventDetailPage } from './EventDetailPage';
import { EVENTS_PAGES } from '../../pages';

const NOW = new Date('2026-11-22T10:00:00+07:00');
const event = makeEvent({ title: 'Kelas Kopi </script><script>alert(1)</script>' });

function setup(body: RouteAnswer = event, session: 'member' | 'anonymous' = 'anonymous') {
  stubFetch({ [`/api/v1/events/slug/${makeEvent().slug}`]: body });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { user, ...renderRemote(<EventDetailPage />, { url: `/event/${makeEvent().slug}`, route: '/event/:slug', pages: EVENTS_PAGES, session }) };
}

beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/event/:slug', () => {
  it('shows schedule and venue in the venue zone, a map link, and sanitised description and terms', async () => {
    const { container } = setup();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(event.title);
    expect(document.title).toBe(`${event.title} - MyValue`);
    expect(screen.getByText('4 Des 2026')).toBeInTheDocument();
    expect(screen.getByText('15.00 WITA – 17.00 WITA')).toBeInTheDocument();
    expect(screen.getByText('14 Nov 2026, 15.00 WITA – 3 Des 2026, 15.00 WITA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lihat Peta/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=The%20Samaya%20Seminyak%2C%20Jl.%20Laksmana%2C%20Seminyak%2C%20Denpasar',
    );
    expect(screen.getByText('seduh manual')).toBeInTheDocument();
    expect(screen.getByText('Datang 15 menit lebih awal.')).toBeInTheDocument();
    // No <script> in the page: the description's was removed, and the JSON-LD is the head's (ssr/prefetch.test.ts).
    expect(container.querySelectorAll('script')).toHaveLength(0);
  });

  it('downloads an .ics in the venue zone through a Blob URL', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:http://localhost/ics';
    });
    URL.revokeObjectURL = jest.fn();
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah ke Kalender' }));
    expect(clicks[0]!.download).toBe('kelas-kopi-manual-brew-denpasar.ics');
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    const text = await blobs[0]!.text();
    expect(text).toContain('DTSTART;TZID=Asia/Makassar:20261204T150000\r\n');
    expect(text).toContain('UID:event-5@localhost\r\n');
    expect(screen.getByText(/File kalender diunduh/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.queryByText(/File kalender diunduh/)).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/ics');
  });

  it('shares by copying the link when the browser has no share sheet', async () => {
    const { user, track } = setup();
    // After setup: user-event installs its own clipboard stub.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Bagikan' }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost/event/${event.slug}`);
    expect(await screen.findByText('Tautan event disalin.')).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.share, { type: 'event', slug: event.slug });
  });

  it('lets an anonymous visitor sign in and come back to the registration', async () => {
    const { user, login } = setup();
    await user.click(await screen.findByRole('button', { name: 'Masuk untuk Daftar' }));
    expect(login).toHaveBeenCalledWith(`/event/${event.slug}/register`);
  });

  it('links a member to the registration form', async () => {
    setup(event, 'member');
    expect(await screen.findByRole('link', { name: 'Daftar Sekarang' })).toHaveAttribute('href', `/event/${event.slug}/register`);
  });

  it('tells a registered member so, with the ticket link, instead of "Daftar Sekarang"', async () => {
    setup(makeEvent({ isRegistered: true }), 'member');
    const notice = await screen.findByRole('region', { name: /Kamu sudah terdaftar/ });
    expect(notice).toHaveTextContent('Tiketmu tersimpan di Voucher Saya.');
    expect(screen.getByRole('link', { name: 'Lihat Tiket' })).toHaveAttribute('href', '/account/voucher');
    expect(screen.queryByRole('link', { name: 'Daftar Sekarang' })).not.toBeInTheDocument();
  });

  it('does not claim a registration for a finished event', async () => {
    setup(makeEvent({ isRegistered: true, status: 'past', startDate: '2026-10-01T10:00:00+07:00', endDate: '2026-10-01T12:00:00+07:00', isRegistrationOpen: false }), 'member');
    expect(await screen.findByText('Event ini sudah berakhir.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Kamu sudah terdaftar/ })).not.toBeInTheDocument();
  });

  it('explains a full event instead of a register button', async () => {
    setup(makeEvent({ quota: 2, registeredCount: 2, isFull: true, isRegistrationOpen: false }), 'member');
    expect(await screen.findByText('Kuota Habis. Semua kursi event ini sudah terisi.')).toBeInTheDocument();
    // Said once, not as the seats line and again as the notice.
    expect(screen.getAllByText(/Kuota Habis/)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Daftar Sekarang' })).not.toBeInTheDocument();
  });

  it("says 'Pendaftaran ditutup' right under the title of an event whose registration has closed, and offers no registration", async () => {
    // NOW is 22 Nov; registration closed on 21 Nov, the event is on 4 Dec.
    const closed = makeEvent({ registrationCloseDate: '2026-11-21T09:00:00+08:00', isRegistrationOpen: false });
    for (const session of ['member', 'anonymous'] as const) {
      const { unmount } = setup(closed, session);
      const title = await screen.findByRole('heading', { level: 1 });
      expect(title.nextElementSibling).toHaveTextContent(/^Pendaftaran ditutup$/);
      expect(screen.getByText('Pendaftaran sudah ditutup pada 21 Nov 2026, 09.00 WITA.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Daftar Sekarang' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Masuk untuk Daftar' })).not.toBeInTheDocument();
      expect(screen.queryByText('Sisa 15 kursi')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says nothing of a closed registration while it is open', async () => {
    setup(event, 'member');
    await screen.findByRole('link', { name: 'Daftar Sekarang' });
    expect(screen.queryByText('Pendaftaran ditutup')).not.toBeInTheDocument();
    expect(screen.getByText('Sisa 15 kursi')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown slug', async () => {
    setup(() => reply(404, { errorCode: 'NOT_FOUND', message: 'Event tidak ditemukan.', data: null }));
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tidak Ditemukan - MyValue'));
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', `Page Not Found: /event/${makeEvent().slug}`);
  });

  it('shows the 404 page when the backend says the slug names nothing any more (410) or is not one (400)', async () => {
    setup(() => reply(410, { errorCode: 'NOT_FOUND', message: 'Event sudah dihapus.', data: null }));
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', `Page Not Found: /event/${makeEvent().slug}`);
    expect(screen.queryByRole('button', { name: 'Coba Lagi' })).not.toBeInTheDocument();
  });
});
