/**
 * One table for what a mode and a mesh role may write (contract/src/access.ts): the UI hides a page where its rule
 * is false, and the router refuses that page's writes there — 400 with the table's message, the resource (or the
 * field, for a resource several pages write) as the field, the state unchanged — after checking the token. Where the
 * rule holds, the guard lets the write through. Every write route of the router has a decision in the table.
 */
import assert from 'node:assert/strict';
import {
  accessRules,
  type AccessRule,
  guardedFields,
  guardedWrites,
  unguardedWrites,
  type WriteRule,
  writeRefusedMessages,
} from '@roteador/contract';
import { routerApi } from '../src/api/index.ts';
import { setup } from './helpers.ts';

/** A write per guarded resource, with a body its route would take (or refuse for itself) where the rule holds. */
const WRITES: Record<string, [method: string, path: string, body: unknown]> = {
  wan: ['PUT', 'wan/0', { mtu: 1400 }],
  pppoe: ['POST', 'pppoe', { username: 'cliente', password: 'segredo1', mtu: 1492 }],
  interface: ['PUT', 'interface/lan', { ip4: '192.168.0.1', netmask: '255.255.255.0' }],
  dhcp_server: ['PUT', 'dhcp_server/lan', { enabled: true }],
  dhcp_static_lease: ['POST', 'dhcp_static_lease', { description: 'x', mac: 'AA:00:00:00:00:09', ip: '192.168.0.50' }],
  radio: ['PUT', 'radio/radio0', { configuredChannel: 6 }],
  wireless: ['PUT', 'wireless/wl0', { ssid: 'Casa' }],
  band_steering: ['PUT', 'band_steering/0', { enabled: false }],
  natportredirect: ['POST', 'natportredirect', { name: 'x' }],
  filter: ['POST', 'filter', { type: 'mac' }],
  denial_of_service: ['PUT', 'denial_of_service/0', { enabled: true }],
  qos_global: ['PUT', 'qos_global/0', { enabled: true }],
  remote_web_access: ['PUT', 'remote_web_access/0', { enabled: true }],
  qos_rule: ['POST', 'qos_rule', { enabled: true, mode: 'limit', name: 'x', target: 'AA:00:00:00:00:09', type: 2, download: 1000, upload: 1000 }],
  ping: ['POST', 'ping', { host: '' }],
  traceroute: ['POST', 'traceroute', { host: '' }],
  iot_assistant: ['PUT', 'iot_assistant/0', { enabled: false }],
  daily_reboot: ['PUT', 'daily_reboot/0', { enabled: false }],
  syslog: ['PUT', 'syslog/0', { enabled: false }],
  led: ['PUT', 'led/0', { leds: true }],
  datetime: ['PUT', 'datetime/0', { ntpEnabled: true }],
  reset_button: ['PUT', 'reset_button/0', { pressedTime: 10 }],
  mirroring: ['PUT', 'mirroring/0', { enabled: false }],
  upgrade_by_parts: ['POST', 'upgrade_by_parts', { current: 1, total: 1, content: '' }],
  remote_management: ['PUT', 'remote_management/0', { enabled: true }],
  tr069_config: ['PUT', 'tr069_config/0', { tr069_enable: false }],
};

const ROUTER_MODE = ['wan', 'pppoe', 'interface', 'dhcp_server', 'dhcp_static_lease', 'natportredirect', 'filter',
  'denial_of_service', 'qos_global', 'remote_web_access', 'qos_rule'];
const SYSTEM = ['daily_reboot', 'syslog', 'led', 'datetime', 'reset_button', 'mirroring', 'upgrade_by_parts'];

/**
 * Every mode and role the UI tells apart, with the resources whose pages it hides there (spec 1 §2.5, spec 2 §2.2,
 * spec 3 §2) — written out, so a change of the table shows here.
 */
