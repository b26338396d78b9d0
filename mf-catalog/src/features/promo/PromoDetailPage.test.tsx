import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACK_EVENTS, memberApi } from 'shared-contracts';
import { aPromo, aVoucher } from '../../testing/fixtures';
import { callPaths, get, listOf, mockFetch, on, renderRemote } from 'shared-kit/testing';
import { PromoDetailPage } from './PromoDetailPage';
import { CATALOG_PAGES } from '../../pages';

afterEach(() => jest.restoreAllMocks());

const promo = aPromo();
const SLUG = promo.slug;
const detail = (p = promo) => get(`/api/v1/promos/slug/${SLUG}`, p);
const related = get('/api/v1/promos', listOf([promo, aPromo({ id: 30, slug: 'roti', title: 'Roti Gratis' })]));

function renderDetail(status: 'anonymous' | 'member' = 'anonymous') {
  return renderRemote(<PromoDetailPage />, { url: `/promo/${SLUG}`, route: '/promo/:slug', pages: CATALOG_PAGES, session: status });
}

describe('PromoDetailPage', () => {
  it('shows the promo with merchant link, validity, sanitised terms, related promos and its title', async () => {
    (window as unknown as { __pwned?: number }).__pwned = undefined;
    mockFetch(detail(), related);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Diskon Kopi Susu 50%' })).toBeInTheDocument();
    expect(document.title).toBe('Diskon Kopi Susu 50% - MyValue');
    expect(screen.getAllByRole('link', { name: 'Kopi Senja Nusantara' })[0]).toHaveAttribute('href', '/merchant/kopi-senja-nusantara');
    expect(screen.getByText(/Berlaku hingga 31 Okt 2099 23\.59 WIB/)).toBeInTheDocument();
    expect(screen.getByText('Berlaku di semua gerai.')).toBeInTheDocument();
    expect(screen.getByText('Tunjukkan kode voucher ke kasir.')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    const relatedList = await screen.findByRole('list', { name: 'Promo Terkait' });
    expect(within(relatedList).getAllByRole('link')).toHaveLength(1);
    expect(within(relatedList).getByRole('link')).toHaveTextContent('Roti Gratis');
  });

  it('shows the 404 page for an unknown slug', async () => {
    mockFetch();
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Homepage' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', `Page Not Found: /promo/${SLUG}`);
  });

  it('shows the 404 page for a promo that is gone (410), as the server answers 404', async () => {
    mockFetch(get(`/api/v1/promos/slug/${SLUG}`, { errorCode: 'NOT_FOUND', message: 'Promo sudah berakhir.', data: null }, 410));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', `Page Not Found: /promo/${SLUG}`);
  });

  it('tells a visitor that Tukar Poin needs an account before leaving: Batal stays, Masuk signs in and comes back', async () => {
    const fetch = mockFetch(detail(), related);
    const { login } = renderDetail('anonymous');
    const bar = await screen.findByRole('region', { name: 'Tukar promo' });
    expect(bar).toHaveTextContent('1.500 Poin');
    expect(bar).toHaveTextContent('Masuk untuk menukar poin');
    await userEvent.click(within(bar).getByRole('button', { name: 'Tukar Poin' }));
    let dialog = screen.getByRole('dialog', { name: 'Masuk ke Akun MyValue' });
    expect(dialog).toHaveTextContent('Untuk menukar poin dengan voucher ini, masuk dulu dengan akun MyValue.');
    expect(dialog).toHaveTextContent('Setelah masuk, kamu kembali ke halaman ini.');
    expect(login).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();

    await userEvent.click(within(bar).getByRole('button', { name: 'Tukar Poin' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Masuk' }));
    expect(login).toHaveBeenCalledWith(`/promo/${SLUG}`);

    await userEvent.click(screen.getByRole('button', { name: /Simpan/ }));
    dialog = screen.getAllByRole('dialog').find((d) => d.textContent?.includes('menyimpan promo'))!;
    expect(dialog).toHaveTextContent('Untuk menyimpan promo ini ke Voucher Saya, masuk dulu dengan akun MyValue.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Masuk' }));
    expect(login).toHaveBeenCalledTimes(2);
    expect(callPaths(fetch).some((p) => p.startsWith('POST'))).toBe(false);
  });

  it('closes the sign-in prompt with Escape and nothing happens', async () => {
    mockFetch(detail(), related);
    const { login } = renderDetail('anonymous');
    await userEvent.click(await screen.findByRole('button', { name: /Simpan/ }));
    expect(screen.getByRole('dialog', { name: 'Masuk ke Akun MyValue' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the member balance in the bar', async () => {
    mockFetch(detail(), related, get('/sso/v1/point', { point: 12500 }));
    renderDetail('member');
    const bar = await screen.findByRole('region', { name: 'Tukar promo' });
    await waitFor(() => expect(bar).toHaveTextContent('Poin kamu: 12.500 Poin'));
    expect(within(bar).getByRole('button', { name: 'Tukar Poin' })).toBeEnabled();
  });

  it('replaces Tukar Poin for a promo the member already redeemed', async () => {
    mockFetch(detail(aPromo({ isAlreadyPurchased: true })), related, get('/sso/v1/point', { point: 12500 }));
    renderDetail('member');
    const bar = await screen.findByRole('region', { name: 'Tukar promo' });
    expect(within(bar).getByRole('note')).toHaveTextContent('Kamu sudah pernah menukar voucher ini.');
    expect(within(bar).getByRole('link', { name: 'Lihat Voucher Saya' })).toHaveAttribute('href', '/account/voucher');
    expect(within(bar).queryByRole('button', { name: 'Tukar Poin' })).not.toBeInTheDocument();
  });

  it('says a sold-out promo is sold out in the bar', async () => {
    mockFetch(detail(aPromo({ isQuotaAvailable: false })), related);
    renderDetail('anonymous');
    const bar = await screen.findByRole('region', { name: 'Tukar promo' });
    expect(within(bar).getByRole('button', { name: 'Kuota Habis' })).toBeDisabled();
    expect(within(bar).getByRole('note')).toHaveTextContent('Voucher ini sudah habis ditukar.');
  });

  it('offers no button for an information-only promo', async () => {
    mockFetch(detail(aPromo({ promoType: 'INFO', price: 0 })), related);
    renderDetail('anonymous');
    const bar = await screen.findByRole('region', { name: 'Tukar promo' });
    expect(bar).toHaveTextContent('Gratis');
    expect(within(bar).queryByRole('button')).not.toBeInTheDocument();
    expect(within(bar).getByRole('note')).toHaveTextContent('Promo ini tidak perlu ditukar dengan poin.');
  });

  it('redeems once on a double click in one round trip: the voucher shown, the balance from the answer', async () => {
    let balance = 12500;
    const fetch = mockFetch(
      detail(),
      related,
      get('/sso/v1/point', () => ({ point: balance })),
      on('POST', '/api/v2/promos/buy', () => {
        balance -= promo.price;
        return { voucher: aVoucher(promo), point: balance };
      }, 201),
    );
    const { track } = renderDetail('member');
    await userEvent.click(await screen.findByRole('button', { name: 'Tukar Poin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tukar Poin' });
    expect(dialog).toHaveTextContent('1.500 Poin');
    await waitFor(() => expect(dialog).toHaveTextContent('12.500 Poin'));
    expect(dialog).toHaveTextContent('Sisa poin setelah ditukar11.000 Poin');
    const confirm = within(dialog).getByRole('button', { name: 'Tukar Sekarang' });
    await userEvent.dblClick(confirm);
    const done = await screen.findByRole('dialog', { name: 'Voucher Berhasil Ditukar' });
    expect(done).toHaveTextContent('MVK7Q2X9PA');
    expect(within(done).getByRole('img', { name: 'Kode QR voucher MVK7Q2X9PA' })).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Lihat Voucher Saya' })).toHaveAttribute('href', '/account/voucher');
    const posts = fetch.calls.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ promoId: promo.id });
    expect(posts[0]!.headers['idempotency-key']?.length).toBeGreaterThanOrEqual(8);
    // The answer's balance is the header's and the bar's: no GET of the points again; only the
    // redeemed promo is asked again.
    await userEvent.click(within(done).getByRole('button', { name: 'Tutup' }));
    const bar = screen.getByRole('region', { name: 'Tukar promo' });
    await waitFor(() => expect(bar).toHaveTextContent('11.000'));
    await waitFor(() => expect(callPaths(fetch).filter((p) => p.startsWith('GET /api/v1/promos/slug/'))).toHaveLength(2));
    expect(callPaths(fetch).filter((p) => p === 'GET /sso/v1/point')).toHaveLength(1);
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.redeemPromo, expect.objectContaining({ promoId: promo.id, status: 'success' }));
  });

  it('explains insufficient points in the bar and does not allow redeeming', async () => {
    const fetch = mockFetch(detail(), related, get('/sso/v1/point', { point: 200 }));
    renderDetail('member');
    const bar = await screen.findByRole('region', { name: 'Tukar promo' });
    await waitFor(() => expect(within(bar).getByRole('note')).toHaveTextContent('Poin kamu belum cukup, kurang 1.300 Poin.'));
    expect(within(bar).getByRole('button', { name: 'Tukar Poin' })).toBeDisabled();
    expect(fetch.calls.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('still refuses in the dialog when the balance drops after it opened', async () => {
    let balance = 12500;
    const fetch = mockFetch(detail(), related, get('/sso/v1/point', () => ({ point: balance })));
    const { store } = renderDetail('member');
    await userEvent.click(await screen.findByRole('button', { name: 'Tukar Poin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tukar Poin' });
    await waitFor(() => expect(dialog).toHaveTextContent('12.500 Poin'));
    balance = 200;
    await store.dispatch(memberApi.endpoints.getPoint.initiate(undefined, { forceRefetch: true }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Poin kamu tidak cukup untuk menukar voucher ini. Kamu butuh 1.300 poin lagi.');
    expect(within(dialog).getByRole('button', { name: 'Tukar Sekarang' })).toBeDisabled();
    expect(fetch.calls.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('explains a quota that ran out meanwhile, in Indonesian', async () => {
    mockFetch(
      detail(),
      related,
      get('/sso/v1/point', { point: 12500 }),
      on('POST', '/api/v2/promos/buy', { errorCode: 'QUOTA_EXHAUSTED', message: 'Kuota Habis.', data: null }, 409),
    );
    const { track } = renderDetail('member');
    await userEvent.click(await screen.findByRole('button', { name: 'Tukar Poin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tukar Poin' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Tukar Sekarang' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tukar Sekarang' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kuota Habis. Voucher ini sudah habis ditukar.');
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.redeemPromo, expect.objectContaining({ status: 'failed', errorCode: 'QUOTA_EXHAUSTED' }));
  });

  it('says why an expired or sold-out promo cannot be redeemed', async () => {
    mockFetch(detail(aPromo({ isExpired: true })), related);
    renderDetail('member');
    expect(await screen.findByRole('button', { name: 'Tukar Poin' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Promo sudah berakhir');
  });

  it('bookmarks for a member and tracks it', async () => {
    const fetch = mockFetch(detail(), related, get('/sso/v1/point', { point: 0 }), on('POST', '/api/v1/promos/bookmarks', { promoId: promo.id, isBookmarked: true }, 201));
    const { track } = renderDetail('member');
    const button = await screen.findByRole('button', { name: /Simpan/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: /Tersimpan/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Promo disimpan ke Voucher Saya.')).toBeInTheDocument();
    expect(callPaths(fetch)).toContain('POST /api/v1/promos/bookmarks');
    expect(track).toHaveBeenCalledWith(TRACK_EVENTS.bookmarkPromo, expect.objectContaining({ bookmarked: true }));
  });

  it('offers WhatsApp and copy link where the Web Share API is missing', async () => {
    mockFetch(detail(), related);
    renderDetail();
    const wa = await screen.findByRole('link', { name: 'Bagikan ke WhatsApp' });
    expect(wa.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Diskon Kopi Susu 50% http://localhost/promo/${SLUG}`)}`,
    );
    expect(screen.getByRole('button', { name: 'Salin Tautan' })).toBeInTheDocument();
  });

  it('offers a retry when loading fails for another reason than 404', async () => {
    mockFetch(get(`/api/v1/promos/slug/${SLUG}`, { errorCode: 'INTERNAL_ERROR', message: 'x', data: null }, 503));
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat data.Terjadi kesalahan pada server, mohon coba lagi nanti.');
  });
});


describe('share with the Web Share API', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });
  it('uses navigator.share where the browser has it', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    mockFetch(detail(), related);
    const { track } = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Bagikan' }));
    expect(share).toHaveBeenCalledWith({ title: promo.title, url: `http://localhost/promo/${SLUG}` });
    expect(screen.queryByRole('link', { name: 'Bagikan ke WhatsApp' })).not.toBeInTheDocument();
    await waitFor(() => expect(track).toHaveBeenCalledWith(TRACK_EVENTS.share, { method: 'web-share', path: `/promo/${SLUG}` }));
  });
});
