/**
 * One rule, one place (issue 13), the network area: the contract's rule cases for the DHCP server, the LAN address,
 * a static lease, the WAN and its PPPoE record (contract/test/cases/network.ts), sent to the router as the UI sends
 * them (web/src/features/network/lan/data.ts dhcpUpdate, api/lan.ts, forms/wan/model.ts wanDraft). See rule-cases.ts.
 */
import { encodeSecret, type PppoeDraft, type WanSettingsDraft } from '@roteador/contract';
import { dhcpTable, lanAddressTable, leaseTable, pppoeTable, storedLeases, wanTable } from '../../contract/test/cases/network.ts';
import { get, holding, runTable, same } from './rule-cases.ts';

Deno.test('DHCP server (§5.8, §5.2): the form and the router refuse the same values with the same message', async () => {
  await runTable(dhcpTable, {
    context: async (r) => {
      const [lan] = await get(r, 'lan');
      return { lan: { ip4: lan.ip4, netmask: lan.netmask } };
    },
    send: (r, d) => r.json('PUT', '/api/v1/dhcp_server/lan', { enabled: true, ...d, dhcpLeaseTime: Number(d.dhcpLeaseTime) }, r.token),
    read: (r) => get(r, 'dhcp_server'),
    fields: same('rangeStart', 'rangeEnd', 'dns1', 'dns2', 'dhcpLeaseTime'),
  });
});

Deno.test('LAN address (§5.8): the form and the router refuse the same values with the same message', async () => {
  await runTable(lanAddressTable, {
    context: async (r) => {
      const [wan] = await get(r, 'wan');
      return { wan: { ip4: wan.ip4, netmask: wan.netmask } };
    },
    send: (r, d) => r.json('PUT', '/api/v1/interface/lan', d, r.token),
    read: (r) => get(r, 'lan'),
    fields: same('ip4', 'netmask'),
  });
});

Deno.test('static lease (§5.9): the form and the router refuse the same values with the same message', async () => {
  await runTable(leaseTable, {
    prepare: (r) => holding(r, 'dhcp_static_lease', storedLeases),
    context: async (r) => {
      const [server] = await get(r, 'dhcp_server');
      return { leases: await get(r, 'dhcp_static_lease'), range: { rangeStart: server.rangeStart, rangeEnd: server.rangeEnd } };
    },
    send: (r, d, id) => r.json(id ? 'PUT' : 'POST', `/api/v1/dhcp_static_lease${id ? `/${id}` : ''}`, d, r.token),
    read: (r) => get(r, 'dhcp_static_lease'),
    fields: same('description', 'mac', 'ip'),
  });
});

/** The WAN's settings in one PUT wan/0 (the form's two writes of saveWanConfig, whole). */
const wanBody = (d: WanSettingsDraft) => ({
  mode: d.mode, mtu: Number(d.mtu), ip4: d.ip4, netmask: d.netmask, gateway: d.gateway,
  dns_v4: { automatic: d.dnsAutomatic, dns1: d.dns1, dns2: d.dns2, dns3: d.dns3 },
  clonedMac: d.clonedMac ?? '',
});

Deno.test('WAN (§5.3, §5.2): the form and the router refuse the same values with the same message', async () => {
  await runTable(wanTable, {
    // what the WAN page reads (forms/wan wanContext): the LAN, and the WAN's own address
    context: async (r) => {
      const [[lan], [wan]] = [await get(r, 'lan'), await get(r, 'wan')];
      return { lan: { ip4: lan.ip4, netmask: lan.netmask }, wanIp: wan.ip4 };
    },
    send: (r, d) => r.json('PUT', '/api/v1/wan/0', wanBody(d), r.token),
    read: (r) => get(r, 'wan'),
    fields: { ...same('mode', 'mtu', 'ip4', 'netmask', 'gateway', 'clonedMac'), dns1: 'dns_v4.dns1', dns2: 'dns_v4.dns2', dns3: 'dns_v4.dns3' },
  });
});

Deno.test('PPPoE (§5.3): the form and the router refuse the same values with the same message', async () => {
  await runTable(pppoeTable, {
    send: (r, d: PppoeDraft) => r.json('POST', '/api/v1/pppoe', {
      username: encodeSecret(d.username), password: encodeSecret(d.password), server: d.server, service: d.service, mtu: Number(d.mtu),
    }, r.token),
    read: (r) => get(r, 'pppoe'),
    fields: same('username', 'password', 'server', 'service', 'mtu'),
  });
});
