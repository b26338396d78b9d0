import { screen } from '@testing-library/react';
import { renderWithRemote } from './test/render';
import { mockApi, ok } from './test/mockApi';
import { AccountRoot } from './AccountRoot';

afterEach(() => jest.restoreAllMocks());

describe('AccountRoot', () => {
  it('renders the page of the path inside the account sub-navigation, current page marked', async () => {
    mockApi({ 'GET /api/v1/promos/bookmarks': ok({ count: 0, next: null, previous: null, perPage: 10, results: [] }) });
    renderWithRemote(<AccountRoot />, { route: '/account/voucher/bookmark' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Voucher Disimpan' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigasi akun' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voucher Saya' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Disimpan' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Akun Saya' })).not.toHaveAttribute('aria-current');
  });
});
