/**
 * Stored values stay within their type's bounds whatever a switch says: a feature switched off (syslog, remote
 * management, TR-069 and its connection request and STUN, NTP, the DMZ, a WAN's automatic DNS or its PPPoE mode)
 * keeps its values, but never one out of its field's bounds. Each write is refused 400 with the field and the UI's
 * own message (the contract's validators), and the resource reads back as it was. An empty value the feature needs
 * only while on stays allowed.
 */
import assert from 'node:assert/strict';
import {
  caCertTooBig,
  clockOutOfRange,
  encodeSecret,
  mtuMessage,
  sizeMessage,
  suspiciousMessage,
  validationMessages as m,
} from '@roteador/contract';
import { setup } from './helpers.ts';

/** 60 KB: under the body limit (64 KB), far over any field's. */
const HUGE = 'a'.repeat(60_000);

async function ready() {
  const t = setup();
  await t.manualClock();
  return { ...t, token: await t.login() };
}

interface Case {
  name: string;
  /** the resource written (PUT) and read back (GET) */
  path: string;
  body: unknown;
  field: string;
  message: string;
}

const syslog = '/api/v1/syslog/0';
const management = '/api/v1/remote_management/0';
const tr069 = '/api/v1/tr069_config/0';
const datetime = '/api/v1/datetime/0';
const system = '/api/v1/system/0';
const wan = '/api/v1/wan/0';

const acs = (over: object = {}) => ({
  acs_url: '', acs_username: '', acs_password: '', tr069_inform: true, tr069_interval: 3600, ...over,
});
const connection = (over: object = {}) => ({
  enabled: false, conreq_name: '', conreq_pw: '', conreq_port: 7547, conreq_path: '/tr069', ...over,
});
const stun = (over: object = {}) => ({ enabled: false, stun_server_addr: '', stun_server_port: 3478, ...over });
/** TR-069 on with a valid ACS: what is left off is the connection request and STUN. */
const acsOn = acs({ acs_url: 'http://acs.provedor.com.br', acs_username: encodeSecret('cpe'), acs_password: encodeSecret('segredo') });
const ntpOff = (ntp_server1: string, ntp_server2 = '') => ({ ntp_server: { automatic: false, ntp_server1, ntp_server2 } });

