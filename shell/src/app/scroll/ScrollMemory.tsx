// The shell's scroll restoration, keyed by history entry (each entry's key lives in its
// history.state: react-router's declarative router gives every entry it creates one, and
// keyThisEntry gives the document's first entry one). It replaces react-router's data router
// and ScrollRestoration, which had doubled the router's share of every page's first load
// (13 → 28 kB compressed, issue 43 item 1c) for what these few lines do:
// positions are kept per entry while the visitor scrolls and across reloads (session
// storage, on pagehide), and each new location is placed by scrollDecision, then held while
// a remote's area grows (settleScroll.watch).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollDecision } from './scrollDecision';
import { watch } from './settleScroll';

const STORAGE_KEY = 'mv-scroll-positions';
/** Positions kept at most (the oldest entries go first): a long session stays small. */
export const MAX_KEPT = 100;

let keepNext = false;
/**
 * The next navigation leaves the page where it is (the shell's navigator calls this for a
 * remote's navigate(to, { preventScrollReset: true })).
 */
export function keepScrollOnNextNavigation(): void {
  keepNext = true;
}

function readKept(): Map<string, number> {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (Array.isArray(raw)) return new Map(raw.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number'));
  } catch {
    // Unreadable or no storage: positions are kept for this document only.
  }
  return new Map();
}

function writeKept(kept: Map<string, number>): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...kept].slice(-MAX_KEPT)));
  } catch {
    // No storage: a reload starts at the top.
  }
}

export function ScrollMemory() {
  const location = useLocation();
  const action = useNavigationType();
  const kept = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const stop = useRef<(() => void) | null>(null);
  const first = useRef(true);

  useEffect(() => {
    // The site places each page itself; the browser's own restoration would fight it.
    window.history.scrollRestoration = 'manual';
    const positions = (kept.current ??= readKept());
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.delete(currentKey.current);
        positions.set(currentKey.current, window.scrollY);
      });
    };
    const save = () => {
      positions.delete(currentKey.current);
      positions.set(currentKey.current, window.scrollY);
      writeKept(positions);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  // A layout effect: the page is placed before it is painted at the old position.
  useLayoutEffect(() => {
    const positions = (kept.current ??= readKept());
    currentKey.current = location.key;
    const keep = keepNext;
    keepNext = false;
    stop.current?.();
    stop.current = null;
    const saved = positions.get(location.key);
    const target = scrollDecision({ action, saved, state: location.state, hash: location.hash, keep });
    // The document's first location: the browser opened it at the top (or its #hash), and a
    // visitor may have scrolled the server's page before it hydrated; only a reload of a kept
    // entry needs placing.
    const isFirst = first.current;
    first.current = false;
    if (target && (!isFirst || saved !== undefined)) stop.current = watch(target);
    // location.key changes with every navigation, a new entry or Back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => () => stop.current?.(), []);
  return null;
}
