// A failed load inside a page: what went wrong, in Indonesian, and a way to try again.
import { ErrorBox } from 'shared-contracts';

export function LoadError({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <ErrorBox title={title} onRetry={onRetry}>
      {text}
    </ErrorBox>
  );
}
