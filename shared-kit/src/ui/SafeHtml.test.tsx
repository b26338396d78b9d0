// CMS HTML: sanitised before the browser shows it; a hydrated page keeps the server's
// sanitised markup and does not download DOMPurify until it must render other html.
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';

const sanitizeCalls = jest.fn();
jest.mock('dompurify', () => {
  type Purify = { sanitize: (html: string, config: object) => string };
  const actual = jest.requireActual<Purify & { default?: Purify }>('dompurify');
  const purify = actual.default ?? actual;
  return {
    __esModule: true,
    default: {
      sanitize: (html: string, config: object) => {
        sanitizeCalls(html);
        return purify.sanitize(html, config);
      },
    },
  };
});

import { SafeHtml } from './SafeHtml';

// The sanitiser loads once per page (module state): the hydration case comes first, before it has.
beforeEach(() => sanitizeCalls.mockClear());

it("keeps the server's markup on hydration without loading DOMPurify, and sanitises other html it is given later", async () => {
  const container = document.createElement('div');
  container.innerHTML = '<div data-testid="cms"><p>Dari server</p></div>';
  document.body.appendChild(container);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <SafeHtml data-testid="cms" html="<p>Dari server</p>" />);
  });
  await act(async () => new Promise((r) => setTimeout(r, 20)));
  expect(screen.getByTestId('cms').innerHTML).toBe('<p>Dari server</p>');
  expect(sanitizeCalls).not.toHaveBeenCalled();

  // Other content (a client navigation): never the old markup, then the sanitised new one.
  await act(async () => root.render(<SafeHtml data-testid="cms" html={'<p>Baru</p><script>alert(1)</script>'} />));
  expect(screen.getByTestId('cms').innerHTML).not.toContain('Dari server');
  await waitFor(() => expect(screen.getByTestId('cms').innerHTML).toBe('<p>Baru</p>'));
  expect(sanitizeCalls).toHaveBeenCalledWith('<p>Baru</p><script>alert(1)</script>');
  act(() => root.unmount());
  container.remove();
});

it('renders html in the browser only after sanitising it', async () => {
  render(<SafeHtml data-testid="cms" html={'<p>Syarat <strong>berlaku</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>'} />);
  await waitFor(() => expect(screen.getByTestId('cms').innerHTML).toContain('<strong>berlaku</strong>'));
  expect(screen.getByTestId('cms').innerHTML).not.toMatch(/onerror|script/);
});
