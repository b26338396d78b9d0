// The MyValue wordmark inline (no extra request; the same drawing as /static/logo.svg).
// Decorative: the link or heading around it carries the name.
export function Logo({ height = 28 }: { height?: number }) {
  return (
    <svg viewBox="0 0 150 40" height={height} width={(height * 150) / 40} aria-hidden="true" focusable="false">
      <rect x="0" y="4" width="32" height="32" rx="9" fill="#84329B" />
      <path d="M8 27V13h3.4l4.6 7.6 4.6-7.6H24v14h-3.4v-8.3l-3.8 6.2h-1.6l-3.8-6.2V27z" fill="#fff" />
      <text x="40" y="28" fontFamily="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" fontSize="21" fontWeight="800" fill="#84329B">
        MyValue
      </text>
    </svg>
  );
}
