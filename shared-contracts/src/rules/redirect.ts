/**
 * The path to return to after sign-in, only when it is a same-origin path: anything
 * that could leave the site ('//evil', 'https://evil', '/\\evil', control characters)
 * falls back to '/'.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || typeof candidate !== 'string') return '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return '/';
  try {
    const url = new URL(candidate, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
