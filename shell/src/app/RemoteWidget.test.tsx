import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RefObject } from 'react';
import { IslandsContext, widgetIslandKey } from '../ssr/islands';
import { RemoteWidget } from './RemoteWidget';

const loadRemoteWidgets = jest.fn();
jest.mock('./remotes', () => ({ loadRemoteWidgets: (...args: unknown[]) => loadRemoteWidgets(...args) }));
jest.mock('./RemoteOutlet', () => ({
  RemoteLoading: () => <div data-testid="skeleton" />,
  RemoteOutlet: ({ name, load }: { name: string; load: () => Promise<unknown> }) => {
    void load();
    return <div data-testid="outlet">{name}</div>;
  },
  // The server's markup as it is, and whether the parcel may start hydrating it.
  IslandOutlet: (props: { name: string; html: string; start: boolean; islandKey: string; onFailure: () => void; areaRef: RefObject<HTMLDivElement | null> }) => (
    <div ref={props.areaRef} data-testid="island" data-start={String(props.start)} data-island={props.islandKey}>
      <div dangerouslySetInnerHTML={{ __html: props.html }} />
      <button type="button" onClick={props.onFailure}>
        hydration failed
      </button>
    </div>
  ),
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

describe('a widget the server rendered', () => {
  const serverMarkup = '<ul><li><a href="/promo/kopi-gratis">Kopi Gratis</a></li></ul>';
  const islands = new Map([[widgetIslandKey('catalog', 'promoFavorit'), serverMarkup]]);
  const renderServed = () =>
    render(
      <IslandsContext.Provider value={islands}>
        <RemoteWidget remote="catalog" widget="promoFavorit" />
      </IslandsContext.Provider>,
    );

  test('keeps its server markup, links included, and loads nothing while the visitor only scrolls past it', () => {
    renderServed();
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kopi Gratis' })).toHaveAttribute('href', '/promo/kopi-gratis');
    expect(screen.getByTestId('island')).toHaveAttribute('data-start', 'false');
    expect(screen.getByTestId('island')).toHaveAttribute('data-island', 'catalog:promoFavorit');
    // Nothing watches it come into view: in view, it stays the server's markup.
    expect(observers).toEqual([]);
    expect(screen.getByTestId('island')).toHaveAttribute('data-start', 'false');
  });

  test.each([
    ['a touch', (el: Element) => fireEvent.touchStart(el)],
    ['a press', (el: Element) => fireEvent.pointerDown(el)],
    ['a mouse over it', (el: Element) => fireEvent.pointerOver(el)],
    ['focus', (el: Element) => fireEvent.focusIn(el)],
  ])('%s hydrates it at once', (_name, interact) => {
    renderServed();
    interact(screen.getByRole('link', { name: 'Kopi Gratis' }));
    expect(screen.getByTestId('island')).toHaveAttribute('data-start', 'true');
  });

  test('when its hydration fails, it loads on the client as any other widget (with the fallback and retry there)', () => {
    renderServed();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Kopi Gratis' }));
    fireEvent.click(screen.getByRole('button', { name: 'hydration failed' }));
    expect(screen.getByTestId('outlet')).toHaveTextContent('catalog');
    expect(loadRemoteWidgets).toHaveBeenCalledWith('catalog');
  });
});
