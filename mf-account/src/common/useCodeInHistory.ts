// The full-screen code is a step in the browser's history, as a phone user expects of
// anything that fills the screen: Back (the phone's button or gesture) closes it instead
// of leaving 'Voucher Saya', and the close button goes back the same way. Opening it keeps
// the page where it is (no scroll to the top behind the dialog); a reload keeps it open.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'shared-contracts';

const STATE_KEY = 'fullscreenCode';

function openCodeOf(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !(STATE_KEY in state)) return null;
  const value = (state as Record<string, unknown>)[STATE_KEY];
  return typeof value === 'string' ? value : null;
}

export function useCodeInHistory(code: string): { open: boolean; show: () => void; close: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const open = openCodeOf(location.state) === code;
  const show = useCallback(() => {
    const state = location.state && typeof location.state === 'object' ? location.state : {};
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { ...state, [STATE_KEY]: code }, preventScrollReset: true },
    );
  }, [code, location, navigate]);
  const close = useCallback(() => void navigate(-1), [navigate]);
  return { open, show, close };
}
