import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { laggingShell, renderInApp } from '../testing';
import { useLatestSearchParams, type SearchParamsChangeOptions } from './useLatestSearchParams';

const set = (key: string, value: string) => (current: URLSearchParams) => {
  current.set(key, value);
  return current;
};

let change: (edit: (current: URLSearchParams) => URLSearchParams, options?: SearchParamsChangeOptions) => void;

function Filters() {
  const [params, setParams] = useLatestSearchParams();
  change = setParams;
  return (
    <>
      <output aria-label="parameter">{params.toString()}</output>
      <button type="button" onClick={() => setParams(set('kota', 'bandung'))}>
        Bandung
      </button>
      <button type="button" onClick={() => setParams(set('urut', 'baru'), { replace: true })}>
        Terbaru
      </button>
    </>
  );
}

const shown = () => screen.getByRole('status', { name: 'parameter' });

describe('useLatestSearchParams', () => {
  it('builds each change on the last one asked for while the router has not rendered it, and shows it', async () => {
    const shell = laggingShell();
    renderInApp(<Filters />, { url: '/acara?halaman=2', shell });
    await userEvent.click(screen.getByRole('button', { name: 'Bandung' }));
    expect(shown()).toHaveTextContent('halaman=2&kota=bandung');
    await userEvent.click(screen.getByRole('button', { name: 'Terbaru' }));
    expect(shell.asked).toEqual(['/acara?halaman=2&kota=bandung', '/acara?halaman=2&kota=bandung&urut=baru']);
    expect(shown()).toHaveTextContent('halaman=2&kota=bandung&urut=baru');
    shell.follow();
    expect(screen.getByTestId('location')).toHaveTextContent('/acara?halaman=2&kota=bandung&urut=baru');
    expect(shown()).toHaveTextContent('halaman=2&kota=bandung&urut=baru');
  });

  it('builds on the last change even with no render between two (one task)', () => {
    const shell = laggingShell();
    renderInApp(<Filters />, { url: '/acara', shell });
    act(() => {
      change(set('kota', 'bandung'));
      change(set('urut', 'baru'));
    });
    expect(shell.asked).toEqual(['/acara?kota=bandung', '/acara?kota=bandung&urut=baru']);
  });

  it('follows the router again after a navigation of its own, even back to the same address', async () => {
    const shell = laggingShell();
    renderInApp(<Filters />, { url: '/acara?halaman=2', shell });
    await userEvent.click(screen.getByRole('button', { name: 'Bandung' }));
    shell.follow();
    // Back: the address the change was asked on, rendered anew; the asked change no longer counts.
    shell.navigate('/acara?halaman=2');
    expect(shown()).toHaveTextContent(/^halaman=2$/);
    await userEvent.click(screen.getByRole('button', { name: 'Terbaru' }));
    expect(shell.asked.at(-1)).toBe('/acara?halaman=2&urut=baru');
  });
});
