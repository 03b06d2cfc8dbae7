/**
 * Spec 2 §5.2 and §5.3 as whole records: the WAN settings of wan/0 and the PPPoE record. One message per field, in
 * the order a person reads the form; the WAN form (web/src/forms/wan) and the emulator's routes both call these.
 */
import { differentFrom } from './cross.ts';
import { validationMessages as m } from './messages.ts';
import { dnsNotRepeated, notNetworkOrBroadcast, wanGateway, wanNotInLan } from './address.ts';
import { collect, type Errors } from './record.ts';
import { rules } from './rules.ts';
import type { Ipv4Network } from './core.ts';

/** wan/0 as the owner sets it: 0 DHCP, 1 static, 2 PPPoE; the MTU as typed; clonedMac null when no MAC is cloned. */
export interface WanSettingsDraft {
  mode: number;
  mtu: string;
  ip4: string;
  netmask: string;
  gateway: string;
  dnsAutomatic: boolean;
  dns1: string;
  dns2: string;
  dns3: string;
  clonedMac: string | null;
}
export type WanSettingsField = 'ip4' | 'netmask' | 'gateway' | 'mtu' | 'dns1' | 'dns2' | 'dns3' | 'clonedMac';

/** §5.3: the DNS fields count unless DNS is automatic and the mode is not static (static always asks for them). */
export const wanDnsInUse = (d: Pick<WanSettingsDraft, 'mode' | 'dnsAutomatic'>) => d.mode === 1 || !d.dnsAutomatic;

/**
 * §5.3 with §5.2. Static: the address neither its network's network nor broadcast address nor in the LAN's network,
 * the gateway not the router's address, in the WAN's network and neither of those two addresses either. The MTU
 * (68–1500) outside PPPoE (whose MTU is the record's). DNS: dns1 required, none the router's address (`wanIp`: the
 * static address, else the current lease), none repeated. A cloned MAC valid.
 */
export function validateWanSettings(d: WanSettingsDraft, ctx: { lan: Ipv4Network; wanIp: string }): Errors<WanSettingsField> {
  const checks: [WanSettingsField, string | undefined][] = [];
  const set = (field: WanSettingsField, message: string | undefined) => checks.push([field, message]);
  const isStatic = d.mode === 1;
  const ip = d.ip4.trim();
  const mask = d.netmask.trim();
  if (isStatic) {
    set('ip4', rules.ipv4Required(ip) ?? notNetworkOrBroadcast(ip, mask) ?? wanNotInLan(ip, mask, ctx.lan.ip4, ctx.lan.netmask));
    set('netmask', rules.netmaskRequired(mask));
    const gateway = d.gateway.trim();
    set('gateway', rules.ipv4Required(gateway) ?? wanGateway(gateway, ip, mask) ?? notNetworkOrBroadcast(gateway, mask));
  }
  if (d.mode !== 2) set('mtu', rules.mtu(d.mtu.trim()));
  if (wanDnsInUse(d)) {
    const routerIp = isStatic ? ip : ctx.wanIp;
    const [dns1, dns2, dns3] = [d.dns1.trim(), d.dns2.trim(), d.dns3.trim()];
    set('dns1', rules.ipv4Required(dns1) ?? differentFrom(dns1, routerIp, m.dnsIsRouterIp));
    set('dns2', rules.ipv4(dns2) ?? differentFrom(dns2, routerIp, m.dnsIsRouterIp) ?? dnsNotRepeated([dns1, dns2]));
    set('dns3', rules.ipv4(dns3) ?? differentFrom(dns3, routerIp, m.dnsIsRouterIp) ?? dnsNotRepeated([dns1, dns2, dns3]));
  }
  if (d.clonedMac !== null) set('clonedMac', rules.macRequired(d.clonedMac.trim()));
  return collect(checks);
}

export type WanUnusedField = 'mtu' | 'dns1' | 'dns2' | 'dns3';

/**
 * The fields of wan/0 that the mode or the DNS switch leaves unused, as the router keeps them (ours): within their
 * bounds whatever the switch — the DNS servers empty or IPv4 addresses while DNS is automatic (outside static mode),
 * the interface MTU 68–1500 in PPPoE mode (the session's MTU is the PPPoE record's). The WAN form neither shows nor
 * sends them (forms/wan: '' for automatic DNS, no MTU in PPPoE), so its validateWanSettings leaves them out and the
 * router's PUT wan/0 asks both.
 */
export function validateWanUnused(d: Pick<WanSettingsDraft, 'mode' | 'mtu' | 'dnsAutomatic' | 'dns1' | 'dns2' | 'dns3'>): Errors<WanUnusedField> {
  const checks: [WanUnusedField, string | undefined][] = [];
  if (d.mode === 2) checks.push(['mtu', rules.mtu(d.mtu)]);
  if (!wanDnsInUse(d)) checks.push(['dns1', rules.ipv4(d.dns1)], ['dns2', rules.ipv4(d.dns2)], ['dns3', rules.ipv4(d.dns3)]);
  return collect(checks);
}

/** The PPPoE record in clear (the API carries username and password base64-encoded); the MTU as typed. */
export interface PppoeDraft {
  username: string;
  password: string;
  server: string;
  service: string;
  mtu: string;
}

/** §5.3 PPPoE: username and password required (ASCII, 0–128), server and service optional (0–40), MTU 68–1492. */
export function validatePppoe(d: PppoeDraft): Errors<keyof PppoeDraft> {
  return collect({
    username: rules.pppoeUsername(d.username),
    password: rules.pppoePassword(d.password),
    server: rules.pppoeServer(d.server),
    service: rules.pppoeService(d.service),
    mtu: rules.pppoeMtu(d.mtu.trim()),
  });
}
