// A member's QR code: drawn by the server renderer (which loads the encoder first) so it is
// in the server paint, kept by hydration before the browser has the encoder, and drawn in
// the browser for pages it renders itself.
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';

import { loadQrEncoder } from 'shared-contracts';
import { QrCode } from './QrCode';

type QrModule = typeof import('./QrCode') & { loadQrEncoder: typeof loadQrEncoder };
type HydrateRoot = typeof import('react-dom/client').hydrateRoot;
type Act = typeof import('react').act;

/** A fresh copy of the module and of the contract's encoder cache (not loaded yet), with the React it must render with. */
async function freshModules(): Promise<{ qr: QrModule; hydrateRoot: HydrateRoot; act: Act }> {
  let modules!: { qr: QrModule; hydrateRoot: HydrateRoot; act: Act };
  await jest.isolateModulesAsync(async () => {
    modules = { qr: { ...(await import('./QrCode')), loadQrEncoder: (await import('shared-contracts')).loadQrEncoder }, hydrateRoot: (await import('react-dom/client')).hydrateRoot, act: (await import('react')).act };
  });
  return modules;
}

const svgOf = (el: Element) => el.querySelector('svg');

it('draws the code in the browser once the encoder has loaded', async () => {
  render(<QrCode value="MV-ABC123" label="Kode QR MV-ABC123" size={96} />);
  const box = screen.getByRole('img', { name: 'Kode QR MV-ABC123' });
  await waitFor(() => expect(svgOf(box)).not.toBeNull());
  expect(box.innerHTML).toContain('stroke="#000000"');
});

it('is drawn in the server paint once the renderer has loaded the encoder, and hydration keeps it before the browser has one', async () => {
  await loadQrEncoder();
  const markup = renderToString(<QrCode value="MV-XYZ789" label="Kode QR MV-XYZ789" size={96} />);
  expect(markup).toContain('<svg');

  const { qr, hydrateRoot, act: freshAct } = await freshModules();
  expect(qr.QrCode).not.toBe(QrCode);
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.appendChild(container);
  const drawing = container.querySelector('svg')!.outerHTML;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root!: ReturnType<HydrateRoot>;
  const element: ReactElement = <qr.QrCode value="MV-XYZ789" label="Kode QR MV-XYZ789" size={96} />;
  await freshAct(async () => {
    root = hydrateRoot(container, element);
  });
  // Hydrated, the browser's encoder not yet there: the server's drawing is still on show.
  expect(container.querySelector('svg')?.outerHTML).toBe(drawing);
  // Once it is, the browser draws the same code.
  await freshAct(async () => {
    await qr.loadQrEncoder();
  });
  await waitFor(() => expect(container.querySelector('svg')?.outerHTML).toBe(drawing));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  freshAct(() => root.unmount());
  container.remove();
});
