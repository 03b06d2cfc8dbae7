/**
 * Login, tokens and lockout, on the device state and the virtual clock.
 * - 5 consecutive failures lock logins for timing.wait.loginLockout (2 min); while locked, every
 *   attempt (the right password included) is refused with the remaining seconds.
 * - A token lives until SESSION_IDLE_MS of virtual time pass without use; each use refreshes it.
 */
import { decodeSecret, own, timing } from '@roteador/contract';
import type { DeviceState } from './state.ts';

/** Not in the spec's constants: 10 minutes of idle time, a common router default. */
const SESSION_IDLE_MS = timing.wait.sessionIdle;

export type LoginResult =
  | { ok: true; token: string }
  | { ok: false; code: 'attempts_left'; attemptsLeft: number }
  | { ok: false; code: 'max_attempts'; waitSeconds: number };

/** The firmware accepts a credential base64-encoded or plain: the decoded form is tried first. */
function secretMatches(sent: string, stored: string): boolean {
  return decodeSecret(sent) === stored || sent === stored;
}

/**
 * The value a client meant to store (PUT user): its decoded form when it is base64 of printable
 * UTF-8 text (the UI always encodes), else the text as sent.
 */
export function secretValue(sent: string): string {
  const decoded = decodeSecret(sent);
  // deno-lint-ignore no-control-regex
  return decoded !== undefined && decoded !== '' && !/[\u0000-\u001f\u007f]/.test(decoded) ? decoded : sent;
}

/**
 * Tokens stay a record in the state (token → virtual ms of last use), not a Map: the state is plain JSON — shown by
 * GET /__emulator/state, written to the state file, copied with structuredClone — and a Map would need its own
 * (de)serialisation at each of those. So the record is read only through lastUse: a key the router could have issued
 * (TOKEN, what newToken makes) and the record's own entry, never what every object inherits (`tokens['constructor']`
 * is a function, which the `=== undefined` test let through as a valid token). A key is written only once newToken
 * made it or lastUse found it, so nothing else ever lands in the record.
 */
const TOKEN = /^[0-9a-f]{32}$/;

function lastUse(state: DeviceState, token: string): number | undefined {
  return TOKEN.test(token) ? own(state.auth.tokens, token) : undefined;
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function attemptLogin(state: DeviceState, now: number, username: string, password: string): LoginResult {
  const auth = state.auth;
  if (auth.lockedUntil !== null) {
    if (now < auth.lockedUntil) {
      return { ok: false, code: 'max_attempts', waitSeconds: Math.ceil((auth.lockedUntil - now) / 1000) };
    }
    // the lockout is over: counting restarts
    auth.lockedUntil = null;
    auth.failures = 0;
  }
  const { credentials } = state;
  if (secretMatches(username, credentials.username) && secretMatches(password, credentials.password)) {
    auth.failures = 0;
    // forget idle tokens here, so a long run of logins does not grow the state without bound
    for (const [t, lastUsed] of Object.entries(auth.tokens)) {
      if (now - lastUsed >= SESSION_IDLE_MS) delete auth.tokens[t];
    }
    const token = newToken();
    auth.tokens[token] = now;
    return { ok: true, token };
  }
  auth.failures += 1;
  const max = timing.limits.loginAttempts;
  if (auth.failures >= max) {
    auth.failures = 0;
    auth.lockedUntil = now + timing.wait.loginLockout;
    return { ok: false, code: 'max_attempts', waitSeconds: Math.ceil(timing.wait.loginLockout / 1000) };
  }
  return { ok: false, code: 'attempts_left', attemptsLeft: max - auth.failures };
}

/**
 * True (and the token refreshed) when the router issued the token and it has not been idle too long. A refused token
 * changes nothing, as every refused request: an idle one is forgotten at the next login (attemptLogin).
 */
export function useToken(state: DeviceState, token: string, now: number): boolean {
  const lastUsed = lastUse(state, token);
  if (lastUsed === undefined || now - lastUsed >= SESSION_IDLE_MS) return false;
  state.auth.tokens[token] = now;
  return true;
}

/** Every token becomes invalid (reboot, session-expiry scenarios). Answers how many there were. */
export function clearSessions(state: DeviceState): number {
  const count = Object.keys(state.auth.tokens).length;
  state.auth.tokens = {};
  return count;
}

/** Bearer token of an Authorization header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
