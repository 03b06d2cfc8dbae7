/**
 * iot_assistant (spec 1 §2.5, §3): a window during which IoT devices may pair. PUT iot_assistant/0
 * {enabled?, duration_seconds?}: turning it on opens the window now (start_time from the device's
 * clock) for duration_seconds (default timing.wait.iotAssistantWindow); it turns itself off when the
 * window ends. Answers the stored record.
 */
import { Hono } from 'hono';
import { IotAssistant, iotAssistantPath, IotAssistantUpdate, timing } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { badRequest, onlyIdZero, parseBody, requireAuth } from '../http.ts';

export function toolsApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const path = `/${iotAssistantPath}`;
  const view = (): IotAssistant => ({ id: 0, ...dev.state.iot });

  app.get(path, auth, (c) => c.json([view()] satisfies IotAssistant[], 200));

  app.get(`${path}/:id`, auth, onlyIdZero(), (c) => c.json(view() satisfies IotAssistant, 200));

  app.on('PUT', [path, `${path}/:id`], auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, IotAssistantUpdate);
    if (!body.ok) return badRequest(c, body);
    const iot = dev.state.iot;
    const { enabled = iot.enabled, duration_seconds } = body.value;
    const duration = duration_seconds || iot.duration_seconds || timing.wait.iotAssistantWindow / 1000;
    // Off is stored as the UI closes it (spec 3 §4): enabled false, duration 0.
    dev.state.iot = enabled
      ? { enabled: true, start_time: Math.floor(dev.now() / 1000), duration_seconds: duration }
      : { enabled: false, start_time: 0, duration_seconds: 0 };
    return c.json(view() satisfies IotAssistant, 200);
  });

  return app;
}
