import { TIER } from '../../testing/fixtures';
import { screen, within } from '@testing-library/react';
import type { User } from 'shared-contracts/schemas';
import { makeUser, ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { OverviewPage } from './OverviewPage';

afterEach(() => jest.restoreAllMocks());

const USER: User = makeUser({
  valueID: 'MV1811220001',
  kgValueID: 'MV1811220001',
  phone: null,
  emailVerified: false,
  phoneVerified: false,
  avatar: 'http://media.test/avatars/mv.svg',
  createdDate: '2025-10-18T10:00:00+07:00',
  userMembership: [
    { id: 1, cardType: 'MYVALUE', name: 'MyValue', cardNumber: '8801 2018 0000 0123', image: 'http://media.test/c1.svg', memberSince: '2025-10-18T10:00:00+07:00', isPrimary: true },
    { id: 2, cardType: 'GRAMEDIA', name: 'Gramedia', cardNumber: '7702 1100 4567 8910', image: 'http://media.test/c2.svg', memberSince: '2025-11-07T10:00:00+07:00', isPrimary: false },
  ],
});

describe('OverviewPage', () => {
  it('shows the member, tier progress with its terms, points, expiry and every card', async () => {
    stubFetch({
      'GET /sso/v1/user': ok(USER),
      'GET /sso/v2/tiers/me': ok(TIER),
      'GET /sso/v1/point': ok({ point: 12500 }),
      'GET /sso/v1/point/expired': ok({ point: 1500, results: [{ point: 1500, expiredDate: '2026-12-17T10:00:00+07:00' }] }),
      'GET /sso/v1/badges/groupByCategory': ok({ badgeCategories: [] }),
    });
    renderRemote(<OverviewPage />, { session: 'member', url: '/account' });
    expect(await screen.findByTestId('account-name')).toHaveTextContent('Dewi Sartika');
    expect(screen.getByText('Value ID: MV1811220001')).toBeInTheDocument();
    expect(screen.getByText('Akun belum terverifikasi')).toBeInTheDocument();
    expect(screen.getByAltText('Foto profil Dewi Sartika')).toHaveAttribute('src', USER.avatar);
    expect(await screen.findByText('7.150 poin lagi ke Platinum')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Syarat & Ketentuan Tier' })).toHaveAttribute('href', 'https://sso.example/authorize/tnc_tiers');
    expect(await screen.findByTestId('overview-points')).toHaveTextContent('12.500 Poin');
    expect(await screen.findByText('1.500 poin hangus 17 Des 2026')).toBeInTheDocument();
    const wallet = screen.getByRole('region', { name: 'Membership (2)' });
    expect(within(wallet).getAllByRole('listitem')).toHaveLength(2);
    expect(within(wallet).getByRole('link', { name: 'Kelola Kartu' })).toHaveAttribute('href', '/account/membership');
    const shortcuts = screen.getByRole('navigation', { name: 'Pintasan akun' });
    expect(within(shortcuts).getByRole('link', { name: 'Riwayat Aktivitas' })).toHaveAttribute('href', '/account/history');
  });
});
