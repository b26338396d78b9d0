import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-contracts/schemas';
import { fail, makeUser, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { NameForm } from './NameForm';
import { PhotoForm } from './PhotoForm';
import { EmailForm, PhoneForm } from './ContactForms';
import { PasswordForm } from './PasswordForm';
import { DevicesLink } from './DevicesLink';

afterEach(() => jest.restoreAllMocks());

const USER: User = makeUser({
  valueID: 'MV1811220001',
  kgValueID: 'MV1811220001',
  avatar: 'http://media.test/avatars/mv.svg',
  createdDate: '2025-10-18T10:00:00+07:00',
});

const NAME_INFO = { canUpdate: true, intervalDays: 30, lastUpdatedDate: null, nextAvailableDate: null };

describe('NameForm', () => {
  it('shows field errors in Indonesian and sends nothing while invalid', async () => {
    const api = stubFetch({ 'GET /sso/v1/user': ok(USER), 'GET /sso/v1/user/update-name/info': ok(NAME_INFO) });
    renderRemote(<NameForm />, { session: 'member', url: '/account' });
    const first = await screen.findByLabelText('Nama depan');
    await waitFor(() => expect(first).toHaveValue('Dewi'));
    await userEvent.clear(first);
    await userEvent.clear(screen.getByLabelText('Nama belakang'));
    await userEvent.type(screen.getByLabelText('Nama belakang'), 'S4rtika');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Nama' }));
    expect(screen.getByText('Nama depan wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Nama belakang hanya boleh berisi huruf')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Nama depan wajib diisi');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves the name and updates the session user the header shows', async () => {
    const api = stubFetch({
      'GET /sso/v1/user': ok(USER),
      'GET /sso/v1/user/update-name/info': ok(NAME_INFO),
      'PUT /sso/v1/user': (req) =>
        req.json().then((b: { firstName: string; lastName: string }) => ok({ ...USER, ...b, fullName: `${b.firstName} ${b.lastName}` })),
    });
    const { store } = renderRemote(<NameForm />, { session: 'member', url: '/account' });
    const first = await screen.findByLabelText('Nama depan');
    await waitFor(() => expect(first).toHaveValue('Dewi'));
    await userEvent.clear(first);
    await userEvent.type(first, 'dewi ayu');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Nama' }));
    // Nothing is saved before the member confirms the name and its 30-day lock.
    const dialog = screen.getByRole('dialog', { name: 'Simpan Nama?' });
    expect(dialog).toHaveTextContent('Nama akan menjadi Dewi Ayu Sartika. Setelah disimpan, nama tidak dapat diubah lagi selama 30 hari.');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Simpan Nama' }));
    expect(await screen.findByText('Nama berhasil diperbarui.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ firstName: 'dewi ayu', lastName: 'Sartika' });
    // Shared fullName rule: title-cased.
    expect(store.getState().session.user?.fullName).toBe('Dewi Ayu Sartika');
    // 'User' was invalidated: the user is fetched again.
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/sso/v1/user' && c.method === 'GET').length).toBeGreaterThan(1));
  });

  it('locks the form until the next allowed date', async () => {
    stubFetch({
      'GET /sso/v1/user': ok(USER),
      'GET /sso/v1/user/update-name/info': ok({
        canUpdate: false,
        intervalDays: 30,
        lastUpdatedDate: '2026-11-10T10:00:00+07:00',
        nextAvailableDate: '2026-12-10T10:00:00+07:00',
      }),
    });
    renderRemote(<NameForm />, { session: 'member', url: '/account' });
    expect(await screen.findByText('Nama dapat diubah lagi pada 10 Des 2026.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama depan')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Simpan Nama' })).toBeDisabled();
  });

  it("shows the backend's refusal", async () => {
    stubFetch({
      'GET /sso/v1/user': ok(USER),
      'GET /sso/v1/user/update-name/info': ok(NAME_INFO),
      'PUT /sso/v1/user': fail(422, 'Nama hanya dapat diubah sekali setiap 30 hari.', 'NAME_CHANGE_TOO_SOON'),
    });
    const { store } = renderRemote(<NameForm />, { session: 'member', url: '/account' });
    await waitFor(() => expect(screen.getByLabelText('Nama depan')).toHaveValue('Dewi'));
    await userEvent.type(screen.getByLabelText('Nama depan'), ' Ayu');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Nama' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, Simpan Nama' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nama hanya dapat diubah sekali setiap 30 hari.');
    expect(store.getState().session.user?.fullName).toBe('Dewi Sartika');
  });
});

describe('NameForm confirmation', () => {
  it('sends nothing when the member cancels, or when the name is unchanged', async () => {
    const api = stubFetch({ 'GET /sso/v1/user': ok(USER), 'GET /sso/v1/user/update-name/info': ok(NAME_INFO) });
    renderRemote(<NameForm />, { session: 'member', url: '/account' });
    await waitFor(() => expect(screen.getByLabelText('Nama depan')).toHaveValue('Dewi'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Nama' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nama belum diubah.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nama belakang'), ' Putri');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Nama' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Simpan Nama?' })).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('PhotoForm', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'foto', { type });

  it('refuses a wrong type or a file above 2 MB before uploading', async () => {
    const api = stubFetch({ 'GET /sso/v1/user': ok(USER) });
    renderRemote(<PhotoForm />, { session: 'member', url: '/account' });
    const input = await screen.findByLabelText('Pilih foto');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file('image/gif', 10)] } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('foto: Format foto harus PNG, JPEG atau WEBP.');
    expect(input).toHaveAccessibleDescription('PNG, JPEG atau WEBP, maksimal 2 MB. Belum ada foto baru yang dipilih.');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file('image/png', 2 * 1024 * 1024 + 1)] } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Ukuran foto maksimal 2 MB');
    expect(screen.getByRole('button', { name: 'Simpan Foto' })).toBeDisabled();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('previews, uploads as a data URL and updates the session photo', async () => {
    const api = stubFetch({
      'GET /sso/v1/user': ok(USER),
      'POST /sso/v1/user/photo': ok({ ...USER, photo: 'http://media.test/users/9.png' }),
    });
    const { store } = renderRemote(<PhotoForm />, { session: 'member', url: '/account' });
    const input = await screen.findByLabelText('Pilih foto');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file('image/png', 100)] } });
    });
    const preview = await screen.findByAltText('Pratinjau foto profil baru');
    expect(input).toHaveAccessibleDescription('PNG, JPEG atau WEBP, maksimal 2 MB. foto (1 KB)');
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Foto' }));
    expect(await screen.findByText('Foto profil berhasil diperbarui.')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'POST')?.body as { photo: string };
    expect(body.photo).toMatch(/^data:image\/png;base64,/);
    expect(store.getState().session.user?.photo).toBe('http://media.test/users/9.png');
  });
});

