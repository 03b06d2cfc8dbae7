/**
 * voice_assistant, the Alexa area's resource (spec 1 §2.10, §3; the device state's `alexa`), on the voice model only
 * (elsewhere 404): GET [VoiceAssistant], PUT voice_assistant/0 (equalization_type 1–5, volume 0–10; anything else
 * 400, nothing changed). Registration happens outside the router (control API /alexa/register); disassociation is
 * action 7.
 */
import { Hono } from 'hono';
import { type VoiceAssistant, voiceAssistantPath, VoiceAssistantPut } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { voiceAssistantView } from '../device/alexa.ts';
import { at, notFoundJson, onlyIdZero, requireAuth, writeBack } from '../http.ts';

export function alexaApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const path = `/${voiceAssistantPath}`;
  const noAssistant = () => `${dev.state.device.model} has no voice assistant`;

  app.get(path, auth, (c) => {
    const alexa = dev.state.alexa;
    return alexa ? c.json([voiceAssistantView(alexa)] satisfies VoiceAssistant[], 200) : notFoundJson(c, noAssistant());
  });

  app.get(`${path}/:id`, auth, onlyIdZero(), (c) => {
    const alexa = dev.state.alexa;
    return alexa ? c.json(voiceAssistantView(alexa) satisfies VoiceAssistant, 200) : notFoundJson(c, noAssistant());
  });

  const put = writeBack(VoiceAssistantPut, () => (dev.state.alexa ? voiceAssistantView(dev.state.alexa) : undefined), (body) => {
    const alexa = dev.state.alexa!;
    Object.assign(alexa, body);
    return { ok: true, value: voiceAssistantView(alexa) satisfies VoiceAssistant };
  });
  app.on('PUT', at(voiceAssistantPath), auth, onlyIdZero(), async (c, next) => {
    if (!dev.state.alexa) return notFoundJson(c, noAssistant());
    return await put(c, next);
  });

  return app;
}
