/**
 * The voice assistant of the voice model (contract/src/alexa.ts): GET voice_assistant (a list, the
 * first item read), PUT voice_assistant/0 {equalization_type, volume}, and disassociation (action 7).
 */
import { any, array } from 'superstruct';
import {
  ActionId, ALEXA_REGISTRATION_URL, VoiceAssistant, voiceAssistantPath,
  type VoiceAssistantUpdate,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { runAction } from './system.ts';

const VoiceAssistantList = array(VoiceAssistant);
// The PUT's answer shape is not in the contract (a router may answer the record or a status): a 2xx is success.
const unknownAnswer = any();

export function getVoiceAssistant(options?: GetOptions): Promise<VoiceAssistant> {
  return api.getFirst(voiceAssistantPath, VoiceAssistantList, options);
}

/** PUT voice_assistant/0; the answer is not read back (the 15 s refresh shows what the router kept). */
export async function updateVoiceAssistant(update: VoiceAssistantUpdate): Promise<void> {
  await api.putFirst(voiceAssistantPath, update, unknownAnswer);
}

/** Action 7: the router forgets its Amazon registration (and makes a new registration code). */
export async function disassociateVoiceAssistant(): Promise<void> {
  await runAction(ActionId.DisassociateVoice);
  api.flush(voiceAssistantPath);
}

/** The external registration page, carrying the device's code (the Amazon CBL convention). */
export function registrationUrl(code: string): string {
  return `${ALEXA_REGISTRATION_URL}?cbl-code=${encodeURIComponent(code)}`;
}
