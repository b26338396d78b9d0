import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeEvent } from '../../testing/fixtures';
import { listOf, renderRemote, reply, type RouteAnswer, stubFetch, watchSubmits } from 'shared-kit/testing';
import { EventListPage } from './EventListPage';
import { EVENTS_PAGES } from '../../pages';

// The page reads its events at a fixed moment, before the fixtures' dates (the first
// event's registration closes on 3 Dec 2026, 14.00 WIB; from then on it would be listed
// last): only Date is fixed, the timers run (user-event and the queries wait on them).
const NOW = new Date('2026-11-27T10:00:00+07:00');
beforeEach(() =>
  jest.useFakeTimers({
    now: NOW,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  }),
);
afterEach(() => jest.useRealTimers());

const upcoming = [
  makeEvent(),
  makeEvent({
    id: 3,
    slug: 'talkshow-investasi-surabaya',
    title: 'Talkshow Investasi untuk Pemula',
    category: { slug: 'seminar', title: 'Seminar' },
    venue: { name: 'Hotel Santika Pandegiling', address: 'Jl. Pandegiling No. 45', city: 'Surabaya', timezone: 'Asia/Jakarta' },
    startDate: '2026-11-28T09:00:00+07:00',
    endDate: '2026-11-28T13:00:00+07:00',
    price: 0,
    quota: 2,
    registeredCount: 2,
    isFull: true,
  }),
];
const past = [
  makeEvent({
    id: 9,
    slug: 'lomba-mewarnai-medan',
    title: 'Lomba Mewarnai Anak',
    status: 'past',
    venue: { name: 'Gramedia Gajah Mada', address: 'Jl. Gajah Mada No. 35', city: 'Medan', timezone: 'Asia/Jakarta' },
  }),
];

function setup(path = '/event', routes: Record<string, RouteAnswer> = {}) {
  const spy = stubFetch({
    '/api/v1/events?status=all': listOf([...upcoming, ...past]),
    '/api/v1/events?status=upcoming': (_request: Request, url: URL) =>
      listOf(url.searchParams.get('city') === 'Medan' ? [] : url.searchParams.get('category') === 'seminar' ? [upcoming[1]!] : upcoming),
    '/api/v1/events?status=past': listOf(past),
    ...routes,
  });
  return { spy, user: userEvent.setup(), ...renderRemote(<EventListPage />, { url: path, route: '/event', pages: EVENTS_PAGES }) };
}

afterEach(() => jest.restoreAllMocks());

