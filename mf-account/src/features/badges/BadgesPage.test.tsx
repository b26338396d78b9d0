import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Badge } from 'shared-contracts/schemas';
import { ok, renderRemote, stubFetch } from 'shared-kit/testing';
import { BadgesPage } from './BadgesPage';
import { ACCOUNT_PAGES } from '../../pages';

afterEach(() => jest.restoreAllMocks());

const badge = (id: number, name: string, isObtained: boolean): Badge => ({
  id,
  code: `b${id}`,
  name,
  description: `Cara mendapatkan ${name}`,
  image: 'http://media.test/b.svg',
  isObtained,
  obtainedDate: isObtained ? '2026-06-01T10:00:00+07:00' : null,
});

describe('BadgesPage', () => {
  it("shows 'x dari y' overall and per category, obtained ones marked, and a badge's detail", async () => {
    stubFetch({
      'GET /sso/v1/badges/groupByCategory': ok({
        badgeCategories: [
          { id: 1, name: 'Belanja', description: '', badges: [badge(1, 'Pembeli Pertama', true), badge(2, 'Kutu Buku', false)] },
          { id: 2, name: 'Menginap', description: '', badges: [badge(3, 'Tamu Pertama', true), badge(4, 'Tiga Kota', true)] },
        ],
      }),
    });
    renderRemote(<BadgesPage />, { session: 'member', url: '/account/badge', route: '/account/badge', pages: ACCOUNT_PAGES });
    expect(await screen.findByTestId('badge-overall')).toHaveTextContent('3 dari 4');
    const belanja = screen.getByRole('region', { name: 'Belanja' });
    expect(within(belanja).getByText('1 dari 2')).toBeInTheDocument();
    expect(within(belanja).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(within(screen.getByRole('region', { name: 'Menginap' })).getByText('2 dari 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pembeli Pertama, sudah didapat' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Kutu Buku, belum didapat' }));
    const dialog = screen.getByRole('dialog', { name: 'Kutu Buku' });
    expect(within(dialog).getByText('Cara mendapatkan Kutu Buku')).toBeInTheDocument();
    expect(within(dialog).getByText('Belum didapat')).toBeInTheDocument();
    expect(document.title).toBe('Koleksi Badge - MyValue');
  });

  it('encourages a member with no badges yet', async () => {
    stubFetch({
      'GET /sso/v1/badges/groupByCategory': ok({
        badgeCategories: [{ id: 1, name: 'Belanja', description: '', badges: [badge(1, 'Pembeli Pertama', false)] }],
      }),
    });
    renderRemote(<BadgesPage />, { session: 'member', url: '/account' });
    expect(await screen.findByTestId('badge-overall')).toHaveTextContent('0 dari 1');
    expect(screen.getByText(/Kamu belum punya badge/)).toBeInTheDocument();
  });
});
