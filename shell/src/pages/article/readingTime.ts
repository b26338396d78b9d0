// Reading time of an article's HTML at 200 words a minute, at least one minute.
export const WORDS_PER_MINUTE = 200;

export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(countWords(html) / WORDS_PER_MINUTE));
}

/** '3 menit baca'. */
export function readingTimeLabel(html: string): string {
  return `${readingMinutes(html)} menit baca`;
}
