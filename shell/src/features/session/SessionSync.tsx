// Spec §4 / docs/architecture.md §5: on every navigation the session is introspected through
// the BFF. The document's boot data already carries the session of the first page, so
// the first introspection happens on the first navigation (or at once when unknown).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { selectSession, signedIn, useAppDispatch, useAppStore, type SessionUser } from 'shared-contracts';
import { endMemberSession } from './endSession';
import { clearLoginRedirect } from './login';
import { useShellState } from '../shellState/ShellState';
import { fetchSession } from './sessionClient';
import { useWalletPrivacy } from './useWalletPrivacy';

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function SessionSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const firstRun = useRef(true);
  const { raiseFatal, announceSessionEnded, setSessionUnavailable } = useShellState();
  useWalletPrivacy();

  // Back from the SSO signed in: the stored return path has served its purpose.
  useEffect(() => {
    if (store.getState().session.status === 'member') clearLoginRedirect();
  }, [store]);

  // The address of the last page introspected: a history entry that only adds state to the
  // same address (the till's full-screen code) or Back from it is no navigation to another
  // page, and at the till it may well be offline. A link to the same page (REPLACE) is.
  const lastAddress = useRef(`${location.pathname}${location.search}`);
  const navigationType = useNavigationType();

  useEffect(() => {
    const address = `${location.pathname}${location.search}`;
    const sameAddress = address === lastAddress.current;
    lastAddress.current = address;
    const skip =
      (firstRun.current && selectSession(store.getState()).status !== 'unknown') ||
      (!firstRun.current && sameAddress && navigationType !== 'REPLACE');
    firstRun.current = false;
    if (skip) return;
    const controller = new AbortController();
    const path = location.pathname;
    const key = location.key;
    void fetchSession(controller.signal).then((answer) => {
      if (!answer || controller.signal.aborted) return;
      // The SSO did not answer: nothing is ended. A member already shown stays as they are
      // (as when the network fails); an unconfirmed one's parts say so ('Coba Lagi').
      if ('unavailable' in answer) {
        if (selectSession(store.getState()).status !== 'member') setSessionUnavailable(true);
        return;
      }
      setSessionUnavailable(false);
      // Spec §8: the user fetch failed with 5xx: the error page, on this navigation only.
      if ('fatal' in answer) {
        raiseFatal(answer.fatal, key);
        return;
      }
      const current = selectSession(store.getState());
      if (answer.status === 'member' && answer.user) {
        if (current.status !== 'member' || !sameUser(current.user, answer.user) || current.expiresAt !== answer.expiresAt) {
          dispatch(signedIn({ user: answer.user, expiresAt: answer.expiresAt, endsAt: answer.endsAt ?? null }));
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
  }, [location.key, location.pathname, location.search, navigationType, dispatch, navigate, store, raiseFatal, announceSessionEnded, setSessionUnavailable]);

  return null;
}
