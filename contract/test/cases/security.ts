/**
 * The security area's rule cases (spec 3 §5 'Port forwarding', 'Filters', 'DMZ, bandwidth, DoS'): every message
 * each validator can give, at its boundaries, and the cross-record rules (uniqueness, overlaps) against the
 * context's records. See rule-case.ts.
 */
import {
  type DosCountField,
  type Filter,
  type FilterDraft,
  type FilterInput,
  FilterType,
  type PortRedirect,
  type PortRedirectDraft,
  PortProtocol,
  type Ports,
  rangeMessage,
  sizeMessage,
  validateDmzHost,
  validateDos,
  validateFilter,
  validateGlobalQosMbps,
  validatePortRedirect,
  validateRemoteManagement,
  validationMessages as m,
} from '../../src/index.ts';
import { chars, othersThan, type RuleTable, verdictOf, verdictOn } from './rule-case.ts';

const LAN = { ip4: '192.168.0.1', netmask: '255.255.255.0' };
/** The demo router's WAN address (the emulator's ISP lease). */
export const WAN_IP = '179.204.242.177';
/** The WAN management port of a fresh router (remote_web_access). */
export const MANAGEMENT_PORT = 8080;

// ---- filters ----------------------------------------------------------------------------------------------------

const filter = (type: FilterType, target: string, description: string, extra: Partial<FilterInput> = {}): FilterInput => ({
  enabled: true, type, target, description, protocol: PortProtocol.Both, port_start: 0, port_end: 0, ...extra,
});

/** The stored filters the form checks a new one against, one of each kind. */
export const storedFilters: readonly FilterInput[] = [
  filter(FilterType.Mac, 'AA:BB:CC:00:00:01', 'TV'),
  filter(FilterType.Ipv4, '192.168.0.50', 'Impressora'),
  filter(FilterType.Ipv6, '2001:db8::7', 'Servidor'),
  filter(FilterType.Url, 'jogos.example.com', 'Jogos'),
  filter(FilterType.Port, '', 'Torrent', { protocol: PortProtocol.Tcp, port_start: 6881, port_end: 6889 }),
];

const draft = (type: FilterType, target: string, over: Partial<FilterDraft> = {}): FilterDraft => ({
  type, target, description: 'Bloqueio', protocol: PortProtocol.Both, port_start: '', port_end: '', ...over,
});
const mac = (target: string, over: Partial<FilterDraft> = {}) => draft(FilterType.Mac, target, over);
const ip4 = (target: string) => draft(FilterType.Ipv4, target);
const ip6 = (target: string) => draft(FilterType.Ipv6, target);
const url = (target: string) => draft(FilterType.Url, target);
const ports = (start: string, end: string, protocol: PortProtocol = PortProtocol.Tcp, over: Partial<FilterDraft> = {}) =>
  draft(FilterType.Port, '', { protocol, port_start: start, port_end: end, ...over });

const numberField = 'the port travels as a JSON number';

