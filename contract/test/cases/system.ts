/**
 * The system pages' rule cases (spec 3 §5 'System'): date and time (NTP), remote log, remote management, TR-069,
 * mirroring and the reset button. See rule-case.ts.
 */
import {
  caCertTooBig,
  mirroringSamePort,
  type NtpDraft,
  type Ports,
  type RemoteManagementDraft,
  sizeMessage,
  suspiciousMessage,
  type SyslogDraft,
  type Tr069Draft,
  validateMirroring,
  validateNtp,
  validateRemoteManagement,
  validateResetTime,
  validateSyslog,
  validateTr069,
  validationMessages as m,
} from '../../src/index.ts';
import { chars, hostOf, type RuleTable, verdictOf, verdictOn } from './rule-case.ts';
import { storedPortRedirects } from './security.ts';

const numberText = 'the number travels as JSON: the UI sends the stored value instead of a text that is not one';

const ntp = (over: Partial<NtpDraft> = {}): NtpDraft => ({ automatic: true, ntp_server1: '200.160.7.186', ntp_server2: '', ...over });

export const ntpTable: RuleTable<NtpDraft, null> = {
  rule: 'validateNtp (spec 3 §5 System)',
  context: null,
  judge: (d) => verdictOf(validateNtp(d)),
  cases: [
    { name: 'one server', draft: ntp(), verdict: 'ok' },
    { name: 'two servers', draft: ntp({ ntp_server2: '200.189.40.8' }), verdict: 'ok' },
    { name: 'server 1 empty', draft: ntp({ ntp_server1: '' }), verdict: ['ntp_server1', m.required] },
    { name: 'server 1 malformed', draft: ntp({ ntp_server1: '200.160.7' }), verdict: ['ntp_server1', m.invalidAddress] },
    { name: 'server 1 loopback', draft: ntp({ ntp_server1: '127.0.0.1' }), verdict: ['ntp_server1', m.invalidAddress] },
    { name: 'server 2 malformed', draft: ntp({ ntp_server2: '300.1.1.1' }), verdict: ['ntp_server2', m.invalidAddress] },
    { name: 'server 2 repeats server 1', draft: ntp({ ntp_server2: '200.160.7.186' }), verdict: ['ntp_server2', m.addressesRepeated] },
    // off: the servers are kept, each empty or an IPv4 address (never a value out of its bounds)
    { name: 'NTP off: the servers may be empty', draft: ntp({ automatic: false, ntp_server1: '', ntp_server2: '' }), verdict: 'ok' },
    { name: 'NTP off: the same server twice', draft: ntp({ automatic: false, ntp_server2: '200.160.7.186' }), verdict: 'ok' },
    { name: 'NTP off: server 1 loopback', draft: ntp({ automatic: false, ntp_server1: '127.0.0.1' }), verdict: ['ntp_server1', m.invalidAddress] },
    { name: 'NTP off: server 2 malformed', draft: ntp({ automatic: false, ntp_server1: '', ntp_server2: '1.2.3' }), verdict: ['ntp_server2', m.invalidAddress] },
  ],
};

const syslog = (over: Partial<SyslogDraft> = {}): SyslogDraft => ({ enabled: true, server: 'logs.exemplo.com.br', port: '514', ...over });

