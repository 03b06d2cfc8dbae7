/** spec 2 §4.5–§4.10: LAN address, operation modes, action 5 with its restart, factory_default, link, control calls. */
import assert from 'node:assert/strict';
import {
  FactoryDefault,
  FactoryDefaultList,
  Interface,
  LinkList,
  timing,
  validationMessages as m,
  WanDetect,
} from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { DROP_HEADER } from '../src/http.ts';
import { setup } from './helpers.ts';

const FACTORY = { username: 'admin', password: 'admin' };

async function ready(options: { profile?: string } = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login(options.profile === 'factory' ? FACTORY : undefined);
  return { ...t, token };
}

async function dropped(t: ReturnType<typeof setup>): Promise<boolean> {
  const res = await t.call('GET', '/api/v1/status');
  await res.body?.cancel();
  return res.headers.get(DROP_HEADER) === '1';
}

Deno.test('PUT interface/lan: §5.8 refusals with their messages, state untouched', async () => {
  using t = await ready();
  const before = (await t.state()).network;
  await t.control('POST', '/wan', { ip4: '10.0.0.20', netmask: '255.255.255.0' });
  const cases: [Record<string, string>, string, string][] = [
    [{ ip4: '' }, 'ip4', m.required],
    [{ ip4: '192.168.0' }, 'ip4', m.invalidAddress],
    [{ netmask: '' }, 'netmask', m.required],
    [{ netmask: '255.0.255.0' }, 'netmask', m.invalidNetmask],
    [{ ip4: '192.168.5.0' }, 'ip4', m.invalidAddress],
    [{ ip4: '192.168.5.255' }, 'ip4', m.invalidAddress],
    [{ ip4: '10.0.0.1' }, 'ip4', m.conflictsWithWan],
  ];
  for (const [body, field, message] of cases) {
    const res = await t.json('PUT', '/api/v1/interface/lan', body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message, field }, JSON.stringify(body));
  }
  const after = (await t.state()).network;
  assert.deepEqual([after.lan, after.dhcp, after.pendingRestart], [before.lan, before.dhcp, false]);
  assert.equal((await t.json('PUT', '/api/v1/interface/wan', { ip4: '10.0.0.3' }, t.token)).status, 400);
  assert.equal((await t.json('PUT', '/api/v1/interface/eth9', { ip4: '10.0.0.3' }, t.token)).status, 404);
});

Deno.test('a LAN address change: stored, DHCP pool follows, applied by action 5 with a 40 s restart', async () => {
  using t = await ready();
  const lan = (await t.json('GET', '/api/v1/interface/lan', undefined, t.token)).body;
  const put = await t.json('PUT', '/api/v1/interface/lan', { ...lan, ip4: '10.1.1.1' }, t.token);
  assert.equal(put.status, 200);
  conforms(put.body, Interface);
  assert.equal(put.body.ip4, '10.1.1.1');
  const dhcp = (await t.json('GET', '/api/v1/dhcp_server', undefined, t.token)).body[0];
  assert.deepEqual([dhcp.rangeStart, dhcp.rangeEnd, dhcp.dns1], ['10.1.1.100', '10.1.1.250', '10.1.1.1']);
  assert.equal(t.emulator.deviceByIp('10.1.1.1'), t.emulator.local);
  const clients = (await t.json('GET', '/api/v1/connected_device', undefined, t.token)).body;
  assert.ok(clients.every((d: { ip: string }) => d.ip.startsWith('10.1.1.')));

  assert.deepEqual((await t.json('POST', '/api/v1/action', { actionID: 5 }, t.token)).body, { status: 'success' });
  assert.equal(await dropped(t), true);
  await t.advance(timing.wait.applyRestart - 1);
  assert.equal(await dropped(t), true);
  await t.advance(1);
  assert.equal(await dropped(t), false);
  assert.equal((await t.json('GET', '/api/v1/lan', undefined, t.token)).status, 401);
  const fresh = await t.login();
  assert.equal((await t.json('GET', '/api/v1/lan', undefined, fresh)).body[0].ip4, '10.1.1.1');
  // nothing pending: the next apply only acknowledges
  await t.json('POST', '/api/v1/action', { actionID: 5 }, fresh);
  assert.equal(await dropped(t), false);
});

