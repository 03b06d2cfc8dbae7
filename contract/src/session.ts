import { array, literal, number, object, optional, string, union, type Infer } from 'superstruct';
import { LoginErrorCode } from './codes.ts';

export const sessionPath = 'session';

/** POST session. username and password are encoded with encodeSecret; the firmware also accepts them in plain text. */
export const LoginRequest = object({ username: string(), password: string() });
export type LoginRequest = Infer<typeof LoginRequest>;

export const SessionAnswer = object({ status: literal('success'), token: string() });
export type SessionAnswer = Infer<typeof SessionAnswer>;

/**
 * First item of a 401 answer to POST session.
 * attempts_left: message is the number of attempts left.
 * max_attempts: message is the wait in seconds (wait_seconds gives it as a number too).
 */
const LoginErrorItem = object({
  code: union([
    literal(LoginErrorCode.AttemptsLeft),
    literal(LoginErrorCode.MaxAttempts),
    literal(LoginErrorCode.InvalidCredentials),
  ]),
  message: string(),
  attempts_left: optional(number()),
  wait_seconds: optional(number()),
});
export type LoginErrorItem = Infer<typeof LoginErrorItem>;
export const LoginErrorAnswer = array(LoginErrorItem);
export type LoginErrorAnswer = Infer<typeof LoginErrorAnswer>;
