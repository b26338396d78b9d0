import { screen } from '@testing-library/react';
import { ok, renderRemote, stubFetch } from 'shared-contracts/testing';
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