Deno.test('operation modes: repeater turns mesh off; each change restarts on apply', async () => {
  using t = await ready();
  assert.equal((await t.state()).easymesh.enabled, true);
  assert.equal((await t.json('PUT', '/api/v1/system/0', { operationMode: 3 }, t.token)).status, 200);
  const s = await t.state();
  assert.equal(s.easymesh.enabled, false);
  assert.equal(s.network.pendingRestart, true);
  const wireless = (await t.json('GET', '/api/v1/wireless', undefined, t.token)).body;
  assert.ok(wireless.some((w: { mode: number }) => w.mode === 1));
  await t.json('POST', '/api/v1/action', { actionID: 5 }, t.token);
  assert.equal(await dropped(t), true);
  await t.advance(timing.wait.applyRestart);
  const token = await t.login();
  assert.equal((await t.json('PUT', '/api/v1/device/0', { operationMode: 1 }, token)).status, 200);
  assert.equal((await t.json('GET', '/api/v1/system/0', undefined, token)).body.operationMode, 1);
  assert.equal((await t.state()).network.pendingRestart, true);
});

Deno.test('factory_default: is_default until the wizard finish applies; PUT sets it', async () => {
  using t = await ready({ profile: 'factory' });
  const first = await t.json('GET', '/api/v1/factory_default', undefined, t.token);
  conforms(first.body, FactoryDefaultList);
  assert.deepEqual(first.body, [{ id: 0, is_default: true }]);
  await t.json('POST', '/api/v1/action', { actionID: 5 }, t.token);
  assert.equal(await dropped(t), true);
  await t.advance(timing.wait.applyRestart);
  const token = await t.login(FACTORY);
  assert.deepEqual((await t.json('GET', '/api/v1/factory_default/0', undefined, token)).body, {
    id: 0,
    is_default: false,
  });
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).body.show_wizard, false);
  const put = await t.json('PUT', '/api/v1/factory_default/0', { is_default: true }, token);
  conforms(put.body, FactoryDefault);
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).body.show_wizard, true);
  assert.equal((await t.json('PUT', '/api/v1/factory_default/0', { is_default: 'x' }, token)).status, 400);
  assert.equal((await t.json('GET', '/api/v1/factory_default', undefined)).status, 401);
});

Deno.test('control: cable, WAN detection outcome and the WAN network', async () => {
  using t = await ready();
  const link = await t.json('GET', '/api/v1/link', undefined, t.token);
  conforms(link.body, LinkList);
  assert.deepEqual(link.body[0], { name: 'WAN', status: true, speed: 1000 });

  const pppoe = await t.control('POST', '/wan-detect', { hasPPPoE: 'maybe' });
  assert.deepEqual(pppoe.body, { hasDHCP: 'not found', hasStatic: 'not found', hasPPPoE: 'maybe' });
  const detect = await t.json('GET', '/api/v1/wan_detect', undefined, t.token);
  conforms(detect.body, WanDetect);
  assert.deepEqual(detect.body, pppoe.body);
  assert.equal((await t.control('POST', '/wan-detect', { hasDHCP: 'sometimes' })).status, 400);
  assert.equal((await t.control('POST', '/wan-detect', { auto: true })).body.hasDHCP, 'found');

  await t.control('POST', '/cable', { plugged: false });
  assert.deepEqual((await t.json('GET', '/api/v1/link', undefined, t.token)).body[0], {
    name: 'WAN',
    status: false,
    speed: 0,
  });
  assert.equal((await t.json('GET', '/api/v1/wan_detect', undefined, t.token)).body.hasDHCP, 'not found');
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].has_internet, false);
  assert.equal((await t.json('GET', '/api/v1/wan/0', undefined, t.token)).body.ip4, '0.0.0.0');
  await t.control('POST', '/cable', { plugged: true });
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].has_internet, true);

  const wan = await t.control('POST', '/wan', { ip4: '192.168.0.50', netmask: '255.255.255.0' });
  assert.equal(wan.status, 200);
  assert.equal(wan.body.gateway, '192.168.0.1');
  assert.equal((await t.json('GET', '/api/v1/wan/0', undefined, t.token)).body.ip4, '192.168.0.50');
  assert.equal((await t.control('POST', '/wan', { ip4: 'x', netmask: '255.255.255.0' })).status, 400);
});

