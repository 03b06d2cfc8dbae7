/**
 * The login session, kept in sessionStorage (spec 1 §6: credentials are kept there and reused),
 * so it survives reloads but not closing the tab.
 */
import { signal } from '@preact/signals-react';
import { decodeSecret } from '@roteador/contract';
import { api } from '../api/client.ts';
import { createSession, type EncodedCredentials } from '../api/session.ts';

/** sessionStorage keys; scenarios may read or seed them. */
export const storageKeys = {
  /** the bearer token */
  token: 'token',
  /** JSON {username, password}, both encoded with encodeSecret */
  credentials: 'credentials',
  /** 'true' when 'Manter a sessão ativa' was checked */
  keepSession: 'keepSession',
  /** 'true' once a mobile user chose 'Continuar com a versão web' */
  continueWeb: 'continueWeb',
  /** Date.now() of the last silent re-login (see handleUnauthorized) */
  reloginAt: 'reloginAt',
} as const;

/** A second 401 this soon after a silent re-login means re-login does not help: no reload loop. */
const RELOGIN_GUARD_MS = 30_000;

const store: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage;
const read = (key: string) => store?.getItem(key) ?? null;
const write = (key: string, value: string | null) =>
  value === null ? store?.removeItem(key) : store?.setItem(key, value);

export const token = signal<string | null>(read(storageKeys.token));
api.setTokenSource(() => token.peek());

export function setToken(value: string | null): void {
  write(storageKeys.token, value);
  token.value = value;
}

export function saveSession(session: { token: string; credentials: EncodedCredentials; keepSession: boolean }): void {
  setToken(session.token);
  write(storageKeys.credentials, JSON.stringify(session.credentials));
  write(storageKeys.keepSession, String(session.keepSession));
}

/** Clears the whole session storage (as 'Sair' does) and the token signal. */
export function clearSession(): void {
  store?.clear();
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
export const choseWebVersion = () => read(storageKeys.continueWeb) === 'true';
export const chooseWebVersion = () => write(storageKeys.continueWeb, 'true');

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
 * A 401 outside login means the token is no longer valid. Our reading of 'Manter a sessão ativa':
 * when it was checked and credentials are stored, a new session is created silently with them and
 * the page reloads; otherwise (or if that login fails) the user goes to /login?expired.
 */
export async function handleUnauthorized(nav: Navigator = windowNavigator): Promise<void> {
  if (recovering || suspended) return; // several polls may fail at once: recover once
  recovering = true;
  setToken(null);
  const credentials = storedCredentials();
  const lastRelogin = Number(read(storageKeys.reloginAt) ?? 0);
  if (keepSession() && credentials && Date.now() - lastRelogin > RELOGIN_GUARD_MS) {
    try {
      setToken(await createSession(credentials));
      write(storageKeys.reloginAt, String(Date.now()));
      nav.reload();
      return;
    } catch {
      // fall through to the expired notice
    }
  }
  nav.assign('/login?expired');
}

export function installUnauthorizedHandler(nav?: Navigator): void {
  api.onUnauthorized(() => void handleUnauthorized(nav));
}
