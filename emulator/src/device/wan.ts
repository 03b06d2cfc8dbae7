/**
 * WAN writes (spec 2 §4.1, §5.3): wan/0 and the PPPoE record, checked with the contract's rules so a value the UI
 * refuses is refused here with the same message; a refused write changes nothing.
 *
 * Choices: a static address replaces the WAN lease shown by wan/0 (the line's state still decides whether it is
 * up); switching back to DHCP keeps the last address as the "lease". The PPPoE record is stored decoded.
 */
import {
  differentFrom,
  dnsNotRepeated,
  encodeSecret,
  notNetworkOrBroadcast,
  type Pppoe,
  type PppoeInput,
  rules,
  validationMessages as m,
  wanGateway,
  wanNotInLan,
  type WanUpdate,
} from '@roteador/contract';
import type { DeviceState } from './state.ts';
import type { Outcome } from './lan.ts';
import { secretValue } from './sessions.ts';

const NO_CLONE = '00:00:00:00:00:00';

type Check = [string, string | undefined];
function first(checks: readonly Check[]): { ok: false; field: string; message: string } | undefined {
  for (const [field, message] of checks) if (message !== undefined) return { ok: false, field, message };
  return undefined;
}

export function updateWan(state: DeviceState, body: WanUpdate): Outcome<null> {
  const current = state.network.wan;
  const next = { ...structuredClone(current), ...structuredClone(body) };
  const lan = state.network.lan;
  const isStatic = next.mode === 1;
  const checks: Check[] = [];
  if (next.mode !== 2 && body.mtu !== undefined) checks.push(['mtu', rules.mtu(String(next.mtu))]);
  if (isStatic) {
    checks.push(
      ['ip4', rules.ipv4Required(next.ip4)],
      ['netmask', rules.netmaskRequired(next.netmask)],
      ['ip4', notNetworkOrBroadcast(next.ip4, next.netmask)],
      ['ip4', wanNotInLan(next.ip4, next.netmask, lan.ip4, lan.netmask)],
      ['gateway', rules.ipv4Required(next.gateway)],
      ['gateway', wanGateway(next.gateway, next.ip4, next.netmask)],
    );
  }
  if (isStatic || !next.dns_v4.automatic) {
    const { dns1, dns2, dns3 } = next.dns_v4;
    const wanIp = next.ip4;
    checks.push(
      ['dns_v4.dns1', rules.ipv4Required(dns1) ?? differentFrom(dns1, wanIp, m.dnsIsRouterIp)],
      ['dns_v4.dns2', rules.ipv4(dns2) ?? differentFrom(dns2, wanIp, m.dnsIsRouterIp)],
      ['dns_v4.dns3', rules.ipv4(dns3) ?? differentFrom(dns3, wanIp, m.dnsIsRouterIp)],
      ['dns_v4.dns2', dnsNotRepeated([dns1, dns2])],
      ['dns_v4.dns3', dnsNotRepeated([dns1, dns2, dns3])],
    );
  }
  const mac = next.clonedMac.trim();
  if (mac !== '' && mac.toUpperCase() !== NO_CLONE) checks.push(['clonedMac', rules.macRequired(mac)]);
  const error = first(checks);
  if (error) return error;
  if (isStatic) {
    // a static WAN has no DHCP to give it DNS servers: the ones checked above are used
    next.dns_v4.automatic = false;
    next.interface = { ...next.interface, ip4: next.ip4, netmask: next.netmask };
  }
  if (next.mode !== 2) next.interface.mtu = next.mtu;
  state.network.wan = next;
  return { ok: true, value: null };
}

export function pppoeView(state: DeviceState): Pppoe[] {
  const p = state.network.pppoe;
  return p ? [{ ...p, username: encodeSecret(p.username), password: encodeSecret(p.password) }] : [];
}

export function savePppoe(state: DeviceState, input: PppoeInput): Outcome<Pppoe> {
  const username = secretValue(input.username);
  const password = secretValue(input.password);
  const error = first([
    ['username', rules.pppoeUsername(username)],
    ['password', rules.pppoePassword(password)],
    ['server', rules.pppoeServer(input.server)],
    ['service', rules.pppoeService(input.service)],
    ['mtu', rules.pppoeMtu(String(input.mtu))],
  ]);
  if (error) return error;
  state.network.pppoe = { id: 0, username, password, server: input.server, service: input.service, mtu: input.mtu };
  return { ok: true, value: pppoeView(state)[0] };
}
