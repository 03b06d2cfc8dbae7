/**
 * What the voice scenarios share: the voice model's device, the control API calls of the world around it
 * (registration on Amazon's page, the internet line), and the router's stored voice assistant.
 */
import { assert, array } from 'superstruct';
import { VoiceAssistant } from '@roteador/contract';
import type { Page } from '@playwright/test';
import type { RouterClient } from '../dsl/router';

export const VOICE_DEVICE = { profile: { base: 'demo', model: 'Twibi Force Voice' } };
export const VOICE_PATH = '/api/v1/voice_assistant';

/** GET voice_assistant as the router answers it (first item), checked against the contract. */
export async function storedVoice(router: RouterClient): Promise<VoiceAssistant> {
  await router.login();
  const r = await router.raw('GET', 'voice_assistant');
  if (r.status !== 200) throw new Error(`GET voice_assistant → ${r.status}`);
  assert(r.body, array(VoiceAssistant));
  return r.body[0];
}

export const associationSwitch = (page: Page) => page.getByRole('switch', { name: 'Associado à conta Amazon' });
export const toggleAssociation = (page: Page) => associationSwitch(page).click();
