import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

/** A page with a control before and after the opener, and a dialog with two buttons. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="page">
      <a href="#a">Sebelum</a>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      <a href="#b">Sesudah</a>
      <Dialog
        open={open}
        title="Keluar Akun"
        onClose={() => setOpen(false)}
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Batalkan
            </button>
            <button type="button">Keluar</button>
          </>
        }
      />
    </div>
  );
}

describe('a modal (Dialog through useModal)', () => {
  it('makes the page behind inert while open and gives it back on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const page = screen.getByTestId('page').parentElement as HTMLElement;
    await user.click(screen.getByRole('button', { name: 'Buka' }));
    expect(page).toHaveAttribute('inert');
    expect(screen.getByRole('dialog', { name: 'Keluar Akun' }).closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
  });

  it('keeps Tab and Shift+Tab inside, and returns focus to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Buka' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Keluar Akun' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Batalkan' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Keluar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Batalkan' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Keluar' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Batalkan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('brings focus back into the modal when the focused control is replaced', async () => {
    const user = userEvent.setup();
    function Confirm() {
      const [done, setDone] = useState(false);
      return (
        <Dialog
          open
          title={done ? 'Berhasil' : 'Yakin?'}
          onClose={() => undefined}
          actions={done ? <span>Selesai</span> : <button onClick={() => setDone(true)}>Ya</button>}
        />
      );
    }
    render(<Confirm />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ya' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Berhasil' });
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByRole('dialog', { name: 'Berhasil' })).toHaveFocus();
  });

  it('keeps focus where it is when the parent re-renders with a new onClose', async () => {
    const user = userEvent.setup();
    function Rerendering() {
      const [n, setN] = useState(0);
      return (
        <Dialog open title="Judul" onClose={() => setN(n)} actions={<button onClick={() => setN(n + 1)}>Tambah {n}</button>} />
      );
    }
    render(<Rerendering />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Tambah 1' })).toHaveFocus();
  });
});
