/**
 * One rule, one place (issue 13), the system pages: the contract's rule cases for date and time, the remote log,
 * remote management, TR-069, mirroring and the reset button, sent as the UI sends them
 * (web/src/features/system/*, api/system.ts). See rule-cases.ts.
 */
import { encodeSecret, type Tr069Draft } from '@roteador/contract';
import { storedPortRedirects } from '../../contract/test/cases/security.ts';
import {
  mirroringTable,
  ntpTable,
  remoteManagementTable,
  resetTimeTable,
  syslogTable,
  tr069Table,
} from '../../contract/test/cases/system.ts';
import { get, type Router, runTable, same } from './rule-cases.ts';

/** The form's number, or the stored one when the text is not a number (as the system forms send it). */
const num = (text: string, stored: number) => (/^\d+$/.test(text) ? Number(text) : stored);

Deno.test('date and time (spec 3 §5): the page and the router refuse the same NTP servers with the same message', async () => {
  await runTable(ntpTable, {
    // web/src/features/system/datetime: the servers trimmed, the zone, and the time typed when NTP is turned off
    send: async (r, d) => {
      const stored = await get(r, 'datetime/0');
      return r.json('PUT', '/api/v1/datetime/0', {
        ntp_server: { automatic: d.automatic, ntp_server1: d.ntp_server1.trim(), ntp_server2: d.ntp_server2.trim() },
        timezone: stored.timezone,
        ...(d.automatic ? {} : { datetime: stored.datetime }),
      }, r.token);
    },
    read: async (r) => {
      const { ntp_server, timezone } = await get(r, 'datetime/0');
      return { ntp_server, timezone };
    },
    fields: { ntp_server1: 'ntp_server.ntp_server1', ntp_server2: 'ntp_server.ntp_server2' },
  });
});

Deno.test('remote log (spec 3 §5): the page and the router refuse the same server and port with the same message', async () => {
  await runTable(syslogTable, {
    // web/src/features/system/syslog: the server trimmed, the port only when it is a number
    send: async (r, d) => {
      const stored = await get(r, 'syslog/0');
      return r.json('PUT', '/api/v1/syslog/0', {
        enabled: d.enabled, server: d.server.trim(), ...(/^\d+$/.test(d.port) ? { port: Number(d.port) } : {}),
        severity_level: stored.severity_level,
      }, r.token);
    },
    read: (r) => get(r, 'syslog/0'),
    fields: same('server', 'port'),
  });
});

/** The port-forwarding rules the ports are checked against, the demo's seeded one removed. */
async function holdingForwards(r: Router): Promise<string[]> {
  for (const { id } of await get(r, 'natportredirect')) await r.json('DELETE', `/api/v1/natportredirect/${id}`, undefined, r.token);
  const ids: string[] = [];
  for (const rule of storedPortRedirects) ids.push((await r.json('POST', '/api/v1/natportredirect', rule, r.token)).body.id);
  return ids;
}

Deno.test('remote management (spec 3 §5): the page and the router refuse the same ports and range with the same message', async () => {
  await runTable(remoteManagementTable, {
    prepare: holdingForwards,
    context: async (r) => ({ forwards: (await get(r, 'natportredirect')).map((f: { externalPort: unknown }) => f.externalPort) }),
    // web/src/features/system/management/remote.tsx
    send: async (r, d) => {
      const stored = await get(r, 'remote_management/0');
      return r.json('PUT', '/api/v1/remote_management/0', {
        enabled: d.enabled, port: num(d.port, stored.port), https_enable: d.https_enable, https_port: num(d.https_port, stored.https_port),
        enable_ip_range: d.enable_ip_range, rangeStart: d.rangeStart.trim(), rangeEnd: d.rangeEnd.trim(),
        ipv6Enabled: stored.ipv6Enabled, pingWan: stored.pingWan,
      }, r.token);
    },
    read: (r) => get(r, 'remote_management/0'),
    fields: same('port', 'https_port', 'rangeStart', 'rangeEnd'),
  });
});

Deno.test('TR-069 (spec 3 §5, §9): the page and the router refuse the same settings with the same message', async () => {
  // web/src/features/system/management/tr069.tsx: the credentials encoded, the numbers as numbers, the certificate's text
  const body = (d: Tr069Draft, stored: { acs: { tr069_interval: number; tr069_inform: boolean }; connection: { conreq_port: number; conreq_path: string }; stun: { stun_server_port: number } }) => ({
    tr069_enable: d.tr069_enable,
    acs: {
      acs_url: d.acs_url.trim(), acs_username: encodeSecret(d.acs_username), acs_password: encodeSecret(d.acs_password),
      tr069_inform: stored.acs.tr069_inform, tr069_interval: num(d.tr069_interval, stored.acs.tr069_interval),
    },
    connection: {
      enabled: d.connection, conreq_name: encodeSecret(d.conreq_name), conreq_pw: encodeSecret(d.conreq_pw),
      conreq_port: num(d.conreq_port, stored.connection.conreq_port), conreq_path: stored.connection.conreq_path,
    },
    stun: { enabled: d.stun, stun_server_addr: d.stun_server_addr.trim(), stun_server_port: num(d.stun_server_port, stored.stun.stun_server_port) },
    ca_cert: 'C'.repeat(d.ca_cert_bytes),
  });
  await runTable(tr069Table, {
    send: async (r, d) => r.json('PUT', '/api/v1/tr069_config/0', body(d, await get(r, 'tr069_config/0')), r.token),
    read: (r) => get(r, 'tr069_config/0'),
    fields: {
      acs_url: 'acs.acs_url', acs_username: 'acs.acs_username', acs_password: 'acs.acs_password', tr069_interval: 'acs.tr069_interval',
      conreq_name: 'connection.conreq_name', conreq_pw: 'connection.conreq_pw', conreq_port: 'connection.conreq_port',
      stun_server_addr: 'stun.stun_server_addr', stun_server_port: 'stun.stun_server_port', ca_cert: 'ca_cert',
    },
  });
});

Deno.test('mirroring (spec 3 §5, ours): the page and the router refuse the same ports with the same message', async () => {
  await runTable(mirroringTable, {
    send: (r, d) => r.json('PUT', '/api/v1/mirroring/0', d, r.token),
    read: (r) => get(r, 'mirroring/0'),
    fields: same('mirrored_port', 'mirror_port'),
  });
});

Deno.test('reset button (spec 3 §5, §9): the page and the router refuse the same press times with the same message', async () => {
  await runTable(resetTimeTable, {
    send: (r, d) => r.json('PUT', '/api/v1/reset_button/0', { pressedTime: Number(d.pressedTime) }, r.token),
    read: (r) => get(r, 'reset_button/0'),
    fields: same('pressedTime'),
  });
});
