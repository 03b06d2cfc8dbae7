/**
 * What the Alexa (voice assistant) scenarios share: the voice model's device, unregistered (as it comes) or registered
 * with the owner's Amazon account (a profile's `alexaRegistered`: a lab's voice router registered with the lab's
 * account, inventoried `alexa-registered`), the page, and the router's stored voice assistant.
 */
import { assert, array } from 'superstruct';
import { VoiceAssistant } from '@roteador/contract';
import type { Page } from '@playwright/test';
import type { App } from '../dsl/app';
import type { RouterClient } from '../dsl/router';

export const VOICE_DEVICE = { profile: { base: 'demo', model: 'Twibi Force Voice' } };
/**
 * The voice model registered with Amazon (registration happens on Amazon's site): the emulator stands it from the
 * profile, a bench is its router inventoried `alexa-registered` (scenarios/dsl/lab.ts).
 */
export const REGISTERED_VOICE_DEVICE = { profile: { ...VOICE_DEVICE.profile, alexaRegistered: true } };
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

/** The owner on the Alexa page of the registered voice model (REGISTERED_VOICE_DEVICE): its settings. */
export async function onRegisteredPage(app: App) {
  await app.signIn({ at: ALEXA_PAGE });
}
