import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_PATTERN, TRACK_EVENTS } from 'shared-contracts';
import type { EventBuyRequest } from 'shared-contracts/schemas';
import type { EventBuyArgs } from '../../api/eventApi';
import { makeEvent, makeTicket } from '../../testing/fixtures';
import { makeUser, renderRemote, reply, type RouteAnswer, stubFetch } from 'shared-kit/testing';
import { RegisterPage } from './RegisterPage';

const NOW = new Date('2026-11-22T10:00:00+07:00');
const event = makeEvent();
const path = `/event/${event.slug}/register`;

function setup(routes: Record<string, RouteAnswer> = {}, session: 'member' | 'anonymous' = 'member') {
  const spy = stubFetch({
    [`/api/v1/events/slug/${event.slug}`]: event,
    '/sso/v1/user': makeUser(),
    '/sso/v1/point': { point: 12500 },
    ...routes,
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderRemote(<RegisterPage />, { url: path, route: '/event/:slug/register', session });
  return { spy, user, ...view };
}

function buyCalls(spy: jest.SpyInstance) {
  return spy.mock.calls.filter(([input]) => input instanceof Request && input.method === 'POST');
}

/** The request's body, with the idempotency key it carries in its header. */
async function bodyOf(call: unknown[]): Promise<Partial<EventBuyArgs>> {
  const request = call[0] as Request;
  const body = JSON.parse(await request.clone().text()) as EventBuyRequest;
  return { ...body, idempotencyKey: request.headers.get('idempotency-key') ?? undefined };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('registration as a member', () => {
  it('prefills the first participant from the profile and prices the tickets', async () => {
    const { user } = setup();
    const name = await screen.findByLabelText('Nama Lengkap');
    expect(name).toHaveValue('Dewi Sartika');
    expect(screen.getByLabelText('Nomor Handphone')).toHaveValue('+62 812-3456-7890');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@myvalue.id');
    await waitFor(() => expect(screen.getByText('12.500 Poin')).toBeInTheDocument());
    expect(screen.getByTestId('points-total')).toHaveTextContent('750 Poin');

    await user.selectOptions(screen.getByLabelText('Jumlah Tiket'), '3');
    expect(screen.getByTestId('points-total')).toHaveTextContent('2.250 Poin');
    expect(screen.getAllByLabelText('Nama Lengkap')).toHaveLength(3);
    // The select offers only what the quota and the per-order cap allow.
    expect(within(screen.getByLabelText('Jumlah Tiket')).getAllByRole('option')).toHaveLength(4);
  });

  it('shows Indonesian errors at the fields and sends nothing while they stand', async () => {
    const { user, spy } = setup();
    await user.selectOptions(await screen.findByLabelText('Jumlah Tiket'), '2');
    const second = screen.getAllByRole('group')[1]!;
    await user.type(within(second).getByLabelText('Nomor Handphone'), '12345');
    await user.type(within(second).getByLabelText('Email'), 'bukan-email');
    await user.click(screen.getByRole('button', { name: /Daftar/ }));

    const name2 = within(second).getByLabelText('Nama Lengkap');
    expect(name2).toHaveAttribute('aria-invalid', 'true');
    expect(name2).toHaveAccessibleDescription('Nama wajib diisi.');
    expect(within(second).getByLabelText('Nomor Handphone')).toHaveAccessibleDescription(
      'Contoh: +62 812-3456-7890 atau 0812-3456-7890 Nomor handphone tidak valid. Contoh: 0812-3456-7890.',
    );
    expect(within(second).getByLabelText('Email')).toHaveAccessibleDescription('Format email tidak valid. Contoh: nama@email.com.');
    await waitFor(() => expect(name2).toHaveFocus());
    expect(buyCalls(spy)).toHaveLength(0);

    // Fixing a field clears its error at once.
    await user.type(name2, 'Budi Santoso');
    expect(name2).not.toHaveAttribute('aria-invalid');
  });

  it('registers, shows the tickets with code and QR, and refreshes points', async () => {
    const tickets = [makeTicket(event), makeTicket(event, { id: 92, code: 'EVTZZ99YY88', qrCode: 'MYVALUE:TICKET:EVTZZ99YY88', attendee: { name: 'Budi Santoso', phone: '+6281311112222', email: 'budi@contoh.id' } })];
    const { user, spy, track } = setup({ 'POST /api/v1/events/buy': () => reply(201, { tickets, point: 11000 }) });
    await user.selectOptions(await screen.findByLabelText('Jumlah Tiket'), '2');
    const second = screen.getAllByRole('group')[1]!;
    await user.type(within(second).getByLabelText('Nama Lengkap'), '  Budi Santoso ');
    await user.type(within(second).getByLabelText('Nomor Handphone'), '0813-1111-2222');
    await user.type(within(second).getByLabelText('Email'), 'budi@contoh.id');
    const pointFetchesBefore = spy.calls.map((c) => c.url).filter((u) => u.endsWith('/sso/v1/point')).length;
    await user.click(screen.getByRole('button', { name: 'Bayar 1.500 Poin & Daftar' }));

    expect(await screen.findByRole('heading', { name: 'Pendaftaran Berhasil' })).toHaveFocus();
    const body = await bodyOf(buyCalls(spy)[0]!);
    expect(body).toEqual({
      eventId: event.id,
      pointUsed: 1500,
      registrationData: [
        { name: 'Dewi Sartika', phone: '+6281234567890', email: 'demo@myvalue.id' },
        { name: 'Budi Santoso', phone: '+6281311112222', email: 'budi@contoh.id' },
      ],
      idempotencyKey: expect.stringMatching(IDEMPOTENCY_KEY_PATTERN),
    });
    expect(screen.getAllByTestId('ticket')).toHaveLength(2);
    expect(screen.getByText('EVTZZ99YY88')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kode QR tiket EVTAB12CD34' })).toHaveAttribute('data-qr-value', 'MYVALUE:TICKET:EVTAB12CD34');
    expect(screen.getByRole('link', { name: 'Lihat di Voucher Saya' })).toHaveAttribute('href', '/account/voucher');
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.registerEvent, expect.objectContaining({ event: event.slug, tickets: 2, point: 1500 }));
    expect(JSON.parse(await (buyCalls(spy)[0]![0] as Request).clone().text())).not.toHaveProperty('idempotencyKey');
    // The answer's balance is the header's: the points are not asked again.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(spy.calls.map((c) => c.url).filter((u) => u.endsWith('/sso/v1/point'))).toHaveLength(pointFetchesBefore);
  });

  it('registers once however fast the button is pressed twice', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const spy = jest.spyOn(global, 'fetch');
    const { user } = setup();
    const realImpl = spy.getMockImplementation()!;
    spy.mockImplementation(async (input, init) => {
      if (input instanceof Request && input.method === 'POST') {
        await gate;
        return new Response(JSON.stringify({ tickets: [makeTicket(event)], point: 11750 }), { status: 201, headers: { 'content-type': 'application/json' } });
      }
      return realImpl(input, init);
    });
    const submit = await screen.findByRole('button', { name: 'Bayar 750 Poin & Daftar' });
    await user.dblClick(submit);
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Memproses…' })).toBeDisabled());
    release();
    await screen.findByRole('heading', { name: 'Pendaftaran Berhasil' });
    expect(buyCalls(spy)).toHaveLength(1);
  });

  it('keeps the idempotency key when retrying after a failure, and renews it when the data changes', async () => {
    let attempt = 0;
    const { user, spy } = setup({
      'POST /api/v1/events/buy': () => {
        attempt += 1;
        return attempt < 3
          ? reply(503, { errorCode: 'UNAVAILABLE', message: 'Layanan sedang sibuk, coba lagi.', data: null })
          : reply(201, { tickets: [makeTicket(event)], point: 11750 });
      },
    });
    const submit = await screen.findByRole('button', { name: 'Bayar 750 Poin & Daftar' });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Layanan sedang sibuk, coba lagi.');
    await user.click(submit);
    await waitFor(() => expect(buyCalls(spy)).toHaveLength(2));
    const [first, second] = await Promise.all(buyCalls(spy).map(bodyOf));
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);

    await user.type(screen.getByLabelText('Nama Lengkap'), ' S');
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Pendaftaran Berhasil' });
    const third = await bodyOf(buyCalls(spy)[2]!);
    expect(third.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('refuses when the points are not enough, at the ticket field', async () => {
    const { user, spy } = setup({ '/sso/v1/point': { point: 1000 } });
    await user.selectOptions(await screen.findByLabelText('Jumlah Tiket'), '2');
    await waitFor(() => expect(screen.getByText('1.000 Poin')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Bayar 1.500 Poin & Daftar' }));
    const select = screen.getByLabelText('Jumlah Tiket');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(expect.stringContaining('Poin kamu tidak cukup: dibutuhkan 1.500 Poin, poin kamu 1.000 Poin.'));
    expect(buyCalls(spy)).toHaveLength(0);
  });

  it('explains a full event from the backend and reloads the event', async () => {
    const { user, spy } = setup({
      'POST /api/v1/events/buy': () => reply(409, { errorCode: 'EVENT_FULL', message: 'Kuota event sudah penuh.', data: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'Bayar 750 Poin & Daftar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kuota event sudah penuh.');
    await waitFor(() => expect(spy.calls.map((c) => c.url).filter((u) => u.includes('/events/slug/')).length).toBe(2));
  });

  it('shows the backend refusal of a second registration, then the registered state with the ticket link', async () => {
    let registered = false;
    const { user, spy } = setup({
      [`/api/v1/events/slug/${event.slug}`]: () => reply(200, makeEvent({ isRegistered: registered })),
      'POST /api/v1/events/buy': () => {
        registered = true;
        return reply(409, { errorCode: 'ALREADY_REGISTERED', message: 'Kamu sudah terdaftar di event ini. Tiketmu ada di Voucher Saya.', data: null });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Bayar 750 Poin & Daftar' }));
    const notice = await screen.findByRole('region', { name: /Kamu sudah terdaftar/ });
    expect(within(notice).getByRole('alert')).toHaveTextContent('Kamu sudah terdaftar di event ini. Tiketmu ada di Voucher Saya.');
    expect(within(notice).getByRole('link', { name: 'Lihat Tiket' })).toHaveAttribute('href', '/account/voucher');
    expect(screen.queryByRole('button', { name: /Daftar/ })).not.toBeInTheDocument();
    // The event is read again, and from then on says so itself.
    await waitFor(() => expect(spy.calls.map((c) => c.url).filter((u) => u.includes('/events/slug/')).length).toBe(2));
  });

  it('puts a phone the backend refuses back at its field', async () => {
    const { user } = setup({
      'POST /api/v1/events/buy': () => reply(400, { errorCode: 'INVALID_PARAMETER', message: 'Nomor handphone tidak valid.', data: { issues: [{ path: 'registrationData.0.phone', message: 'Nomor handphone tidak valid' }] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Bayar 750 Poin & Daftar' }));
    await waitFor(() => expect(screen.getByLabelText('Nomor Handphone')).toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('when the member is already registered', () => {
  it('shows "Kamu sudah terdaftar" with the ticket link instead of the form, as the backend says (e.g. after a reload)', async () => {
    const { spy } = setup({ [`/api/v1/events/slug/${event.slug}`]: makeEvent({ isRegistered: true }) });
    const notice = await screen.findByRole('region', { name: /Kamu sudah terdaftar/ });
    expect(notice).toHaveTextContent('Tiketmu tersimpan di Voucher Saya.');
    expect(within(notice).getByRole('link', { name: 'Lihat Tiket' })).toHaveAttribute('href', '/account/voucher');
    expect(screen.queryByLabelText('Nama Lengkap')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(buyCalls(spy)).toHaveLength(0);
  });

  it('also when the event has since filled up', async () => {
    setup({ [`/api/v1/events/slug/${event.slug}`]: makeEvent({ isRegistered: true, quota: 2, registeredCount: 2, isFull: true, isRegistrationOpen: false }) });
    expect(await screen.findByRole('region', { name: /Kamu sudah terdaftar/ })).toBeInTheDocument();
    expect(screen.queryByText('Kuota Habis. Semua kursi event ini sudah terisi.')).not.toBeInTheDocument();
  });
});

describe('when registration is not possible', () => {
  it('explains a full event and offers other events, with no form', async () => {
    setup({ [`/api/v1/events/slug/${event.slug}`]: makeEvent({ quota: 2, registeredCount: 2, isFull: true, isRegistrationOpen: false }) });
    expect(await screen.findByText('Kuota Habis. Semua kursi event ini sudah terisi.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Event Lainnya' })).toHaveAttribute('href', '/event');
  });

  it('explains a past event', async () => {
    setup({ [`/api/v1/events/slug/${event.slug}`]: makeEvent({ status: 'past', startDate: '2026-10-01T10:00:00+07:00', endDate: '2026-10-01T12:00:00+07:00', isRegistrationOpen: false }) });
    expect(await screen.findByText('Event ini sudah berakhir.')).toBeInTheDocument();
  });

  it('explains a closed registration with the close time in the venue zone', async () => {
    setup({ [`/api/v1/events/slug/${event.slug}`]: makeEvent({ registrationCloseDate: '2026-11-21T23:59:00+07:00', isRegistrationOpen: false }) });
    expect(await screen.findByText('Pendaftaran sudah ditutup pada 22 Nov 2026, 00.59 WITA.')).toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in and come back here', async () => {
    const { user, login, spy } = setup({}, 'anonymous');
    await user.click(await screen.findByRole('button', { name: 'Masuk / Daftar' }));
    expect(login).toHaveBeenCalledWith(path);
    expect(spy.calls.map((c) => c.url).some((u) => u.includes('/sso/'))).toBe(false);
  });

  it('shows the 404 page for an unknown slug', async () => {
    setup({ [`/api/v1/events/slug/${event.slug}`]: () => reply(404, { errorCode: 'NOT_FOUND', message: 'Event tidak ditemukan.', data: null }) });
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', `Page Not Found: ${path}`);
  });
});
