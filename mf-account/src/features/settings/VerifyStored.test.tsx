// 'Verifikasi Nomor' right after the e-mail was verified (issue 43 walk 1): a refusal to send
// must not read as if a code went to the phone. Only a send that succeeded says 'telah dikirim'.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'shared-contracts/schemas';
import { fail, makeUser, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { PhoneForm } from './ContactForms';

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
