/**
 * easymesh and http_request (spec 1 §3, §4, §7): the mesh configuration with every node, the
 * controller's writes (names, LEDs, removal) and the proxy to a node's own API.
 *
 * - GET easymesh: [EasyMesh], nodes with the controller first. While the mesh is unavailable (control
 *   API) every easymesh call answers 500 {status:'error', message}.
 * - PUT easymesh/0 (EasyMeshUpdate): neighbors rename nodes by MAC (the contract's validateLocation: its rules, and unique
 *   among the nodes, case-insensitive: 'Esse nome encontra-se em uso'); leds switches a node's LEDs.
 *   DELETE easymesh/{mac} removes an agent (404 unknown; the controller itself: 400). Both answer
 *   {status: 1}, and only on the controller (elsewhere 403).
 * - PUT easymesh/0 {enabled?, type?} (the mesh page and the wizard, spec 2 §4.11) on any mesh-capable
 *   device: 400 in repeater mode (a repeater has no mesh), 400 for an enabled controller whose Wi-Fi
 *   fails meshControllerBlockers (message of the first blocker, field its name); a change of either
 *   marks a restart (applied by action 5). Sent with neighbors or leds, those still need the controller. The
 *   configuration read back is taken (EasyMeshPut): the role as it is is no change.
 * - POST http_request: see mesh/proxy.ts. Only the controller proxies (elsewhere 403).
 */
import { Hono } from 'hono';
import {
  type EasyMesh,
  easymeshPath,
  meshControllerBlockerMessages,
  meshControllerBlockers,
  meshRefusal,
  modelInfo,
  EasyMeshPut,
  type EasyMeshUpdate,
  HttpRequest,
  httpRequestPath,
  type ProxyAnswer,
  sameMac,
  validateLocation,
} from '@roteador/contract';
import type { Context } from 'hono';
import type { Device } from '../device/device.ts';
import type { Emulator } from '../emulator.ts';
import { easymeshView } from '../mesh/nodes.ts';
import { removeAgent } from '../mesh/lifecycle.ts';
import { markRestart } from '../device/apply.ts';
import { type NodeApps, proxy } from '../mesh/proxy.ts';
import { at, badRequest, forbidden, notFoundJson, onlyIdZero, parseBack, parseBody, requireAuth } from '../http.ts';

const ANSWER = { status: 1 as const };

