import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, aMerchant, aPromo } from '../../testing/fixtures';
import { get, json, listOf, mockFetch, renderRemote } from 'shared-kit/testing';
import * as widgets from '../../widgets';
import { CategoryGridWidget, FavoritePromosWidget, MerchantStripWidget, NewestPromosWidget } from './HomeWidgets';

afterEach(() => jest.restoreAllMocks());

describe('home widgets', () => {
  it('are exposed as parcels by name', () => {
    for (const name of ['FavoritePromos', 'NewestPromos', 'CategoryGrid', 'MerchantStrip'] as const) {
      expect(typeof widgets[name].mount).toBe('function');
      expect(typeof widgets[name].Root).toBe('function');
    }
  });

  it('favourite promos: loading, then the strip', async () => {
    mockFetch(get('/api/v1/promos/favorites', listOf([aPromo()])));
    renderRemote(<FavoritePromosWidget />);
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Promo Favorit' })).toHaveTextContent('Diskon Kopi Susu 50%');
    expect(screen.getByRole('link', { name: /Diskon Kopi Susu 50%/ })).toHaveAttribute('href', '/promo/diskon-kopi-susu-kopi-senja-nusantara');
  });

  it('newest promos: an error of its own with a retry', async () => {
    let fail = true;
    mockFetch((url) =>
      url.pathname === '/api/v1/promos/newest' ? (fail ? json({ errorCode: 'X', message: 'x', data: null }, 500) : json(listOf([aPromo()]))) : undefined,
    );
    renderRemote(<NewestPromosWidget />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('list', { name: 'Promo Terbaru' })).toBeInTheDocument();
  });

  it('category grid links to category pages; merchant strip shows an empty note', async () => {
    mockFetch(get('/api/v1/categories', listOf([aCategory()])), get('/api/v1/merchants', listOf([])));
    renderRemote(
      <>
        <CategoryGridWidget />
        <MerchantStripWidget />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Makanan & Minuman' })).toHaveAttribute('href', '/category/makanan-minuman');
    expect(await screen.findByText('Belum ada merchant.')).toBeInTheDocument();
  });

  it('merchant strip lists merchants', async () => {
    mockFetch(get('/api/v1/merchants', listOf([aMerchant()])));
    renderRemote(<MerchantStripWidget />);
    expect(await screen.findByRole('list', { name: 'Merchant Partner' })).toHaveTextContent('Kopi Senja Nusantara');
  });
});
