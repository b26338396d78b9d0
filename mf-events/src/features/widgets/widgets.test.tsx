import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCampaign, makeEvent } from '../../testing/fixtures';
import { listOf, renderRemote, reply, stubFetch } from 'shared-kit/testing';
import { AUTOPLAY_MS, CampaignCarousel } from './CampaignCarousel';
import { UpcomingEvents } from './UpcomingEvents';

const campaigns = [
  makeCampaign(),
  makeCampaign({ id: 2, slug: 'staycation-akhir-tahun', title: 'Staycation Akhir Tahun' }),
  makeCampaign({ id: 3, slug: 'merdeka-belajar', title: 'Merdeka Belajar' }),
];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

// jsdom has no PointerEvent: without it fireEvent.pointer* would drop clientX/clientY.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

const current = () => screen.getAllByRole('group').find((g) => g.getAttribute('aria-hidden') === 'false')!;

async function setupCarousel(reduce = false) {
  mockReducedMotion(reduce);
  stubFetch({ '/api/v1/campaigns?status=active': listOf(campaigns) });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderRemote(<CampaignCarousel />, { url: '/' });
  await screen.findByRole('region', { name: 'Campaign pilihan' });
  return { user, ...view };
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CampaignCarousel', () => {
  it('shows one banner at a time, linked to its campaign, and turns on its own', async () => {
    await setupCarousel();
    expect(current()).toHaveAccessibleName('1 dari 3: Pesta Buku Gramedia');
    expect(within(current()).getByRole('link')).toHaveAttribute('href', '/campaign/pesta-buku-gramedia');
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(current()).toHaveAccessibleName('2 dari 3: Staycation Akhir Tahun');
  });

  it('moves with labelled buttons and arrow keys, wrapping around', async () => {
    const { user } = await setupCarousel();
    await user.click(screen.getByRole('button', { name: 'Campaign sebelumnya' }));
    expect(current()).toHaveAccessibleName('3 dari 3: Merdeka Belajar');
    await user.keyboard('{ArrowRight}');
    expect(current()).toHaveAccessibleName('1 dari 3: Pesta Buku Gramedia');
    await user.keyboard('{End}');
    expect(current()).toHaveAccessibleName('3 dari 3: Merdeka Belajar');
    await user.click(screen.getByRole('button', { name: 'Tampilkan campaign 2: Staycation Akhir Tahun' }));
    expect(screen.getByRole('button', { name: 'Tampilkan campaign 2: Staycation Akhir Tahun' })).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while focused or hovered', async () => {
    const { user } = await setupCarousel();
    await user.click(screen.getByRole('button', { name: 'Campaign berikutnya' })); // focus is inside now
    expect(current()).toHaveAccessibleName('2 dari 3: Staycation Akhir Tahun');
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(current()).toHaveAccessibleName('2 dari 3: Staycation Akhir Tahun');
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Campaign pilihan' }));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(current()).toHaveAccessibleName('2 dari 3: Staycation Akhir Tahun');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Campaign pilihan' }));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(current()).toHaveAccessibleName('3 dari 3: Merdeka Belajar');
  });

  it('follows a swipe and does not open the link the swipe ended on', async () => {
    await setupCarousel();
    const viewport = screen.getByTestId('carousel-viewport');
    fireEvent.pointerDown(viewport, { clientX: 300, clientY: 50 });
    fireEvent.pointerUp(viewport, { clientX: 200, clientY: 55 });
    expect(current()).toHaveAccessibleName('2 dari 3: Staycation Akhir Tahun');
    const link = within(current()).getByRole('link');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    // A short drag is a tap, not a swipe.
    fireEvent.pointerDown(viewport, { clientX: 300, clientY: 50 });
    fireEvent.pointerUp(viewport, { clientX: 280, clientY: 50 });
    expect(current()).toHaveAccessibleName('2 dari 3: Staycation Akhir Tahun');
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 50 });
    fireEvent.pointerUp(viewport, { clientX: 200, clientY: 50 });
    expect(current()).toHaveAccessibleName('1 dari 3: Pesta Buku Gramedia');
  });

  it('never moves on its own when the visitor prefers reduced motion', async () => {
    await setupCarousel(true);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(current()).toHaveAccessibleName('1 dari 3: Pesta Buku Gramedia');
    expect(screen.queryByRole('button', { name: 'Hentikan putar otomatis' })).not.toBeInTheDocument();
  });

  it('can be stopped by the visitor', async () => {
    const { user } = await setupCarousel();
    await user.click(screen.getByRole('button', { name: 'Hentikan putar otomatis' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(current()).toHaveAccessibleName('1 dari 3: Pesta Buku Gramedia');
  });

  it('renders nothing when there is no active campaign', async () => {
    mockReducedMotion(false);
    const spy = stubFetch({ '/api/v1/campaigns?status=active': listOf([]) });
    const { container } = renderRemote(<CampaignCarousel />, { url: '/' });
    await act(() => jest.runOnlyPendingTimersAsync());
    await act(() => jest.runOnlyPendingTimersAsync());
    expect(spy.calls.map((c) => c.url)).toHaveLength(1);
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('UpcomingEvents', () => {
  it('shows the next events as cards under the home section heading', async () => {
    const spy = stubFetch({ '/api/v1/events?status=upcoming': listOf([makeEvent()]) });
    renderRemote(<UpcomingEvents />, { url: '/' });
    const strip = await screen.findByRole('list', { name: 'Event mendatang' });
    expect(within(strip).getByRole('heading', { level: 3, name: 'Kelas Kopi Manual Brew' })).toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: 'Kelas Kopi Manual Brew' })).toHaveAttribute('href', '/event/kelas-kopi-manual-brew-denpasar');
    expect(spy.calls.map((c) => c.url)).toEqual(['http://localhost/api/v1/events?status=upcoming&pageSize=6']);
  });

  it("puts an event whose registration has closed after the bookable ones, saying 'Pendaftaran ditutup'", async () => {
    jest.setSystemTime(new Date('2026-11-27T10:00:00+07:00'));
    const closed = makeEvent({
      id: 8,
      slug: 'seminar-karier-digital-balikpapan',
      title: 'Seminar Karier di Era Digital',
      startDate: '2026-11-30T09:00:00+08:00',
      endDate: '2026-11-30T14:00:00+08:00',
      registrationCloseDate: '2026-11-26T09:00:00+08:00',
      isRegistrationOpen: false,
    });
    const open = makeEvent();
    stubFetch({ '/api/v1/events?status=upcoming': listOf([closed, open]) });
    renderRemote(<UpcomingEvents />, { url: '/' });
    const strip = await screen.findByRole('list', { name: 'Event mendatang' });
    const items = within(strip).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Kelas Kopi Manual Brew', 'Seminar Karier di Era Digital']);
    expect(items[1]).toHaveTextContent('Pendaftaran ditutup');
    expect(items[1]).not.toHaveTextContent(/Sisa \d+ kursi/);
    expect(items[0]).toHaveTextContent('Sisa 15 kursi');
  });

  it('says so when nothing is coming, with a way to past events', async () => {
    stubFetch({ '/api/v1/events?status=upcoming': listOf([]) });
    renderRemote(<UpcomingEvents />, { url: '/' });
    expect(await screen.findByRole('link', { name: 'Lihat event yang sudah selesai' })).toHaveAttribute('href', '/event?status=past');
  });

  it('offers a retry when loading fails', async () => {
    stubFetch({ '/api/v1/events?status=upcoming': () => reply(502, { errorCode: 'BAD_GATEWAY', message: 'x', data: null }) });
    renderRemote(<UpcomingEvents />, { url: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Event belum dapat dimuat');
    expect(within(alert).getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  });
});
