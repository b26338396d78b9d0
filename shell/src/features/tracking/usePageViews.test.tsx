import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { TRACK_EVENTS } from 'shared-contracts';
import { ShellRoutes } from '../../app/ShellRoutes';
import { renderShell, stubFetch, goTo, Nav } from '../../testing/render';

// A remote's area as the shell shows it: 'loading' while its code arrives, then the
// remote's page, mounted as remotes mount theirs (PageMount: its title is its row's, here
// the route's 'Event').
jest.mock('../../app/RemoteOutlet', () => {
  const { useEffect, useState } = jest.requireActual<typeof import('react')>('react');
  const { PageMount } = jest.requireActual<typeof import('shared-contracts')>('shared-contracts');
  // Its row joined to the route its release declares, as withRoutes joins a remote's table.
  const { TEST_REMOTE_ROUTES } = jest.requireActual<typeof import('../../testing/render')>('../../testing/render');
  const route = TEST_REMOTE_ROUTES.find((r) => r.path === '/event');
  function RemotePage() {
    return (
      <PageMount page={{ path: '/event', route }}>
        <h1>Event</h1>
      </PageMount>
    );
  }
  return {
    RemoteOutlet: ({ name }: { name: string }) => {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 600);
        return () => clearTimeout(timer);
      }, []);
      return (
        <div data-remote-area={name} data-remote-state={ready ? 'ready' : 'loading'}>
          {ready ? <RemotePage /> : null}
        </div>
      );
    },
    RemoteLoading: () => <div role="status" />,
  };
});
jest.mock('../../app/remotes', () => ({ loadRemoteApp: jest.fn() }));


afterEach(() => {
  document.title = '';
});

const pageViews = (track: jest.Mock) => track.mock.calls.filter(([event]) => event === TRACK_EVENTS.pageView).map(([, payload]) => payload);

describe('page views of the shell’s router', () => {
  it('sends one page_view per navigation, each with its path and the title its page set', async () => {
    stubFetch({});
    document.title = 'Health - MyValue';
    const { track } = renderShell(
      <StrictMode>
        <Nav />
        <ShellRoutes />
      </StrictMode>,
      { path: '/health' },
    );
    await waitFor(() => expect(pageViews(track)).toHaveLength(1), { timeout: 3000 });
    expect(pageViews(track)).toEqual([{ page_path: '/health', page_title: 'Health - MyValue' }]);

    // A remote's page: its title comes once its area has loaded, never the previous page's.
    act(() => goTo('/event?status=upcoming'));
    await waitFor(() => expect(pageViews(track)).toHaveLength(2), { timeout: 3000 });
    expect(pageViews(track)[1]).toEqual({ page_path: '/event?status=upcoming', page_title: 'Event - MyValue' });

    // Back to a shell page.
    act(() => goTo('/redirect'));
    await waitFor(() => expect(pageViews(track)).toHaveLength(3), { timeout: 3000 });
    expect(pageViews(track)[2]).toEqual({ page_path: '/redirect', page_title: 'Masuk - MyValue' });

    // Nothing doubled (StrictMode runs every effect twice on mount).
    await new Promise((r) => setTimeout(r, 1500));
    expect(pageViews(track)).toHaveLength(3);
  });
});