describe('OTP change', () => {
  it('sends an OTP to the new email, asks for the code and verifies it', async () => {
    const api = stubFetch({
      'GET /sso/v1/user': ok(USER),
      'POST /sso/v1/user/email/otp': (req) =>
        req.json().then((b: { currentPassword?: string }) =>
          b.currentPassword === 'MyValue123!' ? ok({ sentTo: 'baru@contoh.id', expiresIn: 300, resendIn: 60 }) : fail(422, 'Kata sandi saat ini salah.', 'WRONG_PASSWORD'),
        ),
      'PUT /sso/v1/user/email': (req) =>
        req.json().then((b: { otp: string }) =>
          b.otp === '123456' ? ok({ ...USER, email: 'baru@contoh.id' }) : fail(422, 'Kode OTP salah.', 'OTP_INVALID'),
        ),
    });
    const { store } = renderRemote(<EmailForm />, { session: 'member', url: '/account' });
    expect(await screen.findByText(/Email saat ini: demo@myvalue.id/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email baru'), 'bukan-email');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }));
    expect(screen.getByText('Format email tidak valid')).toBeInTheDocument();

    expect(screen.getByText('Kata sandi saat ini wajib diisi')).toBeInTheDocument();

    // Issue 42: the current password goes with the new address; a wrong one is said on its field.
    await userEvent.clear(screen.getByLabelText('Email baru'));
    await userEvent.type(screen.getByLabelText('Email baru'), 'Baru@Contoh.id');
    expect(screen.getByLabelText('Kata sandi saat ini')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Kata sandi saat ini')).toHaveAccessibleDescription(/^Demi keamananmu\. Kami juga memberi tahu email lama tentang perubahan ini\./);
    await userEvent.type(screen.getByLabelText('Kata sandi saat ini'), 'Salah123');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }));
    expect(await screen.findByText('Kata sandi saat ini salah.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Kata sandi saat ini'));
    await userEvent.type(screen.getByLabelText('Kata sandi saat ini'), 'MyValue123!');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }));
    expect(await screen.findByText('Kode OTP telah dikirim ke baru@contoh.id. Kode berlaku 5 menit.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/sso/v1/user/email/otp').at(-1)?.body).toEqual({ email: 'baru@contoh.id', currentPassword: 'MyValue123!' });
    // The code is not filled in for the member, even though the stand-in returned it.
    expect(screen.getByLabelText('Kode OTP')).toHaveValue('');

    await userEvent.type(screen.getByLabelText('Kode OTP'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode OTP salah.');

    await userEvent.clear(screen.getByLabelText('Kode OTP'));
    await userEvent.type(screen.getByLabelText('Kode OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Email berhasil diubah dan terverifikasi.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/sso/v1/user/email').at(-1)?.body).toEqual({ email: 'baru@contoh.id', otp: '123456' });
    expect(store.getState().session.user?.email).toBe('baru@contoh.id');
  });

  it('sends phones as +62… and validates them first', async () => {
    const api = stubFetch({
      'GET /sso/v1/user': ok({ ...USER, phone: null, phoneVerified: false }),
      'POST /sso/v1/user/phone/otp': ok({ sentTo: '+6281298765432', expiresIn: 300 }),
    });
    renderRemote(<PhoneForm />, { session: 'member', url: '/account' });
    expect(await screen.findByText(/Belum ada nomor handphone/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nomor handphone baru'), '021 555');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }));
    expect(screen.getByText(/^Nomor handphone tidak valid/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nomor handphone baru'));
    await userEvent.type(screen.getByLabelText('Nomor handphone baru'), '0812 9876 5432');
    await userEvent.type(screen.getByLabelText('Kata sandi saat ini'), 'MyValue123!');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }));
    expect(await screen.findByText(/Kode OTP telah dikirim ke \+62 812-9876-5432/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/sso/v1/user/phone/otp')?.body).toEqual({ phone: '+6281298765432', currentPassword: 'MyValue123!' });
  });

  it('goes back to the number apart from the form’s buttons, saying the code is dropped and keeping the number', async () => {
    stubFetch({
      'GET /sso/v1/user': ok({ ...USER, phone: null, phoneVerified: false }),
      'POST /sso/v1/user/phone/otp': ok({ sentTo: '+6281298765432', expiresIn: 300 }),
    });
    renderRemote(<PhoneForm />, { session: 'member', url: '/account' });
    await userEvent.type(await screen.findByLabelText('Nomor handphone baru'), '0812 9876 5432');
    await userEvent.type(screen.getByLabelText('Kata sandi saat ini'), 'MyValue123!');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }));
    const back = await screen.findByRole('button', { name: 'Salah nomor handphone? Ganti nomor handphone' });
    // The form's buttons are 'Verifikasi' and 'Kirim Ulang Kode'; the way back is not among them.
    expect(back.className).not.toMatch(/button/);
    await userEvent.click(back);
    expect(screen.getByText('Kode yang dikirim ke +62 812-9876-5432 tidak dipakai lagi. Periksa nomor handphone lalu kirim kode baru.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor handphone baru')).toHaveValue('0812 9876 5432');
  });
});

