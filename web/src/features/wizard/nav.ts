/**
 * How a wizard step moves on: the wizard's frame (index.tsx) provides it; steps call useWizardNav().
 * A step writes its part of the draft (draft.ts) and then calls next(); the frame knows the order (steps.ts).
 */
import { createContext, useContext } from 'react';

export interface WizardNav {
  /** the following step for the chosen operation mode (steps.ts) */
  next(): void;
  /** 'Pular assistente': straight to the confirmation */
  skipWizard(): void;
  /** the device's model (GET status) and whether it supports mesh (contract modelInfo) */
  model: string;
  meshCapable: boolean;
}

export const WizardNavContext = createContext<WizardNav | null>(null);

export function useWizardNav(): WizardNav {
  const nav = useContext(WizardNavContext);
  if (!nav) throw new Error('useWizardNav outside the wizard');
  return nav;
}
