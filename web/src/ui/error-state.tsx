import { app, errors } from '../text/pt-BR.ts';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';

/** The ways a call fails, as api/errors.ts's errors carry them (`kind`): ui/ shows them without importing api/. */
type Failure = { kind: 'malformed' } | { kind: 'http'; status: number } | { kind: 'connection' };

function failureOf(error: unknown): Failure | undefined {
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  return kind === 'malformed' || kind === 'http' || kind === 'connection' ? (error as Failure) : undefined;
}

function errorDetail(error: unknown): string {
  const failure = failureOf(error);
  switch (failure?.kind) {
    case 'malformed': return errors.malformed;
    case 'http': return errors.http(failure.status);
    case 'connection': return errors.connection;
    default: return errors.page;
  }
}

/** What a screen shows when its data failed or came malformed: never a blank page, always a retry. */
export function ErrorState({ error, onRetry, title = errors.title, compact = false }: {
  error: unknown;
  onRetry: () => void;
  title?: string;
  compact?: boolean;
}) {
  return (
    <div className={`error-state${compact ? ' error-state--compact' : ''}`} role="alert">
      <AlertIcon className="error-state__icon" />
      <div className="error-state__text">
        <p className="error-state__title">{title}</p>
        <p className="error-state__detail">{errorDetail(error)}</p>
      </div>
      <Button variant="secondary" onClick={onRetry}>{app.retry}</Button>
    </div>
  );
}
