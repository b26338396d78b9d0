// 'Verifikasi Nomor' right after the e-mail was verified (issue 43 walk 1): a refusal to send
// must not read as if a code went to the phone. Only a send that succeeded says 'telah dikirim'.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-contracts/schemas';
import { fail, makeUser, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { EmailForm, PhoneForm } from './ContactForms';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const MEMBER: User = makeUser({ email: 'sinta@contoh.id', emailVerified: true, phone: '+6281298765432', phoneVerified: false });

describe("the phone's 'Verifikasi Nomor'", () => {
  it('refused as too soon, it says no code was sent to the phone and waits on the button, then sends', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    let refuse = true;
    stubFetch({
      'GET /sso/v1/user': ok(MEMBER),
      'POST /sso/v1/verification/send': () =>
        refuse
          ? fail(429, 'Kode atau tautan baru saja dikirim. Coba lagi dalam 45 detik.', 'OTP_RESEND_TOO_SOON', { retryAfter: 45 })
          : ok({ sentTo: '+62 812-****-5432', expiresIn: 600, resendIn: 60 }),
    });
    renderRemote(<PhoneForm />, { session: 'member', url: '/account/setting' });
    await user.click(await screen.findByRole('button', { name: 'Verifikasi Nomor' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Kode verifikasi belum dikirim ke nomor handphone kamu. Coba lagi dalam 45 detik.');
    expect(screen.queryByText(/telah dikirim|baru saja dikirim/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Kirim ulang dalam 0:45' })).toBeDisabled();

    refuse = false;
    act(() => jest.advanceTimersByTime(45_000));
    await user.click(screen.getByRole('button', { name: 'Verifikasi Nomor' }));
    expect(await screen.findByText('Kode verifikasi telah dikirim ke +62 812-****-5432. Kode berlaku 10 menit.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("'Kirim tautan verifikasi' when the code cannot be used (issue 41 item 3)", () => {
  const UNVERIFIED: User = makeUser({ email: 'sinta@contoh.id', emailVerified: false, phone: '+6281298765432', phoneVerified: true });

  it('offers a link by /v2/user/linkverification once the code expired, and says where it went', async () => {
    const user = userEvent.setup();
    const api = stubFetch({
      'GET /sso/v1/user': ok(UNVERIFIED),
      'POST /sso/v1/verification/send': ok({ sentTo: 's***a@contoh.id', expiresIn: 600, resendIn: 60 }),
      'POST /sso/v1/verification/check': fail(422, 'Kode verifikasi sudah kedaluwarsa. Minta kode baru.', 'OTP_EXPIRED'),
      'POST /sso/v2/user/linkverification': ok({ sentTo: 's***a@contoh.id', expiresIn: 86_400, resendIn: 60 }),
    });
    renderRemote(<EmailForm />, { session: 'member', url: '/account/setting' });
    await user.click(await screen.findByRole('button', { name: 'Verifikasi Email' }));
    await user.type(await screen.findByLabelText('Kode Verifikasi'), '123456');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Kode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode verifikasi sudah kedaluwarsa.');
    expect(screen.getByText('Kode ini tidak bisa dipakai lagi. Kamu bisa memverifikasi email dengan tautan.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kirim tautan verifikasi' }));
    expect(await screen.findByText('Tautan verifikasi telah dikirim ke s***a@contoh.id. Buka tautan itu untuk memverifikasi email kamu; tautan berlaku 24 jam.')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.url.endsWith('/sso/v2/user/linkverification'));
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ channel: 'email' });
  });

  it('says the wait when links are sent too often', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /sso/v1/user': ok(UNVERIFIED),
      'POST /sso/v1/verification/send': ok({ sentTo: 's***a@contoh.id', expiresIn: 600, resendIn: 60 }),
      'POST /sso/v2/user/linkverification': fail(429, 'Kode atau tautan baru saja dikirim. Coba lagi dalam 45 detik.', 'OTP_RESEND_TOO_SOON', { retryAfter: 45 }),
    });
    renderRemote(<EmailForm />, { session: 'member', url: '/account/setting' });
    await user.click(await screen.findByRole('button', { name: 'Verifikasi Email' }));
    // Asked for instead of typing the code (the code did not arrive, or a link is easier).
    await user.click(await screen.findByRole('button', { name: 'Kirim tautan verifikasi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode atau tautan baru saja dikirim. Coba lagi dalam 45 detik.');
    expect(screen.getByRole('button', { name: /Kirim tautan lagi dalam 0:4/ })).toBeDisabled();
  });
});