export const filterTable: RuleTable<FilterDraft, { filters: readonly Filter[] }> = {
  rule: 'validateFilter (spec 3 §5 Filters)',
  context: { filters: storedFilters.map((f, i) => ({ id: String(i + 1), ...f })) },
  judge: (d, c, edit) => verdictOf(validateFilter(d, othersThan(c.filters, edit))),
  cases: [
    { name: 'a new MAC', draft: mac('AA:BB:CC:00:00:02'), verdict: 'ok' },
    { name: 'description empty', draft: mac('AA:BB:CC:00:00:02', { description: '' }), verdict: ['description', m.required] },
    { name: 'description of 33', draft: mac('AA:BB:CC:00:00:02', { description: chars(33) }), verdict: ['description', sizeMessage(1, 32)] },
    { name: 'description of 32', draft: mac('AA:BB:CC:00:00:02', { description: chars(32) }), verdict: 'ok' },
    { name: 'description and MAC empty: the description first', draft: mac('', { description: '' }), verdict: ['description', m.required] },
    { name: 'MAC empty', draft: mac(''), verdict: ['target', m.required] },
    { name: 'MAC of five bytes', draft: mac('AA:BB:CC:00:00'), verdict: ['target', m.invalidMac] },
    { name: 'MAC broadcast', draft: mac('FF:FF:FF:FF:FF:FF'), verdict: ['target', m.invalidMac] },
    { name: 'MAC filtered, other case', draft: mac('aa:bb:cc:00:00:01'), verdict: ['target', m.filterMacInUse] },
    { name: 'the MAC filter edited, its own MAC kept', draft: mac('AA:BB:CC:00:00:01', { description: 'TV da sala' }), verdict: 'ok', edit: 0 },
    { name: 'a new IPv4', draft: ip4('192.168.0.51'), verdict: 'ok' },
    { name: 'IPv4 empty', draft: ip4(''), verdict: ['target', m.required] },
    { name: 'IPv4 octet 256', draft: ip4('192.168.0.256'), verdict: ['target', m.invalidAddress] },
    { name: 'IPv4 loopback', draft: ip4('127.0.0.1'), verdict: ['target', m.invalidAddress] },
    { name: 'IPv4 filtered', draft: ip4('192.168.0.50'), verdict: ['target', m.filterIpInUse] },
    { name: 'a new IPv6', draft: ip6('2001:db8::8'), verdict: 'ok' },
    { name: 'IPv6 with two ::', draft: ip6('fe80::1::2'), verdict: ['target', m.invalidAddress] },
    { name: 'IPv6 filtered, spelt otherwise', draft: ip6('2001:DB8:0::7'), verdict: ['target', m.filterIpInUse] },
    { name: 'an IPv4 on the IPv6 form', draft: ip6('192.168.0.60'), verdict: ['target', m.invalidAddress] },
    { name: 'a new URL', draft: url('videos.example.com'), verdict: 'ok' },
    { name: 'URL empty', draft: url(''), verdict: ['target', m.required] },
    { name: 'URL of 30', draft: url(`${chars(26)}.com`), verdict: 'ok' },
    { name: 'URL of 31', draft: url(`${chars(27)}.com`), verdict: ['target', sizeMessage(1, 30)] },
    { name: 'URL with a space', draft: url('jogos exemplo.com'), verdict: ['target', m.invalidCharacters] },
    { name: 'URL with a path', draft: url('jogos.com/x'), verdict: ['target', m.invalidCharacters] },
    { name: 'URL not ASCII', draft: url('ação.com.br'), verdict: ['target', m.invalidCharacters] },
    { name: 'URL the remotize host', draft: url('remotize.intelbras.com.br'), verdict: ['target', m.remotizeUrlBlocked] },
    { name: 'URL a domain above remotize', draft: url('Intelbras.com.br.'), verdict: ['target', m.remotizeUrlBlocked] },
    { name: 'URL filtered, other case', draft: url('JOGOS.example.com'), verdict: ['target', m.filterUrlInUse] },
    { name: 'new TCP ports', draft: ports('8000', '8010'), verdict: 'ok' },
    { name: 'ports 1 to 65535', draft: ports('1', '65535', PortProtocol.Udp), verdict: 'ok' },
    { name: 'start empty', draft: ports('', '8010'), verdict: ['port_start', m.required], formOnly: numberField },
    { name: 'start 0', draft: ports('0', '8010'), verdict: ['port_start', m.port] },
    { name: 'end 65536', draft: ports('8000', '65536'), verdict: ['port_end', m.port] },
    { name: 'end below start', draft: ports('8010', '8000'), verdict: ['port_end', m.portRangeOrder] },
    { name: 'a TCP range over the TCP filter', draft: ports('6885', '6890'), verdict: ['port_end', m.portRangeInUse] },
    { name: 'a UDP range over the TCP filter', draft: ports('6885', '6890', PortProtocol.Udp), verdict: 'ok' },
    { name: 'both protocols on its last port', draft: ports('6889', '6889', PortProtocol.Both), verdict: ['port_end', m.portRangeInUse] },
    { name: 'TCP just after it', draft: ports('6890', '6900'), verdict: 'ok' },
    { name: 'the port filter edited over its own range', draft: ports('6880', '6889', PortProtocol.Tcp, { description: 'Torrent' }), verdict: 'ok', edit: 4 },
  ],
};

