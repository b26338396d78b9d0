import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cmsPage } from '../../testing/fixtures';
import { calledUrls, get, json, mockFetch, renderShell } from '../../testing/render';
import { CmsPage } from '../../common/CmsPage';
import { SHELL_PAGES } from '../index';

afterEach(() => jest.restoreAllMocks());

describe('CmsPage', () => {
  it('shows the CMS title, summary and sanitised content, and titles the document', async () => {
    const fetchSpy = mockFetch(
      get(
        '/api/v1/pages/about',
        cmsPage('about', {
          title: 'Tentang MyValue',
          summary: 'Program loyalitas Kompas Gramedia.',
          content: '<h2>Satu akun</h2><p>Banyak keuntungan.</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=1</script>',
        }),
      ),
    );
    const { container } = renderShell(<CmsPage slug="about" fallbackTitle="Tentang" />, { path: '/about', route: '/about', pages: SHELL_PAGES });

    expect(screen.getByRole('heading', { level: 1, name: 'Tentang' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang MyValue' })).toBeInTheDocument();
    expect(screen.getByText('Program loyalitas Kompas Gramedia.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Satu akun' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[data-owner="shell"]')).not.toBeNull();
    expect(document.title).toBe('Tentang MyValue - MyValue');
    expect(calledUrls(fetchSpy).map((u) => u.pathname)).toEqual(['/api/v1/pages/about']);
  });

  it('shows an Indonesian error with a retry that loads the page again', async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url.pathname !== '/api/v1/pages/learn-more') return undefined;
      calls += 1;
      return calls === 1
        ? json({ errorCode: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server, mohon coba lagi nanti.', data: null }, 500)
        : json(cmsPage('learn-more', { title: 'Pelajari Lebih Lanjut' }));
    });
    renderShell(<CmsPage slug="learn-more" fallbackTitle="Pelajari Lebih Lanjut" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Konten halaman gagal dimuat');
    expect(alert).toHaveTextContent('Terjadi kesalahan pada server, mohon coba lagi nanti.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Ringkasan halaman learn-more.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps the extra content (children) when the copy fails', async () => {
    mockFetch(() => new Response('<!doctype html><p>404</p>', { status: 404, headers: { 'content-type': 'text/html' } }));
    renderShell(
      <CmsPage slug="business" fallbackTitle="Menjadi Partner">
        <p>Formulir</p>
      </CmsPage>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.getByText('Formulir')).toBeInTheDocument();
  });
});
