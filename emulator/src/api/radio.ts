/**
 * radio (spec 1 §3, spec 2 §4.8, §5.5, §7): GET the radios as they run (the IoT window holds the 5 GHz one off:
 * device/iot.ts), PUT radio/{id} (rules in device/radio.ts; a change restarts the router on the next apply).
 */
import { Hono } from 'hono';
import { type Radio, RadioUpdate } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { effectiveRadios } from '../device/iot.ts';
import { updateRadio } from '../device/radio.ts';
import { badRequest, notFoundJson, parseBody, refusedJson, requireAuth } from '../http.ts';

export function radioApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  // the radios as they run: the IoT window holds the 5 GHz one off (device/iot.ts)
  const radios = () => effectiveRadios(dev);

  app.get('/radio', auth, (c) => c.json(radios() satisfies Radio[], 200));

  app.get('/radio/:id', auth, (c) => {
    const id = c.req.param('id');
    const found = radios().find((r) => r.id === id);
    return found ? c.json(found satisfies Radio, 200) : notFoundJson(c, `no radio ${id}`);
  });

  app.put('/radio/:id', auth, async (c) => {
    const body = await parseBody(c, RadioUpdate);
    if (!body.ok) return badRequest(c, body);
    const out = updateRadio(dev.state, c.req.param('id'), body.value);
    return out.ok ? c.json(out.value satisfies Radio, 200) : refusedJson(c, out);
  });

  return app;
}
