/**
 * The login session (spec 1 §6: the credentials are kept and reused). It lives in the tab (sessionStorage: it
 * survives reloads, not closing the browser) — or, when the owner ticked 'Manter a sessão ativa', in the browser
 * (localStorage: it survives closing and reopening the browser, until 'Sair' or an expired session the stored
 * credentials cannot renew). Either way a 401 outside login logs in again with the stored credentials (spec 1 §4).
 */
import { signal } from '@preact/signals-react';
import { decodeSecret, timing } from '@roteador/contract';
import { api } from '../api/client.ts';
import { ConnectionError } from '../api/errors.ts';
import { createSession, type EncodedCredentials } from '../api/session.ts';
import { paths } from '../paths.ts';

/** Storage keys; scenarios may read or seed them. */
export const storageKeys = {
  /** the bearer token */
  token: 'token',
  /** JSON {username, password}, both encoded with encodeSecret */
  credentials: 'credentials',
  /** 'true' when 'Manter a sessão ativa' was checked: the session is in localStorage */
  keepSession: 'keepSession',
  /** 'true' once a mobile user chose 'Continuar com a versão web' (the tab's) */
  continueWeb: 'continueWeb',
  /** Date.now() of the last silent re-login (see handleUnauthorized) */
  reloginAt: 'reloginAt',
} as const;

const SESSION_KEYS = [storageKeys.token, storageKeys.credentials, storageKeys.keepSession, storageKeys.reloginAt];


const tab: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage;
const browser: Storage | null = typeof localStorage === 'undefined' ? null : localStorage;
/** Where the session is: the browser's storage when it was kept, the tab's otherwise. */
const home = (): Storage | null => (browser?.getItem(storageKeys.keepSession) === 'true' ? browser : tab);
const read = (key: string) => home()?.getItem(key) ?? null;
const write = (key: string, value: string | null) =>
  value === null ? home()?.removeItem(key) : home()?.setItem(key, value);

export const token = signal<string | null>(read(storageKeys.token));
api.setTokenSource(() => token.peek());

export function setToken(value: string | null): void {
  write(storageKeys.token, value);
  token.value = value;
}

export function saveSession(session: { token: string; credentials: EncodedCredentials; keepSession: boolean }): void {
  for (const key of SESSION_KEYS) (tab?.removeItem(key), browser?.removeItem(key));
  // the keep choice first: it decides where the rest goes
  (session.keepSession ? browser : tab)?.setItem(storageKeys.keepSession, String(session.keepSession));
  setToken(session.token);
  write(storageKeys.credentials, JSON.stringify(session.credentials));
}

/** Clears the session, in the tab and in the browser (as 'Sair' does), and the token signal. */
export function clearSession(): void {
  tab?.clear();
  for (const key of SESSION_KEYS) browser?.removeItem(key);
  token.value = null;
}

export function storedCredentials(): EncodedCredentials | null {
  const raw = read(storageKeys.credentials);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<EncodedCredentials>;
    return typeof value.username === 'string' && typeof value.password === 'string'
      ? { username: value.username, password: value.password }
      : null;
  } catch {
    return null;
  }
}

export const keepSession = () => read(storageKeys.keepSession) === 'true';
export const choseWebVersion = () => tab?.getItem(storageKeys.continueWeb) === 'true';
export const chooseWebVersion = () => tab?.setItem(storageKeys.continueWeb, 'true');

/** The factory credentials admin / admin (encoded or not). */
export function isDefaultCredentials(credentials: EncodedCredentials | null): boolean {
  if (!credentials) return false;
  const plain = (v: string) => decodeSecret(v) ?? v;
  return plain(credentials.username) === 'admin' && plain(credentials.password) === 'admin';
}

export interface Navigator {
  reload(): void;
  assign(url: string): void;
}

const windowNavigator: Navigator = {
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
};

let recovering = false;
let suspended = false;

/**
 * While the router restarts (state/restart.ts), a 401 from a poll only means the restart dropped every session:
 * the restart wait logs in again itself, so the unauthorized handling is suspended meanwhile.
 */
export function suspendUnauthorized(value: boolean): void {
  suspended = value;
}

/**
 * A 401 outside login means the token is no longer valid (spec 1 §4): with the stored credentials a new session is
 * created silently and the page reloads; without them, or when that login fails, the owner goes to /login?expired.
 * The stored token stays until the new login answers, and when no answer comes: a page left meanwhile (the owner
 * opens another, aborting the login) would otherwise start with no session and go to /login; with the old token it
 * meets the same 401 and renews the session itself. Only a login the router refuses drops the stored token.
 */
export async function handleUnauthorized(nav: Navigator = windowNavigator): Promise<void> {
  if (recovering || suspended) return; // several polls may fail at once: recover once
  recovering = true;
  token.value = null; // no further call with the dead token
  const credentials = storedCredentials();
  const lastRelogin = Number(read(storageKeys.reloginAt) ?? 0);
  if (credentials && Date.now() - lastRelogin > timing.wait.reloginGuard) {
    try {
      setToken(await createSession(credentials));
      write(storageKeys.reloginAt, String(Date.now()));
      nav.reload();
      return;
    } catch (failure) {
      // No answer (the page being left aborts the login, or the router is out of reach): the credentials were not
      // refused, so the stored session stays for the page opened next, which meets the same 401 and tries again.
      if (failure instanceof ConnectionError) {
        nav.assign(paths.loginExpired);
        return;
      }
    }
  }
  setToken(null);
  nav.assign(paths.loginExpired);
}

export function installUnauthorizedHandler(nav?: Navigator): void {
  api.onUnauthorized(() => void handleUnauthorized(nav));
}