// ---- port forwarding ----------------------------------------------------------------------------------------------

/** The stored rule the form checks a new one against: TCP 3000–3010 to a LAN host. */
export const storedPortRedirects: readonly Omit<PortRedirect, 'id'>[] = [{
  description: 'Jogo', protocol: PortProtocol.Tcp, externalPort: { start: 3000, end: 3010 }, internalIP: '192.168.0.20',
  internalPort: { start: 3000, end: 3010 },
}];

export interface PortRedirectContext {
  rules: readonly PortRedirect[];
  lan: { ip4: string; netmask: string };
  wanIp: string;
  managementPort: number | null;
}

const rule = (over: Partial<PortRedirectDraft> = {}): PortRedirectDraft => ({
  description: 'Servidor', protocol: PortProtocol.Both, externalStart: '80', externalEnd: '80', internalIP: '192.168.0.10',
  internalStart: '80', internalEnd: '80', ...over,
});
const range = (externalStart: string, externalEnd: string, protocol: PortProtocol = PortProtocol.Tcp) =>
  rule({ protocol, externalStart, externalEnd, internalStart: externalStart, internalEnd: externalEnd });

export const portRedirectTable: RuleTable<PortRedirectDraft, PortRedirectContext> = {
  rule: 'validatePortRedirect (spec 3 §5 Port forwarding)',
  context: {
    rules: storedPortRedirects.map((r, i) => ({ id: String(i + 1), ...r })),
    lan: LAN,
    wanIp: WAN_IP,
    managementPort: MANAGEMENT_PORT,
  },
  judge: (d, c, edit) => verdictOf(validatePortRedirect(d, { ...c, others: othersThan(c.rules, edit) })),
  cases: [
    { name: 'one port', draft: rule(), verdict: 'ok' },
    { name: 'description empty', draft: rule({ description: '' }), verdict: ['description', m.required] },
    { name: 'description of 33', draft: rule({ description: chars(33) }), verdict: ['description', sizeMessage(1, 32)] },
    { name: 'description of 32', draft: rule({ description: chars(32) }), verdict: 'ok' },
    { name: 'description empty and IP empty: the description first', draft: rule({ description: '', internalIP: '' }), verdict: ['description', m.required] },
    { name: 'external start 0', draft: rule({ externalStart: '0' }), verdict: ['externalStart', m.port] },
    { name: 'external start empty', draft: rule({ externalStart: '' }), verdict: ['externalStart', m.required], formOnly: numberField },
    { name: 'external end 65536', draft: rule({ externalEnd: '65536', internalEnd: '65536' }), verdict: ['externalEnd', m.port] },
    { name: 'external end below start', draft: rule({ externalStart: '90', externalEnd: '80' }), verdict: ['externalEnd', m.portRangeOrder] },
    { name: 'TCP over the TCP rule', draft: range('3005', '3020'), verdict: ['externalEnd', m.portRangeInUse] },
    { name: 'UDP over the TCP rule', draft: range('3005', '3020', PortProtocol.Udp), verdict: 'ok' },
    { name: 'both protocols on its first port', draft: range('2990', '3000', PortProtocol.Both), verdict: ['externalEnd', m.portRangeInUse] },
    { name: 'TCP just after it', draft: range('3011', '3020'), verdict: 'ok' },
    { name: 'the rule edited over its own range', draft: { ...range('3000', '3012'), description: 'Jogo', internalIP: '192.168.0.20' }, verdict: 'ok', edit: 0 },
    { name: 'the management port in the range', draft: range('8000', '8100'), verdict: ['externalEnd', m.wanManagementPortInRange] },
    { name: 'the management port alone', draft: range('8080', '8080'), verdict: ['externalEnd', m.wanManagementPortInRange] },
    { name: 'internal IP empty', draft: rule({ internalIP: '' }), verdict: ['internalIP', m.required] },
    { name: 'internal IP malformed', draft: rule({ internalIP: '192.168.0' }), verdict: ['internalIP', m.invalidAddress] },
    { name: 'internal IP the WAN address', draft: rule({ internalIP: WAN_IP }), verdict: ['internalIP', m.internalIpIsWanIp] },
    { name: 'internal IP in another network', draft: rule({ internalIP: '192.168.1.10' }), verdict: ['internalIP', m.notInNetwork] },
    { name: 'internal IP the broadcast address', draft: rule({ internalIP: '192.168.0.255' }), verdict: ['internalIP', m.unusableAddress] },
    { name: 'internal IP the network address', draft: rule({ internalIP: '192.168.0.0' }), verdict: ['internalIP', m.invalidAddress] },
    { name: 'internal start 65536', draft: rule({ internalStart: '65536' }), verdict: ['internalStart', m.port] },
    { name: 'internal end below start', draft: rule({ internalStart: '80', internalEnd: '70' }), verdict: ['internalEnd', m.portRangeOrder] },
    {
      name: 'more external ports than internal', draft: rule({ externalStart: '80', externalEnd: '90', internalStart: '80', internalEnd: '85' }),
      verdict: ['internalEnd', m.externalPortsExceedInternal],
    },
    { name: 'fewer external ports than internal', draft: rule({ externalStart: '80', externalEnd: '85', internalStart: '80', internalEnd: '90' }), verdict: 'ok' },
  ],
};

