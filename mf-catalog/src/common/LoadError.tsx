import { ErrorBox, STRINGS } from 'shared-contracts';
import { COPY } from './copy';

/** A failed load inside a page or widget: says so in Indonesian and offers to try again. */
export function LoadError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <ErrorBox title={STRINGS.errorTitle} onRetry={onRetry}>
      {message ?? COPY.loadFailed}
    </ErrorBox>
  );
}
