import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_ROUTES } from 'shared-contracts';
import { fail, ok, renderShell, stubFetch } from '../../testing/render';
import { ForgotPasswordPage, recoveryTargetOf } from './ForgotPasswordPage';
import { SetPasswordPage } from './LinkPages';

const route = SHELL_ROUTES.find((r) => r.path === '/lupa-kata-sandi')!;
const setRoute = SHELL_ROUTES.find((r) => r.path === '/atur-kata-sandi')!;
const RESET = 'r'.repeat(43);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('recoveryTargetOf', () => {
  it('reads an e-mail or a phone number, or says why it is neither', () => {
    expect(recoveryTargetOf(' Demo@MyValue.id ')).toEqual({ email: 'demo@myvalue.id' });
    expect(recoveryTargetOf('0812-3456-7890')).toEqual({ phone: '+6281234567890' });
    expect(recoveryTargetOf('')).toBe('Email atau nomor handphone wajib diisi');
    expect(recoveryTargetOf('demo@')).toBe('Format email tidak valid');
    expect(recoveryTargetOf('12345')).toBe('Nomor handphone tidak valid. Contoh: 0812 3456 7890');
  });
});

describe('ForgotPasswordPage', () => {
  it('e-mail → code (a wrong one refused, resend after a countdown) → a new password with its rules ticked → Masuk', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const api = stubFetch({
      'POST /sso/v1/forgot_password/send': ok({ sentTo: 'de**@myvalue.id', expiresIn: 300, resendIn: 60 }),
      'POST /sso/v1/forgot_password/check': async (request: Request) =>
        ((await request.json()) as { otp: string }).otp === '123987'
          ? ok({ resetToken: RESET, expiresIn: 900 })
          : fail(422, 'Kode verifikasi salah atau sudah tidak berlaku.', 'OTP_INVALID'),
      'POST /sso/v1/forgot_password/apply': ok({ success: true, message: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.' }),
    });
    const { login } = renderShell(<ForgotPasswordPage route={route} />, { path: '/lupa-kata-sandi' });

    await user.click(screen.getByRole('button', { name: 'Kirim Kode' }));
    expect(screen.getByLabelText('Email atau No. Handphone')).toHaveAccessibleDescription('Email atau nomor handphone wajib diisi');
    await user.type(screen.getByLabelText('Email atau No. Handphone'), 'Demo@myvalue.id');
    await user.click(screen.getByRole('button', { name: 'Kirim Kode' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kode verifikasi sudah dikirim ke de**@myvalue.id jika terdaftar. Kode berlaku 5 menit.');
    expect(api.calls.at(-1)?.body).toEqual({ email: 'demo@myvalue.id' });
    const resend = screen.getByRole('button', { name: /^Kirim ulang dalam 1:00$/ });
    expect(resend).toBeDisabled();

    await user.type(screen.getByLabelText('Kode Verifikasi'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode verifikasi salah atau sudah tidak berlaku.');

    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByRole('button', { name: 'Kirim Ulang Kode' })).toBeEnabled();

    await user.clear(screen.getByLabelText('Kode Verifikasi'));
    await user.type(screen.getByLabelText('Kode Verifikasi'), '123987');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));

    const password = await screen.findByLabelText('Kata Sandi Baru');
    const rules = screen.getByRole('list', { name: 'Syarat kata sandi' });
    expect(rules).toHaveTextContent('Minimal 8 karakter (belum)');
    await user.type(password, 'abc1');
    expect(rules).toHaveTextContent('Berisi huruf (terpenuhi)');
    expect(rules).toHaveTextContent('Berisi angka (terpenuhi)');
    expect(rules).toHaveTextContent('Minimal 8 karakter (belum)');
    await user.type(screen.getByLabelText('Ulangi Kata Sandi Baru'), 'abc2');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
    expect(password).toHaveAccessibleDescription(/Kata sandi minimal 8 karakter/);
    expect(screen.getByLabelText('Ulangi Kata Sandi Baru')).toHaveAccessibleDescription('Konfirmasi kata sandi tidak sama');

    await user.type(password, 'defgh');
    expect(rules).toHaveTextContent('Minimal 8 karakter (terpenuhi)');
    await user.clear(screen.getByLabelText('Ulangi Kata Sandi Baru'));
    await user.type(screen.getByLabelText('Ulangi Kata Sandi Baru'), 'abc1defgh');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
    expect(await screen.findByText('Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({ resetToken: RESET, password: 'abc1defgh', passwordConfirm: 'abc1defgh' });
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(login).toHaveBeenCalledWith('/account');
  });

  it('by phone and by link; a throttled send says how long to wait', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubFetch({
      'POST /sso/v1/forgot_password/link/send': ok({ sentTo: '+62 812-****-7890', expiresIn: 1800, resendIn: 60 }),
      'POST /sso/v1/forgot_password/send': fail(429, 'Batas pengiriman kode tercapai. Coba lagi dalam 40 menit.', 'OTP_SEND_LIMIT', { retryAfter: 2400 }),
    });
    renderShell(<ForgotPasswordPage route={route} />, { path: '/lupa-kata-sandi' });
    await user.type(screen.getByLabelText('Email atau No. Handphone'), '0812 3456 7890');
    await user.click(screen.getByRole('button', { name: 'Kirim Kode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Batas pengiriman kode tercapai. Coba lagi dalam 40 menit.');
    await user.click(screen.getByRole('button', { name: 'Kirim Tautan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tautan sudah dikirim ke +62 812-****-7890 jika terdaftar.');
    expect(api.calls.at(-1)?.body).toEqual({ phone: '+6281234567890' });
  });

  it('opened from a reset link: starts at the new password; a spent link says so', async () => {
    const user = userEvent.setup({ delay: null });
    stubFetch({ 'POST /sso/v1/forgot_password/apply': fail(422, 'Sesi ubah kata sandi sudah berakhir.', 'RESET_TOKEN_INVALID') });
    renderShell(<ForgotPasswordPage route={route} />, { path: `/lupa-kata-sandi?token=${RESET}` });
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'SandiBaru2026');
    await user.type(screen.getByLabelText('Ulangi Kata Sandi Baru'), 'SandiBaru2026');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tautan ubah kata sandi sudah tidak berlaku atau sudah dipakai. Minta kode atau tautan baru.');
    await user.click(screen.getByRole('button', { name: 'Minta Kode Baru' }));
    expect(screen.getByLabelText('Email atau No. Handphone')).toBeInTheDocument();
  });
});

describe('SetPasswordPage', () => {
  it('checks the link, then sets the password; a used link is explained', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubFetch({
      'POST /sso/v1/user/set_password/check': ok({ sentTo: 'pa*****@contoh.id', channel: 'email', expiresIn: 1700, needsPassword: true }),
      'POST /sso/v1/user/set_password/apply': ok({ success: true, message: 'Kata sandi berhasil dibuat.' }),
    });
    renderShell(<SetPasswordPage route={setRoute} />, { path: `/atur-kata-sandi?token=${RESET}` });
    expect(await screen.findByText(/Buat kata sandi untuk akun/)).toHaveTextContent('pa*****@contoh.id');
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'SandiPertama1');
    await user.type(screen.getByLabelText('Ulangi Kata Sandi Baru'), 'SandiPertama1');
    await user.click(screen.getByRole('button', { name: 'Buat Kata Sandi' }));
    expect(await screen.findByText('Kata sandi berhasil dibuat.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({ token: RESET, password: 'SandiPertama1', passwordConfirm: 'SandiPertama1' });
  });

  it('a used link', async () => {
    stubFetch({ 'POST /sso/v1/user/set_password/check': fail(410, 'Tautan sudah dipakai.', 'LINK_USED') });
    renderShell(<SetPasswordPage route={setRoute} />, { path: `/atur-kata-sandi?token=${RESET}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tautan ini sudah dipakai. Minta tautan baru bila perlu.');
  });
});
