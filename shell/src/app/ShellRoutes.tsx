// Resolves the current path through the visitor's route table (the shell's own routes and
// the pages its remote versions declare, from the boot data): a shell page, a remote's area
// (mounted as a parcel), or the 404 page (an unmatched path, or a route whose slug has a
// shape no page has).
import { useLocation } from 'react-router';
import { hasMalformedSlug, NotFound, REMOTE_NAMES, selectSession, UnmatchedRoute, useAppSelector, type RemoteName } from 'shared-contracts';
import { ErrorPage } from '../features/error/ErrorPage';
import { useFatalError } from '../features/error/useFatalError';
import { SignInRequired } from '../features/session/SignInRequired';
import { AccountUnavailablePage } from '../features/session/AccountUnavailable';
import { useShellState } from '../features/shellState/ShellState';
import { usePageViews } from '../features/tracking/usePageViews';
import { Layout } from '../layouts/Layout';
import { ShellPage } from '../pages';
import { RemoteOutlet } from './RemoteOutlet';
import { useShell } from './ShellContext';
import { loadRemoteApp } from './remotes';
import { useCanaryCheck } from '../features/builds/useCanaryCheck';

/** One loader per remote, made once: a RemoteOutlet's `load` must be stable. */
const appLoaders = Object.fromEntries(REMOTE_NAMES.map((name) => [name, () => loadRemoteApp(name)])) as Record<
  RemoteName,
  () => ReturnType<typeof loadRemoteApp>
>;

export function ShellRoutes() {
  const location = useLocation();
  const { routes } = useShell();
  const match = routes.match(location.pathname);
  const session = useAppSelector(selectSession);
  const fatal = useFatalError();
  const { sessionUnavailable } = useShellState();
  // Spec §7: a page_view for every page this router shows, remotes' pages included.
  usePageViews();
  // A withdrawn canary is left at the next navigation (release health, issue 39).
  useCanaryCheck();

  if (fatal) {
    return (
      <Layout name="default" home={false}>
        <ErrorPage status={fatal.status} message={fatal.message} />
      </Layout>
    );
  }

  if (!match) {
    return (
      <Layout name="default" home={false}>
        <UnmatchedRoute />
      </Layout>
    );
  }
  const { route } = match;
  // Spec §8 route validation, as the BFF applies it on a first load: no page has this
  // slug, so the owner is not asked (nor loaded) for it.
  if (hasMalformedSlug(match)) {
    return (
      <Layout name={route.layout} home={false}>
        <NotFound />
      </Layout>
    );
  }
  // A visitor is told why and offered 'Masuk' (back here afterwards); a member whose token
  // failed introspection never sees this: SessionSync and the BFF send them to '/'.
  if (route.requiresSession && session.status === 'anonymous') {
    return (
      <Layout name="default" home={false}>
        <SignInRequired title={route.title} />
      </Layout>
    );
  }
  // Signed in, but the SSO did not answer: a member-only page cannot show anything of theirs.
  if (route.requiresSession && sessionUnavailable && session.status !== 'member') {
    return (
      <Layout name={route.layout} home={false}>
        <AccountUnavailablePage title={route.title} />
      </Layout>
    );
  }
  return (
    <Layout name={route.layout} home={route.path === '/'}>
      {route.owner === 'shell' ? (
        <ShellPage route={route} />
      ) : (
        <RemoteOutlet key={route.owner} name={route.owner} load={appLoaders[route.owner]} />
      )}
    </Layout>
  );
}
