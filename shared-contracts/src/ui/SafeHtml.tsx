// CMS HTML (promo terms, articles, event descriptions) rendered only after DOMPurify.
// DOMPurify loads with the first such content, not with every page: a server-rendered
// page already carries the sanitised markup (the server loads it before rendering, see
// loadSanitizer), and React leaves that markup alone while it hydrates, so the browser
// needs the library only to render the same HTML itself.
import { useEffect, useMemo, useState, type HTMLAttributes } from 'react';

type Sanitize = (html: string) => string;

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  FORBID_ATTR: ['style'],
};

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** Loads DOMPurify once; server renderers await it before their first render. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: purify }) => {
    const fn: Sanitize = (html) => purify.sanitize(html, CONFIG);
    sanitize = fn;
    return fn;
  });
  return loading;
}

export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer())(html);
}

export function SafeHtml({ html, ...rest }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML'>) {
  const [ready, setReady] = useState(sanitize !== null);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  const clean = useMemo(() => (ready && sanitize ? sanitize(html) : ''), [ready, html]);
  // Until then the element is empty on a client render, and keeps the server's sanitised
  // markup on hydration (React does not touch innerHTML while hydrating).
  return <div {...rest} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: clean }} />;
}
