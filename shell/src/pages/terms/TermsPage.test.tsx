import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHELL_ROUTES } from 'shared-contracts';
import { json, mockFetch, renderShell } from '../../testing/render';
import { TermsPage } from './TermsPage';
import { SHELL_PAGES } from '../index';

afterEach(() => jest.restoreAllMocks());

const ROUTE = SHELL_ROUTES.find((r) => r.path === '/terms')!;
const TERMS_HTML =
  '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Syarat &amp; Ketentuan - MyValue</title>' +
  '<style>body{font-family:sans-serif}</style></head><body><h1>Syarat &amp; Ketentuan MyValue</h1>' +
  '<h2>1. Keanggotaan</h2><p>Terbuka untuk usia 17 tahun ke atas.</p>' +
  '<img src="x" onerror="window.__hacked=1"><script>window.__hacked=1</script></body></html>';

const html = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('TermsPage', () => {
  it("shows the Content API's terms inside the page: its heading as the one h1, its copy sanitised", async () => {
    const fetchSpy = mockFetch((url) => (url.pathname === '/api/pages/tnc' ? html(TERMS_HTML) : undefined));
    const { container } = renderShell(<TermsPage route={ROUTE} />, { path: '/terms', route: ROUTE.path, pages: SHELL_PAGES });

    expect(screen.getByRole('heading', { level: 1, name: 'Syarat & Ketentuan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Syarat & Ketentuan MyValue' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1. Keanggotaan' })).toBeInTheDocument();
    expect(screen.getByText('Terbuka untuk usia 17 tahun ke atas.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('script, style, title')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(document.title).toBe('Syarat & Ketentuan - MyValue');
    expect(fetchSpy.calls.map((c) => c.path)).toEqual(['/api/pages/tnc']);
    expect(new Headers((fetchSpy.mock.calls[0]![0] as Request).headers).get('accept')).toBe('text/html');
  });

  it('says the copy failed to load, with a retry that loads it again', async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url.pathname !== '/api/pages/tnc') return undefined;
      calls += 1;
      return calls === 1
        ? json({ errorCode: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server, mohon coba lagi nanti.', data: null }, 502)
        : html(TERMS_HTML);
    });
    renderShell(<TermsPage route={ROUTE} />, { path: '/terms', route: ROUTE.path, pages: SHELL_PAGES });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Konten halaman gagal dimuat');
    expect(alert).toHaveTextContent('Terjadi kesalahan pada server, mohon coba lagi nanti.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1. Keanggotaan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