const cases: Case[] = [
  // syslog off
  { name: 'syslog off, port -1', path: syslog, body: { enabled: false, port: -1 }, field: 'port', message: m.port },
  { name: 'syslog off, port 0', path: syslog, body: { enabled: false, port: 0 }, field: 'port', message: m.port },
  { name: 'syslog off, port 99999999999', path: syslog, body: { enabled: false, port: 99999999999 }, field: 'port', message: m.port },
  { name: 'syslog off, port 1e308', path: syslog, body: { enabled: false, port: 1e308 }, field: 'port', message: m.port },
  { name: 'syslog off, a 60 KB server', path: syslog, body: { enabled: false, server: HUGE }, field: 'server', message: sizeMessage(1, 255) },
  { name: 'syslog off, a server with a space', path: syslog, body: { enabled: false, server: 'logs casa' }, field: 'server', message: m.invalidCharacters },
  { name: 'syslog off, a server not ASCII', path: syslog, body: { enabled: false, server: 'registro-ç.lan' }, field: 'server', message: m.invalidCharacters },

  // remote management: HTTP off, HTTPS off, the IP range off
  { name: 'HTTP off, port 1e308', path: management, body: { enabled: false, port: 1e308 }, field: 'port', message: m.port },
  { name: 'HTTP off, port -1', path: management, body: { enabled: false, port: -1 }, field: 'port', message: m.port },
  { name: 'HTTP off, port 99999999999', path: management, body: { enabled: false, port: 99999999999 }, field: 'port', message: m.port },
  { name: 'HTTPS off, port 0', path: management, body: { https_enable: false, https_port: 0 }, field: 'https_port', message: m.port },
  { name: 'HTTPS off, port 65536', path: management, body: { https_enable: false, https_port: 65536 }, field: 'https_port', message: m.port },
  { name: 'range off, a 60 KB start', path: management, body: { enable_ip_range: false, rangeStart: HUGE }, field: 'rangeStart', message: m.invalidAddress },
  { name: 'range off, an end not an address', path: management, body: { enable_ip_range: false, rangeEnd: '200.1.1' }, field: 'rangeEnd', message: m.invalidAddress },

  // TR-069 off
  { name: 'TR-069 off, a 60 KB ACS URL', path: tr069, body: { tr069_enable: false, acs: acs({ acs_url: HUGE }) }, field: 'acs.acs_url', message: sizeMessage(1, 255) },
  { name: 'TR-069 off, an ACS URL not ASCII', path: tr069, body: { tr069_enable: false, acs: acs({ acs_url: 'http://acs.ação.br' }) }, field: 'acs.acs_url', message: m.invalidCharacters },
  { name: 'TR-069 off, a suspicious ACS URL', path: tr069, body: { tr069_enable: false, acs: acs({ acs_url: 'http://acs/$(reboot)' }) }, field: 'acs.acs_url', message: suspiciousMessage('$()') },
  { name: 'TR-069 off, a 45 KB username', path: tr069, body: { tr069_enable: false, acs: acs({ acs_username: encodeSecret('u'.repeat(45_000)) }) }, field: 'acs.acs_username', message: sizeMessage(1, 255) },
  { name: 'TR-069 off, a password of 31', path: tr069, body: { tr069_enable: false, acs: acs({ acs_password: encodeSecret('x'.repeat(31)) }) }, field: 'acs.acs_password', message: sizeMessage(1, 30) },
  { name: 'TR-069 off, interval 99999999999', path: tr069, body: { tr069_enable: false, acs: acs({ tr069_interval: 99999999999 }) }, field: 'acs.tr069_interval', message: m.tr069IntervalMax },
  { name: 'TR-069 off, interval 59', path: tr069, body: { tr069_enable: false, acs: acs({ tr069_interval: 59 }) }, field: 'acs.tr069_interval', message: m.tr069IntervalMin },
  { name: 'TR-069 off, interval -1', path: tr069, body: { tr069_enable: false, acs: acs({ tr069_interval: -1 }) }, field: 'acs.tr069_interval', message: m.numeric },
  { name: 'TR-069 off, interval 1e308', path: tr069, body: { tr069_enable: false, acs: acs({ tr069_interval: 1e308 }) }, field: 'acs.tr069_interval', message: m.numeric },
  { name: 'TR-069 off, connection port 99999999999', path: tr069, body: { tr069_enable: false, connection: connection({ conreq_port: 99999999999 }) }, field: 'connection.conreq_port', message: m.port },
  { name: 'TR-069 off, connection password of 31', path: tr069, body: { tr069_enable: false, connection: connection({ conreq_pw: encodeSecret('x'.repeat(31)) }) }, field: 'connection.conreq_pw', message: sizeMessage(1, 30) },
  { name: 'TR-069 off, a 45 KB connection name', path: tr069, body: { tr069_enable: false, connection: connection({ conreq_name: encodeSecret('n'.repeat(45_000)) }) }, field: 'connection.conreq_name', message: sizeMessage(1, 255) },
  { name: 'TR-069 off, a 60 KB connection path', path: tr069, body: { tr069_enable: false, connection: connection({ conreq_path: HUGE }) }, field: 'connection.conreq_path', message: sizeMessage(0, 255) },
  { name: 'TR-069 off, STUN port -1', path: tr069, body: { tr069_enable: false, stun: stun({ stun_server_port: -1 }) }, field: 'stun.stun_server_port', message: m.port },
  { name: 'TR-069 off, a 60 KB STUN server', path: tr069, body: { tr069_enable: false, stun: stun({ stun_server_addr: HUGE }) }, field: 'stun.stun_server_addr', message: sizeMessage(1, 255) },
  { name: 'TR-069 off, a 60 KB CA certificate', path: tr069, body: { tr069_enable: false, ca_cert: HUGE }, field: 'ca_cert', message: caCertTooBig },
  // TR-069 on, the connection request and STUN off
  { name: 'connection off, port 99999999999', path: tr069, body: { tr069_enable: true, acs: acsOn, connection: connection({ conreq_port: 99999999999 }) }, field: 'connection.conreq_port', message: m.port },
  { name: 'connection off, a password of 31', path: tr069, body: { tr069_enable: true, acs: acsOn, connection: connection({ conreq_pw: encodeSecret('x'.repeat(31)) }) }, field: 'connection.conreq_pw', message: sizeMessage(1, 30) },
  { name: 'STUN off, port 70000', path: tr069, body: { tr069_enable: true, acs: acsOn, stun: stun({ stun_server_port: 70000 }) }, field: 'stun.stun_server_port', message: m.port },
  { name: 'STUN off, a server with a space', path: tr069, body: { tr069_enable: true, acs: acsOn, stun: stun({ stun_server_addr: 'stun provedor' }) }, field: 'stun.stun_server_addr', message: m.invalidCharacters },

  // NTP off: the servers kept, and the clock set by hand
  { name: 'NTP off, a 60 KB server 1', path: datetime, body: ntpOff(HUGE), field: 'ntp_server.ntp_server1', message: m.invalidAddress },
  { name: 'NTP off, server 2 not an address', path: datetime, body: ntpOff('', '1.2.3'), field: 'ntp_server.ntp_server2', message: m.invalidAddress },
  { name: 'NTP off, the clock at 1e308 s', path: datetime, body: { ...ntpOff(''), datetime: 1e308 }, field: 'datetime', message: clockOutOfRange },
  { name: 'NTP off, the clock before 1970', path: datetime, body: { ...ntpOff(''), datetime: -1 }, field: 'datetime', message: clockOutOfRange },

  // the DMZ off
  { name: 'DMZ off, a 60 KB host', path: system, body: { dmz: { enabled: false, ip4: HUGE } }, field: 'dmz.ip4', message: m.invalidAddress },
  { name: 'DMZ off, a host not an address', path: system, body: { dmz: { enabled: false, ip4: '192.168.0' } }, field: 'dmz.ip4', message: m.invalidAddress },

  // the WAN: automatic DNS, and the interface MTU in PPPoE mode
  {
    name: 'automatic DNS, a 60 KB DNS 1', path: wan, body: { mode: 0, dns_v4: { automatic: true, dns1: HUGE, dns2: '', dns3: '' } },
    field: 'dns_v4.dns1', message: m.invalidAddress,
  },
  {
    name: 'automatic DNS, DNS 3 not an address', path: wan, body: { mode: 0, dns_v4: { automatic: true, dns1: '', dns2: '', dns3: '8.8.8' } },
    field: 'dns_v4.dns3', message: m.invalidAddress,
  },
  { name: 'PPPoE, the interface MTU 99999999999', path: wan, body: { mode: 2, mtu: 99999999999 }, field: 'mtu', message: mtuMessage(68, 1500) },
  { name: 'PPPoE, the interface MTU -1', path: wan, body: { mode: 2, mtu: -1 }, field: 'mtu', message: m.numeric },
];

