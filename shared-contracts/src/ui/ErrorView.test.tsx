import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { NotFound } from './ErrorView';

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
});
