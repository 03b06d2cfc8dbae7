/**
 * The network area's rule cases (spec 2 §5.2, §5.3, §5.8, §5.9): the LAN's DHCP server and address, a static lease,
 * the WAN and its PPPoE record — every message at its boundaries, and the cross-record rules against the context's
 * records. Run through the validators (rule-cases.test.ts), sent to the router (emulator/test/rules-table-network)
 * and through the web forms' own checks (the LAN page's validateLan, the lease form's validateLease, the WAN form's
 * validateWan). See rule-case.ts.
 */
import {
  type DhcpDraft,
  type Ipv4Network,
  type LeaseDraft,
  mtuMessage,
  type PppoeDraft,
  rangeMessage,
  sizeMessage,
  validateDhcpServer,
  validateLanAddress,
  validatePppoe,
  validateStaticLease,
  validateWanSettings,
  validationMessages as m,
  type WanSettingsDraft,
} from '../../src/index.ts';
import { chars, othersThan, type RuleTable, verdictOf } from './rule-case.ts';

/** The demo router's LAN. */
export const LAN: Ipv4Network = { ip4: '192.168.0.1', netmask: '255.255.255.0' };
/** The demo router's WAN: the emulator's ISP lease. */
export const WAN: Ipv4Network = { ip4: '179.204.242.177', netmask: '255.255.248.0' };

const numberField = 'the field travels as a JSON number';

// ---- the DHCP server --------------------------------------------------------------------------------------------

/** The demo router's DHCP server, as the LAN page shows it. */
export const storedDhcp: DhcpDraft = {
  rangeStart: '192.168.0.100', rangeEnd: '192.168.0.250', dns1: '192.168.0.1', dns2: '', dhcpLeaseTime: '720',
};
const dhcp = (o: Partial<DhcpDraft> = {}): DhcpDraft => ({ ...storedDhcp, ...o });

export const dhcpTable: RuleTable<DhcpDraft, { lan: Ipv4Network }> = {
  rule: 'validateDhcpServer (spec 2 §5.8, §5.2)',
  context: { lan: LAN },
  judge: (d, c) => verdictOf(validateDhcpServer(d, c.lan)),
  cases: [
    { name: 'a second DNS server', draft: dhcp({ dns2: '8.8.8.8' }), verdict: 'ok' },
    { name: 'start empty', draft: dhcp({ rangeStart: '' }), verdict: ['rangeStart', m.required] },
    { name: 'start malformed', draft: dhcp({ rangeStart: '192.168.0' }), verdict: ['rangeStart', m.invalidAddress] },
    { name: 'start in another network', draft: dhcp({ rangeStart: '192.168.1.100' }), verdict: ['rangeStart', m.notInNetwork] },
    { name: 'start the network address', draft: dhcp({ rangeStart: '192.168.0.0' }), verdict: ['rangeStart', m.invalidAddress] },
    { name: 'end the broadcast address', draft: dhcp({ rangeEnd: '192.168.0.255' }), verdict: ['rangeEnd', m.unusableAddress] },
    { name: 'end in another network', draft: dhcp({ rangeEnd: '192.168.1.5' }), verdict: ['rangeEnd', m.notInNetwork] },
    { name: 'start above end', draft: dhcp({ rangeStart: '192.168.0.200', rangeEnd: '192.168.0.150' }), verdict: ['rangeStart', m.startAboveEnd] },
    { name: 'start equal to end', draft: dhcp({ rangeStart: '192.168.0.150', rangeEnd: '192.168.0.150' }), verdict: ['rangeStart', m.startAboveEnd] },
    { name: 'one address apart', draft: dhcp({ rangeStart: '192.168.0.150', rangeEnd: '192.168.0.151' }), verdict: 'ok' },
    { name: 'dns1 empty', draft: dhcp({ dns1: '' }), verdict: ['dns1', m.required] },
    { name: 'dns2 malformed', draft: dhcp({ dns2: '8.8.8' }), verdict: ['dns2', m.invalidAddress] },
    { name: 'dns2 repeats dns1', draft: dhcp({ dns2: '192.168.0.1' }), verdict: ['dns2', m.dnsRepeated] },
    { name: 'lease time 0', draft: dhcp({ dhcpLeaseTime: '0' }), verdict: ['dhcpLeaseTime', rangeMessage(1, 1440)] },
    { name: 'lease time 1', draft: dhcp({ dhcpLeaseTime: '1' }), verdict: 'ok' },
    { name: 'lease time 1440', draft: dhcp({ dhcpLeaseTime: '1440' }), verdict: 'ok' },
    { name: 'lease time 1441', draft: dhcp({ dhcpLeaseTime: '1441' }), verdict: ['dhcpLeaseTime', rangeMessage(1, 1440)] },
    { name: 'lease time not a number', draft: dhcp({ dhcpLeaseTime: 'x' }), verdict: ['dhcpLeaseTime', m.numeric], formOnly: numberField },
    { name: 'lease time empty', draft: dhcp({ dhcpLeaseTime: '' }), verdict: ['dhcpLeaseTime', m.required], formOnly: numberField },
  ],
};