for (const c of cases) {
  Deno.test(`refused, nothing stored: ${c.name}`, async () => {
    using t = await ready();
    const read = async () => (await t.json('GET', c.path, undefined, t.token)).body;
    const before = await read();
    const res = await t.json('PUT', c.path, c.body, t.token);
    assert.deepEqual({ status: res.status, body: res.body }, {
      status: 400,
      body: { status: 'error', message: c.message, field: c.field },
    });
    assert.deepEqual(await read(), before);
  });
}

Deno.test('switched off, values within their bounds are stored, and an empty value the feature needs only on is kept', async () => {
  using t = await ready();
  const put = async (path: string, body: unknown) => {
    const res = await t.json('PUT', path, body, t.token);
    assert.equal(res.status, 200, `${path} ${JSON.stringify(body).slice(0, 200)}: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const logServer = 'l'.repeat(255);
  assert.deepEqual(await put(syslog, { enabled: false, server: logServer, port: 65535 }), {
    id: 0, enabled: false, server: logServer, port: 65535, severity_level: 1,
  });
  assert.equal((await put(syslog, { enabled: false, server: '', port: 1 })).server, '');

  const rm = await put(management, {
    enabled: false, port: 65535, https_enable: false, https_port: 1, enable_ip_range: false, rangeStart: '200.1.1.9', rangeEnd: '',
  });
  assert.deepEqual([rm.port, rm.https_port, rm.rangeStart, rm.rangeEnd], [65535, 1, '200.1.1.9', '']);

  // a real router keeps '' for an unset ACS
  const off = await put(tr069, {
    tr069_enable: false,
    acs: acs({ acs_url: `http://${'a'.repeat(248)}`, acs_password: encodeSecret('x'.repeat(30)), tr069_interval: 0 }),
    connection: connection({ conreq_port: 65535, conreq_path: '' }),
    stun: stun({ stun_server_port: 1 }),
    ca_cert: 'c'.repeat(4095),
  });
  assert.equal(off.tr069_enable, false);
  assert.equal(off.acs.acs_url.length, 255);
  assert.equal(off.connection.conreq_port, 65535);
  assert.equal(off.ca_cert.length, 4095);
  assert.equal((await put(tr069, { tr069_enable: false, acs: acs(), ca_cert: '' })).acs.acs_url, '');

  const clock = await put(datetime, { ...ntpOff('200.160.7.186', ''), datetime: 0 });
  assert.deepEqual([clock.ntp_server, clock.datetime], [{ automatic: false, ntp_server1: '200.160.7.186', ntp_server2: '' }, 0]);
  assert.equal((await put(datetime, ntpOff('', ''))).ntp_server.ntp_server1, '');

  assert.deepEqual((await put(system, { dmz: { enabled: false, ip4: '192.168.0.77' } })).dmz, { enabled: false, ip4: '192.168.0.77' });
  assert.deepEqual((await put(system, { dmz: { enabled: false, ip4: '' } })).dmz, { enabled: false, ip4: '' });

  await put(wan, { mode: 0, dns_v4: { automatic: true, dns1: '', dns2: '', dns3: '' } });
  await put(wan, { mode: 2, mtu: 1500 });
});

