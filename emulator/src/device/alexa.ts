/**
 * The Alexa area's state (`alexa` in a device's state): the voice assistant of the voice model (spec 1 §2.10, §3).
 * A registration code the owner types on Amazon's registration page, is_registered once the owner did (control API:
 * /alexa/register), equalization 1–5, volume 0–10, board id, firmware of the voice board. Disassociating (action 7)
 * unregisters and draws a new code. Codes avoid look-alike characters (no 0/O, 1/I) and are deterministic per seed.
 */
import { SimpleFaker } from '@faker-js/faker';
import type { VoiceAssistant } from '@roteador/contract';
import type { DeviceState } from './state.ts';

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Deterministic per seed, device (its board) and disassociation count. */
function registrationCode(seed: number, generation: number, boardId: string): string {
  const f = new SimpleFaker();
  f.seed([seed, generation, parseInt(boardId.slice(-6), 16) || 0]);
  return f.string.fromCharacters(CODE_CHARS, 6);
}

export type AlexaState = NonNullable<DeviceState['alexa']>;

export function buildAlexa(seed: number, mac: string): AlexaState {
  const boardId = `TFV${mac.replace(/:/g, '').slice(6)}`;
  return {
    is_registered: false,
    registration_code: registrationCode(seed, 0, boardId),
    equalization_type: 1,
    volume: 5,
    board_id: boardId,
    firmware_version: '2.3.14',
    generation: 0,
  };
}

/** The voice_assistant record the API answers. */
export function voiceAssistantView(alexa: AlexaState): VoiceAssistant {
  const { generation: _, ...fields } = alexa;
  return { id: 0, ...fields };
}

/** Action 7: unregistered, with a fresh code. */
export function disassociate(alexa: AlexaState, seed: number): void {
  alexa.generation += 1;
  alexa.is_registered = false;
  alexa.registration_code = registrationCode(seed, alexa.generation, alexa.board_id);
}
