import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useReducedMotion } from './useReducedMotion';

function Probe() {
  return <span data-testid="motion">{useReducedMotion() ? 'reduced' : 'full'}</span>;
}

/** A matchMedia whose '(prefers-reduced-motion: reduce)' answer the test changes. */
function stubMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const mql = {
    matches: initial,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  window.matchMedia = jest.fn(() => mql as unknown as MediaQueryList);
  return {
    set(value: boolean) {
      mql.matches = value;
      listeners.forEach((fn) => fn());
    },
    listeners,
  };
}

describe('useReducedMotion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('reads the system preference and follows its changes', () => {
    const media = stubMatchMedia(true);
    const { unmount } = render(<Probe />);
    expect(screen.getByTestId('motion')).toHaveTextContent('reduced');
    act(() => media.set(false));
    expect(screen.getByTestId('motion')).toHaveTextContent('full');
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is false on the server, and hydrates from that before taking the preference', async () => {
    const media = stubMatchMedia(true);
    const html = renderToString(<Probe />);
    expect(html).toContain('full');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | null = null;
    await act(async () => {
      root = hydrateRoot(container, <Probe />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container).toHaveTextContent('reduced');
    expect(media.listeners.size).toBe(1);
    act(() => root!.unmount());
    container.remove();
  });

  it('is false where there is no matchMedia', () => {
    // @ts-expect-error: a browser without matchMedia
    window.matchMedia = undefined;
    render(<Probe />);
    expect(screen.getByTestId('motion')).toHaveTextContent('full');
  });
});