// ---- the LAN address --------------------------------------------------------------------------------------------

export const lanAddressTable: RuleTable<Ipv4Network, { wan: Ipv4Network }> = {
  rule: 'validateLanAddress (spec 2 §5.8)',
  context: { wan: WAN },
  judge: (d, c) => verdictOf(validateLanAddress(d, c.wan)),
  cases: [
    { name: 'another address of its network', draft: { ip4: '192.168.0.2', netmask: LAN.netmask }, verdict: 'ok' },
    { name: 'another private network', draft: { ip4: '10.0.0.1', netmask: '255.255.255.0' }, verdict: 'ok' },
    { name: 'empty', draft: { ip4: '', netmask: LAN.netmask }, verdict: ['ip4', m.required] },
    { name: 'malformed', draft: { ip4: '192.168.0', netmask: LAN.netmask }, verdict: ['ip4', m.invalidAddress] },
    { name: 'the network address', draft: { ip4: '192.168.0.0', netmask: LAN.netmask }, verdict: ['ip4', m.invalidAddress] },
    { name: 'the broadcast address', draft: { ip4: '192.168.0.255', netmask: LAN.netmask }, verdict: ['ip4', m.invalidAddress] },
    { name: 'in the WAN network', draft: { ip4: '179.204.241.1', netmask: LAN.netmask }, verdict: ['ip4', m.conflictsWithWan] },
    { name: 'netmask empty', draft: { ip4: LAN.ip4, netmask: '' }, verdict: ['netmask', m.required] },
    { name: 'netmask malformed', draft: { ip4: LAN.ip4, netmask: '255.255.255.01' }, verdict: ['netmask', m.invalidNetmask] },
    { name: 'netmask not contiguous', draft: { ip4: LAN.ip4, netmask: '255.0.255.0' }, verdict: ['netmask', m.invalidNetmask] },
    // issue 26: a mask that makes the address look like its network's broadcast is the mask's fault, named as such
    { name: 'netmask with a hole, the address valid', draft: { ip4: LAN.ip4, netmask: '255.255.0.255' }, verdict: ['netmask', m.invalidNetmask] },
    { name: 'netmask all ones, the address valid', draft: { ip4: LAN.ip4, netmask: '255.255.255.255' }, verdict: ['netmask', m.invalidNetmask] },
    { name: 'netmask 0.0.0.0, the address valid', draft: { ip4: LAN.ip4, netmask: '0.0.0.0' }, verdict: ['netmask', m.invalidNetmask] },
  ],
};

// ---- a static lease ---------------------------------------------------------------------------------------------

export interface LeaseContext {
  leases: readonly LeaseDraft[];
  range: { rangeStart: string; rangeEnd: string };
}

/** The leases the form checks a new one against. */
export const storedLeases: readonly LeaseDraft[] = [
  { description: 'TV', mac: '48:21:04:AD:36:43', ip: '192.168.0.100' },
  { description: 'Console', mac: '1A:69:B1:6A:0C:89', ip: '192.168.0.101' },
  { description: 'Impressora', mac: 'E6:92:00:9D:53:86', ip: '192.168.0.104' },
];
const lease = (o: Partial<LeaseDraft> = {}): LeaseDraft => ({ description: 'Notebook', mac: 'AA:BB:CC:00:11:22', ip: '192.168.0.150', ...o });

