import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { NotFound, UnmatchedRoute } from './ErrorView';

describe('NotFound', () => {
  it('shows the spec 404 copy, sets the title and offers Kembali and Homepage', async () => {
    render(
      <MemoryRouter initialEntries={['/promo', '/promo/tidak-ada']} initialIndex={1}>
        <Routes>
          <Route path="/" element={<p>Beranda</p>} />
          <Route path="/promo" element={<p>Daftar promo</p>} />
          <Route path="/promo/:slug" element={<NotFound />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan')).toBeInTheDocument();
    expect(document.title).toBe('Tidak Ditemukan - MyValue');
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByText('Daftar promo')).toBeInTheDocument();
  });

  it('goes to the home page with Homepage', async () => {
    render(
      <MemoryRouter initialEntries={['/merchant/x']}>
        <Routes>
          <Route path="/" element={<p>Beranda</p>} />
          <Route path="/merchant/:slug" element={<NotFound />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Homepage' }));
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
  });

  it("carries spec §8's 'Page Not Found: {path}' as the error's message, not as page copy", () => {
    render(
      <MemoryRouter initialEntries={['/event/tidak-ada/register']}>
        <Routes>
          <Route path="/event/:slug/register" element={<NotFound />} />
        </Routes>
      </MemoryRouter>,
    );
    const page = screen.getByRole('region', { name: 'Tidak Ditemukan' });
    expect(page).toHaveAttribute('data-status', '404');
    expect(page).toHaveAttribute('data-error-message', 'Page Not Found: /event/tidak-ada/register');
    expect(page).not.toHaveTextContent('Page Not Found');
  });
});

describe('UnmatchedRoute', () => {
  it("is the same 404 page with spec §8's 'Page not found: {path}' as the error's message", () => {
    render(
      <MemoryRouter initialEntries={['/promo/a/b']}>
        <Routes>
          <Route path="/promo" element={<p>Daftar promo</p>} />
          <Route path="*" element={<UnmatchedRoute />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', 'Page not found: /promo/a/b');
  });
});
