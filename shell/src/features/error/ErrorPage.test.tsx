import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { makeBoot, renderShell } from '../../testing/render';
import { ErrorPage } from './ErrorPage';
import { fatalErrorOf, useFatalError } from './useFatalError';

describe('error page', () => {
  it('shows 404 as "Tidak Ditemukan"', () => {
    renderShell(<ErrorPage status={404} message="ignored for 404" />);
    expect(screen.getByRole('heading', { name: 'Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Mohon maaf halaman yang sedang kamu tuju tidak ditemukan')).toBeInTheDocument();
    expect(document.title).toBe('Tidak Ditemukan - MyValue');
    expect(screen.queryByText('ignored for 404')).not.toBeInTheDocument();
  });

  it("keeps an unmatched route's 'Page not found: {path}' as the error detail", () => {
    renderShell(<ErrorPage status={404} message="Page not found: /tidak-ada" />);
    expect(screen.getByRole('region', { name: 'Tidak Ditemukan' })).toHaveAttribute('data-error-message', 'Page not found: /tidak-ada');
  });

  it('shows other errors as "Terjadi Kesalahan" with the status message', () => {
    renderShell(<ErrorPage status={500} message="Upstream user service unavailable" />);
    expect(screen.getByRole('heading', { name: 'Terjadi Kesalahan' })).toBeInTheDocument();
    expect(screen.getByText('Upstream user service unavailable')).toBeInTheDocument();
  });

  it('falls back to the development detail outside production', () => {
    renderShell(<ErrorPage status={500} devDetail="TypeError at foo.ts:3" />);
    expect(screen.getByText('TypeError at foo.ts:3')).toBeInTheDocument();
  });

  it('never shows the development detail in production', () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      renderShell(<ErrorPage status={503} devDetail="TypeError at foo.ts:3" />);
      expect(screen.queryByText('TypeError at foo.ts:3')).not.toBeInTheDocument();
      expect(screen.getByText('Terjadi kesalahan pada server, mohon coba lagi nanti.')).toBeInTheDocument();
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('goes home with "Homepage" and back with "Kembali"', async () => {
    const user = userEvent.setup();
    renderShell(<ErrorPage status={500} />, { path: '/promo/x' });
    await user.click(screen.getByRole('button', { name: 'Homepage' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/promo/x');
  });
});

describe('fatal user-fetch error', () => {
  it('shows the error page for an error the BFF put in the boot data: 5xx, or a request it refused', () => {
    expect(fatalErrorOf({ status: 500, error: { status: 503, message: 'SSO down' } })).toEqual({ status: 503, message: 'SSO down' });
    expect(fatalErrorOf({ status: 500, error: null })).toBeNull();
    expect(fatalErrorOf({ status: 200 })).toBeNull();
    expect(fatalErrorOf({ status: 404, error: null })).toBeNull();
    expect(fatalErrorOf({ status: 400, error: { status: 400, message: 'Alamat tidak valid' } })).toEqual({ status: 400, message: 'Alamat tidak valid' });
    expect(fatalErrorOf({ status: 403, error: { status: 403, message: 'Ditolak' } })).toEqual({ status: 403, message: 'Ditolak' });
  });

  let goTo: (path: string) => void = () => undefined;
  function Probe() {
    const fatal = useFatalError();
    const navigate = useNavigate();
    goTo = (p) => void navigate(p);
    return <p>{fatal ? `fatal ${fatal.status}: ${fatal.message}` : 'page'}</p>;
  }

  it('shows the fatal error until the visitor navigates elsewhere', () => {
    renderShell(<Probe />, { boot: makeBoot({ status: 500, error: { status: 500, message: 'User service failed' } }) });
    expect(screen.getByText('fatal 500: User service failed')).toBeInTheDocument();
    act(() => goTo('/promo'));
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});
