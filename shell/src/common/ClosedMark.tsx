// Where something the visitor just closed was (the app banner, the home's announcement):
// the close button is gone, and focus would fall back to the top of the document. This
// hidden line takes it instead, so a keyboard continues from the same place and a screen
// reader says what happened. Only after a close in the page: the next document has none.
import { useEffect, useRef } from 'react';

export function ClosedMark({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} className="mv-visually-hidden">
      {text}
    </p>
  );
}
