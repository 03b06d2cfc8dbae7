/**
 * One rule, one place (issue 13), the tools: the contract's rule cases for ping and traceroute, sent as the UI sends
 * them (web/src/features/tools/*, api/tools.ts). An accepted case runs on the router's virtual clock and becomes
 * GET's last result; a refused one runs nothing. See rule-cases.ts.
 */
import { pingDefaults, type PingDraft, type TracerouteDraft } from '@roteador/contract';
import { pingTable, tracerouteTable } from '../../contract/test/cases/tools.ts';
import { get, runTable, same, stepped } from './rule-cases.ts';

/** web/src/features/tools/ping: an emptied advanced field sends its default. */
function pingRequest(d: PingDraft) {
  const n = (key: Exclude<keyof PingDraft, 'host'>) => Number(d[key] === '' ? pingDefaults[key] : d[key]);
  return {
    host: d.host, packet_size: n('packet_size'), packets_qty: n('packets_qty'), hops_limit: n('hops_limit'),
    deadline_seconds: n('deadline_seconds'), ip6: false,
  };
}

Deno.test('ping (spec 3 §5 Tools): the page and the router refuse the same requests with the same message', async () => {
  await runTable(pingTable, {
    send: (r, d) => stepped(r, r.json('POST', '/api/v1/ping', pingRequest(d), r.token)),
    read: (r) => get(r, 'ping'),
    fields: same('host', 'packet_size', 'packets_qty', 'hops_limit', 'deadline_seconds'),
  });
});

/** web/src/features/tools/traceroute. */
const tracerouteRequest = (d: TracerouteDraft) => ({
  host: d.host, hops_limit: Number(d.hops_limit), deadline_seconds: Number(d.deadline_seconds), ip6: d.ip6,
  packet_len: Number(d.packet_len), first_ttl: Number(d.first_ttl),
});

Deno.test('traceroute (spec 3 §5 Tools): the page and the router refuse the same requests with the same message', async () => {
  await runTable(tracerouteTable, {
    send: (r, d) => stepped(r, r.json('POST', '/api/v1/traceroute', tracerouteRequest(d), r.token), 1000),
    read: (r) => get(r, 'traceroute'),
    fields: same('host', 'hops_limit', 'deadline_seconds', 'packet_len', 'first_ttl'),
  });
});