export const leaseTable: RuleTable<LeaseDraft, LeaseContext> = {
  rule: 'validateStaticLease (spec 2 §5.9)',
  context: { leases: storedLeases, range: { rangeStart: storedDhcp.rangeStart, rangeEnd: storedDhcp.rangeEnd } },
  judge: (d, c, edit) => verdictOf(validateStaticLease(d, { others: othersThan(c.leases, edit), range: c.range })),
  cases: [
    { name: 'a free address', draft: lease(), verdict: 'ok' },
    { name: 'no description', draft: lease({ description: '' }), verdict: 'ok' },
    { name: 'description of 32', draft: lease({ description: chars(32) }), verdict: 'ok' },
    { name: 'description of 33', draft: lease({ description: chars(33) }), verdict: ['description', sizeMessage(0, 32)] },
    { name: 'mac empty', draft: lease({ mac: '' }), verdict: ['mac', m.required] },
    { name: 'mac all f', draft: lease({ mac: 'FF:FF:FF:FF:FF:FF' }), verdict: ['mac', m.invalidMac] },
    { name: 'mac reserved, other case', draft: lease({ mac: '48:21:04:ad:36:43' }), verdict: ['mac', m.leaseMacInUse] },
    { name: 'ip outside the range', draft: lease({ ip: '192.168.0.20' }), verdict: ['ip', m.outsideDhcpRange] },
    { name: 'ip the range end', draft: lease({ ip: '192.168.0.250' }), verdict: 'ok' },
    { name: 'ip past the range end', draft: lease({ ip: '192.168.0.251' }), verdict: ['ip', m.outsideDhcpRange] },
    { name: 'ip reserved', draft: lease({ ip: '192.168.0.101' }), verdict: ['ip', m.leaseIpInUse] },
    { name: 'ip malformed', draft: lease({ ip: '192.168.0.1000' }), verdict: ['ip', m.invalidAddress] },
    { name: 'a lease edited, its own MAC and address kept', draft: { ...storedLeases[1], description: 'Videogame' }, verdict: 'ok', edit: 1 },
    { name: 'a lease edited to another one\'s address', draft: { ...storedLeases[1], ip: '192.168.0.104' }, verdict: ['ip', m.leaseIpInUse], edit: 1 },
  ],
};

// ---- the WAN ----------------------------------------------------------------------------------------------------

/** A static WAN the form holds (clonedMac null: no clone). */
const wan = (o: Partial<WanSettingsDraft> = {}): WanSettingsDraft => ({
  mode: 1, mtu: '1500', ip4: '200.1.2.10', netmask: '255.255.255.0', gateway: '200.1.2.1', dnsAutomatic: false,
  dns1: '8.8.8.8', dns2: '', dns3: '', clonedMac: null, ...o,
});
/** The demo router's DHCP WAN, its lease's addresses. */
const dhcpWan = (o: Partial<WanSettingsDraft> = {}) => wan({ mode: 0, ip4: WAN.ip4, netmask: WAN.netmask, gateway: '179.204.240.1', ...o });

