// A row of cards that scrolls sideways (home strips: promos, events, merchants). A finger
// swipes it; a mouse gets previous/next buttons at its edges, disabled at either end and
// shown only while the row is wider than its box.
import { useCallback, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { STRINGS } from 'shared-contracts';
import styles from './ui.module.css';

export interface ScrollRowProps extends HTMLAttributes<HTMLUListElement> {
  children: ReactNode;
}

interface Edges {
  overflows: boolean;
  atStart: boolean;
  atEnd: boolean;
}

// The server and the first client render agree (no hydration mismatch); the row measures itself after.
const UNMEASURED: Edges = { overflows: false, atStart: true, atEnd: false };

function measure(el: HTMLElement): Edges {
  const max = el.scrollWidth - el.clientWidth;
  return { overflows: max > 1, atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft >= max - 1 };
}

export function ScrollRow({ className, children, ...rest }: ScrollRowProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>(UNMEASURED);

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = measure(el);
    setEdges((prev) =>
      prev.overflows === next.overflows && prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next,
    );
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [update]);

  const step = (direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.row} data-overflows={edges.overflows || undefined}>
      <ul ref={ref} className={[styles.rowList, className].filter(Boolean).join(' ')} {...rest}>
        {children}
      </ul>
      <button
        type="button"
        className={`${styles.rowButton} ${styles.rowPrev}`}
        aria-label={STRINGS.scrollPrevious}
        disabled={edges.atStart}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${styles.rowButton} ${styles.rowNext}`}
        aria-label={STRINGS.scrollNext}
        disabled={edges.atEnd}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