describe('/event', () => {
  it('lists upcoming events with date, time in the venue zone, venue, price and seats', async () => {
    setup();
    const cards = await screen.findAllByTestId('event-card');
    expect(cards).toHaveLength(2);
    const kopi = within(cards[0]!);
    expect(kopi.getByRole('link', { name: 'Kelas Kopi Manual Brew' })).toHaveAttribute('href', '/event/kelas-kopi-manual-brew-denpasar');
    expect(kopi.getByText('4 Des 2026')).toBeInTheDocument();
    expect(kopi.getByText('15.00 WITA – 17.00 WITA')).toBeInTheDocument();
    expect(kopi.getByText('The Samaya Seminyak, Denpasar')).toBeInTheDocument();
    expect(kopi.getByText('750 Poin')).toBeInTheDocument();
    expect(kopi.getByText('Sisa 15 kursi')).toBeInTheDocument();
    const talk = within(cards[1]!);
    expect(talk.getByText('Gratis')).toBeInTheDocument();
    expect(talk.getByText('Kuota Habis')).toBeInTheDocument();
    expect(talk.getByText('09.00 WIB – 13.00 WIB')).toBeInTheDocument();
    expect(document.title).toBe('Event - MyValue');
  });

  it('switches tabs through the URL, with arrow keys too', async () => {
    const { user } = setup();
    await screen.findAllByTestId('event-card');
    await user.click(screen.getByRole('tab', { name: 'Sudah Selesai' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/event?status=past');
    expect(await screen.findByText('Lomba Mewarnai Anak')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sudah Selesai' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Akan Datang' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/event$/);
  });

  it('filters by category and city from choices taken from the events, kept in the URL', async () => {
    const { user, spy } = setup();
    await screen.findAllByTestId('event-card');
    const category = screen.getByLabelText('Kategori');
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Seminar' })).toBeInTheDocument());
    await user.selectOptions(category, 'seminar');
    expect(screen.getByTestId('location')).toHaveTextContent('/event?category=seminar');
    await waitFor(() => expect(screen.getAllByTestId('event-card')).toHaveLength(1));
    expect(spy.calls.map((c) => c.url)).toContain('http://localhost/api/v1/events?status=upcoming&category=seminar');

    await user.selectOptions(screen.getByLabelText('Kota'), 'Medan');
    expect(await screen.findByText('Tidak ada event yang cocok dengan filter ini.')).toBeInTheDocument();
    // The empty state offers the way out (the filter bar has its own button too).
    const empty = screen.getByText('Tidak ada event yang cocok dengan filter ini.').parentElement!;
    await user.click(within(empty).getByRole('link', { name: 'Hapus Filter' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/event$/);
  });

  it('works before the scripts run: tabs and Hapus Filter are links, the filters a GET form to /event', async () => {
    const { user } = setup('/event?status=past&city=Medan&page=2');
    await screen.findByText('Lomba Mewarnai Anak');
    // The tabs' and the reset's targets: the list's address (page back to 1, the tab kept).
    expect(screen.getByRole('tab', { name: 'Akan Datang' })).toHaveAttribute('href', '/event?city=Medan');
    expect(screen.getByRole('tab', { name: 'Sudah Selesai' })).toHaveAttribute('href', '/event?status=past&city=Medan');
    const form = screen.getByRole('form', { name: 'Filter event' });
    expect(within(form).getByRole('link', { name: 'Hapus Filter' })).toHaveAttribute('href', '/event?status=past');
    // What the browser submits without the scripts: the URL's own parameter names.
    expect(form).toHaveAttribute('action', '/event');
    expect(form).toHaveAttribute('method', 'get');
    expect(new FormData(form as HTMLFormElement).get('status')).toBe('past');
    expect(screen.getByLabelText('Kota')).toHaveAttribute('name', 'city');
    expect(screen.getByLabelText('Kategori')).toHaveAttribute('name', 'category');
    expect(screen.getByLabelText('Dari tanggal')).toHaveAttribute('name', 'from');
    expect(screen.getByLabelText('Sampai tanggal')).toHaveAttribute('name', 'to');
    expect([...new FormData(form as HTMLFormElement).keys()].sort()).toEqual(['category', 'city', 'from', 'status', 'to']);
    // Mounted, 'Terapkan' submits nothing: the fields applied themselves.
    const submits = watchSubmits();
    await user.click(within(form).getByRole('button', { name: 'Terapkan' }));
    expect(submits).toEqual([true]);
    expect(screen.getByTestId('location')).toHaveTextContent('/event?status=past&city=Medan&page=2');
    // The count shares the button's row.
    expect(within(form).getByText('1 event')).toBeInTheDocument();
  });

  it('reads filters from the address and sends the date range', async () => {
    const { spy } = setup('/event?from=2026-12-01&to=2026-12-31&city=Denpasar');
    await screen.findAllByTestId('event-card');
    expect(screen.getByLabelText('Dari tanggal')).toHaveValue('2026-12-01');
    expect(spy.calls.map((c) => c.url)).toContain('http://localhost/api/v1/events?status=upcoming&city=Denpasar&from=2026-12-01&to=2026-12-31');
  });

  it('refuses an end date before the start date, at the field', async () => {
    const { spy } = setup('/event?from=2026-12-10&to=2026-12-01');
    const to = await screen.findByLabelText('Sampai tanggal');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('Tanggal akhir tidak boleh sebelum tanggal mulai.');
    expect(spy.calls.map((c) => c.url).some((u) => u.includes('status=upcoming'))).toBe(false);
  });

  it('offers a retry when the list fails', async () => {
    let calls = 0;
    const { user } = setup('/event', {
      '/api/v1/events?status=upcoming': () => {
        calls += 1;
        return calls === 1 ? reply(500, { errorCode: 'INTERNAL', message: 'x', data: null }) : listOf(upcoming);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server, mohon coba lagi nanti.');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findAllByTestId('event-card')).toHaveLength(2);
  });

  it('pages through long lists', async () => {
    const { user } = setup('/event', {
      '/api/v1/events?status=upcoming&page=2': listOf(past, { count: 13, previous: 1 }),
      '/api/v1/events?status=upcoming': listOf(upcoming, { count: 13, next: 2 }),
    });
    await screen.findAllByTestId('event-card');
    expect(screen.getByText('Halaman 1 dari 2')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: /Berikutnya/ });
    expect(next).toHaveAttribute('href', '/event?page=2');
    await user.click(next);
    expect(screen.getByTestId('location')).toHaveTextContent('/event?page=2');
    expect(await screen.findByText('Lomba Mewarnai Anak')).toBeInTheDocument();
  });
});

describe('/event: events whose registration has closed', () => {
  // As the seed's 'Seminar Karier di Era Digital': the soonest event, registration closed the day before.
  const seminar = makeEvent({
    id: 8,
    slug: 'seminar-karier-digital-balikpapan',
    title: 'Seminar Karier di Era Digital',
    startDate: '2026-11-30T09:00:00+08:00',
    endDate: '2026-11-30T14:00:00+08:00',
    registrationOpenDate: '2026-10-31T09:00:00+08:00',
    registrationCloseDate: '2026-11-26T09:00:00+08:00',
    isRegistrationOpen: false,
    price: 300,
    quota: 120,
    registeredCount: 95,
  });

  it("come after the bookable ones and say 'Pendaftaran ditutup' instead of points and seats", async () => {
    stubFetch({ '/api/v1/events?status=all': listOf([seminar, ...upcoming]), '/api/v1/events?status=upcoming': listOf([seminar, ...upcoming]) });
    renderRemote(<EventListPage />, { url: '/event', route: '/event', pages: EVENTS_PAGES });
    const cards = await screen.findAllByTestId('event-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Kelas Kopi Manual Brew',
      'Talkshow Investasi untuk Pemula',
      'Seminar Karier di Era Digital',
    ]);
    const closed = within(cards[2]!);
    expect(closed.getByText('Pendaftaran ditutup')).toBeInTheDocument();
    expect(cards[2]).not.toHaveTextContent('Sisa 25 kursi');
    expect(cards[2]).not.toHaveTextContent('300 Poin');
    expect(within(cards[0]!).getByText('Sisa 15 kursi')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Pendaftaran ditutup')).not.toBeInTheDocument();
  });
});
