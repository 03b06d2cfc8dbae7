/** Kept apart from error-state.tsx, which the start-up chunk loads. */
import { ErrorState } from './error-state.tsx';
import { PageSpinner } from './spinner.tsx';

/**
 * A screen whose data is not there yet: the read's failure with a retry, else the spinner while it comes — still
 * coming after timing.wait.slowPage, its notice's 'Tentar novamente' is the same retry (not a reload of the page).
 */
export function Pending({ error, onRetry, title, compact }: { error: unknown; onRetry: () => void; title?: string; compact?: boolean }) {
  return error ? <ErrorState error={error} onRetry={onRetry} title={title} compact={compact} /> : <PageSpinner onRetry={onRetry} />;
}
