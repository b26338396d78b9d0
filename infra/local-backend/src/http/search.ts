// Cheap search: accent- and case-insensitive substring match, tolerating one typo in longer words.
function normalise(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Levenshtein distance, giving up once it exceeds `max`. */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return false;
    prev = cur;
  }
  return (prev[b.length] ?? Infinity) <= max;
}

export function matchesQuery(query: string, ...fields: string[]): boolean {
  const tokens = normalise(query).split(' ').filter(Boolean);
  if (tokens.length === 0) return true;
  const haystack = normalise(fields.join(' '));
  const words = haystack.split(' ');
  return tokens.every(
    (t) => haystack.includes(t) || (t.length >= 4 && words.some((w) => withinDistance(t, w.slice(0, t.length + 1), 1) || withinDistance(t, w, 1))),
  );
}
