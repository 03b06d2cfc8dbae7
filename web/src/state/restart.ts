/**
 * The router-restart wait (spec 2 §4.7): after a change that restarts the router, wait 20 s (plus any extra,
 * e.g. 25 s for radio settings with mesh), then read factory_default every 5 s until the router answers.
 * - it answers: the session survived, done;
 * - it answers 401 (a restart drops every session): log in again with the stored credentials (spec 2 §6);
 * - any other answer, no stored credentials, a refused login, or no answer within the give-up time:
 *   the session is cleared and the user goes to /login?expired.
 * `restartWait` says where the wait stands, so the UI shows a progress indicator (ui/restart-wait.tsx).
 */
import { signal } from '@preact/signals-react';
import { ActionId, timing } from '@roteador/contract';
import { api } from '../api/client.ts';
import { ConnectionError, HttpError } from '../api/errors.ts';
import { createSession } from '../api/session.ts';
import { getFactoryDefault, sendAction } from '../api/system.ts';
import { paths } from '../paths.ts';
import { clearSession, setToken, storedCredentials, suspendUnauthorized, type Navigator } from './session.ts';
import { sleep } from '../time.ts';

export interface RestartWaitState {
  /** Date.now() when the wait began */
  startedAt: number;
  /** what a typical restart takes: the progress bar fills towards it */
  expectedMs: number;
  /** reads of factory_default made so far */
  attempts: number;
  /** why the router restarts: a reboot the owner asked for (spec 1 §8's message), or settings being applied */
  reason: RestartReason;
}

export type RestartReason = 'apply' | 'reboot';

/** null while no restart is awaited. */
export const restartWait = signal<RestartWaitState | null>(null);

export interface RestartOptions {
  /** added to the initial wait (timing.wait.radioApplyWithMesh for radio settings with mesh) */
  extraMs?: number;
  /** default 'apply' */
  reason?: RestartReason;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  nav?: Pick<Navigator, 'assign'>;
}

const defaultSleep = sleep;
const windowNav = { assign: (url: string) => window.location.assign(url) };

/** Resolves true once the router answers with a valid session; false when the user was sent to /login?expired. */
export async function waitForRouter(options: RestartOptions = {}): Promise<boolean> {
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const nav = options.nav ?? windowNav;
  const initial = timing.wait.restartInitial + (options.extraMs ?? 0);
  const startedAt = now();
  restartWait.value = { startedAt, expectedMs: initial + timing.wait.restartTypical, attempts: 0, reason: options.reason ?? 'apply' };
  suspendUnauthorized(true);
  const expire = () => {
    restartWait.value = null;
    suspendUnauthorized(false);
    clearSession();
    nav.assign(paths.loginExpired);
    return false;
  };
  try {
    await sleep(initial);
    for (;;) {
      const state: RestartWaitState | null = restartWait.value;
      if (state) restartWait.value = { ...state, attempts: state.attempts + 1 };
      try {
        await getFactoryDefault({ unauthorizedHook: false });
        return done();
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) return (await relogin(sleep)) ? done() : expire();
        if (!(error instanceof ConnectionError)) return expire();
      }
      if (now() - startedAt >= timing.wait.restartGiveUp) return expire();
      await sleep(timing.wait.restartRetry);
    }
  } catch (error) {
    restartWait.value = null;
    suspendUnauthorized(false);
    throw error;
  }

  function done() {
    api.flush();
    restartWait.value = null;
    suspendUnauthorized(false);
    return true;
  }
}

/**
 * A new session with the credentials kept in session storage; false when there are none or they are refused. A
 * login that does not get through (no answer, or an error other than a refusal: the router is still settling after
 * applying) is tried once more after timing.wait.afterApply (spec 2 §4.7: 'after applying, a login is retried
 * after 5 s'); refused credentials are final at once.
 */
export async function relogin(sleep: (ms: number) => Promise<void> = defaultSleep): Promise<boolean> {
  const credentials = storedCredentials();
  if (!credentials) return false;
  for (let attempt = 0; ; attempt++) {
    try {
      setToken(await createSession(credentials));
      return true;
    } catch (error) {
      const refused = error instanceof HttpError && error.status === 401;
      if (refused || attempt >= 1) return false;
      await sleep(timing.wait.afterApply);
    }
  }
}

/** The apply action (id 5), then the restart wait. */
export async function applyAndWait(options: RestartOptions = {}): Promise<boolean> {
  await sendAction(ActionId.Apply);
  return waitForRouter(options);
}
