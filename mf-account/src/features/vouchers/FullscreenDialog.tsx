// A full-screen modal for showing a code to the cashier: focus moves in and stays in
// (Tab wraps), Escape and the close button leave, and focus returns where it was.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './vouchers.module.css';

export interface FullscreenDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function FullscreenDialog({ open, title, onClose, children }: FullscreenDialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key !== 'Tab' || !ref.current) return;
      const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.fullscreen}>
      <div className={styles.fullscreenHead}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} data-autofocus aria-label="Tutup">
          ×
        </button>
      </div>
      <div className={styles.fullscreenBody}>{children}</div>
    </div>
  );
}
