import { useLayoutEffect, useState } from 'react';
import styles from './ui.module.css';

export type ToastPlacement = 'top' | 'bottom';

/**
 * Where a toast goes so that it never covers the control that caused it (issue 43: on a
 * 360 px phone the toast at the bottom sat on the 'Simpan' button just pressed): the half
 * of the screen away from the focused control. Without one (a button disabled while it
 * saved loses focus) the top, under the sticky header: a phone's action buttons and
 * fixed bars are at the bottom, where the thumb is.
 */
export function toastPlacement(active: Element | null, viewportHeight: number): ToastPlacement {
  if (!active || active === active.ownerDocument.body || active === active.ownerDocument.documentElement) return 'top';
  const rect = active.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return 'top';
  return (rect.top + rect.bottom) / 2 > viewportHeight / 2 ? 'top' : 'bottom';
}

/** A short message announced politely to screen readers. */
export function Toast({ message }: { message: string | null }) {
  // The server (and a first render) says 'top', the safe side; the placement is decided
  // before the message is painted, from what has focus when it appears.
  const [placement, setPlacement] = useState<ToastPlacement>('top');
  useLayoutEffect(() => {
    if (!message) return;
    // Layout measured and applied before paint (a layout effect), so the toast never flashes on the button.
    setPlacement(toastPlacement(document.activeElement, window.innerHeight));
  }, [message]);
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <div className={placement === 'top' ? `${styles.toast} ${styles.toastTop}` : styles.toast} data-placement={placement}>
          {message}
        </div>
      ) : null}
    </div>
  );
}