Deno.test('profile: wanDetect and an unplugged cable', async () => {
  using t = await ready({
    profile: { wanDetect: { hasDHCP: 'maybe', hasStatic: 'not found', hasPPPoE: 'found' } } as unknown as string,
  });
  const detect = (await t.json('GET', '/api/v1/wan_detect', undefined, t.token)).body;
  assert.deepEqual(detect, { hasDHCP: 'maybe', hasStatic: 'not found', hasPPPoE: 'found' });
  using u = await ready({ profile: { cable: false } as unknown as string });
  assert.equal((await u.json('GET', '/api/v1/link', undefined, u.token)).body[0].status, false);
  assert.equal((await u.json('GET', '/api/v1/status')).body[0].has_internet, false);
  assert.equal((await u.control('POST', '/reset', { profile: { cable: 'no' } })).status, 400);
});

Deno.test('a DHCP server change restarts on apply; an unchanged PUT does not', async () => {
  using t = await ready();
  const dhcp = (await t.json('GET', '/api/v1/dhcp_server', undefined, t.token)).body[0];
  const { interface: _iface, ...same } = dhcp;
  assert.equal((await t.json('PUT', '/api/v1/dhcp_server/lan', same, t.token)).status, 200);
  assert.equal((await t.state()).network.pendingRestart, false);
  assert.equal((await t.json('PUT', '/api/v1/dhcp_server/lan', { dhcpLeaseTime: 60 }, t.token)).status, 200);
  assert.equal((await t.state()).network.pendingRestart, true);
  await t.json('POST', '/api/v1/action', { actionID: 5 }, t.token);
  assert.equal(await dropped(t), true);
  await t.advance(timing.wait.applyRestart);
  assert.equal((await t.json('GET', '/api/v1/dhcp_server', undefined, await t.login())).body[0].dhcpLeaseTime, 60);
});

Deno.test('IP conflict (§4.4): the WAN in the LAN network; moving the LAN takes the pool and the leases along', async () => {
  using t = await ready();
  await t.control('POST', '/wan', { ip4: '192.168.0.50', netmask: '255.255.255.0' });
  const leases = (await t.json('GET', '/api/v1/dhcp_static_lease', undefined, t.token)).body as { ip: string }[];
  assert.ok(leases.length > 0 && leases.every((l) => l.ip.startsWith('192.168.0.')));
  // the same address is refused while it conflicts, the next network is accepted
  const same = await t.json('PUT', '/api/v1/interface/lan', { ip4: '192.168.0.1', netmask: '255.255.255.0' }, t.token);
  assert.deepEqual(same.body, { status: 'error', message: m.conflictsWithWan, field: 'ip4' });
  const moved = await t.json('PUT', '/api/v1/interface/lan', { ip4: '192.168.1.1', netmask: '255.255.255.0' }, t.token);
  assert.equal(moved.status, 200);
  const state = (await t.state()).network;
  assert.deepEqual([state.dhcp.rangeStart, state.dhcp.rangeEnd, state.dhcp.dns1], ['192.168.1.100', '192.168.1.250', '192.168.1.1']);
  assert.deepEqual(
    state.leases.map((l: { ip: string }) => l.ip),
    leases.map((l) => l.ip.replace('192.168.0.', '192.168.1.')),
  );
  assert.equal(state.pendingRestart, true);
});
