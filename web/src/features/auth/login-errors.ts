/** Maps a failed POST session to the exact message of spec 1 §8. */
import { is } from 'superstruct';
import { LoginErrorAnswer, LoginErrorCode, timing } from '@roteador/contract';
import { HttpError } from '../../api/errors.ts';
import { login, waitText } from '../../text/pt-BR.ts';

/** The lockout wait, from wait_seconds or from the message: seconds ('118') or minutes and seconds ('01:58'). */
export function parseWait(message: string, waitSeconds?: number): number | undefined {
  if (typeof waitSeconds === 'number' && Number.isFinite(waitSeconds)) return waitSeconds;
  const text = message.trim();
  const clock = /^(\d+):(\d{1,2})$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError) || error.status !== 401) return login.connectionError;
  const first = is(error.body, LoginErrorAnswer) ? error.body[0] : undefined;
  if (first?.code === LoginErrorCode.MaxAttempts) {
    // Lockout length unknown: the spec's (2 minutes), in seconds.
    const wait = parseWait(first.message, first.wait_seconds) ?? timing.wait.loginLockout / 1000;
    return login.maxAttempts(waitText(wait));
  }
  if (first?.code === LoginErrorCode.AttemptsLeft) {
    const left = first.attempts_left ?? parseWait(first.message);
    if (left !== undefined) return login.attemptsLeft(left);
  }
  return login.invalidCredentials;
}
