/**
 * One rule, one place (issue 13), the security area: the contract's rule cases for filters, port forwarding, the
 * WAN management port, the DMZ, DoS and the global bandwidth, sent to the router as the UI sends them
 * (web/src/features/security/* and api/security.ts, api/system.ts build these bodies). See rule-cases.ts.
 */
import {
  dosCountFields,
  dosFloods,
  type FilterDraft,
  FilterType,
  PortProtocol,
  type PortRedirectDraft,
} from '@roteador/contract';
import {
  type DosCounts,
  dmzTable,
  dosTable,
  filterTable,
  globalQosTable,
  portRedirectTable,
  remoteWebAccessTable,
  storedFilters,
  storedPortRedirects,
} from '../../contract/test/cases/security.ts';
import { get, holding, type Router, runTable, same } from './rule-cases.ts';

/** web/src/features/security/filter/data.ts inputOf: a port filter has no target; the other kinds no ports. */
function filterInput(d: FilterDraft) {
  const port = d.type === FilterType.Port;
  return {
    enabled: true,
    type: d.type,
    target: port ? '' : d.target.trim(),
    description: d.description,
    protocol: port ? d.protocol : PortProtocol.Both,
    port_start: port ? Number(d.port_start) : 0,
    port_end: port ? Number(d.port_end) : 0,
  };
}

Deno.test('filters (spec 3 §5): the form and the router refuse the same filters with the same message', async () => {
  await runTable(filterTable, {
    prepare: (r) => holding(r, 'filter', storedFilters),
    context: async (r) => ({ filters: await get(r, 'filter') }),
    send: (r, d, id) => r.json(id ? 'PUT' : 'POST', `/api/v1/filter${id ? `/${id}` : ''}`, filterInput(d), r.token),
    read: (r) => get(r, 'filter'),
    fields: same('description', 'target', 'port_start', 'port_end'),
  });
});

/** web/src/features/security/port-redirect/data.ts inputOf. */
const portRedirectInput = (d: PortRedirectDraft) => ({
  description: d.description,
  protocol: d.protocol,
  externalPort: { start: Number(d.externalStart), end: Number(d.externalEnd) },
  internalIP: d.internalIP.trim(),
  internalPort: { start: Number(d.internalStart), end: Number(d.internalEnd) },
});

/** What the port-forwarding page reads (portRedirectData): the rules, the LAN, the WAN's address, the management port. */
async function portRedirectContext(r: Router) {
  const [lan] = await get(r, 'lan');
  const [wan] = await get(r, 'wan');
  const [remote] = await get(r, 'remote_web_access');
  return {
    rules: await get(r, 'natportredirect'),
    lan: { ip4: lan.ip4, netmask: lan.netmask },
    wanIp: wan.interface.ip4 || wan.ip4,
    managementPort: remote.port,
  };
}

Deno.test('port forwarding (spec 3 §5): the form and the router refuse the same rules with the same message', async () => {
  await runTable(portRedirectTable, {
    prepare: (r) => holding(r, 'natportredirect', storedPortRedirects),
    context: portRedirectContext,
    send: (r, d, id) => r.json(id ? 'PUT' : 'POST', `/api/v1/natportredirect${id ? `/${id}` : ''}`, portRedirectInput(d), r.token),
    read: (r) => get(r, 'natportredirect'),
    // the router names the form's fields (externalEnd, not externalPort.end)
    fields: same('description', 'externalStart', 'externalEnd', 'internalIP', 'internalStart', 'internalEnd'),
  });
});

Deno.test('the WAN management port (spec 3 §7 remote_web_access): refused inside a rule\'s range as the form refuses it', async () => {
  await runTable(remoteWebAccessTable, {
    prepare: (r) => holding(r, 'natportredirect', storedPortRedirects),
    context: async (r) => ({ forwards: (await get(r, 'natportredirect')).map((f: { externalPort: unknown }) => f.externalPort) }),
    send: (r, d) => r.json('PUT', '/api/v1/remote_web_access/0', { port: Number(d.port) }, r.token),
    read: (r) => get(r, 'remote_web_access'),
    fields: same('port'),
  });
});

Deno.test('DMZ host (spec 3 §5): the UPnP page and the router refuse the same hosts with the same message', async () => {
  await runTable(dmzTable, {
    context: async (r) => {
      const [lan] = await get(r, 'lan');
      return { lan: { ip4: lan.ip4, netmask: lan.netmask } };
    },
    // web/src/features/security/upnp: PUT system/0 {upnp, dmz} with the address trimmed
    send: async (r, d) => {
      const system = await get(r, 'system/0');
      return r.json('PUT', '/api/v1/system/0', { upnp: system.upnp, dmz: { enabled: true, ip4: d.ip4.trim() } }, r.token);
    },
    read: (r) => get(r, 'system/0'),
    fields: { ip4: 'dmz.ip4' },
  });
});

/** web/src/features/security/dos/data.ts updateOf: the protection and each count's switch on, the counts as numbers. */
function dosUpdate(d: DosCounts) {
  const update: Record<string, unknown> = { dos_enabled: true };
  for (const [field, text] of Object.entries(d)) {
    const flood = dosFloods.find((f) => `${f}_count` === field);
    update[flood ?? 'sourceipblock'] = true;
    update[field] = Number(text);
  }
  return update;
}

Deno.test('DoS (spec 3 §5): the form and the router refuse the same counts with the same message', async () => {
  await runTable(dosTable, {
    send: (r, d) => r.json('PUT', '/api/v1/denial_of_service/0', dosUpdate(d), r.token),
    read: (r) => get(r, 'denial_of_service/0'),
    fields: same(...dosCountFields),
  });
});

Deno.test('global bandwidth (spec 3 §5): the form (Mbps) and the router (kbps) refuse the same rates with the same message', async () => {
  await runTable(globalQosTable, {
    // web/src/features/security/band-control: Mbps as typed × 1000
    send: (r, d) => r.json('PUT', '/api/v1/qos_global/0', {
      enabled: true, global_download: Number(d.download) * 1000, global_upload: Number(d.upload) * 1000,
    }, r.token),
    read: (r) => get(r, 'qos_global/0'),
    fields: { download: 'global_download', upload: 'global_upload' },
  });
});
