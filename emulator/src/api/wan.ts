/**
 * WAN writes of spec 2 (§4.1, §5.3, §7): PUT wan/0 and pppoe (GET, POST when none exists, PUT pppoe/{id}).
 * The rules are in device/wan.ts.
 */
import { Hono } from 'hono';
import { type Pppoe, PppoeInput, type Wan, WanUpdate } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { wanView } from '../device/network.ts';
import { pppoeView, savePppoe, updateWan } from '../device/wan.ts';
import { badRequest, notFoundJson, onlyIdZero, parseBody, requireAuth } from '../http.ts';

export function wanApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);

  app.on('PUT', ['/wan', '/wan/:id'], auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, WanUpdate);
    if (!body.ok) return badRequest(c, body);
    const out = updateWan(dev.state, body.value);
    if (!out.ok) return badRequest(c, out);
    return c.json(wanView(dev.state, dev.now(), dev.wanUp()) satisfies Wan, 200);
  });

  app.get('/pppoe', auth, (c) => c.json(pppoeView(dev.state) satisfies Pppoe[], 200));

  app.get('/pppoe/:id', auth, (c) => {
    const found = pppoeView(dev.state).find((p) => String(p.id) === c.req.param('id'));
    return found ? c.json(found satisfies Pppoe, 200) : notFoundJson(c, 'no PPPoE record');
  });

  app.post('/pppoe', auth, async (c) => {
    if (dev.state.network.pppoe) return badRequest(c, { message: 'a PPPoE record exists: PUT pppoe/0' });
    const body = await parseBody(c, PppoeInput);
    if (!body.ok) return badRequest(c, body);
    const out = savePppoe(dev.state, body.value);
    return out.ok ? c.json(out.value satisfies Pppoe, 201) : badRequest(c, out);
  });

  app.put('/pppoe/:id', auth, async (c) => {
    if (!dev.state.network.pppoe || c.req.param('id') !== '0') return notFoundJson(c, 'no PPPoE record');
    const body = await parseBody(c, PppoeInput);
    if (!body.ok) return badRequest(c, body);
    const out = savePppoe(dev.state, body.value);
    return out.ok ? c.json(out.value satisfies Pppoe, 200) : badRequest(c, out);
  });

  return app;
}
