/**
 * voice_assistant (spec 1 §2.10, §3), on the voice model only (elsewhere 404): GET [VoiceAssistant],
 * PUT voice_assistant/0 (equalization_type 1–5, volume 0–10; anything else 400, nothing changed).
 * Registration happens outside the router (control API /alexa/register); disassociation is action 7.
 */
import { Hono } from 'hono';
import { type VoiceAssistant, voiceAssistantPath, VoiceAssistantUpdate } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { voiceView } from '../device/alexa.ts';
import { at, notFoundJson, onlyIdZero, requireAuth, write } from '../http.ts';

export function alexaApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const path = `/${voiceAssistantPath}`;
  const noVoice = () => `${dev.state.device.model} has no voice assistant`;

  app.get(path, auth, (c) => {
    const voice = dev.state.voice;
    return voice ? c.json([voiceView(voice)] satisfies VoiceAssistant[], 200) : notFoundJson(c, noVoice());
  });

  app.get(`${path}/:id`, auth, onlyIdZero(), (c) => {
    const voice = dev.state.voice;
    return voice ? c.json(voiceView(voice) satisfies VoiceAssistant, 200) : notFoundJson(c, noVoice());
  });

  app.on('PUT', at(voiceAssistantPath), auth, onlyIdZero(), async (c, next) => {
    const voice = dev.state.voice;
    if (!voice) return notFoundJson(c, noVoice());
    return await write(VoiceAssistantUpdate, (body) => {
      Object.assign(voice, body);
      return { ok: true, value: voiceView(voice) satisfies VoiceAssistant };
    })(c, next);
  });

  return app;
}
