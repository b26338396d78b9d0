import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-contracts/schemas';
import { fail, makeUser, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { EmailForm } from './ContactForms';
import { PasswordForm } from './PasswordForm';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const UNVERIFIED: User = makeUser({ email: 'sinta@contoh.id', emailVerified: false, phoneVerified: false });

describe('Verifikasi of the stored e-mail', () => {
  it('sends a code, refuses a wrong one, offers a resend after the countdown, then shows the e-mail verified', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    let verified = false;
    const api = stubFetch({
      'GET /sso/v1/user': () => ok({ ...UNVERIFIED, emailVerified: verified }),
      'POST /sso/v1/verification/send': ok({ sentTo: 'si***@contoh.id', expiresIn: 600, resendIn: 60 }),
      'POST /sso/v1/verification/check': async (request: Request) => {
        const { otp } = (await request.json()) as { otp: string };
        if (otp !== '482913') return fail(422, 'Kode verifikasi salah. Periksa kembali kode yang kami kirim.', 'OTP_INVALID');
        verified = true;
        return ok({ ...UNVERIFIED, emailVerified: true });
      },
    });
    renderRemote(<EmailForm />, { session: 'member', url: '/account/setting' });
    expect(await screen.findByText(/\(belum terverifikasi\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verifikasi Email' }));
    expect(await screen.findByText('Kode verifikasi telah dikirim ke si***@contoh.id. Kode berlaku 10 menit.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/sso/v1/verification/send')?.body).toEqual({ channel: 'email' });
    expect(screen.getByRole('button', { name: 'Kirim ulang dalam 1:00' })).toBeDisabled();

    await user.type(screen.getByLabelText('Kode Verifikasi'), '111111');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Kode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode verifikasi salah. Periksa kembali kode yang kami kirim.');

    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Kirim Ulang Kode' })).toBeEnabled();

    await user.clear(screen.getByLabelText('Kode Verifikasi'));
    await user.type(screen.getByLabelText('Kode Verifikasi'), '482913');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Kode' }));
    expect(await screen.findByText(/\(terverifikasi\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verifikasi Email' })).not.toBeInTheDocument();
  });

  it('is not offered for a verified e-mail', async () => {
    stubFetch({ 'GET /sso/v1/user': ok({ ...UNVERIFIED, emailVerified: true }) });
    renderRemote(<EmailForm />, { session: 'member', url: '/account/setting' });
    expect(await screen.findByText(/\(terverifikasi\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verifikasi Email' })).not.toBeInTheDocument();
  });
});

describe('a member without a password', () => {
  it("gets 'Buat Kata Sandi': a link is sent, and a resend waits", async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubFetch({
      'GET /sso/v1/user': ok({ ...UNVERIFIED, hasPassword: false }),
      'POST /sso/v1/user/set_password/link/send': ok({ sentTo: 'si***@contoh.id', expiresIn: 1800, resendIn: 60 }),
    });
    renderRemote(<PasswordForm />, { session: 'member', url: '/account/setting' });
    expect(await screen.findByRole('heading', { name: 'Buat Kata Sandi' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Kata sandi saat ini')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim Tautan Buat Kata Sandi' }));
    expect(await screen.findByText(/Tautan untuk membuat kata sandi telah dikirim ke si\*\*\*@contoh\.id\. Tautan berlaku 30 menit/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Kirim ulang dalam / })).toBeDisabled();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('a member with a password changes it with the rules ticked as typed', async () => {
    const user = userEvent.setup({ delay: null });
    stubFetch({ 'GET /sso/v1/user': ok({ ...UNVERIFIED, hasPassword: true }) });
    renderRemote(<PasswordForm />, { session: 'member', url: '/account/setting' });
    await user.type(await screen.findByLabelText('Kata sandi baru'), 'abcdefgh');
    const rules = screen.getByRole('list', { name: 'Syarat kata sandi' });
    expect(rules).toHaveTextContent('Minimal 8 karakter (terpenuhi)');
    expect(rules).toHaveTextContent('Berisi angka (belum)');
    expect(screen.getByLabelText('Kata sandi baru')).toHaveAccessibleDescription(/Syarat kata sandi|Minimal 8 karakter/);
  });
});
