/**
 * What the wizard has gathered so far (spec 2 §2.1, §4.6): each step writes its part here; nothing reaches the
 * router until 'Concluir' on the confirmation step runs the finish sequence. Kept in session storage, so a
 * reload (or opening a step's address directly) keeps what was entered; cleared when the wizard finishes.
 */
import { signal } from '@preact/signals-react';
import type { OperationMode } from '@roteador/contract';
import type { WanDraft } from '../../forms/wan/index.ts';

/** The Wi-Fi step: the root network's names and password (plain; encoded when sent). */
export interface WifiDraft {
  ssid: string;
  /** the 5 GHz name; equal to ssid when both bands share one name */
  ssid5: string;
  key: string;
}

/** The repeater step: the network to repeat (PUT wireless/wlc). */
export interface RepeaterDraft {
  ssid: string;
  cipher: number;
  key: string;
  radioID: string;
}

export interface WizardDraft {
  /** the credentials step (plain; encoded when sent) */
  username: string;
  password: string;
  /** the location step (mesh models); '' when not asked */
  location: string;
  operationMode: OperationMode;
  /** null: not configured in the wizard (skipped, or not router mode) */
  wan: WanDraft | null;
  wifi: WifiDraft | null;
  repeater: RepeaterDraft | null;
  /** mesh models: mesh on, and this device's role (0 principal, 1 secundário) */
  mesh: { enabled: boolean; type: 0 | 1 } | null;
  /** 'Pular assistente' was chosen: the confirmation warns about it */
  skippedWizard: boolean;
  /** 'Pular esta etapa' on the WAN step */
  skippedWan: boolean;
  /** the welcome modal was closed (it shows when the wizard opens) */
  welcomed: boolean;
}

const KEY = 'wizardDraft';

const EMPTY_DRAFT: WizardDraft = {
  username: '',
  password: '',
  location: '',
  operationMode: 0,
  wan: null,
  wifi: null,
  repeater: null,
  mesh: null,
  skippedWizard: false,
  skippedWan: false,
  welcomed: false,
};

function load(): WizardDraft {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<WizardDraft>) } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export const wizardDraft = signal<WizardDraft>(load());

export function updateDraft(patch: Partial<WizardDraft>): void {
  wizardDraft.value = { ...wizardDraft.value, ...patch };
  if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(KEY, JSON.stringify(wizardDraft.value));
}

/** The finish succeeded: the stored draft goes, the one on screen stays until the page is left. */
export function dropStoredDraft(): void {
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(KEY);
}
