// Spec §4 / ARCHITECTURE.md §5: on every navigation the session is introspected through
// the BFF. The document's boot data already carries the session of the first page, so
// the first introspection happens on the first navigation (or at once when unknown).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { selectSession, signedIn, useAppDispatch, useAppStore, type SessionUser } from 'shared-contracts';
import { endMemberSession } from './endSession';
import { clearLoginRedirect } from './login';
import { useShellState } from '../shellState/ShellState';
import { fetchSession } from './sessionClient';

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function SessionSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const firstRun = useRef(true);
  const { raiseFatal, announceSessionEnded } = useShellState();

  // Back from the SSO signed in: the stored return path has served its purpose.
  useEffect(() => {
    if (store.getState().session.status === 'member') clearLoginRedirect();
  }, [store]);

  useEffect(() => {
    const skip = firstRun.current && selectSession(store.getState()).status !== 'unknown';
    firstRun.current = false;
    if (skip) return;
    const controller = new AbortController();
    const path = location.pathname;
    const key = location.key;
    void fetchSession(controller.signal).then((answer) => {
      if (!answer || controller.signal.aborted) return;
      // Spec §8: the user fetch failed with 5xx: the error page, on this navigation only.
      if ('fatal' in answer) {
        raiseFatal(answer.fatal, key);
        return;
      }
      const current = selectSession(store.getState());
      if (answer.status === 'member' && answer.user) {
        if (current.status !== 'member' || !sameUser(current.user, answer.user) || current.expiresAt !== answer.expiresAt) {
          dispatch(signedIn({ user: answer.user, expiresAt: answer.expiresAt }));
        }
        clearLoginRedirect();
        return;
      }
      if (current.status !== 'anonymous') void endMemberSession(dispatch);
      // A member the server signed out is told so (on '/' when they were in /account…).
      if (answer.loggedOut && current.status === 'member') announceSessionEnded();
      if (answer.loggedOut && path.startsWith('/account')) void navigate('/', { replace: true });
    });
    return () => controller.abort();
    // location.key changes on every navigation, including to the same path.
  }, [location.key, location.pathname, dispatch, navigate, store, raiseFatal, announceSessionEnded]);

  return null;
}
