import { preloadAllPages, SHELL_ROUTES } from 'shared-contracts';
import { mockFetch, renderShell, settled } from '../testing/render';
import { SHELL_PAGES, ShellPage } from './index';

// The lazy pages' chunks run first, as the server renderer and the browser's start do before rendering a page.
beforeAll(() => preloadAllPages(SHELL_PAGES));

jest.mock('../app/RemoteWidget', () => ({ RemoteWidget: () => <div data-testid="remote-widget" /> }));

afterEach(() => jest.restoreAllMocks());

const shellRoutes = SHELL_ROUTES.filter((r) => r.owner === 'shell');

describe('shell pages registry', () => {
  it('has one page for every shell route of SHELL_ROUTES, and no other', () => {
    expect(SHELL_PAGES.map((p) => p.path)).toEqual(shellRoutes.map((r) => r.path));
  });

  // The platform e2e finds shell pages by [data-owner="shell"]: every page's root has it,
  // in its error state too (here every call fails).
  it.each(shellRoutes.map((r) => [r.path, r] as const))('%s renders a root marked data-owner="shell"', async (path, route) => {
    mockFetch();
    const { container, store } = renderShell(<ShellPage route={route} />, { path: path.replace(':slug', 'contoh-slug') });
    expect(container.firstElementChild).toHaveAttribute('data-owner', 'shell');
    if (Object.keys(store.getState().api.queries).length) await settled(store);
    expect(container.firstElementChild).toHaveAttribute('data-owner', 'shell');
  });
});
