import { screen } from '@testing-library/react';
import { ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { AccountRoot } from './AccountRoot';

afterEach(() => jest.restoreAllMocks());

describe('AccountRoot', () => {
  it('renders the page of the path inside the account sub-navigation, current page marked', async () => {
    stubFetch({ 'GET /api/v1/promos/bookmarks': ok({ count: 0, next: null, previous: null, perPage: 10, results: [] }) });
    renderRemote(<AccountRoot />, { session: 'member', url: '/account/voucher/bookmark' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Voucher Disimpan' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigasi akun' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voucher Saya' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Disimpan' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Akun Saya' })).not.toHaveAttribute('aria-current');
  });
});

describe('AccountRoot history', () => {
  it("renders /account/history with 'Aktivitas' as the current tab of the sub-navigation", async () => {
    const empty = ok({ count: 0, next: null, previous: null, perPage: 10, results: [] });
    stubFetch({ 'GET /sso/v1/point/transaction': empty, 'GET /api/v2/vouchers': empty, 'GET /api/v2/voucher-ticket/history': empty });
    renderRemote(<AccountRoot />, { session: 'member', url: '/account/history' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riwayat Aktivitas' })).toBeInTheDocument();
    expect(await screen.findByText('Belum ada aktivitas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aktivitas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Voucher Saya' })).not.toHaveAttribute('aria-current');
  });
});
