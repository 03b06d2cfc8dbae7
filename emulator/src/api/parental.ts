/**
 * Parental control on the router's own API (spec 3 §3 'QoS rule (device)', 'Firewall rule', §5 'Device QoS', §7):
 * the per-device bandwidth rules (`qos_rule`, our path) and the firewall rules in force (`iptables`). The call contract is
 * contract/src/parental.ts; the rules are device/parental.ts. Writes are refused outside router mode and on a mesh
 * agent (400, the page's message), and checked with the contract's validateDeviceQos: the MAC required and valid,
 * one rule per device ('Já existe uma regra idêntica criada.'), the rates 0 to the global speed (kbps).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { deviceQosPath, DeviceQosRule, DeviceQosRuleInput, type FirewallRule, iptablesPath } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { createQosRule, qosView, updateQosRule } from '../device/parental.ts';
import { firewallRules, keepParentalIfAccepted, PARENTAL_ROUTER_MODE_ONLY, parentalOf } from '../device/parental-effects.ts';
import { removeById } from '../device/state.ts';
import { records, requireAuth } from '../http.ts';

export function parentalApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const p = () => parentalOf(dev.home.state, dev.now());
  const global = () => ({ download: dev.state.security.qos.global_download, upload: dev.state.security.qos.global_upload });
  // parental control lives on the home's router (the local device); elsewhere it has no rules. Its mode and mesh role
  // are the access table's (qos_rule: router mode off an agent, api/index.ts)
  const unavailable = { ok: false as const, message: PARENTAL_ROUTER_MODE_ONLY };

  // a refused call on the rules keeps no parental state it created (device/parental-effects.ts)
  const keep: MiddlewareHandler = (c, next) =>
    keepParentalIfAccepted(() => dev.home.state, async () => {
      await next();
      return c.res.status < 400;
    });
  app.use(`/${deviceQosPath}`, keep);
  app.use(`/${deviceQosPath}/*`, keep);

  app.get(`/${iptablesPath}`, auth, (c) =>
    c.json((dev.local ? firewallRules(dev.home.state, dev.now()) : []) satisfies FirewallRule[], 200));

  records(app, deviceQosPath, auth, {
    noun: 'QoS rule',
    record: DeviceQosRule,
    list: () => (dev.local ? p().qosRules.map(qosView) : []),
    input: DeviceQosRuleInput,
    create: (input) => (dev.local ? createQosRule(p(), input, global()) : unavailable),
    update: (id, input) => (dev.local ? updateQosRule(p(), id, input, global()) : unavailable),
    remove: (id) => dev.local && removeById(p().qosRules, id),
  });

  return app;
}
