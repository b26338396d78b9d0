// Marks the words of a search query in a text by splitting it into React nodes: the
// query is never parsed as HTML, so '<img onerror>' in q stays text.
import type { ReactNode } from 'react';
import common from './catalog.module.css';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The distinct words of a query, longest first (so 'kopi' wins over 'ko'). */
export function queryTokens(q: string): string[] {
  const words = q.trim().split(/\s+/).filter(Boolean);
  return [...new Set(words.map((w) => w.toLowerCase()))].sort((a, b) => b.length - a.length);
}

export function highlight(text: string, q: string): ReactNode {
  const tokens = queryTokens(q);
  if (tokens.length === 0) return text;
  // A capturing split keeps the matches at the odd indices.
  const parts = text.split(new RegExp(`(${tokens.map(escapeRegExp).join('|')})`, 'gi'));
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} className={common.mark}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
