/**
 * easymesh and http_request (spec 1 §3, §4, §7): the mesh configuration with every node, the
 * controller's writes (names, LEDs, removal) and the proxy to a node's own API.
 *
 * - GET easymesh: [EasyMesh], nodes with the controller first. While the mesh is unavailable (control
 *   API) every easymesh call answers 500 {status:'error', message}.
 * - PUT easymesh/0 (EasyMeshUpdate): neighbors rename nodes by MAC (rules.locationName, and unique
 *   among the nodes, case-insensitive: 'Esse nome encontra-se em uso'); leds switches a node's LEDs.
 *   DELETE easymesh/{mac} removes an agent (404 unknown; the controller itself: 400). Both answer
 *   {status: 1}, and only on the controller (elsewhere 403).
 * - POST http_request: see mesh/proxy.ts. Only the controller proxies (elsewhere 403).
 */
import { Hono } from 'hono';
import {
  type EasyMesh,
  EasyMeshUpdate,
  HttpRequest,
  httpRequestPath,
  type ProxyAnswer,
  rules,
  validationMessages,
} from '@roteador/contract';
import type { Context } from 'hono';
import type { Device } from '../device/device.ts';
import { easymeshView, sameMac } from '../mesh/nodes.ts';
import { removeAgent } from '../mesh/lifecycle.ts';
import { proxy } from '../mesh/proxy.ts';
import { badRequest, forbidden, notFoundJson, onlyIdZero, parseBody, requireAuth } from '../http.ts';

const ANSWER = { status: 1 as const };

export function meshApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const { emu } = dev;
  const view = () => easymeshView(emu.state, dev.state, dev.now());
  const unavailable = (c: Context) =>
    c.json({ status: 'error' as const, message: 'the mesh is unavailable, try again later' }, 500);
  const controllerOnly = (c: Context) => forbidden(c, 'only the mesh controller changes the mesh');

  app.get('/easymesh', auth, (c) => {
    if (!emu.state.mesh.available) return unavailable(c);
    return c.json([view()] satisfies EasyMesh[], 200);
  });

  app.get('/easymesh/:id', auth, onlyIdZero(), (c) => {
    if (!emu.state.mesh.available) return unavailable(c);
    return c.json(view() satisfies EasyMesh, 200);
  });

  app.on('PUT', ['/easymesh', '/easymesh/:id'], auth, onlyIdZero(), async (c) => {
    if (!dev.isController) return controllerOnly(c);
    if (!emu.state.mesh.available) return unavailable(c);
    const body = await parseBody(c, EasyMeshUpdate);
    if (!body.ok) return badRequest(c, body);
    const { neighbors = [], leds } = body.value;
    // every name checked against the mesh as it will be once all of them apply
    const names = new Map(emu.devices().map((d) => [d.mac, d.state.device.alias]));
    const renames: [Device, string][] = [];
    for (const [i, n] of neighbors.entries()) {
      const target = emu.deviceByMac(n.mac);
      if (!target) return badRequest(c, { message: `no node with MAC ${n.mac}`, field: `neighbors.${i}.mac` });
      const message = rules.locationName(n.name);
      if (message) return badRequest(c, { message, field: `neighbors.${i}.name` });
      names.set(target.mac, n.name);
      renames.push([target, n.name]);
    }
    for (const [i, [target, name]] of renames.entries()) {
      const taken = [...names].some(([mac, other]) => mac !== target.mac && other.toLowerCase() === name.toLowerCase());
      if (taken) return badRequest(c, { message: validationMessages.locationInUse, field: `neighbors.${i}.name` });
    }
    const ledsOf = leds && emu.deviceByMac(leds.mac);
    if (leds && !ledsOf) return badRequest(c, { message: `no node with MAC ${leds.mac}`, field: 'leds.mac' });
    for (const [target, name] of renames) target.state.device.alias = name;
    if (leds && ledsOf) ledsOf.state.device.leds = leds.enabled;
    return c.json(ANSWER, 200);
  });

  app.delete('/easymesh/:mac', auth, (c) => {
    if (!dev.isController) return controllerOnly(c);
    if (!emu.state.mesh.available) return unavailable(c);
    const mac = c.req.param('mac');
    if (sameMac(mac, dev.mac)) return badRequest(c, { message: 'the controller cannot be removed from its mesh' });
    if (!removeAgent(emu.state, mac)) return notFoundJson(c, `no node with MAC ${mac}`);
    emu.proxyFaults.forget(mac);
    return c.json(ANSWER, 200);
  });

  app.post(`/${httpRequestPath}`, auth, async (c) => {
    if (!dev.isController) return forbidden(c, 'only the mesh controller reaches the nodes');
    const body = await parseBody(c, HttpRequest);
    if (!body.ok) return badRequest(c, body);
    const answer = await proxy(emu, body.value);
    if ('invalid' in answer) return badRequest(c, { message: answer.invalid, field: 'dest' });
    return c.json(answer satisfies ProxyAnswer, 200);
  });

  return app;
}
