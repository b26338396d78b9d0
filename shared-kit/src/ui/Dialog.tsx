// A modal dialog: focus moves in and stays in (the page behind is inert), Escape closes
// it, focus returns to the opener, and the title names it for screen readers. It is
// rendered at the end of <body> and fixed to the screen (not to the page), at most the
// screen's width less the gutters, so it is in view wherever it was opened.
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './ui.module.css';
import { useModal } from './useModal';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
}

export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useModal(ref, open, onClose);
  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {children}
        {actions ? <div className={styles.dialogActions}>{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
