import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebSession } from 'shared-contracts/schemas';
import { fail, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { DevicesPage } from './DevicesPage';

const session = (over: Partial<WebSession>): WebSession => ({
  id: 1,
  clientId: 'myvalue-web',
  browser: 'Chrome',
  os: 'Android',
  device: 'mobile',
  signedInAt: '2026-11-27T08:05:00+07:00',
  lastUsedAt: '2026-11-27T10:15:00+07:00',
  current: false,
  ...over,
});

const THIS = session({ id: 7, browser: 'Safari', os: 'macOS', device: 'desktop', current: true });
const PHONE = session({ id: 3 });
const TABLET = session({ id: 4, browser: 'Samsung Internet', device: 'tablet', lastUsedAt: '2026-11-20T21:40:00+07:00' });
const CLIENTS = ok({ results: [{ clientId: 'myvalue-web', name: 'MyValue Web' }] });

describe('DevicesPage', () => {
  it('lists the member’s browsers: this one marked, the others with their sign-in and last use', async () => {
    stubFetch({ 'GET /sso/v2/web/session': ok({ results: [THIS, PHONE, TABLET] }), 'GET /sso/v2/web/client': CLIENTS });
    renderRemote(<DevicesPage />, { session: 'member', url: '/account/setting/perangkat' });
    expect(screen.getByRole('heading', { level: 1, name: 'Perangkat' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('web-session');
    expect(cards).toHaveLength(3);
    const current = cards.find((c) => c.dataset.current === 'true')!;
    expect(within(current).getByRole('heading', { name: 'Safari di macOS' })).toBeInTheDocument();
    expect(within(current).getByText('Perangkat ini')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).toBeNull();
    const phone = screen.getByRole('heading', { name: 'Chrome di Android' }).closest('[data-testid="web-session"]') as HTMLElement;
    expect(within(phone).getByText('Ponsel · MyValue Web')).toBeInTheDocument();
    expect(within(phone).getByText('27 Nov 2026, 08.05 WIB')).toBeInTheDocument();
    expect(within(phone).getByText('27 Nov 2026, 10.15 WIB')).toBeInTheDocument();
    expect(within(phone).getByRole('button', { name: 'Keluarkan Chrome di Android' })).toBeInTheDocument();
    expect(screen.getByText('Tablet · MyValue Web')).toBeInTheDocument();
  });

  it('signs another browser out after confirming, and takes it off the list', async () => {
    const api = stubFetch({
      'GET /sso/v2/web/session': ok({ results: [THIS, PHONE, TABLET] }),
      'GET /sso/v2/web/client': CLIENTS,
      'DELETE /sso/v2/web/session/3': ok({ success: true, message: 'Perangkat berhasil dikeluarkan.' }),
    });
    renderRemote(<DevicesPage />, { session: 'member', url: '/account/setting/perangkat' });
    await userEvent.click(await screen.findByRole('button', { name: 'Keluarkan Chrome di Android' }));
    const dialog = screen.getByRole('dialog', { name: 'Keluarkan perangkat?' });
    expect(dialog).toHaveTextContent('Chrome di Android (Ponsel, terakhir digunakan 27 Nov 2026, 10.15 WIB) akan keluar');
    // 'Batalkan' sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batalkan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Keluarkan Chrome di Android' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keluarkan' }));
    expect(await screen.findByText('Chrome di Android sudah dikeluarkan dari akunmu.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Chrome di Android' })).toBeNull();
    expect(screen.getAllByTestId('web-session')).toHaveLength(2);
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/sso/v2/web/session/3']);
  });

  it('keeps the browser listed and says why when signing it out fails', async () => {
    stubFetch({
      'GET /sso/v2/web/session': ok({ results: [THIS, PHONE] }),
      'GET /sso/v2/web/client': CLIENTS,
      'DELETE /sso/v2/web/session/3': fail(404, 'Sesi tidak ditemukan atau sudah berakhir.', 'NOT_FOUND'),
    });
    renderRemote(<DevicesPage />, { session: 'member', url: '/account/setting/perangkat' });
    await userEvent.click(await screen.findByRole('button', { name: 'Keluarkan Chrome di Android' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keluarkan' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Sesi tidak ditemukan atau sudah berakhir.');
    expect(screen.getByRole('heading', { name: 'Chrome di Android' })).toBeInTheDocument();
  });

  it('says so when no other browser is signed in', async () => {
    stubFetch({ 'GET /sso/v2/web/session': ok({ results: [THIS] }), 'GET /sso/v2/web/client': CLIENTS });
    renderRemote(<DevicesPage />, { session: 'member', url: '/account/setting/perangkat' });
    expect(await screen.findByText('Tidak ada perangkat lain yang sedang masuk ke akunmu.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    stubFetch({
      'GET /sso/v2/web/session': () => (++calls === 1 ? fail(503, 'Layanan sedang tidak dapat dihubungi. Silakan coba lagi nanti.', 'UPSTREAM_UNAVAILABLE') : ok({ results: [THIS] })),
      'GET /sso/v2/web/client': CLIENTS,
    });
    renderRemote(<DevicesPage />, { session: 'member', url: '/account/setting/perangkat' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat data.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(screen.getAllByTestId('web-session')).toHaveLength(1));
  });
});