it('a member without a password is sent to create one before changing an address', async () => {
  const api = stubFetch({ 'GET /sso/v1/user': ok({ ...USER, hasPassword: false }) });
  renderRemote(<EmailForm />, { session: 'member', url: '/account' });
  expect(await screen.findByText(/Untuk mengubah email, buat kata sandi terlebih dahulu/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Kirim Kode OTP' })).toBeNull();
  expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
});

describe('PasswordForm', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    await userEvent.type(screen.getByLabelText('Kata sandi saat ini'), current);
    await userEvent.type(screen.getByLabelText('Kata sandi baru'), next);
    await userEvent.type(screen.getByLabelText('Ulangi kata sandi baru'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Kata Sandi' }));
  };

  it('checks the fields, then puts the wrong current password on its field', async () => {
    const api = stubFetch({ 'POST /sso/v1/user/password/check': fail(422, 'Kata sandi saat ini salah.', 'WRONG_PASSWORD') });
    renderRemote(<PasswordForm />, { session: 'member', url: '/account' });
    await fill('x', 'abc', 'abd');
    expect(screen.getByText('Kata sandi minimal 8 karakter')).toBeInTheDocument();
    expect(screen.getByText('Konfirmasi kata sandi tidak sama')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Kata sandi baru'));
    await userEvent.clear(screen.getByLabelText('Ulangi kata sandi baru'));
    await userEvent.type(screen.getByLabelText('Kata sandi baru'), 'Baru12345');
    await userEvent.type(screen.getByLabelText('Ulangi kata sandi baru'), 'Baru12345');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Kata Sandi' }));
    expect(await screen.findByText('Kata sandi saat ini salah.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kata sandi saat ini')).toHaveAttribute('aria-invalid', 'true');
    // The current password is checked before any change is asked for.
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).not.toContain('PUT /sso/v1/user/password');
  });

  it('changes the password and clears the form', async () => {
    const api = stubFetch({
      'POST /sso/v1/user/password/check': ok({ valid: true }),
      'PUT /sso/v1/user/password': ok({ success: true, message: 'Kata sandi berhasil diubah.' }),
    });
    renderRemote(<PasswordForm />, { session: 'member', url: '/account' });
    await fill('MyValue123!', 'Baru12345', 'Baru12345');
    expect(await screen.findByText('Kata sandi berhasil diubah.')).toBeInTheDocument();
    const sent = api.calls.filter((c) => c.method !== 'GET');
    expect(sent.map((c) => [c.path, c.body])).toEqual([
      ['/sso/v1/user/password/check', { password: 'MyValue123!' }],
      ['/sso/v1/user/password', { currentPassword: 'MyValue123!', newPassword: 'Baru12345' }],
    ]);
    expect(screen.getByLabelText('Kata sandi saat ini')).toHaveValue('');
  });
});

describe('DevicesLink', () => {
  it('leads from the settings page to Perangkat', () => {
    renderRemote(<DevicesLink />, { session: 'member', url: '/account/setting' });
    expect(screen.getByRole('link', { name: 'Kelola Perangkat' })).toHaveAttribute('href', '/account/setting/perangkat');
  });
});
