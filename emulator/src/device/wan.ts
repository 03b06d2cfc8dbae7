/**
 * WAN writes (spec 2 §4.1, §5.3): wan/0 and the PPPoE record, checked with the contract's rules so a value the UI
 * refuses is refused here with the same message; a refused write changes nothing.
 *
 * Choices: a static address replaces the WAN lease shown by wan/0 (the line's state still decides whether it is
 * up); switching back to DHCP keeps the last address as the "lease". The PPPoE record is stored decoded.
 */
import {
  encodeSecret,
  firstRefusal,
  isClone,
  type Pppoe,
  type PppoeInput,
  validatePppoe,
  validateWanSettings,
  type WanSettingsField,
  type WanUpdate,
} from '@roteador/contract';
import type { DeviceState } from './state.ts';
import type { Outcome } from './lan.ts';
import { secretValue } from './sessions.ts';

/** The contract's field of a WAN refusal as the API names it (wan/0 nests the DNS under dns_v4). */
const WAN_FIELD: Record<WanSettingsField, string> = {
  ip4: 'ip4', netmask: 'netmask', gateway: 'gateway', mtu: 'mtu',
  dns1: 'dns_v4.dns1', dns2: 'dns_v4.dns2', dns3: 'dns_v4.dns3', clonedMac: 'clonedMac',
};

export function updateWan(state: DeviceState, body: WanUpdate): Outcome<null> {
  const current = state.network.wan;
  const next = { ...structuredClone(current), ...structuredClone(body) };
  const isStatic = next.mode === 1;
  const refused = firstRefusal(validateWanSettings({
    mode: next.mode,
    mtu: String(next.mtu),
    ip4: next.ip4,
    netmask: next.netmask,
    gateway: next.gateway,
    dnsAutomatic: next.dns_v4.automatic,
    ...next.dns_v4,
    clonedMac: isClone(next.clonedMac) ? next.clonedMac : null,
  }, { lan: state.network.lan, wanIp: next.ip4 }));
  if (refused) return { ok: false, field: WAN_FIELD[refused.field], message: refused.message };
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
  const refused = firstRefusal(validatePppoe({ username, password, server: input.server, service: input.service, mtu: String(input.mtu) }));
  if (refused) return { ok: false, ...refused };
  state.network.pppoe = { id: 0, username, password, server: input.server, service: input.service, mtu: input.mtu };
  return { ok: true, value: pppoeView(state)[0] };
}