/** `emu`: the mesh's nodes (names, LEDs, removal, the proxy), `nodeApp`: how a node's own API is reached. */
export function meshApi(dev: Device, emu: Emulator, nodeApp: NodeApps) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const view = () => easymeshView(emu.state, dev.state, dev.now());
  const unavailable = (c: Context) =>
    c.json({ status: 'error' as const, message: 'the mesh is unavailable, try again later' }, 500);
  const controllerOnly = (c: Context) => forbidden(c, 'only the mesh controller changes the mesh');

  app.get(`/${easymeshPath}`, auth, (c) => {
    if (!emu.state.mesh.available) return unavailable(c);
    return c.json([view()] satisfies EasyMesh[], 200);
  });

  app.get(`/${easymeshPath}/:id`, auth, onlyIdZero(), (c) => {
    if (!emu.state.mesh.available) return unavailable(c);
    return c.json(view() satisfies EasyMesh, 200);
  });

  app.on('PUT', at(easymeshPath), auth, onlyIdZero(), async (c) => {
    if (!emu.state.mesh.available) return unavailable(c);
    const body = await parseBack(c, EasyMeshPut, view());
    if (!body.ok) return badRequest(c, body);
    const { neighbors, leds, enabled, type } = body.value;
    // the role as it is, sent back (read-modify-write), is no role change
    const mesh = dev.state.easymesh;
    const roleChange = (enabled !== undefined && enabled !== mesh.enabled) || (type !== undefined && type !== mesh.type);
    if ((neighbors !== undefined || leds !== undefined) && !dev.isController) return controllerOnly(c);
    // the role first: everything is checked before anything changes
    const nextEnabled = enabled ?? mesh.enabled;
    const nextType = type ?? mesh.type;
    if (roleChange) {
      if (!modelInfo(dev.state.device.model).mesh) {
        return badRequest(c, { message: `${dev.state.device.model} has no mesh`, field: 'enabled' });
      }
      const refusal = meshRefusal(nextEnabled, dev.state.system.operationMode);
      if (refusal) return badRequest(c, refusal);
      if (nextEnabled && nextType === 0) {
        const [blocker] = meshControllerBlockers(dev.state.network);
        if (blocker) return badRequest(c, { message: meshControllerBlockerMessages[blocker], field: blocker });
      }
    }
    const renamed = neighbors === undefined && leds === undefined ? null : renameAndLeds(c, neighbors ?? [], leds);
    if (renamed) return renamed;
    if (roleChange && (nextEnabled !== mesh.enabled || nextType !== mesh.type)) {
      setRole(nextEnabled, nextType);
      markRestart(dev.state);
    }
    return c.json(ANSWER, 200);
  });

  /** This device's new role: a controller is the root of its mesh; a new agent waits to pair with a controller. */
  function setRole(enabled: boolean, type: 0 | 1) {
    const mesh = dev.state.easymesh;
    const becomesAgent = type === 1 && mesh.type !== 1;
    const becomesController = type === 0 && mesh.type !== 0;
    mesh.enabled = enabled;
    mesh.type = type;
    if (becomesController || (enabled && type === 0 && mesh.controllerIp === '')) {
      Object.assign(mesh, { controllerIp: dev.state.network.lan.ip4, backhaul: 3, backhaul_rssi: -1, backhaul_mac: '' });
    }
    if (becomesAgent) Object.assign(mesh, { controllerIp: '', backhaul: 0, backhaul_rssi: 0, backhaul_mac: '' });
    // a controller keeps WPS on its root network (spec 2 §4.11)
    if (enabled && type === 0) for (const w of dev.state.network.wireless) if (w.isRoot) w.wps = true;
  }

  /** neighbors and leds (the controller's writes): a Response when refused, else null once applied. */
  function renameAndLeds(
    c: Context,
    neighbors: NonNullable<EasyMeshUpdate['neighbors']>,
    leds: EasyMeshUpdate['leds'],
  ): Response | null {
    // every name checked against the mesh as it will be once all of them apply
    const names = new Map(emu.devices().map((d) => [d.mac, d.state.device.alias]));
    const renames: [Device, string][] = [];
    for (const [i, n] of neighbors.entries()) {
      const target = emu.deviceByMac(n.mac);
      if (!target) return badRequest(c, { message: `no node with MAC ${n.mac}`, field: `neighbors.${i}.mac` });
      names.set(target.mac, n.name);
      renames.push([target, n.name]);
    }
    // the contract's rule, each name against the others as they will be once all of them apply
    for (const [i, [target, name]] of renames.entries()) {
      const others = [...names].filter(([mac]) => !sameMac(mac, target.mac)).map(([, other]) => other);
      const message = validateLocation(name, others);
      if (message) return badRequest(c, { message, field: `neighbors.${i}.name` });
    }
    const ledsOf = leds && emu.deviceByMac(leds.mac);
    if (leds && !ledsOf) return badRequest(c, { message: `no node with MAC ${leds.mac}`, field: 'leds.mac' });
    for (const [target, name] of renames) target.state.device.alias = name;
    if (leds && ledsOf) ledsOf.state.device.leds = leds.enabled;
    return null;
  }

  app.delete(`/${easymeshPath}/:mac`, auth, (c) => {
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
    const answer = await proxy(emu, body.value, nodeApp);
    if ('invalid' in answer) return badRequest(c, { message: answer.invalid, field: 'dest' });
    return c.json(answer satisfies ProxyAnswer, 200);
  });

  return app;
}