Deno.test('in use, an address the contract checks trimmed is stored trimmed, never padded past its bounds', async () => {
  using t = await ready();
  const pad = ' '.repeat(20_000);
  const get = async (path: string) => (await t.json('GET', `/api/v1/${path}`, undefined, t.token)).body;
  const put = async (path: string, body: unknown) => assert.equal((await t.json('PUT', `/api/v1/${path}`, body, t.token)).status, 200, path);

  await put('wan/0', { mode: 0, dns_v4: { automatic: false, dns1: `${pad}8.8.8.8`, dns2: `1.1.1.1${pad}`, dns3: '' } });
  assert.deepEqual((await get('wan/0')).dns_v4, { automatic: false, dns1: '8.8.8.8', dns2: '1.1.1.1', dns3: '' });
  await put('wan/0', {
    mode: 1, ip4: `${pad}200.1.2.10`, netmask: `255.255.255.0${pad}`, gateway: ` 200.1.2.1 `,
    dns_v4: { automatic: false, dns1: '8.8.8.8', dns2: '', dns3: '' },
  });
  const wan = await get('wan/0');
  assert.deepEqual([wan.ip4, wan.netmask, wan.gateway], ['200.1.2.10', '255.255.255.0', '200.1.2.1']);

  await put('dhcp_server/lan', { dns1: `${pad}8.8.8.8`, dns2: '', rangeStart: ' 192.168.0.100 ' });
  const [dhcp] = await get('dhcp_server');
  assert.deepEqual([dhcp.dns1, dhcp.dns2, dhcp.rangeStart], ['8.8.8.8', '', '192.168.0.100']);

  await put('interface/lan', { ip4: `${pad}192.168.0.1`, netmask: '255.255.255.0 ' });
  const [lan] = await get('lan');
  assert.deepEqual([lan.ip4, lan.netmask], ['192.168.0.1', '255.255.255.0']);
});
