import { act, fireEvent, screen } from '@testing-library/react';
import { COPIED_FLAG_MS, STRINGS, TRACK_EVENTS } from 'shared-contracts';
import { fail, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { ReferralPage } from './ReferralPage';

const SUMMARY = { code: 'DEWI2018', totalReferred: 3, totalPointEarned: 1500, referrerReward: 500, refereeReward: 250 };

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ReferralPage', () => {
  it('shows the code upper-cased, the friends who joined and a WhatsApp invitation', async () => {
    stubFetch({ 'GET /api/v1/users/referral/code': ok({ code: 'dewi2018' }), 'GET /api/v1/users/referral': ok(SUMMARY) });
    renderRemote(<ReferralPage />, { session: 'member', url: '/account' });
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('DEWI2018');
    expect(await screen.findByTestId('referral-friends')).toHaveTextContent('3');
    expect(screen.getByText('Kamu mendapat 500 poin dan teman mendapat 250 poin.')).toBeInTheDocument();
    const share = screen.getByRole('link', { name: 'Bagikan via WhatsApp' });
    const href = share.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toContain('kode referral DEWI2018');
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toMatch(/\/referral\?kode=DEWI2018$/);
  });

  it('copies the code: success message and copied state for 1500 ms', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    stubFetch({ 'GET /api/v1/users/referral/code': ok({ code: 'DEWI2018' }), 'GET /api/v1/users/referral': ok(SUMMARY) });
    const { track } = renderRemote(<ReferralPage />, { session: 'member', url: '/account' });
    const button = await screen.findByRole('button', { name: 'Salin Kode' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('DEWI2018');
    expect(screen.getByText(STRINGS.referralCopied)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tersalin' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.copyReferral, { place: 'account' });

    act(() => jest.advanceTimersByTime(COPIED_FLAG_MS - 1));
    expect(screen.getByText(STRINGS.referralCopied)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(STRINGS.referralCopied)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salin Kode' })).toBeInTheDocument();
  });

  it('says so when copying fails', async () => {
    mockClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    stubFetch({ 'GET /api/v1/users/referral/code': ok({ code: 'DEWI2018' }), 'GET /api/v1/users/referral': ok(SUMMARY) });
    const { track } = renderRemote(<ReferralPage />, { session: 'member', url: '/account' });
    const button = await screen.findByRole('button', { name: 'Salin Kode' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByText(STRINGS.referralCopyFailed)).toBeInTheDocument();
    expect(track).not.toHaveBeenCalledWith(TRACK_EVENTS.copyReferral, expect.anything());
  });

  it("creates a code with 'Buat Kode Baru' and shows it", async () => {
    let code: string | null = null;
    const api = stubFetch({
      'GET /api/v1/users/referral/code': () => ok({ code }),
      'POST /api/v1/users/referral/code': () => {
        code = 'BUDIX7K2';
        return { status: 201, body: { code } };
      },
      'GET /api/v1/users/referral': () => ok({ ...SUMMARY, code, totalReferred: 0, totalPointEarned: 0 }),
    });
    const { track } = renderRemote(<ReferralPage />, { session: 'member', url: '/account' });
    expect(await screen.findByText('Belum ada teman yang bergabung dengan kode kamu.')).toBeInTheDocument();
    const create = await screen.findByRole('button', { name: STRINGS.createReferralCode });
    await act(async () => {
      fireEvent.click(create);
    });
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('BUDIX7K2');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.createReferral);
  });

  it('shows the backend message when creating fails', async () => {
    stubFetch({
      'GET /api/v1/users/referral/code': ok({ code: null }),
      'POST /api/v1/users/referral/code': fail(503, 'x'),
      'GET /api/v1/users/referral': ok({ ...SUMMARY, code: null }),
    });
    renderRemote(<ReferralPage />, { session: 'member', url: '/account' });
    const create = await screen.findByRole('button', { name: STRINGS.createReferralCode });
    await act(async () => {
      fireEvent.click(create);
    });
    expect(await screen.findByText('Terjadi kesalahan pada server, mohon coba lagi nanti.')).toBeInTheDocument();
  });
});
