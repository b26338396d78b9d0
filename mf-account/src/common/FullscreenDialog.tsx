// A full-screen modal for showing a code to the cashier: rendered at the end of <body>
// and fixed to the screen (whatever the page around it), the page behind does not scroll,
// the screen stays on while it is open (where the browser allows it), focus moves in and
// stays in (the page behind is inert, Tab wraps), Escape and the close button leave, and focus returns where it was.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from 'shared-kit';
import styles from './fullscreen.module.css';

export interface FullscreenDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The page behind keeps still while the dialog is open. */
function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [active]);
}

/** Asks the browser not to dim or lock the screen while the cashier scans (Screen Wake Lock API). */
function useScreenAwake(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    navigator.wakeLock.request('screen').then(
      (sentinel) => {
        if (released) void sentinel.release();
        else lock = sentinel;
      },
      () => undefined, // Not allowed (battery saver, no user gesture): the code still shows.
    );
    return () => {
      released = true;
      void lock?.release();
    };
  }, [active]);
}

export function FullscreenDialog({ open, title, onClose, children }: FullscreenDialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useScreenAwake(open);
  useModal(ref, open, onClose, { initialFocus: '[data-autofocus]' });
  if (!open) return null;
  return createPortal(
    <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.fullscreen}>
      <div className={styles.fullscreenHead}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} data-autofocus aria-label="Tutup">
          ×
        </button>
      </div>
      <div className={styles.fullscreenBody}>{children}</div>
    </div>,
    document.body,
  );
}
