// CMS HTML (promo terms, articles, event descriptions) rendered only after DOMPurify.
import DOMPurify from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

export function SafeHtml({ html, ...rest }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
