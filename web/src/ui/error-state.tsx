import { ConnectionError, HttpError, MalformedAnswerError } from '../api/errors.ts';
import { app, errors } from '../text/pt-BR.ts';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';

export function errorDetail(error: unknown): string {
  if (error instanceof MalformedAnswerError) return errors.malformed;
  if (error instanceof HttpError) return errors.http(error.status);
  if (error instanceof ConnectionError) return errors.connection;
  return errors.page;
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
