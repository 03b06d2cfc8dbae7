import { LimitReachedCode } from '@roteador/contract';

/** The three ways a call can fail; screens map each to a message or an error state. */

/** The router could not be reached (network down, router rebooting, request aborted). */
export class ConnectionError extends Error {
  override readonly name = 'ConnectionError';
  /** what ui/error-state.tsx tells the owner (it reads the kind, it does not import this module) */
  readonly kind = 'connection';
  constructor(readonly path: string, readonly cause?: unknown) {
    super(`connection failed: ${path}`);
  }
}

/** The router answered with a non-2xx status; body is the parsed JSON (or text) it sent. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind = 'http';
  constructor(readonly path: string, readonly status: number, readonly body: unknown) {
    super(`HTTP ${status}: ${path}`);
  }
}

/** The router answered 2xx but the body does not match the contract struct. */
export class MalformedAnswerError extends Error {
  override readonly name = 'MalformedAnswerError';
  readonly kind = 'malformed';
  constructor(readonly path: string, readonly detail: string) {
    super(`malformed answer from ${path}: ${detail}`);
  }
}

/** A create refused because the device holds as many records as it can (body.code 'max': leases, Wi-Fi, filters). */
export function isLimitReached(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  const body = error.body as { code?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null && body.code === LimitReachedCode;
}
