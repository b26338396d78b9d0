// CMS HTML (promo terms, articles, event descriptions) rendered only after DOMPurify.
// DOMPurify loads with the first such content the browser renders itself, not with every
// page: a server-rendered page already carries the sanitised markup (the server loads it
// before rendering, see loadSanitizer in shared-contracts), and React leaves that markup alone while it
// hydrates, so a phone that opens a promo never downloads the library (about 10 kB).
import { useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
// The loader and its cache are the contract's (shared-contracts/src/drawing.ts): the server
// renderer loads the one copy every kit version reads.
import { loadedSanitizer, loadSanitizer } from 'shared-contracts';

/**
 * Where the element's markup comes from: the server (sanitised there) while it shows the
 * html it was hydrated with; the client once the browser renders html itself, with
 * DOMPurify; unknown until the first effect has looked.
 */
type Source = { from: 'unknown' } | { from: 'server'; html: string } | { from: 'client' };

export function SafeHtml({ html, ...rest }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML'>) {
  const element = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(loadedSanitizer() !== null);
  const [source, setSource] = useState<Source>(ready ? { from: 'client' } : { from: 'unknown' });
  // Other html than the server's is the browser's to render, from this render on.
  const client = source.from === 'client' || (source.from === 'server' && html !== source.html);
  useEffect(() => {
    if (source.from === 'unknown') {
      // Only a hydrated element has markup before the browser has set any.
      setSource(element.current?.firstChild ? { from: 'server', html } : { from: 'client' });
    } else if (client && source.from !== 'client') {
      setSource({ from: 'client' });
    }
  }, [source, client, html]);
  const needed = client && !ready;
  useEffect(() => {
    if (!needed) return undefined;
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [needed]);
  const clean = useMemo(() => {
    const sanitize = ready ? loadedSanitizer() : null;
    return sanitize ? sanitize(html) : '';
  }, [ready, html]);
  // Until DOMPurify is there the element is empty on a client render, and keeps the server's
  // markup on hydration (React does not touch innerHTML while hydrating, nor later while the
  // value it sets stays the same). Leaving the server's html gives a new element: that
  // markup never stays on show for other content.
  return (
    <div key={client ? 'client' : 'first'} ref={element} {...rest} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