const PROFILES: Array<{ name: string; profile: unknown; refused: string[] }> = [
  { name: 'roteador', profile: 'demo', refused: [] },
  { name: 'ponto de acesso', profile: { operationMode: 1 }, refused: [...ROUTER_MODE, 'remote_management'] },
  {
    name: 'repetidor',
    profile: { operationMode: 3, meshRole: 'none' },
    refused: [...ROUTER_MODE, 'remote_management', 'tr069_config', 'radio'],
  },
  {
    name: 'nó secundário',
    profile: { meshRole: 'agent' },
    refused: [...ROUTER_MODE, 'remote_management', 'tr069_config', 'radio', 'iot_assistant'],
  },
  {
    name: 'nó secundário no modo repetidor',
    profile: { meshRole: 'agent', operationMode: 3 },
    refused: [...ROUTER_MODE, 'remote_management', 'tr069_config', 'radio', 'iot_assistant', ...SYSTEM],
  },
  { name: 'modelo sem mesh', profile: { model: 'W4-300F', meshRole: 'none' }, refused: ['iot_assistant'] },
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function rulesOf(state: { device: { model: string }; system: { operationMode: number }; easymesh: { enabled: boolean; type: number } }, operationMode?: number) {
  return accessRules({ model: state.device.model, operationMode: operationMode ?? state.system.operationMode, mesh: state.easymesh });
}

const refuses = (rule: WriteRule, rules: Record<AccessRule, boolean>) => !rules[rule];

Deno.test('every write route of the router has a decision: guarded by a page rule, field by field, or listed as unguarded with why', () => {
  using t = setup();
  const routes = routerApi(t.emulator.local, t.emulator).routes.filter((r) => WRITE_METHODS.has(r.method));
  const resources = new Set(routes.map((r) => r.path.split('/')[1]));
  const decided = [Object.keys(guardedWrites), Object.keys(guardedFields), Object.keys(unguardedWrites)];
  for (const resource of resources) {
    assert.equal(decided.filter((keys) => keys.includes(resource)).length, 1, `${resource}: one decision in contract/src/access.ts`);
  }
  // and no decision for a write that does not exist
  assert.deepEqual(decided.flat().filter((r) => !resources.has(r)), []);
  for (const why of Object.values(unguardedWrites)) assert.ok(why.length > 20);
  // each rule that can refuse a write has the router's message
  for (const rule of [...Object.values(guardedWrites), ...Object.values(guardedFields).flatMap((f) => Object.values(f).map((g) => g.rule))]) {
    if (rule !== 'always' && rule !== 'wifi') assert.ok(writeRefusedMessages[rule], rule);
  }
});

Deno.test('each guarded resource has its write below, and each profile the resources it refuses', () => {
  assert.deepEqual(Object.keys(WRITES).sort(), Object.keys(guardedWrites).sort());
  for (const { name, profile, refused } of PROFILES) {
    using t = setup({ profile });
    const rules = rulesOf(t.emulator.state);
    const byTable = Object.keys(guardedWrites).filter((r) => refuses(guardedWrites[r], rules));
    assert.deepEqual(byTable.sort(), [...refused].sort(), name);
  }
});

for (const { name, profile } of PROFILES) {
  Deno.test(`${name}: every guarded write — refused where its page is hidden (400, the table's message, after the token, nothing changed), let through elsewhere`, async () => {
    using t = setup({ profile });
    await t.manualClock();
    const token = await t.login();
    // everything but the session's last use (the token is checked before the refusal)
    const stored = () => JSON.stringify({ ...t.emulator.state, auth: null });
    for (const [resource, [method, path, body]] of Object.entries(WRITES)) {
      const rule = guardedWrites[resource];
      if (!refuses(rule, rulesOf(t.emulator.state))) {
        const res = await t.json(method, `/api/v1/${path}`, body, token);
        assert.ok(!Object.values(writeRefusedMessages).includes(res.body?.message), `${name}: ${method} ${path} let through: ${JSON.stringify(res.body)}`);
        continue;
      }
      const before = stored();
      assert.equal((await t.json(method, `/api/v1/${path}`, body)).status, 401, `${path} without a token`);
      const res = await t.json(method, `/api/v1/${path}`, body, token);
      assert.equal(res.status, 400, `${name}: ${method} ${path}`);
      assert.deepEqual(res.body, { status: 'error', message: writeRefusedMessages[rule as keyof typeof writeRefusedMessages], field: resource });
      assert.equal(stored(), before, `${path}: state unchanged`);
    }
  });

  Deno.test(`${name}: the fields of system and device/0 each follow their page's rule, for the mode the write leaves`, async () => {
    for (const [resource, guards] of Object.entries(guardedFields)) {
      for (const [field, guard] of Object.entries(guards)) {
        using t = setup({ profile });
        await t.manualClock();
        const token = await t.login();
        const current = (await t.json('GET', `/api/v1/${resource}/0`, undefined, token)).body;
        const stored = { ...current, operationMode: t.emulator.state.system.operationMode };
        const value = changed(field, stored[field]);
        const after = rulesOf(t.emulator.state, field === 'operationMode' ? value as number : undefined);
        const before = JSON.stringify({ ...t.emulator.state, auth: null });
        const res = await t.json('PUT', `/api/v1/${resource}/0`, { [field]: value }, token);
        if (refuses(guard.rule, after)) {
          const message = guard.message ?? writeRefusedMessages[guard.rule as keyof typeof writeRefusedMessages];
          assert.deepEqual([res.status, res.body], [400, { status: 'error', message, field }], `${name}: ${resource} ${field}`);
          assert.equal(JSON.stringify({ ...t.emulator.state, auth: null }), before);
          // sending back what it holds is no change, and is not refused
          const same = await t.json('PUT', `/api/v1/${resource}/0`, { [field]: stored[field] }, token);
          assert.equal(same.status, 200, `${name}: ${resource} ${field} unchanged`);
        } else {
          assert.ok(!Object.values(writeRefusedMessages).includes(res.body?.message), `${name}: ${resource} ${field}: ${JSON.stringify(res.body)}`);
        }
      }
    }
  });
}

/** Another valid value for a field of system or device/0. */
function changed(field: string, value: unknown): unknown {
  switch (field) {
    case 'operationMode':
      return value === 1 ? 0 : 1;
    case 'ipv6':
      return { enabled: !(value as { enabled: boolean }).enabled };
    case 'dmz': {
      const dmz = value as { enabled: boolean; ip4: string };
      return dmz.enabled ? { enabled: false, ip4: dmz.ip4 } : { enabled: true, ip4: '192.168.0.60' };
    }
    default:
      return !value;
  }
}

Deno.test('the wizard sets the operation mode of a device it has just made an agent; past the wizard an agent\'s mode is refused', async () => {
  using wizard = setup({ profile: { base: 'factory', meshRole: 'agent' } });
  const token = await wizard.login({ username: 'admin', password: 'admin' });
  assert.equal((await wizard.json('PUT', '/api/v1/system/0', { operationMode: 1 }, token)).status, 200);
  assert.equal(wizard.emulator.state.system.operationMode, 1);
  using agent = setup({ profile: { meshRole: 'agent' } });
  const refused = await agent.json('PUT', '/api/v1/system/0', { operationMode: 1 }, await agent.login());
  assert.deepEqual(refused.body, { status: 'error', message: writeRefusedMessages.operationMode, field: 'operationMode' });
  assert.equal(agent.emulator.state.system.operationMode, 0);
});

Deno.test('a write reaching an agent through the controller\'s proxy is guarded the same way (its radio page is hidden there)', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const token = await t.login();
  const node = await t.nodeLogin(token, '192.168.0.2');
  const radio = await t.proxy(token, '192.168.0.2', 2, 'radio/radio0', { configuredChannel: 6 }, node);
  assert.deepEqual(radio, { status: 400, body: { status: 'error', message: writeRefusedMessages.wifiRadio, field: 'radio' } });
  // the controller's own radio page is there
  assert.equal((await t.json('PUT', '/api/v1/radio/radio0', { configuredChannel: 6 }, token)).status, 200);
});
