/**
 * The wizard's start (spec 2 §4.2): it logs in as the factory administrator (admin / admin) by itself; a device
 * whose wizard is done gets no wizard (the session is cleared and the owner goes to /login); an unauthorized
 * answer to that login also leads to /login. While the wizard is open, factory_default is read every 30 s
 * (it also keeps the session from going idle); once it says the device is no longer in its factory state,
 * the wizard was finished elsewhere and this one ends the same way.
 */
import { signal } from '@preact/signals-react';
import { modelInfo, timing, type Status } from '@roteador/contract';
import { HttpError } from '../../api/errors.ts';
import { createSession, encodeCredentials, type EncodedCredentials } from '../../api/session.ts';
import { getStatus } from '../../api/status.ts';
import { getFactoryDefault } from '../../api/system.ts';
import { createPoller, type Poller } from '../../state/poller.ts';
import { isDefaultCredentials, saveSession, storedCredentials } from '../../state/session.ts';

/** The default administrator account of a device fresh from the box (spec 2 §9: values ours, as the factory profile's). */
const DEFAULT_ADMIN = { username: 'admin', password: 'admin' } as const;

/** true from 'Concluir' on: the device leaves its factory state on purpose, the poll must not end the wizard. */
export const finishing = signal(false);

export type WizardStart =
  | { kind: 'ready'; status: Status; meshCapable: boolean }
  /** the wizard is done already, or the router refused the login: clear the session, go to /login */
  | { kind: 'login' };

/**
 * Where the credentials set by a finish whose apply failed are kept (the session itself is cleared, spec 2 §4.6):
 * the router may have stored them already, so the restarted wizard tries them before the factory ones.
 */
const RETRY_KEY = 'wizardLogin';

export function keepCredentialsForRetry(credentials: EncodedCredentials): void {
  sessionStorage.setItem(RETRY_KEY, JSON.stringify(credentials));
}

function retryCredentials(): EncodedCredentials | null {
  try {
    const raw = sessionStorage.getItem(RETRY_KEY);
    return raw ? (JSON.parse(raw) as EncodedCredentials) : null;
  } catch {
    return null;
  }
}

export async function startWizard(): Promise<WizardStart> {
  const status = await getStatus();
  // show_wizard, not wizardRequired: a development firmware is not *forced* into the wizard (startup.ts), but one
  // opened by hand still runs while the router is in its factory state.
  if (!status.show_wizard) return { kind: 'login' };
  // After a reload the session kept in the tab is reused only with the credentials it was made with.
  const kept = storedCredentials();
  const candidates = [
    ...(kept && !isDefaultCredentials(kept) ? [kept] : []),
    ...[retryCredentials()].filter((c): c is EncodedCredentials => c !== null),
    encodeCredentials(DEFAULT_ADMIN.username, DEFAULT_ADMIN.password),
  ];
  for (const credentials of candidates) {
    try {
      saveSession({ token: await createSession(credentials), credentials, keepSession: false });
      return { kind: 'ready', status, meshCapable: modelInfo(status.model).mesh };
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 401)) throw error;
    }
  }
  return { kind: 'login' };
}

/** factory_default every 30 s; `onDone` when the device says it left its factory state, or the session was refused. */
export function pollFactoryDefault(onDone: () => void): Poller {
  return createPoller({
    intervalMs: timing.poll.wizardFactoryDefault,
    fetch: () => getFactoryDefault({ unauthorizedHook: false }),
    onData: (record) => {
      if (!record.is_default && !finishing.peek()) onDone();
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 401 && !finishing.peek()) onDone();
    },
    retryMs: timing.poll.wizardFactoryDefault,
  });
}