/** On, every rule; off, the host may be empty and nothing is kept out of its bounds. */
export const syslogTable: RuleTable<SyslogDraft, null> = {
  rule: 'validateSyslog (spec 3 §5 System, §9)',
  context: null,
  judge: (d) => verdictOf(validateSyslog(d)),
  cases: [
    { name: 'a host and port', draft: syslog(), verdict: 'ok' },
    { name: 'an address, port 65535', draft: syslog({ server: '192.168.0.20', port: '65535' }), verdict: 'ok' },
    { name: 'host of 255', draft: syslog({ server: hostOf(255) }), verdict: 'ok' },
    { name: 'host of 256', draft: syslog({ server: hostOf(256) }), verdict: ['server', sizeMessage(1, 255)] },
    { name: 'host empty', draft: syslog({ server: '' }), verdict: ['server', m.required] },
    { name: 'host with a space', draft: syslog({ server: 'logs exemplo' }), verdict: ['server', m.invalidCharacters] },
    { name: 'host not ASCII', draft: syslog({ server: 'registro.ação.br' }), verdict: ['server', m.invalidCharacters] },
    { name: 'port 0', draft: syslog({ port: '0' }), verdict: ['port', m.port] },
    { name: 'port 65536', draft: syslog({ port: '65536' }), verdict: ['port', m.port] },
    { name: 'port empty', draft: syslog({ port: '' }), verdict: ['port', m.required], formOnly: numberText },
    { name: 'off: the host may be empty', draft: syslog({ enabled: false, server: '', port: '515' }), verdict: 'ok' },
    { name: 'off: a host of 255', draft: syslog({ enabled: false, server: hostOf(255), port: '515' }), verdict: 'ok' },
    { name: 'off: a host of 256', draft: syslog({ enabled: false, server: hostOf(256) }), verdict: ['server', sizeMessage(1, 255)] },
    { name: 'off: a host with a space', draft: syslog({ enabled: false, server: 'logs exemplo' }), verdict: ['server', m.invalidCharacters] },
    { name: 'off: port 0', draft: syslog({ enabled: false, port: '0' }), verdict: ['port', m.port] },
    { name: 'off: port 65536', draft: syslog({ enabled: false, port: '65536' }), verdict: ['port', m.port] },
  ],
};

/** A fresh router's remote management: HTTP off on 8080, HTTPS off on 8443, no IP range. */
const management = (over: Partial<RemoteManagementDraft> = {}): RemoteManagementDraft => ({
  enabled: true, port: '8080', https_enable: false, https_port: '8443', enable_ip_range: false, rangeStart: '', rangeEnd: '', ...over,
});

