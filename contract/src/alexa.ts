/** The voice assistant of the voice model (spec 1 §2.10, §3). Path ours: the spec does not show it. */
import { boolean, enums, integer, max, min, object, partial, pick, string, type Infer } from 'superstruct';
import { readBack } from './api.ts';

export const voiceAssistantPath = 'voice_assistant';
/** The external page where the owner registers the device, carrying its code. */
export const ALEXA_REGISTRATION_URL = 'https://amazon.com/code';

export const Equalization = { Default: 1, Samba: 2, Pop: 3, Rock: 4, Jazz: 5 } as const;

export const VoiceAssistant = object({
  id: integer(),
  is_registered: boolean(),
  registration_code: string(),
  equalization_type: enums([1, 2, 3, 4, 5]),
  volume: max(min(integer(), 0), 10),
  board_id: string(),
  firmware_version: string(),
});
export type VoiceAssistant = Infer<typeof VoiceAssistant>;

/** PUT voice_assistant/0. Disassociating is action 7. */
export const VoiceAssistantUpdate = pick(partial(VoiceAssistant), ['equalization_type', 'volume']);
export type VoiceAssistantUpdate = Infer<typeof VoiceAssistantUpdate>;
/** The registration moves outside the router (Amazon's page, action 7): is_registered and the code are live. */
export const VoiceAssistantPut = readBack(VoiceAssistant, VoiceAssistantUpdate, ['is_registered', 'registration_code']);
