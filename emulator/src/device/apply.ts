/**
 * Pending changes and action 5 (spec 2 §4.5–§4.10, §7). Writes are stored at once (GET answers the new
 * values); those a real router only takes by restarting (LAN address, operation mode, Wi-Fi, radio) mark the
 * device as needing a restart, and action 5 then makes it unreachable for timing.wait.applyRestart of virtual time
 * before it answers again, with no sessions (the UI logs in again after applying).
 *
 * Choice: 40 s of downtime, so the UI's restart wait (20 s, then a retry every 5 s) sees a few failures.
 */
import { firstRefusal, intToIp, ipToInt, type OperationMode, timing, validateLanAddress } from '@roteador/contract';
import type { Device } from './device.ts';
import type { DeviceState } from './state.ts';
import type { Outcome } from './lan.ts';


export function markRestart(state: DeviceState): void {
  state.network.pendingRestart = true;
}

/** Action 5: restarts when something asked for it, else only acknowledges. Answers whether it restarts. */
export function applyPending(dev: Device): boolean {
  // the wizard's finish ends with this apply: from now on the device is configured (spec 2 §4.6)
  if (dev.state.device.show_wizard) {
    dev.state.device.show_wizard = false;
    markRestart(dev.state);
  }
  if (!dev.state.network.pendingRestart) return false;
  dev.state.network.pendingRestart = false;
  dev.reboot(timing.wait.applyRestart);
  return true;
}

/** Operation modes really change what the device offers: a repeater has no mesh (spec 2 §4.5). */
export function setOperationMode(state: DeviceState, mode: OperationMode): void {
  if (state.system.operationMode === mode) return;
  state.system.operationMode = mode;
  if (mode === 3) state.easymesh.enabled = false;
  markRestart(state);
}

/** Moves an address into another network, keeping its host part. */
export function rebase(ip: string, newNet: number, mask: number): string {
  const n = ipToInt(ip);
  if (n === undefined) return ip;
  const host = (n & ~mask) >>> 0;
  return intToIp(((newNet & mask) | host) >>> 0);
}

/**
 * PUT interface/lan (spec 2 §5.8): the LAN address and netmask. The DHCP pool and a DNS1 that was the router's
 * own address follow into the new network (the UI sends its DHCP settings right after, §4.10); so do the static
 * leases, keeping their host part (the LAN page deletes those outside its new range first; the automatic IP
 * conflict resolution of §4.4 only moves the address, and the reservations move with it).
 */
export function updateLanAddress(
  state: DeviceState,
  body: { ip4?: string; netmask?: string },
): Outcome<{ ip4: string; netmask: string }> {
  const lan = state.network.lan;
  const ip4 = body.ip4 ?? lan.ip4;
  const netmask = body.netmask ?? lan.netmask;
  const refused = firstRefusal(validateLanAddress({ ip4, netmask }, state.network.wan));
  if (refused) return { ok: false, ...refused };
  if (ip4 !== lan.ip4 || netmask !== lan.netmask) {
    const mask = ipToInt(netmask)!;
    const newNet = ipToInt(ip4)!;
    const dhcp = state.network.dhcp;
    const inside = (ip: string) => ((ipToInt(ip) ?? -1) & mask) >>> 0 === (newNet & mask) >>> 0;
    if (!inside(dhcp.rangeStart) || !inside(dhcp.rangeEnd)) {
      dhcp.rangeStart = rebase(dhcp.rangeStart, newNet, mask);
      dhcp.rangeEnd = rebase(dhcp.rangeEnd, newNet, mask);
    }
    if (dhcp.dns1 === lan.ip4) dhcp.dns1 = ip4;
    for (const lease of state.network.leases) if (!inside(lease.ip)) lease.ip = rebase(lease.ip, newNet, mask);
    lan.ip4 = ip4;
    lan.netmask = netmask;
    markRestart(state);
  }
  return { ok: true, value: { ip4, netmask } };
}