export const remoteManagementTable: RuleTable<RemoteManagementDraft, { forwards: readonly Ports[] }> = {
  rule: 'validateRemoteManagement (spec 3 §5 System)',
  context: { forwards: storedPortRedirects.map((r) => r.externalPort) },
  judge: (d, c) => verdictOf(validateRemoteManagement(d, c.forwards)),
  cases: [
    { name: 'HTTP on 8081', draft: management({ port: '8081' }), verdict: 'ok' },
    { name: 'HTTP port 0', draft: management({ port: '0' }), verdict: ['port', m.port] },
    { name: 'HTTP port 65536', draft: management({ port: '65536' }), verdict: ['port', m.port] },
    { name: 'HTTP port in a forward', draft: management({ port: '3005' }), verdict: ['port', m.portUsedByForward] },
    { name: 'HTTP port a forward\'s last', draft: management({ port: '3010' }), verdict: ['port', m.portUsedByForward] },
    { name: 'HTTP port just after it', draft: management({ port: '3011' }), verdict: 'ok' },
    { name: 'HTTP off: its port may be in a forward', draft: management({ enabled: false, port: '3005', https_enable: true }), verdict: 'ok' },
    { name: 'HTTP off: port 0', draft: management({ enabled: false, port: '0' }), verdict: ['port', m.port] },
    { name: 'HTTP off: port 65536', draft: management({ enabled: false, port: '65536' }), verdict: ['port', m.port] },
    { name: 'HTTPS on 8443', draft: management({ https_enable: true }), verdict: 'ok' },
    { name: 'HTTPS the HTTP port', draft: management({ https_enable: true, https_port: '8080' }), verdict: ['https_port', m.managementPortsEqual] },
    { name: 'HTTPS the HTTP port, HTTP off', draft: management({ enabled: false, https_enable: true, https_port: '8080' }), verdict: 'ok' },
    { name: 'HTTPS in a forward', draft: management({ https_enable: true, https_port: '3000' }), verdict: ['https_port', m.portUsedByForward] },
    { name: 'HTTPS port 65536', draft: management({ https_enable: true, https_port: '65536' }), verdict: ['https_port', m.port] },
    { name: 'HTTPS off: its port may be in a forward', draft: management({ https_port: '3000' }), verdict: 'ok' },
    { name: 'HTTPS off: port 0', draft: management({ https_port: '0' }), verdict: ['https_port', m.port] },
    { name: 'an IP range', draft: management({ enable_ip_range: true, rangeStart: '200.1.1.1', rangeEnd: '200.1.1.9' }), verdict: 'ok' },
    { name: 'range start empty', draft: management({ enable_ip_range: true, rangeStart: '', rangeEnd: '200.1.1.9' }), verdict: ['rangeStart', m.required] },
    { name: 'range end malformed', draft: management({ enable_ip_range: true, rangeStart: '200.1.1.1', rangeEnd: '200.1.1' }), verdict: ['rangeEnd', m.invalidAddress] },
    { name: 'range start above the end', draft: management({ enable_ip_range: true, rangeStart: '200.1.1.10', rangeEnd: '200.1.1.9' }), verdict: ['rangeStart', m.startAboveEnd] },
    { name: 'range of one address', draft: management({ enable_ip_range: true, rangeStart: '200.1.1.9', rangeEnd: '200.1.1.9' }), verdict: ['rangeStart', m.startAboveEnd] },
    { name: 'range off: its ends in any order', draft: management({ port: '8082', rangeStart: '200.1.1.9', rangeEnd: '200.1.1.1' }), verdict: 'ok' },
    { name: 'range off: a start not an address', draft: management({ port: '8082', rangeStart: 'x', rangeEnd: '' }), verdict: ['rangeStart', m.invalidAddress] },
    { name: 'range off: an end malformed', draft: management({ port: '8082', rangeEnd: '200.1.1' }), verdict: ['rangeEnd', m.invalidAddress] },
  ],
};

const tr069 = (over: Partial<Tr069Draft> = {}): Tr069Draft => ({
  tr069_enable: true, acs_url: 'http://acs.provedor.com.br:7547', acs_username: 'cpe', acs_password: 'segredo', tr069_interval: '3600',
  connection: true, conreq_name: 'acs', conreq_pw: 'chamada', conreq_port: '7547', conreq_path: '/tr069', stun: true,
  stun_server_addr: 'stun.provedor.com.br',
  stun_server_port: '3478', ca_cert_bytes: 0, ...over,
});

