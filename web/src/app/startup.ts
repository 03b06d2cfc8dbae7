/**
 * Start-up decisions (spec 1 §2.2) as a pure function, so they are tested without a browser.
 * The authenticated area's gate calls it on every status it learns.
 */
import { timing, wizardRequired } from '@roteador/contract';
import { paths } from '../paths.ts';

export interface StartupInput {
  tokenStored: boolean;
  isMobile: boolean;
  /** the mobile user already chose 'Continuar com a versão web' in this session */
  continuedWeb: boolean;
  /** null while the status is not known (not read yet, or the read failed) */
  status: { show_wizard: boolean; fw_version?: string } | null;
  /** the status read failed: without a token, the login page is the way in */
  statusFailed?: boolean;
  /** null when none are stored; else whether they are the factory admin / admin */
  storedCredentials: { isDefault: boolean } | null;
}

export type StartupDecision =
  | { kind: 'enter' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: StartupPage; clearStorage: boolean };

type StartupPage = typeof paths.downloadApp | typeof paths.wizard.credentials | typeof paths.login;

const go = (to: StartupPage, clearStorage = false): StartupDecision => ({
  kind: 'redirect',
  to,
  clearStorage,
});

export function decideStartup(input: StartupInput): StartupDecision {
  const { storedCredentials } = input;
  // Spec 2 §2.1: the wizard is forced unless the firmware is a development/test build.
  const status = input.status && {
    show_wizard: wizardRequired(input.status),
  };
  // §2.2.2 before the wizard rule: a phone without a session is offered the app first, whatever the
  // status says (and before it arrives); its 'Continuar com a versão web' then applies the rest.
  if (!input.tokenStored && input.isMobile && !input.continuedWeb) return go(paths.downloadApp);
  // §2.2.4: a device that needs the wizard, with default or no credentials stored, starts afresh.
  if (status?.show_wizard && (storedCredentials === null || storedCredentials.isDefault)) {
    return go(paths.wizard.credentials, true);
  }
  // Credentials changed in the wizard's first step: keep them, stay in the wizard (spec 2 §2.1).
  if (status?.show_wizard) return go(paths.wizard.credentials);
  // §2.2.1: a stored token is used, once the status said whether the wizard comes first (rule 4
  // outranks it: a device reset to factory must not be entered with a stale session).
  if (input.tokenStored) return status === null && !input.statusFailed ? { kind: 'wait' } : { kind: 'enter' };
  // §2.2.2: no token.
  if (status === null) return input.statusFailed ? go(paths.login) : { kind: 'wait' };
  return go(paths.login);
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;

/** §2.2.3: user-agent patterns or a screen width under 500. */
export function isMobileDevice(userAgent: string, innerWidth: number): boolean {
  return MOBILE_UA.test(userAgent) || innerWidth < timing.limits.mobileWidth;
}

export type MobilePlatform = 'android' | 'ios' | 'unknown';

export function mobilePlatform(userAgent: string): MobilePlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return 'unknown';
}
