/**
 * What the Wi-Fi and repeater step scenarios share (spec 2 §2.1): opening a step of the wizard straight from its
 * address, with the earlier steps' answers already in the draft, and reading back what a step wrote there.
 */
import { expect, type Page } from '@playwright/test';
import { timing, wirelessPath, WirelessList, type SiteSurveyEntry, type Wireless } from '@roteador/contract';
import type { App } from '../dsl/app';
import type { EmulatorControl } from '../dsl/emulator';
import type { RouterClient } from '../dsl/router';
import { draftOf, openSeeded, type WizardDraftSeen } from './wizard-world';


/**
 * Opens a wizard step as if the owner had come through the earlier ones: credentials given, the welcome modal
 * closed, the operation mode chosen (0 router, 3 repeater). The draft is seeded once, before the first page load.
 */
export async function openStep(app: App, page: Page, path: string, operationMode: 0 | 1 | 3): Promise<void> {
  await openSeeded(app, page, path, operationMode);
  // The step's title (spec 2 §2.1), shown by the wizard's frame once it has logged in as the factory admin.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[path] ?? '');
}

const TITLES: Record<string, string> = { '/wizard/wifi': 'WI-FI', '/wizard/repeater': 'Modo repetidor', '/wizard/confirm': 'Confirmação' };

/** After 'Avançar': the confirmation step is shown. */
export async function expectConfirmation(app: App, page: Page): Promise<void> {
  await app.expectPath('/wizard/confirm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES['/wizard/confirm']);
}

export { draftOf };

/** The device's Wi-Fi records, read from the router: all of them and its root networks (2.4 GHz, and 5 GHz if dual band). */
export async function wifiNetworks(router: RouterClient) {
  const wireless = await router.read(wirelessPath, WirelessList);
  const root24 = wireless.find((w) => w.isRoot && w.frequency === '2.4')!;
  const root5 = wireless.find((w) => w.isRoot && w.frequency === '5');
  return { wireless, root24, root5 };
}

/** The device's Wi-Fi records and its stored repeater choice, as the emulator holds them (the API lists the repeater
 * choice only in repeater mode). */
export async function wifiWorld(emulator: EmulatorControl) {
  const s = await emulator.state();
  const wireless = s.network.wireless as Wireless[];
  const root24 = wireless.find((w) => w.isRoot && w.frequency === '2.4')!;
  const root5 = wireless.find((w) => w.isRoot && w.frequency === '5');
  return { wireless, root24, root5, repeater: s.network.repeater as WizardDraftSeen['repeater'] };
}

/** The icon level of spec 2 §9 (below -70 dBm bad, below -50 moderate) and its accessible name. */
export function iconLevel(dbm: number): { level: 'good' | 'moderate' | 'bad'; name: string } {
  const { iconModerate, iconBad } = timing.limits.wifiSignal;
  if (dbm < iconBad) return { level: 'bad', name: 'Sinal ruim' };
  if (dbm < iconModerate) return { level: 'moderate', name: 'Sinal moderado' };
  return { level: 'good', name: 'Sinal bom' };
}

export type { SiteSurveyEntry };