export const tr069Table: RuleTable<Tr069Draft, null> = {
  rule: 'validateTr069 (spec 3 §5 System, §9)',
  context: null,
  judge: (d) => verdictOf(validateTr069(d)),
  cases: [
    { name: 'everything on', draft: tr069(), verdict: 'ok' },
    {
      name: 'off: what it needs only on may be empty',
      draft: tr069({ tr069_enable: false, acs_url: '', acs_username: '', acs_password: '', conreq_name: '', conreq_pw: '', stun_server_addr: '' }),
      verdict: 'ok',
    },
    { name: 'off: interval 1', draft: tr069({ tr069_enable: false, tr069_interval: '1' }), verdict: ['tr069_interval', m.tr069IntervalMin] },
    { name: 'off: interval 43201', draft: tr069({ tr069_enable: false, tr069_interval: '43201' }), verdict: ['tr069_interval', m.tr069IntervalMax] },
    { name: 'off: ACS URL of 256', draft: tr069({ tr069_enable: false, acs_url: `http://${chars(249)}` }), verdict: ['acs_url', sizeMessage(1, 255)] },
    { name: 'off: ACS URL suspicious', draft: tr069({ tr069_enable: false, acs_url: 'http://acs/$(reboot)' }), verdict: ['acs_url', suspiciousMessage('$()')] },
    { name: 'off: password of 31', draft: tr069({ tr069_enable: false, acs_password: chars(31) }), verdict: ['acs_password', sizeMessage(1, 30)] },
    { name: 'off: connection port 0', draft: tr069({ tr069_enable: false, conreq_port: '0' }), verdict: ['conreq_port', m.port] },
    { name: 'off: STUN port 65536', draft: tr069({ tr069_enable: false, stun_server_port: '65536' }), verdict: ['stun_server_port', m.port] },
    { name: 'off: CA certificate of 4096 bytes', draft: tr069({ tr069_enable: false, ca_cert_bytes: 4096 }), verdict: ['ca_cert', caCertTooBig] },
    { name: 'ACS URL empty', draft: tr069({ acs_url: '' }), verdict: ['acs_url', m.required] },
    { name: 'ACS URL not ASCII', draft: tr069({ acs_url: 'http://acs.ação.br' }), verdict: ['acs_url', m.invalidCharacters] },
    { name: 'ACS URL suspicious', draft: tr069({ acs_url: 'http://acs/$(reboot)' }), verdict: ['acs_url', suspiciousMessage('$()')] },
    { name: 'ACS URL of 256', draft: tr069({ acs_url: `http://${chars(249)}` }), verdict: ['acs_url', sizeMessage(1, 255)] },
    { name: 'ACS URL of 255', draft: tr069({ acs_url: `http://${chars(248)}` }), verdict: 'ok' },
    { name: 'username blank', draft: tr069({ acs_username: '  ' }), verdict: ['acs_username', m.required] },
    { name: 'username of 255', draft: tr069({ acs_username: chars(255) }), verdict: 'ok' },
    { name: 'username of 256', draft: tr069({ acs_username: chars(256) }), verdict: ['acs_username', sizeMessage(1, 255)] },
    { name: 'password empty', draft: tr069({ acs_password: '' }), verdict: ['acs_password', m.required] },
    { name: 'password of 31', draft: tr069({ acs_password: chars(31) }), verdict: ['acs_password', sizeMessage(1, 30)] },
    { name: 'password of 30', draft: tr069({ acs_password: chars(30) }), verdict: 'ok' },
    { name: 'interval 0 (inform off)', draft: tr069({ tr069_interval: '0' }), verdict: 'ok' },
    { name: 'interval 59', draft: tr069({ tr069_interval: '59' }), verdict: ['tr069_interval', m.tr069IntervalMin] },
    { name: 'interval 60', draft: tr069({ tr069_interval: '60' }), verdict: 'ok' },
    { name: 'interval 43200', draft: tr069({ tr069_interval: '43200' }), verdict: 'ok' },
    { name: 'interval 43201', draft: tr069({ tr069_interval: '43201' }), verdict: ['tr069_interval', m.tr069IntervalMax] },
    { name: 'interval empty', draft: tr069({ tr069_interval: '' }), verdict: ['tr069_interval', m.required], formOnly: numberText },
    { name: 'connection name empty', draft: tr069({ conreq_name: '' }), verdict: ['conreq_name', m.required] },
    { name: 'connection name of 256', draft: tr069({ conreq_name: chars(256) }), verdict: ['conreq_name', sizeMessage(1, 255)] },
    { name: 'connection password of 31', draft: tr069({ conreq_pw: chars(31) }), verdict: ['conreq_pw', sizeMessage(1, 30)] },
    { name: 'connection port 0', draft: tr069({ conreq_port: '0' }), verdict: ['conreq_port', m.port] },
    { name: 'connection off: name and password may be empty', draft: tr069({ connection: false, conreq_name: '', conreq_pw: '' }), verdict: 'ok' },
    { name: 'connection off: port 65536', draft: tr069({ connection: false, conreq_port: '65536' }), verdict: ['conreq_port', m.port] },
    { name: 'connection off: password of 31', draft: tr069({ connection: false, conreq_pw: chars(31) }), verdict: ['conreq_pw', sizeMessage(1, 30)] },
    { name: 'STUN server empty', draft: tr069({ stun_server_addr: '' }), verdict: ['stun_server_addr', m.required] },
    { name: 'STUN server with a space', draft: tr069({ stun_server_addr: 'stun provedor' }), verdict: ['stun_server_addr', m.invalidCharacters] },
    { name: 'STUN port 65536', draft: tr069({ stun_server_port: '65536' }), verdict: ['stun_server_port', m.port] },
    { name: 'STUN off: the server may be empty', draft: tr069({ stun: false, stun_server_addr: '' }), verdict: 'ok' },
    { name: 'STUN off: a server with a space', draft: tr069({ stun: false, stun_server_addr: 'stun provedor' }), verdict: ['stun_server_addr', m.invalidCharacters] },
    { name: 'STUN off: port 0', draft: tr069({ stun: false, stun_server_port: '0' }), verdict: ['stun_server_port', m.port] },
    { name: 'CA certificate of 4095 bytes', draft: tr069({ ca_cert_bytes: 4095 }), verdict: 'ok' },
    { name: 'CA certificate of 4096 bytes', draft: tr069({ ca_cert_bytes: 4096 }), verdict: ['ca_cert', caCertTooBig] },
    { name: 'URL empty and password empty: the URL first', draft: tr069({ acs_url: '', acs_password: '' }), verdict: ['acs_url', m.required] },
  ],
};

