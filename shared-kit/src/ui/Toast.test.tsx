// The toast never covers the control the member just pressed (issue 43 walk 5: on a 360 px
// phone 'Promo disimpan…' and a settings form's success sat on top of its 'Simpan' button).
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { act } from 'react';
import { Toast } from './Toast';

const PHONE_HEIGHT = 640;

/** A form whose action button is drawn at `top` px of a 360 × 640 screen; pressing it shows the toast. */
function Form({ top }: { top: number }) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        ref={(el) => {
          if (el) el.getBoundingClientRect = () => ({ top, bottom: top + 44, left: 16, right: 344, height: 44, width: 328, x: 16, y: top, toJSON: () => ({}) });
        }}
        onClick={() => setMessage('Data diri berhasil disimpan.')}
      >
        Simpan
      </button>
      <Toast message={message} />
    </>
  );
}

const toast = () => screen.getByText('Data diri berhasil disimpan.');

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: PHONE_HEIGHT });
});

function press() {
  const button = screen.getByRole('button', { name: 'Simpan' });
  act(() => {
    button.focus();
    button.click();
  });
}

test('a button low on the screen (where the toast would sit) gets the toast at the top, under the header', () => {
  render(<Form top={PHONE_HEIGHT - 60} />);
  press();
  expect(toast()).toHaveAttribute('data-placement', 'top');
  expect(toast().className).toContain('toastTop');
});

test('a button high on the screen keeps the toast at the bottom', () => {
  render(<Form top={120} />);
  press();
  expect(toast()).toHaveAttribute('data-placement', 'bottom');
  expect(toast().className).not.toContain('toastTop');
});

test('with nothing focused (the button was disabled while saving) it goes to the top, away from the thumb\u2019s buttons and bottom bars', () => {
  const { rerender } = render(<Toast message={null} />);
  rerender(<Toast message="Nama berhasil diubah." />);
  expect(screen.getByText('Nama berhasil diubah.')).toHaveAttribute('data-placement', 'top');
});

test('is announced politely', () => {
  render(<Toast message="Promo disimpan ke Voucher Saya." />);
  expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByRole('status')).toHaveTextContent('Promo disimpan ke Voucher Saya.');
});
