/**
 * The LAN side of a device (spec 2 §3, §5.8, §5.9): DHCP server, static leases and the per-model limits.
 * Every write is checked here with the contract's validators, so the emulator refuses exactly what the UI
 * refuses, with the same pt-BR message; a refused write leaves the state as it was.
 *
 * Choices (the spec leaves numbers to the device): the pool is .100–.250 of the LAN /24, leases last
 * 720 minutes, DNS1 is the router itself. Limits: 32 static leases (16 on the single-band W4 line),
 * 4 Wi-Fi networks per band (2 on the W4 line), 32 port-forward rules, 32 global filters per list (MAC, IP,
 * port and URL each). QA lowers them with POST /__emulator/limits.
 */
import {
  type DhcpServer,
  type DhcpServerUpdate,
  type DhcpStaticLease,
  type DhcpStaticLeaseInput,
  type Lan,
  isLinkLocalIpv6,
  type Limits,
  modelInfo,
  validateDhcpServer,
  validateStaticLease,
  routerMessages,
  timing,
} from '@roteador/contract';
import { type ClientState, type DeviceState, highestId, removeById, updateRecord } from './state.ts';
import { firstFailure, limitReached, type Outcome, type Refused } from './outcome.ts';

export function defaultLimits(model: string): DeviceState['network']['limits'] {
  const small = !modelInfo(model).dualBand;
  return { static_leases: small ? 16 : 32, wifi: small ? 2 : 4, port_forward: 32, filters: 32 };
}

/** The pool and DNS of a LAN address (a /24 is assumed when seeding). */
export function defaultDhcp(lanIp: string): DeviceState['network']['dhcp'] {
  const base = lanIp.split('.').slice(0, 3).join('.');
  return {
    enabled: true,
    rangeStart: `${base}.100`,
    rangeEnd: `${base}.250`,
    dns1: lanIp,
    dns2: '',
    dhcpLeaseTime: 720,
  };
}

/** Reservations for the first few named clients, so the lease page has something to show. */
export function seedLeases(clients: readonly ClientState[], count = 3): DhcpStaticLease[] {
  return clients.filter((c) => c.hostname !== '').slice(0, count).map((c, i) => ({
    id: String(i + 1),
    description: c.hostname.slice(0, timing.limits.leaseDescription.max),
    mac: c.mac,
    ip: c.ip,
  }));
}

/** IPv6 addresses as shown: all of them (a global one, then the link-local one) while system.ipv6 is on, else the link-local one. */
function shownIp6(state: DeviceState, list: string[]): string[] {
  return state.system.ipv6.enabled ? [...list] : list.filter(isLinkLocalIpv6);
}

export function lanView(state: DeviceState): Lan {
  return { ...state.network.lan, ip6_list: shownIp6(state, state.network.lan.ip6_list) };
}

/** In access point and repeater modes the main router hands out addresses: this device's server is off. */
export function dhcpView(state: DeviceState): DhcpServer {
  const serving = state.network.dhcp.enabled && state.system.operationMode === 0;
  return { interface: state.network.lan.interfaceID, ...state.network.dhcp, enabled: serving };
}

export function limitsView(state: DeviceState): Limits {
  const l = state.network.limits;
  const dual = state.network.radios.length > 1;
  return {
    id: 0,
    static_leases: l.static_leases,
    wifi_limits: { radio0: l.wifi, radio1: dual ? l.wifi : 0 },
    port_forward: l.port_forward,
    filters: l.filters,
  };
}

/** DHCP server rules of spec 2 §5.8 (the contract's, as the LAN page's), against the LAN address it serves. */
function checkDhcp(
  dhcp: DeviceState['network']['dhcp'],
  lan: { ip4: string; netmask: string },
): Refused | undefined {
  return firstFailure(validateDhcpServer({ ...dhcp, dhcpLeaseTime: String(dhcp.dhcpLeaseTime) }, lan));
}

/**
 * A change takes effect when applied: the DHCP service restarts with the router (action 5, device/apply.ts). The
 * addresses are stored as validateDhcpServer checks them, trimmed (never padded past their bounds).
 */
export function updateDhcp(state: DeviceState, body: DhcpServerUpdate): Outcome<DhcpServer> {
  const merged = { ...state.network.dhcp, ...body };
  const next = {
    ...merged,
    rangeStart: merged.rangeStart.trim(),
    rangeEnd: merged.rangeEnd.trim(),
    dns1: merged.dns1.trim(),
    dns2: merged.dns2.trim(),
  };
  const error = checkDhcp(next, state.network.lan);
  if (error) return error;
  const before = state.network.dhcp;
  const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== before[k]);
  state.network.dhcp = next;
  if (changed) state.network.pendingRestart = true;
  return { ok: true, value: dhcpView(state) };
}

/** spec 2 §5.9 against the other leases (`id`: the edited lease, left out of the uniqueness checks). */
function checkLease(state: DeviceState, input: DhcpStaticLeaseInput, id?: string) {
  const others = state.network.leases.filter((l) => l.id !== id);
  return firstFailure(validateStaticLease(input, { others, range: state.network.dhcp }));
}

const normalise = (input: DhcpStaticLeaseInput) => ({
  description: input.description,
  mac: input.mac.trim().toUpperCase(),
  ip: input.ip.trim(),
});

export function createLease(state: DeviceState, input: DhcpStaticLeaseInput): Outcome<DhcpStaticLease> {
  const leases = state.network.leases;
  if (leases.length >= state.network.limits.static_leases) {
    return limitReached(routerMessages.leaseLimit);
  }
  const error = checkLease(state, input);
  if (error) return error;
  const id = String(highestId(leases) + 1);
  const lease = { id, ...normalise(input) };
  leases.push(lease);
  return { ok: true, value: { ...lease } };
}

export function updateLease(state: DeviceState, id: string, input: DhcpStaticLeaseInput): Outcome<DhcpStaticLease> {
  return updateRecord(state.network.leases, id, 'lease', () => checkLease(state, input, id), () => normalise(input));
}

export function deleteLease(state: DeviceState, id: string): boolean {
  return removeById(state.network.leases, id);
}
