// Whether an element has come near the viewport (and stays true from then on): what is
// below the fold on a phone loads when the visitor scrolls towards it, not with the page.
import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far below (and above) the viewport loading starts: most of a phone screen ahead, so a widget has loaded before it is seen. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/** `watching` false: nothing is observed (and `near` stays as it is) until it turns true. */
export function useNearViewport<T extends Element>(watching = true, margin: string = NEAR_VIEWPORT_MARGIN): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watching || near || !element) return undefined;
    // Without the observer (old browsers, some test DOMs) nothing is deferred.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching, near, margin]);
  return [ref, near];
}