export const wanTable: RuleTable<WanSettingsDraft, { lan: Ipv4Network; wanIp: string }> = {
  rule: 'validateWanSettings (spec 2 §5.3, §5.2)',
  context: { lan: LAN, wanIp: WAN.ip4 },
  judge: (d, c) => verdictOf(validateWanSettings(d, c)),
  cases: [
    { name: 'static', draft: wan(), verdict: 'ok' },
    { name: 'static ip empty', draft: wan({ ip4: '' }), verdict: ['ip4', m.required] },
    { name: 'static ip the network address', draft: wan({ ip4: '200.1.2.0' }), verdict: ['ip4', m.unusableAddress] },
    { name: 'static ip the broadcast address', draft: wan({ ip4: '200.1.2.255' }), verdict: ['ip4', m.unusableAddress] },
    { name: 'static ip in the LAN', draft: wan({ ip4: '192.168.0.10', gateway: '192.168.0.20' }), verdict: ['ip4', m.conflictsWithLan] },
    { name: 'netmask malformed', draft: wan({ netmask: '255.0.255.0' }), verdict: ['netmask', m.invalidNetmask] },
    { name: 'gateway empty', draft: wan({ gateway: '' }), verdict: ['gateway', m.required] },
    { name: 'gateway the router', draft: wan({ gateway: '200.1.2.10' }), verdict: ['gateway', m.gatewayIsRouterIp] },
    { name: 'gateway elsewhere', draft: wan({ gateway: '200.1.3.1' }), verdict: ['gateway', m.gatewayOutsideWan] },
    { name: 'gateway the broadcast address', draft: wan({ gateway: '200.1.2.255' }), verdict: ['gateway', m.unusableAddress] },
    { name: 'gateway the network address', draft: wan({ gateway: '200.1.2.0' }), verdict: ['gateway', m.unusableAddress] },
    { name: 'mtu 67', draft: wan({ mtu: '67' }), verdict: ['mtu', mtuMessage(68, 1500)] },
    { name: 'mtu 68', draft: wan({ mtu: '68' }), verdict: 'ok' },
    { name: 'mtu 1501', draft: wan({ mtu: '1501' }), verdict: ['mtu', mtuMessage(68, 1500)] },
    { name: 'mtu empty', draft: wan({ mtu: '' }), verdict: ['mtu', m.required], formOnly: numberField },
    { name: 'dns1 empty', draft: wan({ dns1: '' }), verdict: ['dns1', m.required] },
    { name: 'dns1 the router', draft: wan({ dns1: '200.1.2.10' }), verdict: ['dns1', m.dnsIsRouterIp] },
    { name: 'dns2 repeats', draft: wan({ dns2: '8.8.8.8' }), verdict: ['dns2', m.dnsRepeated] },
    { name: 'dns3 repeats', draft: wan({ dns2: '1.1.1.1', dns3: '1.1.1.1' }), verdict: ['dns3', m.dnsRepeated] },
    { name: 'dhcp, manual dns the lease', draft: dhcpWan({ dns1: WAN.ip4 }), verdict: ['dns1', m.dnsIsRouterIp] },
    { name: 'dhcp, manual dns', draft: dhcpWan({ dns1: '1.1.1.1', mtu: '1480' }), verdict: 'ok' },
    { name: 'dhcp, automatic dns', draft: dhcpWan({ dnsAutomatic: true, dns1: '', mtu: '1492' }), verdict: 'ok' },
    { name: 'cloned mac malformed', draft: wan({ clonedMac: 'AA:BB:CC' }), verdict: ['clonedMac', m.invalidMac] },
    { name: 'cloned mac', draft: wan({ clonedMac: 'AA:BB:CC:00:11:22' }), verdict: 'ok' },
  ],
};

// ---- PPPoE ------------------------------------------------------------------------------------------------------

const pppoe = (o: Partial<PppoeDraft> = {}): PppoeDraft => ({ username: 'cliente@provedor', password: 'segredo1', server: '', service: '', mtu: '1492', ...o });

export const pppoeTable: RuleTable<PppoeDraft, Record<string, never>> = {
  rule: 'validatePppoe (spec 2 §5.3)',
  context: {},
  judge: (d) => verdictOf(validatePppoe(d)),
  cases: [
    { name: 'valid', draft: pppoe(), verdict: 'ok' },
    { name: 'username empty', draft: pppoe({ username: '' }), verdict: ['username', m.required] },
    { name: 'password empty', draft: pppoe({ password: '' }), verdict: ['password', m.required] },
    { name: 'server of 40', draft: pppoe({ server: chars(40, 's') }), verdict: 'ok' },
    { name: 'server of 41', draft: pppoe({ server: chars(41, 's') }), verdict: ['server', sizeMessage(0, 40)] },
    { name: 'service of 41', draft: pppoe({ service: chars(41, 's') }), verdict: ['service', sizeMessage(0, 40)] },
    { name: 'mtu 68', draft: pppoe({ mtu: '68' }), verdict: 'ok' },
    { name: 'mtu 1500', draft: pppoe({ mtu: '1500' }), verdict: ['mtu', mtuMessage(68, 1492)] },
  ],
};