type MirroringDraft = { enabled: boolean; mirrored_port: string; mirror_port: string };

export const mirroringTable: RuleTable<MirroringDraft, null> = {
  rule: 'validateMirroring (spec 3 §5 System: ours)',
  context: null,
  judge: (d) => verdictOf(validateMirroring(d)),
  cases: [
    { name: 'LAN1 to LAN2', draft: { enabled: true, mirrored_port: 'LAN1', mirror_port: 'LAN2' }, verdict: 'ok' },
    { name: 'the WAN to LAN3', draft: { enabled: true, mirrored_port: 'WAN', mirror_port: 'LAN3' }, verdict: 'ok' },
    { name: 'no port mirrored', draft: { enabled: true, mirrored_port: '-', mirror_port: 'LAN2' }, verdict: ['mirrored_port', m.required] },
    { name: 'no mirror port', draft: { enabled: true, mirrored_port: 'LAN1', mirror_port: '-' }, verdict: ['mirror_port', m.required] },
    { name: 'a port mirroring itself', draft: { enabled: true, mirrored_port: 'LAN1', mirror_port: 'LAN1' }, verdict: ['mirror_port', mirroringSamePort] },
    { name: 'off: not checked', draft: { enabled: false, mirrored_port: 'LAN2', mirror_port: 'LAN2' }, verdict: 'ok' },
  ],
};

export const resetTimeTable: RuleTable<{ pressedTime: string }, null> = {
  rule: 'validateResetTime (spec 3 §5 System, §9)',
  context: null,
  judge: (d) => verdictOn('pressedTime', validateResetTime(d.pressedTime)),
  cases: [
    { name: '5 s', draft: { pressedTime: '5' }, verdict: 'ok' },
    { name: '3600 s', draft: { pressedTime: '3600' }, verdict: 'ok' },
    { name: '4 s', draft: { pressedTime: '4' }, verdict: ['pressedTime', m.resetTimeMin] },
    { name: '0 s', draft: { pressedTime: '0' }, verdict: ['pressedTime', m.resetTimeMin] },
    { name: '3601 s', draft: { pressedTime: '3601' }, verdict: ['pressedTime', m.resetTimeMax] },
    { name: 'empty', draft: { pressedTime: '' }, verdict: ['pressedTime', m.required], formOnly: numberText },
    { name: 'not a number', draft: { pressedTime: '10s' }, verdict: ['pressedTime', m.numeric], formOnly: numberText },
  ],
};
