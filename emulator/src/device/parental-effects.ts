/**
 * What parental control does to the rest of the emulated router: where its state lives (the local device's, in the
 * emulator state, created on first use), when it is available (router mode, not a mesh agent), the connected
 * devices it blocks (GET connected_device: `blocked`, counters still while blocked) and the firewall rules it makes
 * (GET iptables).
 */
import {
  type AccessRule,
  colonMac,
  compactMac,
  type FirewallRule,
  FilterType,
  UrlFilterStatus,
  routerMessages,
  sameMac,
} from '@roteador/contract';
import { freshParental, isBlocked, type ParentalState, settleParental } from './parental.ts';
import type { EmulatorState } from './state.ts';
import { setClientBlocked } from './devices-motion.ts';
import { deviceLocalTime } from './system.ts';

export const PARENTAL_ROUTER_MODE_ONLY = routerMessages.parentalRouterModeOnly;

/** The home router's parental state, created (empty, in Brasília's zone) on first use. */
export function parentalOf(state: EmulatorState, now: number): ParentalState {
  return (state.parental ??= freshParental(now));
}

/**
 * A call on parental control (`run`: true when it was accepted). The state is created on first use, and a call that
 * ends refused (an unknown id, a rule broken) uses it too: such a call does not keep the state it created — a refusal
 * changes nothing.
 */
export async function keepParentalIfAccepted(state: () => EmulatorState, run: () => Promise<boolean>): Promise<void> {
  const had = state().parental !== undefined;
  const accepted = await run();
  if (!had && !accepted) delete state().parental;
}

/**
 * Why parental control is not available now, given the home router's access table (its pages need router mode off
 * an agent), or undefined.
 */
export function parentalRefusal(access: Record<AccessRule, boolean>): string | undefined {
  return access.routerMode ? undefined : PARENTAL_ROUTER_MODE_ONLY;
}

/**
 * The router's clock, in ms from the virtual one: what a clock set by hand left (device/system.ts deviceLocalTime).
 * Schedules are judged on it, as GET datetime shows it.
 */
const routerClockOffset = (state: EmulatorState) => deviceLocalTime(state, 0).utc;

/**
 * Brings parental control up to `now` (Emulator.settle, before every request): operations due complete, and each
 * device whose block starts or ends on the router's clock is blocked or released at that instant — its counters fold
 * there and stay still while blocked (devices-motion.ts).
 */
export function settleParentalState(state: EmulatorState, now: number): void {
  const p = state.parental;
  if (!p) return;
  settleParental(p, now, routerClockOffset(state), (mac, blocked, at) => {
    for (const c of state.clients) {
      if (sameMac(c.mac, mac)) setClientBlocked(c, blocked, state.power.bootAt, at);
    }
  });
}

const none = { mac: '', ip: '', interface: '', port: '' };
const LAN_INTERFACE = 'br0';

/**
 * GET iptables: the rules the router enforces now — a DROP in FORWARD for each device blocked now (a fixed block or
 * a schedule window on the router's clock), for each device URL filter applied (status 0) and for the enabled global MAC and URL filters.
 */
export function firewallRules(state: EmulatorState, now: number): FirewallRule[] {
  const p = state.parental;
  const ipOf = (mac: string) => state.clients.find((c) => sameMac(c.mac, mac))?.ip ?? '';
  const source = (mac: string) => ({ mac: colonMac(mac), ip: ipOf(mac), interface: LAN_INTERFACE, port: '' });
  const drop = { destination: none, chain: 'FORWARD', ip_protocol: 'ipv4', policy: 'DROP' };
  const rules: FirewallRule[] = [];
  if (p) {
    const macs = new Set([...p.blocks.map((b) => b.target), ...p.scheduledBlocks.map((b) => compactMac(b.target))]);
    const clock = now + routerClockOffset(state);
    for (const mac of macs) if (isBlocked(p, mac, clock)) rules.push({ source: source(mac), ...drop, protocol: 'all', url: '' });
    for (const f of p.urlFilters) {
      if (f.status === UrlFilterStatus.Ok) rules.push({ source: source(f.mac), ...drop, protocol: 'tcp', url: f.url });
    }
  }
  for (const f of state.security.filters) {
    if (!f.enabled) continue;
    if (f.type === FilterType.Mac) rules.push({ source: source(f.target), ...drop, protocol: 'all', url: '' });
    if (f.type === FilterType.Url) rules.push({ source: { ...none, interface: LAN_INTERFACE }, ...drop, protocol: 'tcp', url: f.target });
  }
  return rules;
}
