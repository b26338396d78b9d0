import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_ROUTES } from 'shared-contracts';
import { cmsPage } from '../../testing/fixtures';
import { get, mockFetch, renderShell } from '../../testing/render';
import { ReferralPage } from './ReferralPage';
import { SHELL_PAGES } from '../index';

const route = SHELL_ROUTES.find((r) => r.path === '/referral')!;
const page = cmsPage('referral', {
  title: 'Program Referral',
  content: '<h2>Ajak teman, dapat poin</h2><ol><li>Kamu mendapat 500 Poin dan temanmu mendapat 250 Poin.</li></ol>',
});

beforeEach(() => mockFetch(get('/api/v1/pages/referral', page)));
afterEach(() => jest.restoreAllMocks());

describe('ReferralPage', () => {
  it('explains the programme and its rewards from the CMS', async () => {
    renderShell(<ReferralPage route={route} />, { path: route.path, route: route.path, pages: SHELL_PAGES });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ajak teman, dapat poin' })).toBeInTheDocument();
    expect(screen.getByText('Kamu mendapat 500 Poin dan temanmu mendapat 250 Poin.')).toBeInTheDocument();
    expect(document.title).toBe('Program Referral - MyValue');
    // Issue 42: when the points are credited, said by the page itself.
    expect(screen.getByText('Poin referral masuk setelah temanmu memverifikasi email atau nomor handphone dan melakukan penukaran pertama.')).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back to /account/referral', async () => {
    const { login } = renderShell(<ReferralPage route={route} />, { path: route.path, session: 'anonymous', route: route.path, pages: SHELL_PAGES });
    await userEvent.click(screen.getByRole('button', { name: 'Masuk / Daftar' }));
    expect(login).toHaveBeenCalledWith('/account/referral');
    expect(screen.queryByRole('link', { name: 'Lihat Kode Referral Saya' })).not.toBeInTheDocument();
  });

  it('takes a member straight to their referral code', async () => {
    renderShell(<ReferralPage route={route} />, { path: route.path, session: 'member', route: route.path, pages: SHELL_PAGES });
    await userEvent.click(screen.getByRole('link', { name: 'Lihat Kode Referral Saya' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/referral');
    expect(screen.queryByRole('button', { name: 'Masuk / Daftar' })).not.toBeInTheDocument();
  });

  it('offers neither while the session is still unknown', () => {
    renderShell(<ReferralPage route={route} />, { path: route.path, session: 'unknown', route: route.path, pages: SHELL_PAGES });
    expect(screen.queryByRole('button', { name: 'Masuk / Daftar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lihat Kode Referral Saya' })).not.toBeInTheDocument();
    expect(screen.getByText('Memeriksa sesi…')).toBeInTheDocument();
  });

  describe('opened by an invitation (issue 41 item 3)', () => {
    it("offers 'Daftar dengan kode …': a real form to the sign-up start carrying the code", async () => {
      const { login } = renderShell(<ReferralPage route={route} />, { path: '/referral?kode=dewi2018', session: 'anonymous', route: route.path, pages: SHELL_PAGES });
      const invite = await screen.findByRole('region', { name: 'Kamu diundang bergabung di MyValue' });
      expect(invite).toHaveTextContent('DEWI2018');
      const button = screen.getByRole('button', { name: 'Daftar dengan kode DEWI2018' });
      const form = button.closest('form')!;
      expect(form.getAttribute('method')).toBe('get');
      expect(form.getAttribute('action')).toBe('/webapi/session/login');
      expect(Object.fromEntries(new FormData(form))).toEqual({ returnTo: '/account/referral', daftar: '1', kode: 'DEWI2018' });
      // Not the app's sign-in (which would drop the code): the form itself goes.
      expect(login).not.toHaveBeenCalled();
    });

    it('says nothing of an invitation for a value that is not a code', async () => {
      renderShell(<ReferralPage route={route} />, { path: '/referral?kode=%22%3E%3Cb%3E', session: 'anonymous', route: route.path, pages: SHELL_PAGES });
      expect(await screen.findByRole('heading', { level: 2, name: 'Ajak teman, dapat poin' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Kamu diundang bergabung di MyValue' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Daftar dengan kode/ })).not.toBeInTheDocument();
    });
  });
});
