import { act, render, screen } from '@testing-library/react';
import { RemoteWidget } from './RemoteWidget';

const loadRemoteWidgets = jest.fn();
jest.mock('./remotes', () => ({ loadRemoteWidgets: (...args: unknown[]) => loadRemoteWidgets(...args) }));
jest.mock('./RemoteOutlet', () => ({
  RemoteLoading: () => <div data-testid="skeleton" />,
  RemoteOutlet: ({ name, load }: { name: string; load: () => Promise<unknown> }) => {
    void load();
    return <div data-testid="outlet">{name}</div>;
  },
}));

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; options?: { rootMargin?: string }; disconnected: boolean }> = [];

beforeEach(() => {
  observers = [];
  loadRemoteWidgets.mockReset().mockResolvedValue({ promoFavorit: { mount: jest.fn() }, upcoming: { mount: jest.fn() } });
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    private readonly record;
    constructor(callback: Callback, options?: { rootMargin?: string }) {
      this.record = { callback, options, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  };
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('a widget below the fold keeps its skeleton and fetches nothing until the visitor scrolls near it', () => {
  const { container } = render(<RemoteWidget remote="catalog" widget="promoFavorit" />);
  expect(screen.getByTestId('skeleton')).toBeInTheDocument();
  expect(container.querySelector('[data-remote-area="catalog"]')).toHaveAttribute('data-remote-state', 'deferred');
  expect(loadRemoteWidgets).not.toHaveBeenCalled();
  expect(observers[0]?.options?.rootMargin).toBe('600px 0px');

  act(() => observers[0]!.callback([{ isIntersecting: false }]));
  expect(loadRemoteWidgets).not.toHaveBeenCalled();

  act(() => observers[0]!.callback([{ isIntersecting: true }]));
  expect(screen.getByTestId('outlet')).toHaveTextContent('catalog');
  expect(loadRemoteWidgets).toHaveBeenCalledWith('catalog');
  expect(observers[0]!.disconnected).toBe(true);
});

test('without IntersectionObserver the widget loads at once', () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(<RemoteWidget remote="events" widget="upcoming" />);
  expect(screen.getByTestId('outlet')).toHaveTextContent('events');
  expect(loadRemoteWidgets).toHaveBeenCalledWith('events');
});
