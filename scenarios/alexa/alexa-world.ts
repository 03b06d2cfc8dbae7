/**
 * What the Alexa (voice assistant) scenarios share: the voice model's device, the control API calls of the world
 * around it (registration on Amazon's page, the internet line), the page, and the router's stored voice assistant.
 */
import { assert, array } from 'superstruct';
import { VoiceAssistant } from '@roteador/contract';
import type { Page } from '@playwright/test';
import type { App } from '../dsl/app';
import type { EmulatorControl } from '../dsl/emulator';
import type { RouterClient } from '../dsl/router';

export const VOICE_DEVICE = { profile: { base: 'demo', model: 'Twibi Force Voice' } };
export const VOICE_PATH = '/api/v1/voice_assistant';
export const ALEXA_PAGE = '/amazon/alexa';

/** GET voice_assistant as the router answers it (first item), checked against the contract. */
export async function storedVoiceAssistant(router: RouterClient): Promise<VoiceAssistant> {
  await router.login();
  const r = await router.raw('GET', 'voice_assistant');
  if (r.status !== 200) throw new Error(`GET voice_assistant → ${r.status}`);
  assert(r.body, array(VoiceAssistant));
  return r.body[0];
}

export const associationSwitch = (page: Page) => page.getByRole('switch', { name: 'Associado à conta Amazon' });
export const toggleAssociation = (page: Page) => associationSwitch(page).click();

/** The voice model registered with Amazon (the control API's), and the owner on the Alexa page. */
export async function onRegisteredPage(app: App, emulator: EmulatorControl) {
  await emulator.registerAlexa();
  await app.signIn({ at: ALEXA_PAGE });
}
