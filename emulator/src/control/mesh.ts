/**
 * Control API, mesh (README "The control API"): add, change and remove agents, a new router waiting
 * for a sync, the mesh unavailable, proxy faults. Each needs the local device to be a mesh controller
 * (400 otherwise). Bodies are validated whole before anything changes.
 */
import { Hono } from 'hono';
import { controlPaths, modelNames, models, ProxyCode, sameMac, validateLocation } from '@roteador/contract';
import { boolean, enums, integer, max, min, object, optional, refine, string } from 'superstruct';
import type { Emulator } from '../emulator.ts';
import { addPending, removeAgent } from '../mesh/lifecycle.ts';
import {
  agentView,
  buildAgent,
  defaultModel,
  freeIndex,
  MAX_AGENTS,
  unusedName,
} from '../mesh/nodes.ts';
import { badRequest, notFoundJson, parseBody, parseOptionalBody } from '../http.ts';

const MeshModel = enums(modelNames.filter((m) => models[m].mesh));

const NewNode = object({ model: optional(MeshModel), name: optional(string()) });
const NodeChange = refine(
  object({
    online: optional(boolean()),
    outOfMesh: optional(boolean()),
    rssi: optional(max(min(integer(), -100), -1)),
    backhaul: optional(enums([1, 2, 3])),
  }),
  'change',
  (b) => Object.keys(b).length > 0 || 'give online, outOfMesh, rssi or backhaul',
);
const Pending = object({ model: optional(MeshModel) });
const Unavailable = object({ active: boolean() });
const ProxyFault = object({
  code: enums([ProxyCode.Timeout, ProxyCode.InProgress]),
  times: optional(max(min(integer(), 1), 1000)),
});

export function meshControl(emu: Emulator) {
  const app = new Hono();
  const notController = { message: 'the device is not a mesh controller (profile meshRole)' };
  const agentOf = (mac: string) => emu.state.agents.find((a) => sameMac(a.device.mac, mac));

  app.post(`/${controlPaths.meshNodes}`, async (c) => {
    const body = await parseOptionalBody(c, NewNode);
    if (!body.ok) return badRequest(c, body);
    if (!emu.local.isController) return badRequest(c, notController);
    const { name } = body.value;
    if (name !== undefined) {
      const message = validateLocation(name, [emu.state, ...emu.state.agents].map((d) => d.device.alias));
      if (message) return badRequest(c, { message, field: 'name' });
    }
    const index = freeIndex(emu.state);
    if (index === undefined) return badRequest(c, { message: `the mesh has ${MAX_AGENTS} agents already` });
    const now = emu.now();
    const agent = buildAgent(emu.state, index, {
      model: body.value.model ?? defaultModel(index),
      name: name ?? unusedName(emu.state),
      bootAt: now,
      applyingUntil: now,
    });
    emu.state.agents.push(agent);
    return c.json(agentView(emu.state, agent, now), 201);
  });

  app.delete(`/${controlPaths.meshNode(':mac')}`, (c) => {
    const mac = c.req.param('mac');
    if (sameMac(mac, emu.state.device.mac)) {
      return badRequest(c, { message: 'the controller is not an agent', field: 'mac' });
    }
    if (!removeAgent(emu.state, mac)) return notFoundJson(c, `no agent with MAC ${mac}`);
    emu.proxyFaults.forget(mac);
    return c.json({ removed: mac.toUpperCase() }, 200);
  });

  app.patch(`/${controlPaths.meshNode(':mac')}`, async (c) => {
    const body = await parseBody(c, NodeChange);
    if (!body.ok) return badRequest(c, body);
    const agent = agentOf(c.req.param('mac'));
    if (!agent?.node) return notFoundJson(c, `no agent with MAC ${c.req.param('mac')}`);
    const { online, outOfMesh, rssi, backhaul } = body.value;
    const node = agent.node;
    if (online !== undefined) {
      node.online = online;
      if (online) node.factoryReset = false; // powered on again
    }
    if (outOfMesh !== undefined) node.outOfMesh = outOfMesh;
    if (rssi !== undefined) node.rssi = agent.easymesh.backhaul_rssi = rssi;
    if (backhaul !== undefined) node.backhaul = agent.easymesh.backhaul = backhaul;
    return c.json(agentView(emu.state, agent, emu.now()), 200);
  });

  app.post(`/${controlPaths.meshNodeProxyFault(':mac')}`, async (c) => {
    const body = await parseBody(c, ProxyFault);
    if (!body.ok) return badRequest(c, body);
    const mac = c.req.param('mac');
    const device = emu.deviceByMac(mac);
    if (!device) return notFoundJson(c, `no node with MAC ${mac}`);
    const { code, times = 1 } = body.value;
    emu.proxyFaults.add(device.mac, code, times);
    return c.json({ mac: device.mac, code, times }, 201);
  });

  app.get(`/${controlPaths.meshProxyFaults}`, (c) => c.json(emu.proxyFaults.list(), 200));

  app.post(`/${controlPaths.meshPending}`, async (c) => {
    const body = await parseOptionalBody(c, Pending);
    if (!body.ok) return badRequest(c, body);
    if (!emu.local.isController) return badRequest(c, notController);
    const index = freeIndex(emu.state);
    if (index === undefined) return badRequest(c, { message: `the mesh has ${MAX_AGENTS} agents already` });
    const model = body.value.model ?? defaultModel(index);
    addPending(emu.state, model, emu.now());
    return c.json({ pending: { model } }, 201);
  });

  app.post(`/${controlPaths.meshUnavailable}`, async (c) => {
    const body = await parseBody(c, Unavailable);
    if (!body.ok) return badRequest(c, body);
    emu.state.mesh.available = !body.value.active;
    return c.json({ unavailable: body.value.active }, 200);
  });

  return app;
}
