// What every modal needs, in one place: while it is open the rest of the page is `inert`
// (not focusable, not clickable, hidden from assistive technology), focus moves in and
// wraps from the last control to the first (and back with Shift+Tab), focus lost when the
// content changes returns to the modal, Escape closes it, and on close focus returns to
// the control that opened it. The modal element needs tabIndex={-1}.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The focusable controls inside `root`, in document order (the hidden ones left out). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * Makes everything outside `el` inert: the siblings of `el` and of each of its ancestors
 * up to <body>. Returns the undo, which only clears what this call set (so a second
 * modal, or something already inert, keeps its state).
 */
export function makeOutsideInert(el: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  let node: HTMLElement | null = el;
  while (node && node !== document.body && node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert || sibling.hasAttribute('inert')) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.inert = true;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  return () => {
    for (const sibling of changed) {
      sibling.inert = false;
      sibling.removeAttribute('inert');
    }
  };
}

export interface UseModalOptions {
  /** What gets focus on open: a selector inside the modal; the modal itself without one. */
  initialFocus?: string;
}

export function useModal(ref: RefObject<HTMLElement | null>, open: boolean, onClose: () => void, options: UseModalOptions = {}): void {
  // The latest onClose, so a parent re-rendering with a new function does not reset focus.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const { initialFocus } = options;
  useEffect(() => {
    const modal = ref.current;
    if (!open || !modal) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undoInert = makeOutsideInert(modal);
    const first = initialFocus ? modal.querySelector<HTMLElement>(initialFocus) : null;
    (first ?? modal).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusableIn(modal);
      if (items.length === 0) {
        e.preventDefault();
        modal.focus();
        return;
      }
      const firstItem = items[0] as HTMLElement;
      const lastItem = items[items.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (e.shiftKey && (active === firstItem || active === modal)) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && active === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    // The content can change under the focus (a confirm button replaced by the result):
    // focus that fell out of the modal goes back to the modal itself, never to <body>.
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (!active || active === document.body) modal.focus();
    });
    observer.observe(modal, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
      undoInert();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, ref, initialFocus]);
}
