// A disclosure popover for the header: a real <button> with aria-expanded/aria-controls,
// focus moves into the panel when it opens, Escape closes it and returns focus to the
// button, a click or focus outside closes it, and so does navigating elsewhere. One that
// opens before the scripts keeps its panel in the server's page, hidden, for the start
// script to open at a tap (openDisclosuresEarly); hydrated, it takes the state left.
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocation } from 'react-router';
import { EARLY_DISCLOSURE_ATTR } from '../../start/firstScreenStart';
import styles from './Popover.module.css';

export interface PopoverHandle {
  close: (opts?: { restoreFocus?: boolean }) => void;
  focusButton: () => void;
}

export interface PopoverProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text enough. */
  triggerLabel?: string;
  /** Accessible name of the panel. */
  panelLabel: string;
  children: ReactNode;
  align?: 'start' | 'end';
  rootClassName?: string;
  triggerClassName?: string;
  panelClassName?: string;
  handleRef?: Ref<PopoverHandle>;
  onOpenChange?: (open: boolean) => void;
  /**
   * The panel is rendered while closed too (hidden), so a tap before the scripts run opens
   * it at once (a phone's seconds). For panels whose content is cheap to render.
   */
  opensBeforeScripts?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function Popover({
  trigger,
  triggerLabel,
  panelLabel,
  children,
  align = 'start',
  rootClassName,
  triggerClassName,
  panelClassName,
  handleRef,
  onOpenChange,
  opensBeforeScripts = false,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  const setOpenState = useCallback(
    (next: boolean) => {
      setOpen(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );

  const close = useCallback(
    ({ restoreFocus = false }: { restoreFocus?: boolean } = {}) => {
      setOpenState(false);
      if (restoreFocus) buttonRef.current?.focus();
    },
    [setOpenState],
  );

  useImperativeHandle(handleRef, () => ({ close, focusButton: () => buttonRef.current?.focus() }), [close]);

  // Opened by the start script before the page handled taps: that is the state now.
  useEffect(() => {
    if (opensBeforeScripts && buttonRef.current?.getAttribute('aria-expanded') === 'true') setOpenState(true);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Moving focus in lets keyboard users continue straight into the panel (unless it is
  // there already: the start script moved it when it opened the panel).
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (panel?.contains(document.activeElement)) return;
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
  }, [open]);

  // Outside clicks close the panel (the trigger toggles it itself).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  // A new page closes whatever was open on the last one.
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current !== location.key) {
      lastKey.current = location.key;
      close();
    }
  }, [location.key, close]);

  return (
    <div
      ref={rootRef}
      className={[styles.root, rootClassName].filter(Boolean).join(' ')}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close({ restoreFocus: true });
        }
      }}
      onBlur={(e) => {
        // Tabbing out of the whole popover closes it.
        const next = e.relatedTarget as Node | null;
        if (open && next && rootRef.current && !rootRef.current.contains(next)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        {...(opensBeforeScripts ? { [EARLY_DISCLOSURE_ATTR]: '' } : {})}
        onClick={() => setOpenState(!open)}
      >
        {trigger}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-label={panelLabel}
        tabIndex={-1}
        hidden={!open}
        className={[styles.panel, align === 'end' ? styles.end : styles.start, panelClassName].filter(Boolean).join(' ')}
      >
        {open || opensBeforeScripts ? children : null}
      </div>
    </div>
  );
}
