/**
 * radio (spec 1 §3, spec 2 §4.8, §5.5, §7): GET the radios as they run (the IoT window holds the 5 GHz one off:
 * device/iot.ts), PUT radio/{id} (rules in device/radio.ts; a change restarts the router on the next apply).
 */
import { Hono } from 'hono';
import { type Radio, radioPath, RadioPut } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { effectiveRadios } from '../device/iot.ts';
import { updateRadio } from '../device/radio.ts';
import { notFoundJson, requireAuth, writeBack } from '../http.ts';

export function radioApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  // the radios as they run: the IoT window holds the 5 GHz one off (device/iot.ts)
  const radios = () => effectiveRadios(dev);

  app.get(`/${radioPath}`, auth, (c) => c.json(radios() satisfies Radio[], 200));

  app.get(`/${radioPath}/:id`, auth, (c) => {
    const id = c.req.param('id');
    const found = radios().find((r) => r.id === id);
    return found ? c.json(found satisfies Radio, 200) : notFoundJson(c, `no radio ${id}`);
  });

  const find = (id: string) => radios().find((r) => r.id === id);
  app.put(`/${radioPath}/:id`, auth, writeBack(RadioPut, (c) => find(c.req.param('id')!), (body, c) => updateRadio(dev.state, c.req.param('id')!, body)));

  return app;
}
