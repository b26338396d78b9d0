// After a page or filter change (not on the first render), focus moves to the list's
// heading: a screen reader announces the new list, and the view follows the focus.
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusOnChange<T extends HTMLElement>(key: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}
