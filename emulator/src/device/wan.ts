/**
 * WAN writes (spec 2 §4.1, §5.3): wan/0 and the PPPoE record, checked with the contract's rules so a value the UI
 * refuses is refused here with the same message; a refused write changes nothing.
 *
 * Choices: the WAN's address is the provider's lease (network.wanLease: what its DHCP server hands out, the same
 * whenever it is asked) in every mode but static; a static address is the WAN's only while the mode is static (the
 * line's state still decides whether it is up). Back in DHCP (or PPPoE, whose session the line answers with the
 * same address) the WAN shows the provider's lease again, whatever address the write carried: in those modes the
 * address is not the owner's to set. The PPPoE record is stored decoded. What the mode or automatic DNS leaves unused
 * (the DNS servers, the interface MTU in PPPoE) is kept, but only within its bounds (validateWanUnused).
 */
import {
  encodeSecret,
  isClone,
  type Pppoe,
  type PppoeInput,
  type Wan,
  type WanDetect,
  validatePppoe,
  validateWanSettings,
  validateWanUnused,
  type WanSettingsField,
  type WanUpdate,
} from '@roteador/contract';
import type { DeviceState } from './state.ts';
import { firstFailure, type Outcome } from './outcome.ts';
import { secretValue } from './session.ts';

/** What the WAN shows while it has no address (no lease: the line down, an agent's unused port). */
export const NO_ADDRESS = '0.0.0.0';

/** The contract's field of a WAN refusal as the API names it (wan/0 nests the DNS under dns_v4). */
const WAN_FIELD: Record<WanSettingsField, string> = {
  ip4: 'ip4', netmask: 'netmask', gateway: 'gateway', mtu: 'mtu',
  dns1: 'dns_v4.dns1', dns2: 'dns_v4.dns2', dns3: 'dns_v4.dns3', clonedMac: 'clonedMac',
};

export function updateWan(state: DeviceState, body: WanUpdate): Outcome<null> {
  const current = state.network.wan;
  const next = { ...structuredClone(current), ...structuredClone(body) };
  // stored as validateWanSettings checks them: trimmed (never padded past their bounds)
  for (const field of ['ip4', 'netmask', 'gateway', 'clonedMac'] as const) next[field] = next[field].trim();
  for (const field of ['dns1', 'dns2', 'dns3'] as const) next.dns_v4[field] = next.dns_v4[field].trim();
  const isStatic = next.mode === 1;
  // not static: the address is the provider's lease (checked against it too: a DNS server may not be the WAN's own)
  if (!isStatic) Object.assign(next, leaseAddress(state));
  const draft = {
    mode: next.mode,
    mtu: String(next.mtu),
    ip4: next.ip4,
    netmask: next.netmask,
    gateway: next.gateway,
    dnsAutomatic: next.dns_v4.automatic,
    ...next.dns_v4,
    clonedMac: isClone(next.clonedMac) ? next.clonedMac : null,
  };
  // the fields in use by the form's rules, then those the mode or automatic DNS leaves unused within their bounds
  const refused = firstFailure(
    { ...validateWanSettings(draft, { lan: state.network.lan, wanIp: next.ip4 }), ...validateWanUnused(draft) },
    (field) => WAN_FIELD[field],
  );
  if (refused) return refused;
  if (isStatic) {
    // a static WAN has no DHCP to give it DNS servers: the ones checked above are used
    next.dns_v4.automatic = false;
  }
  next.interface = { ...next.interface, ip4: next.ip4, netmask: next.netmask };
  if (next.mode !== 2) next.interface.mtu = next.mtu;
  state.network.wan = next;
  return { ok: true, value: null };
}

/** The provider's lease as the WAN's address fields (wan/0's ip4, netmask and gateway). */
function leaseAddress(state: DeviceState): { ip4: string; netmask: string; gateway: string } {
  const { ip4, netmask, gateway } = state.network.wanLease;
  return { ip4, netmask, gateway };
}

/**
 * The provider hands the WAN another lease (the control API's POST /wan): the WAN's address at once unless it is
 * static, which keeps its own until the owner switches back to DHCP.
 */
export function setWanLease(state: DeviceState, lease: { ip4: string; netmask: string; gateway: string }): void {
  state.network.wanLease = { ...lease };
  const wan = state.network.wan;
  if (wan.mode === 1) return;
  Object.assign(wan, leaseAddress(state));
  Object.assign(wan.interface, { ip4: lease.ip4, netmask: lease.netmask });
}

export function pppoeView(state: DeviceState): Pppoe[] {
  const p = state.network.pppoe;
  return p ? [{ ...p, username: encodeSecret(p.username), password: encodeSecret(p.password) }] : [];
}

export function savePppoe(state: DeviceState, input: PppoeInput): Outcome<Pppoe> {
  const username = secretValue(input.username);
  const password = secretValue(input.password);
  const refused = firstFailure(validatePppoe({ username, password, server: input.server, service: input.service, mtu: String(input.mtu) }));
  if (refused) return refused;
  state.network.pppoe = { id: 0, username, password, server: input.server, service: input.service, mtu: input.mtu };
  return { ok: true, value: pppoeView(state)[0] };
}

/** wanUp: this device's WAN has a lease (the controller while the internet is up). */
export function wanView(state: DeviceState, now: number, wanUp: boolean): Wan {
  const { interface: port, ...wan } = state.network.wan;
  const since = Math.max(state.network.wanUpSince, state.power.bootAt);
  const address = (value: string) => (wanUp ? value : NO_ADDRESS);
  return {
    id: 0,
    ...structuredClone(wan),
    ip4: address(wan.ip4),
    netmask: address(wan.netmask),
    gateway: address(wan.gateway),
    connection_uptime: wanUp ? Math.max(0, Math.floor((now - since) / 1000)) : 0,
    interface: { ...port, ip4: address(port.ip4), netmask: address(port.netmask), ip6_list: [...port.ip6_list] },
  };
}

/**
 * What a WAN detection finds: nothing without a cable; else what the control API set; else the ISP's DHCP while
 * the line is up, nothing while it is down.
 */
export function wanDetectView(wanUp: boolean, state?: DeviceState): WanDetect {
  if (state && !state.network.cable) return { hasDHCP: 'not found', hasStatic: 'not found', hasPPPoE: 'not found' };
  if (state?.network.detect) return { ...state.network.detect };
  return wanUp
    ? { hasDHCP: 'found', hasStatic: 'maybe', hasPPPoE: 'not found' }
    : { hasDHCP: 'not found', hasStatic: 'not found', hasPPPoE: 'not found' };
}