/**
 * PUT remote_web_access/0 {port} (spec 3 §7): the WAN management port, the remote-management form's HTTP port
 * (its rule: a valid port outside every rule's external range).
 */
export const remoteWebAccessTable: RuleTable<{ port: string }, { forwards: readonly Ports[] }> = {
  rule: 'validateRemoteManagement, the HTTP port (spec 3 §5 System)',
  context: { forwards: storedPortRedirects.map((r) => r.externalPort) },
  judge: (d, c) => verdictOf(validateRemoteManagement({
    enabled: true, port: d.port, https_enable: false, https_port: '8443', enable_ip_range: false, rangeStart: '', rangeEnd: '',
  }, c.forwards)),
  cases: [
    { name: 'port 8081', draft: { port: '8081' }, verdict: 'ok' },
    { name: 'port 65535', draft: { port: '65535' }, verdict: 'ok' },
    { name: 'port 0', draft: { port: '0' }, verdict: ['port', m.port] },
    { name: 'port 65536', draft: { port: '65536' }, verdict: ['port', m.port] },
    { name: 'a rule\'s first port', draft: { port: '3000' }, verdict: ['port', m.portUsedByForward] },
    { name: 'a rule\'s last port', draft: { port: '3010' }, verdict: ['port', m.portUsedByForward] },
  ],
};

// ---- DMZ, bandwidth, DoS --------------------------------------------------------------------------------------------

export const dmzTable: RuleTable<{ ip4: string }, { lan: { ip4: string; netmask: string } }> = {
  rule: 'validateDmzHost (spec 3 §5 DMZ)',
  context: { lan: LAN },
  judge: (d, c) => verdictOn('ip4', validateDmzHost(d.ip4, c.lan)),
  cases: [
    { name: 'a LAN host', draft: { ip4: '192.168.0.10' }, verdict: 'ok' },
    { name: 'the last host', draft: { ip4: '192.168.0.254' }, verdict: 'ok' },
    { name: 'empty', draft: { ip4: '' }, verdict: ['ip4', m.required] },
    { name: 'malformed', draft: { ip4: '192.168.0.1000' }, verdict: ['ip4', m.invalidAddress] },
    { name: 'another network', draft: { ip4: '10.0.0.10' }, verdict: ['ip4', m.notInNetwork] },
    { name: 'the broadcast address', draft: { ip4: '192.168.0.255' }, verdict: ['ip4', m.unusableAddress] },
    { name: 'the network address', draft: { ip4: '192.168.0.0' }, verdict: ['ip4', m.invalidAddress] },
    { name: 'the router itself', draft: { ip4: '192.168.0.1' }, verdict: ['ip4', m.unusableAddress] },
  ],
};

