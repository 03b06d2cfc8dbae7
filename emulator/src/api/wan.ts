/**
 * WAN area of spec 2 (§4.1, §5.3, §7): wan (GET, PUT wan/0), wan_detect (what a detection finds), pppoe (GET, POST
 * when none exists, PUT pppoe/{id}) and link (the WAN port's cable). The rules are in device/wan.ts.
 */
import { Hono } from 'hono';
import { type Link, type Pppoe, PppoeInput, type Wan, type WanDetect, WanUpdate } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { wanDetectView, wanView } from '../device/network.ts';
import { pppoeView, savePppoe, updateWan } from '../device/wan.ts';
import { badRequest, notFoundJson, onlyIdZero, parseBody, requireAuth } from '../http.ts';

export function wanApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const wan = () => wanView(dev.state, dev.now(), dev.wanUp());

  app.get('/wan', auth, (c) => c.json([wan()] satisfies Wan[], 200));

  app.get('/wan/:id', auth, onlyIdZero(), (c) => c.json(wan() satisfies Wan, 200));

  app.get('/wan_detect', auth, (c) => c.json(wanDetectView(dev.wanUp(), dev.state) satisfies WanDetect, 200));

  app.on('PUT', ['/wan', '/wan/:id'], auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, WanUpdate);
    if (!body.ok) return badRequest(c, body);
    const out = updateWan(dev.state, body.value);
    if (!out.ok) return badRequest(c, out);
    return c.json(wan() satisfies Wan, 200);
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

  // The WAN port: speed 1000 Mbps while the cable is in.
  app.get('/link', auth, (c) => {
    const plugged = dev.state.network.cable;
    return c.json([{ name: 'WAN', status: plugged, speed: plugged ? 1000 : 0 }] satisfies Link[], 200);
  });

  return app;
}
