/**
 * The wizard's step order (spec 2 §2.1): credentials, location (mesh-capable models only), operation mode, then
 * router: WAN → Wi-Fi → confirmation; access point: Wi-Fi → confirmation; repeater: repeater → confirmation.
 */
import { OperationMode } from '@roteador/contract';
import { paths } from '../../paths.ts';

export type WizardStep = 'credentials' | 'location' | 'operation-mode' | 'wan' | 'wifi' | 'repeater' | 'confirm';

const { wizard } = paths;
export const STEP_PATHS: Record<WizardStep, string> = {
  credentials: wizard.credentials,
  location: wizard.location,
  'operation-mode': wizard.operationMode,
  wan: wizard.wan,
  wifi: wizard.wifi,
  repeater: wizard.repeater,
  confirm: wizard.confirm,
};

export function stepOrder(operationMode: number, meshCapable: boolean): WizardStep[] {
  const head: WizardStep[] = ['credentials', ...(meshCapable ? (['location'] as const) : []), 'operation-mode'];
  if (operationMode === OperationMode.Repeater) return [...head, 'repeater', 'confirm'];
  if (operationMode === OperationMode.AccessPoint) return [...head, 'wifi', 'confirm'];
  return [...head, 'wan', 'wifi', 'confirm'];
}

/** The step after `step`; the confirmation is last. */
export function nextStep(step: WizardStep, operationMode: number, meshCapable: boolean): WizardStep {
  const order = stepOrder(operationMode, meshCapable);
  const i = order.indexOf(step);
  return order[Math.min(i + 1, order.length - 1)] ?? 'confirm';
}

/** Which step an address shows (/wizard/wan/static is the WAN step). */
export function stepOf(pathname: string): WizardStep {
  const found = (Object.entries(STEP_PATHS) as Array<[WizardStep, string]>)
    .filter(([step]) => step !== 'credentials')
    .find(([, path]) => pathname === path || pathname.startsWith(`${path}/`));
  return found ? found[0] : 'credentials';
}