/** The form's numbers in use (a flood's threshold while its switch is on, the block time while blocking is on). */
export type DosCounts = Partial<Record<DosCountField, string>>;
const numberText = 'the count travels as a JSON number';

export const dosTable: RuleTable<DosCounts, null> = {
  rule: 'validateDos (spec 3 §5 DoS)',
  context: null,
  judge: (d) => verdictOf(validateDos(d)),
  cases: [
    { name: 'SYN threshold 0', draft: { sysflood_syn_count: '0' }, verdict: 'ok' },
    { name: 'SYN threshold 9999', draft: { sysflood_syn_count: '9999' }, verdict: 'ok' },
    { name: 'SYN threshold 10000', draft: { sysflood_syn_count: '10000' }, verdict: ['sysflood_syn_count', m.dosRange] },
    { name: 'ICMP threshold 10000', draft: { ipfloodicmp_count: '10000' }, verdict: ['ipfloodicmp_count', m.dosRange] },
    { name: 'block time 9999', draft: { ipblocktime: '9999' }, verdict: 'ok' },
    { name: 'block time 10000', draft: { ipblocktime: '10000' }, verdict: ['ipblocktime', m.dosRange] },
    // issue 26: a count of -1 (a JSON number the API takes) answers the page's range message
    { name: 'SYN threshold -1', draft: { sysflood_syn_count: '-1' }, verdict: ['sysflood_syn_count', m.dosRange] },
    { name: 'block time -1', draft: { ipblocktime: '-1' }, verdict: ['ipblocktime', m.dosRange] },
    { name: 'two out of range: the first flood first', draft: { ipfloodudp_count: '10000', sysflood_fin_count: '12000' }, verdict: ['sysflood_fin_count', m.dosRange] },
    { name: 'threshold empty', draft: { sysflood_syn_count: '' }, verdict: ['sysflood_syn_count', m.required], formOnly: numberText },
    { name: 'threshold not a number', draft: { sysflood_syn_count: '1e3' }, verdict: ['sysflood_syn_count', m.numeric], formOnly: numberText },
  ],
};

/** The global bandwidth as typed, in Mbps (the body carries kbps: Mbps × 1000). */
export const globalQosTable: RuleTable<{ download: string; upload: string }, null> = {
  rule: 'validateGlobalQosMbps (spec 3 §5 bandwidth)',
  context: null,
  judge: (d) => verdictOf({ download: validateGlobalQosMbps(d.download), upload: validateGlobalQosMbps(d.upload) }),
  cases: [
    { name: '1 and 1000 Mbps', draft: { download: '1000', upload: '1' }, verdict: 'ok' },
    { name: 'download 0', draft: { download: '0', upload: '50' }, verdict: ['download', rangeMessage(1, 1000)] },
    { name: 'download 1001', draft: { download: '1001', upload: '50' }, verdict: ['download', rangeMessage(1, 1000)] },
    { name: 'upload of 5 digits', draft: { download: '100', upload: '10000' }, verdict: ['upload', sizeMessage(1, 4)] },
    { name: 'upload 1.5', draft: { download: '100', upload: '1.5' }, verdict: ['upload', m.numeric] },
    { name: 'download empty', draft: { download: '', upload: '50' }, verdict: ['download', m.required], formOnly: 'the rate travels as a JSON number' },
  ],
};
