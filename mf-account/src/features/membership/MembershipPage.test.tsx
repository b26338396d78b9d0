import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardType, ClientMapping, UserMembership } from 'shared-contracts/schemas';
import { fail, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { MembershipPage } from './MembershipPage';

afterEach(() => jest.restoreAllMocks());

const TYPES: CardType[] = [
  {
    id: 1,
    code: 'MYVALUE',
    name: 'Kartu MyValue',
    description: 'Kartu utama program MyValue.',
    businessUnit: 'MyValue',
    image: 'http://media.test/cards/myvalue.svg',
    verification: { numberLength: 16, numberPrefix: '8801', channel: 'PHONE' },
  },
  {
    id: 2,
    code: 'GRAMEDIA',
    name: 'Kartu Gramedia',
    description: 'Kartu member Gramedia.',
    businessUnit: 'Gramedia',
    image: 'http://media.test/cards/gramedia.svg',
    verification: { numberLength: 16, numberPrefix: '7702', channel: 'EMAIL' },
  },
];
const MYVALUE_CARD: UserMembership = {
  id: 1,
  cardType: 'MYVALUE',
  name: 'Kartu MyValue',
  cardNumber: '8801 2018 0000 0123',
  image: 'http://media.test/cards/myvalue.svg',
  memberSince: '2025-10-18T10:00:00+07:00',
  isPrimary: true,
};
const GRAMEDIA_CARD: UserMembership = { ...MYVALUE_CARD, id: 9, cardType: 'GRAMEDIA', name: 'Kartu Gramedia', cardNumber: '7702 1100 2233 4455', isPrimary: false };
const PARTNERS: ClientMapping[] = [
  { clientId: 'gramedia-com', name: 'Gramedia.com', description: '', status: 'AVAILABLE', account: 'de**@myvalue.id', connectedAt: null },
  { clientId: 'santika-com', name: 'Santika.com', description: '', status: 'NOT_FOUND', account: null, connectedAt: null },
];

function routes(over: Record<string, unknown> = {}) {
  let cards = [MYVALUE_CARD];
  return {
    'GET /sso/v1/user/cards': () => ok({ results: cards }),
    'GET /sso/v1/card-types': ok({ results: TYPES }),
    'GET /sso/v1/client_mapping/check': ok({ results: PARTNERS }),
    'POST /sso/v1/user/cards/verification': async (req: Request) => {
      const body = (await req.json()) as { code?: string };
      if (!body.code) return ok({ status: 'CODE_SENT', channel: 'EMAIL', sentTo: 'pe***@contoh.id', expiresIn: 300, resendIn: 60 });
      if (body.code !== '246810') return fail(422, 'Kode verifikasi salah.', 'CARD_CODE_INVALID');
      cards = [MYVALUE_CARD, GRAMEDIA_CARD];
      return ok({ status: 'LINKED', card: GRAMEDIA_CARD });
    },
    ...over,
  };
}

/** Types a value in one go (a paste): a keystroke per digit is slow on a busy machine. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

async function openAddCard(type = 'Kartu Gramedia') {
  // The button works once the card types have loaded (disabled until then): a click
  // before that does nothing, as for a member, and a busy machine makes that moment late.
  const add = await screen.findByRole('button', { name: 'Tambah Kartu' });
  await waitFor(() => expect(add).toBeEnabled());
  await userEvent.click(add);
  const form = await screen.findByRole('form', { name: 'Tambah Kartu' });
  await userEvent.selectOptions(within(form).getByLabelText('Jenis kartu'), type);
  return form;
}

it('lists the cards with their type’s name and face', async () => {
  stubFetch(routes());
  renderRemote(<MembershipPage />, { session: 'member', url: '/account/membership' });
  const list = await screen.findByRole('list', { name: 'Kartu yang terhubung' });
  const item = within(list).getByRole('listitem');
  expect(item).toHaveTextContent('Kartu MyValueUtama');
  expect(item).toHaveTextContent('8801 2018 0000 0123');
  expect(item.querySelector('img')).toHaveAttribute('src', 'http://media.test/cards/myvalue.svg');
  expect(screen.getByRole('heading', { name: 'Kartu Membership (1)' })).toBeInTheDocument();
});

it('checks the number against the type before sending anything', async () => {
  const api = stubFetch(routes());
  renderRemote(<MembershipPage />, { session: 'member', url: '/account/membership' });
  const form = await openAddCard();
  expect(within(form).getByLabelText('Nomor kartu')).toHaveAccessibleDescription(
    '16 angka, diawali 7702. Kode verifikasi dikirim ke email yang terdaftar untuk kartu ini.',
  );
  await fill(within(form).getByLabelText('Nomor kartu'), '8801 1234');
  await userEvent.click(within(form).getByRole('button', { name: 'Kirim Kode Verifikasi' }));
  expect(within(form).getByText('Nomor Kartu Gramedia terdiri dari 16 angka dan diawali 7702')).toBeInTheDocument();
  expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
});

it('sends the number, refuses a wrong code, and adds the card with the right one', async () => {
  const api = stubFetch(routes());
  renderRemote(<MembershipPage />, { session: 'member', url: '/account/membership' });
  const form = await openAddCard();
  await fill(within(form).getByLabelText('Nomor kartu'), '7702 1100 2233 4455');
  await userEvent.click(within(form).getByRole('button', { name: 'Kirim Kode Verifikasi' }));
  const verify = await screen.findByRole('form', { name: 'Verifikasi Kartu' });
  expect(within(verify).getByText(/Kode verifikasi dikirim ke email pe\*\*\*@contoh\.id yang terdaftar untuk kartu 7702 1100 2233 4455/)).toBeInTheDocument();
  expect(within(verify).getByRole('button', { name: /^Kirim ulang dalam 0:[0-5]\d$|^Kirim ulang dalam 1:00$/ })).toBeDisabled();
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ cardTypeId: 2, cardNumber: '7702110022334455' });

  await fill(within(verify).getByLabelText('Kode Verifikasi'), '111111');
  await userEvent.click(within(verify).getByRole('button', { name: 'Tambahkan Kartu' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Kode verifikasi salah.');
  expect(within(verify).getByLabelText('Kode Verifikasi')).toHaveAttribute('aria-invalid', 'true');

  await fill(within(verify).getByLabelText('Kode Verifikasi'), '246810');
  await userEvent.click(within(verify).getByRole('button', { name: 'Tambahkan Kartu' }));
  expect(await screen.findByText('Kartu Gramedia 7702 1100 2233 4455 berhasil ditambahkan.')).toBeInTheDocument();
  // The wallet was asked again ('Cards' invalidated) and shows the new card.
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Kartu Membership (2)' })).toBeInTheDocument());
  expect(screen.queryByRole('form', { name: 'Verifikasi Kartu' })).not.toBeInTheDocument();
});

it('shows a card linked to another account in the SSO’s words', async () => {
  stubFetch(
    routes({
      'POST /sso/v1/user/cards/verification': fail(409, 'Kartu ini sudah terhubung dengan akun MyValue lain. Hubungi Pusat Bantuan jika ini kartumu.', 'CARD_ALREADY_LINKED'),
    }),
  );
  renderRemote(<MembershipPage />, { session: 'member', url: '/account/membership' });
  const form = await openAddCard('Kartu MyValue');
  await fill(within(form).getByLabelText('Nomor kartu'), '8801202600000456');
  await userEvent.click(within(form).getByRole('button', { name: 'Kirim Kode Verifikasi' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Kartu ini sudah terhubung dengan akun MyValue lain.');
});

it("marks the number field with 'Nomor kartu tidak ditemukan' and brings it into view with focus", async () => {
  stubFetch(
    routes({
      'POST /sso/v1/user/cards/verification': fail(404, 'Nomor kartu tidak ditemukan. Periksa kembali nomor pada kartumu.', 'CARD_NUMBER_INVALID'),
    }),
  );
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  renderRemote(<MembershipPage />, { session: 'member', url: '/account/membership' });
  const form = await openAddCard('Kartu MyValue');
  const field = within(form).getByLabelText('Nomor kartu');
  await fill(field, '8801202600000999');
  await userEvent.click(within(form).getByRole('button', { name: 'Kirim Kode Verifikasi' }));
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(expect.stringContaining('Nomor kartu tidak ditemukan'));
  await waitFor(() => expect(field).toHaveFocus());
  expect(scrolled).toHaveBeenCalled();
});

it('counts down the wait when a new code is asked for too soon', async () => {
  let asked = 0;
  stubFetch(
    routes({
      'POST /sso/v1/user/cards/verification': () => {
        asked += 1;
        return asked === 1
          ? ok({ status: 'CODE_SENT', channel: 'EMAIL', sentTo: 'pe***@contoh.id', expiresIn: 300, resendIn: 0 })
          : fail(429, 'Tunggu 44 detik sebelum meminta kode baru.', 'CARD_CODE_RESEND_TOO_SOON', { retryAfter: 44 });
      },
    }),
  );
  renderRemote(<MembershipPage />, { session: 'member', url: '/account/membership' });
  const form = await openAddCard('Kartu MyValue');
  await fill(within(form).getByLabelText('Nomor kartu'), '8801202600000456');
  await userEvent.click(within(form).getByRole('button', { name: 'Kirim Kode Verifikasi' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Kirim Ulang Kode' }));
  const wait = await screen.findByRole('button', { name: /^Kirim ulang dalam 0:4[34]$/ });
  expect(wait).toBeDisabled();
  // It moves: a second later it says less.
  await waitFor(() => expect(screen.getByRole('button', { name: /^Kirim ulang dalam 0:4[0-3]$/ })).toBeInTheDocument(), { timeout: 2500 });
  expect(screen.queryByText(/44 detik/)).not.toBeInTheDocument();
});

it('goes back to the number when the tries are used up, keeping the refusal', async () => {
  stubFetch(
    routes({
      'POST /sso/v1/user/cards/verification': async (req: Request) => {
        const body = (await req.json()) as { code?: string };
        return body.code
          ? fail(429, 'Terlalu banyak percobaan. Coba lagi dalam 15 menit.', 'CARD_TOO_MANY_ATTEMPTS')
          : ok({ status: 'CODE_SENT', channel: 'PHONE', sentTo: '+62812******90', expiresIn: 300, resendIn: 60 });
      },
    }),
  );
  renderRemote(<MembershipPage />, { session: 'member', url: '/account/membership' });
  const form = await openAddCard('Kartu MyValue');
  await fill(within(form).getByLabelText('Nomor kartu'), '8801202511000781');
  await userEvent.click(within(form).getByRole('button', { name: 'Kirim Kode Verifikasi' }));
  const verify = await screen.findByRole('form', { name: 'Verifikasi Kartu' });
  expect(verify).toHaveTextContent('nomor handphone +62812******90');
  await fill(within(verify).getByLabelText('Kode Verifikasi'), '000000');
  await userEvent.click(within(verify).getByRole('button', { name: 'Tambahkan Kartu' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak percobaan. Coba lagi dalam 15 menit.');
  expect(screen.getByRole('form', { name: 'Tambah Kartu' })).toBeInTheDocument();
});

it('says the code is dropped when the member changes the number', async () => {
  stubFetch(routes());
  renderRemote(<MembershipPage />, { session: 'member', url: '/account/membership' });
  const form = await openAddCard();
  await fill(within(form).getByLabelText('Nomor kartu'), '7702110022334455');
  await userEvent.click(within(form).getByRole('button', { name: 'Kirim Kode Verifikasi' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Salah nomor? Ganti nomor kartu' }));
  expect(screen.getByText('Kode sebelumnya tidak dipakai lagi. Periksa nomor kartu lalu kirim kode baru.')).toBeInTheDocument();
  expect(screen.getByLabelText('Nomor kartu')).toHaveValue('7702110022334455');
});

it('connects a partner account after the member confirms', async () => {
  const api = stubFetch(
    routes({
      'POST /sso/v1/client_mapping/connect': ok({ ...PARTNERS[0], status: 'CONNECTED', connectedAt: '2026-11-27T10:00:00+07:00' }),
    }),
  );
  renderRemote(<MembershipPage />, { session: 'member', url: '/account/membership' });
  expect(await screen.findByText('Belum ada akun Santika.com dengan email atau nomor handphone terverifikasi milikmu.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Hubungkan Gramedia.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Hubungkan Akun Mitra?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Hubungkan' }));
  expect(await screen.findByText('Akun Gramedia.com berhasil dihubungkan.')).toBeInTheDocument();
  expect(screen.getByText('Terhubung (de**@myvalue.id) sejak 27 Nov 2026.')).toBeInTheDocument();
  expect(api.calls.find((c) => c.path === '/sso/v1/client_mapping/connect')?.body).toEqual({ clientId: 'gramedia-com' });
});

it('shows the failure of the card list with a retry', async () => {
  stubFetch(routes({ 'GET /sso/v1/user/cards': fail(500, 'x', 'INTERNAL_ERROR') }));
  renderRemote(<MembershipPage />, { session: 'member', url: '/account/membership' });
  expect(await screen.findByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
});
