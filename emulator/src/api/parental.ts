/**
 * Parental control on the router's own API (spec 3 §3 'QoS rule (device)', 'Firewall rule', §5 'Device QoS', §7):
 * the per-device bandwidth rules (`qos_rule`, our path) and the firewall rules in force (`iptables`). The call contract is
 * contract/src/parental.ts; the rules are device/parental.ts. Writes are refused outside router mode and on a mesh
 * agent (400, the page's message), and checked with the contract's validateDeviceQos: the MAC required and valid,
 * one rule per device ('Já existe uma regra idêntica criada.'), the rates 0 to the global speed (kbps).
 */
import { Hono } from 'hono';
import {
  deviceQosPath,
  type DeviceQosRule,
  DeviceQosRuleInput,
  type FirewallRule,
  iptablesPath,
} from '@roteador/contract';
import { object, optional, string } from 'superstruct';
import type { Device } from '../device/device.ts';
import { createQosRule, qosView, updateQosRule } from '../device/parental.ts';
import { firewallRules, PARENTAL_ROUTER_MODE_ONLY, parentalOf } from '../device/parental-effects.ts';
import { badRequest, notFoundJson, parseBody, refusedJson, requireAuth } from '../http.ts';

const QosRulePut = object({ ...DeviceQosRuleInput.schema, id: optional(string()) });

export function parentalApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const p = () => parentalOf(dev.home.state, dev.now());
  const global = () => ({ download: dev.state.security.qos.global_download, upload: dev.state.security.qos.global_upload });
  // parental control lives on the home's router (the local device); its mode and mesh role are the access table's
  // (qos_rule: router mode off an agent, api/index.ts)
  const available = () => dev.local;
  const base = `/${deviceQosPath}`;

  app.get(`/${iptablesPath}`, auth, (c) =>
    c.json((dev.local ? firewallRules(dev.home.state, dev.now()) : []) satisfies FirewallRule[], 200));

  app.get(base, auth, (c) => c.json((dev.local ? p().qosRules.map(qosView) : []) satisfies DeviceQosRule[], 200));

  app.get(`${base}/:id`, auth, (c) => {
    const id = c.req.param('id');
    const found = dev.local ? p().qosRules.find((r) => r.id === id) : undefined;
    return found ? c.json(qosView(found) satisfies DeviceQosRule, 200) : notFoundJson(c, `no QoS rule ${id}`);
  });

  app.post(base, auth, async (c) => {
    const body = await parseBody(c, DeviceQosRuleInput);
    if (!body.ok) return badRequest(c, body);
    if (!available()) return badRequest(c, { message: PARENTAL_ROUTER_MODE_ONLY });
    const out = createQosRule(p(), body.value, global());
    return out.ok ? c.json(out.value satisfies DeviceQosRule, 201) : refusedJson(c, out);
  });

  app.put(`${base}/:id`, auth, async (c) => {
    const id = c.req.param('id');
    if (!dev.local || !p().qosRules.some((r) => r.id === id)) return notFoundJson(c, `no QoS rule ${id}`);
    const body = await parseBody(c, QosRulePut);
    if (!body.ok) return badRequest(c, body);
    const { id: sent, ...input } = body.value;
    if (sent !== undefined && sent !== id) return badRequest(c, { message: `id ${sent} does not match the path`, field: 'id' });
    if (!available()) return badRequest(c, { message: PARENTAL_ROUTER_MODE_ONLY });
    const out = updateQosRule(p(), id, input, global());
    return out.ok ? c.json(out.value satisfies DeviceQosRule, 200) : refusedJson(c, out);
  });

  app.delete(`${base}/:id`, auth, (c) => {
    const id = c.req.param('id');
    if (!dev.local || !p().qosRules.some((r) => r.id === id)) return notFoundJson(c, `no QoS rule ${id}`);
    p().qosRules = p().qosRules.filter((r) => r.id !== id);
    return c.json({ status: 'success' as const }, 200);
  });

  return app;
}
