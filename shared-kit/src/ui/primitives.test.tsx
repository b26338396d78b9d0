import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Breadcrumbs } from './Breadcrumbs';
import { Dialog } from './Dialog';
import { ErrorBox } from './ErrorBox';
import { Pagination } from './Pagination';
import { ScrollRow } from './ScrollRow';
import { SignInForm } from './SignInForm';

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('Pagination', () => {
  it('links to the pages around the current one and keeps a disabled control in place', () => {
    inRouter(<Pagination page={1} totalPages={3} hrefOf={(p) => `/promo?page=${p}`} label="Halaman promo" />);
    const nav = screen.getByRole('navigation', { name: 'Halaman promo' });
    expect(nav).toHaveTextContent('Halaman 1 dari 3');
    expect(screen.getByRole('link', { name: 'Berikutnya' })).toHaveAttribute('href', '/promo?page=2');
    expect(screen.queryByRole('link', { name: 'Sebelumnya' })).not.toBeInTheDocument();
    expect(screen.getByText('Sebelumnya').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('calls onPage with buttons, and says only the page when the total is unknown', async () => {
    const onPage = jest.fn();
    inRouter(<Pagination page={2} hasPrevious hasNext={false} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toHaveTextContent('Halaman 2');
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('is not there for a single page', () => {
    inRouter(<Pagination page={1} totalPages={1} hrefOf={String} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Breadcrumbs', () => {
  it('links the trail and marks the current page', () => {
    inRouter(<Breadcrumbs items={[{ label: 'Event', to: '/event' }, { label: 'Musik' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(screen.getByRole('link', { name: 'Event' })).toHaveAttribute('href', '/event');
    expect(screen.getByText('Musik')).toHaveAttribute('aria-current', 'page');
    // The separator is drawn by CSS, not written in the text.
    expect(nav).toHaveTextContent(/^EventMusik$/);
  });
});

describe('ErrorBox', () => {
  it('alerts with its title and text and retries', async () => {
    const retry = jest.fn();
    render(
      <ErrorBox title="Gagal memuat promo" onRetry={retry}>
        Periksa koneksi kamu.
      </ErrorBox>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal memuat promoPeriksa koneksi kamu.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the caller action instead of the retry', () => {
    render(<ErrorBox title="Sesi berakhir" onRetry={jest.fn()} action={<button type="button">Masuk</button>} />);
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba Lagi' })).not.toBeInTheDocument();
  });
});

describe('ScrollRow', () => {
  function sized(el: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
    Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
    Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
  }

  it('moves a row that is wider than its box by about a screen, and disables the end it is at', async () => {
    render(
      <ScrollRow aria-label="Promo Favorit">
        <li>A</li>
        <li>B</li>
      </ScrollRow>,
    );
    const list = screen.getByRole('list', { name: 'Promo Favorit' });
    const scrollBy = jest.fn();
    list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
    sized(list, { scrollWidth: 1000, clientWidth: 400 });
    act(() => {
      list.dispatchEvent(new Event('scroll'));
    });
    const previous = screen.getByRole('button', { name: 'Geser ke sebelumnya' });
    const next = screen.getByRole('button', { name: 'Geser ke berikutnya' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(list.parentElement).toHaveAttribute('data-overflows', 'true');
    await userEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 360 }));
    list.scrollLeft = 600;
    act(() => {
      list.dispatchEvent(new Event('scroll'));
    });
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });
});

describe('Dialog', () => {
  it('renders at the end of body, outside the tree that opened it, and closes with Escape', async () => {
    const onClose = jest.fn();
    const { container } = render(
      <Dialog open title="Keluar Akun" onClose={onClose}>
        <p>Yakin?</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Keluar Akun' });
    expect(container).not.toContainElement(dialog);
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('SignInForm', () => {
  const renderForm = (returnTo: string, onSignIn = jest.fn()) => {
    render(
      <SignInForm returnTo={returnTo} onSignIn={onSignIn}>
        <button type="submit">Masuk</button>
      </SignInForm>,
    );
    const form = screen.getByRole('button', { name: 'Masuk' }).closest('form')!;
    return { form, onSignIn, returnTo: (form.elements.namedItem('returnTo') as HTMLInputElement).value };
  };

  it("without script is a GET to the BFF's sign-in start with the page to return to", () => {
    const { form, returnTo } = renderForm('/account/poin?tab=2');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/webapi/session/login');
    expect(returnTo).toBe('/account/poin?tab=2');
  });

  it('never carries a path to another site', () => {
    expect(renderForm('//evil.example/x').returnTo).toBe('/');
  });

  it("with script runs the app's sign-in instead of the request", async () => {
    const { onSignIn } = renderForm('/account');
    const submitted = jest.fn((event: SubmitEvent) => event.defaultPrevented);
    document.addEventListener('submit', submitted);
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    document.removeEventListener('submit', submitted);
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(submitted.mock.results[0]?.value).toBe(true);
  });
});
