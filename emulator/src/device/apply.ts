/**
 * Pending changes and action 5 (spec 2 §4.5–§4.10, §7). Writes are stored at once (GET answers the new
 * values); those a real router only takes by restarting (LAN address, operation mode, Wi-Fi, radio) mark the
 * device as needing a restart, and action 5 then makes it unreachable for timing.wait.applyRestart of virtual time
 * before it answers again, with no sessions (the UI logs in again after applying).
 *
 * Choice: 40 s of downtime, so the UI's restart wait (20 s, then a retry every 5 s) sees a few failures.
 */
import { followLan, followLanDhcp, type OperationMode, timing, validateLanAddress } from '@roteador/contract';
import type { Device } from './device.ts';
import type { DeviceState } from './state.ts';
import { firstFailure, type Outcome } from './outcome.ts';

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

/**
 * PUT interface/lan (spec 2 §5.8): the LAN address and netmask. The DHCP range, a DNS server that was the router's own
 * address and the static leases follow it into the new network (contract followLan, what the LAN page and the IP
 * conflict resolution expect): the UI sends its DHCP settings right after (§4.10) and the LAN page deletes the leases
 * its new range leaves out first; the automatic IP conflict resolution of §4.4 moves the address and the pool, and the
 * reservations move with them.
 */
export function updateLanAddress(
  state: DeviceState,
  body: { ip4?: string; netmask?: string },
): Outcome<{ ip4: string; netmask: string }> {
  const lan = state.network.lan;
  // stored as validateLanAddress checks them: trimmed
  const ip4 = (body.ip4 ?? lan.ip4).trim();
  const netmask = (body.netmask ?? lan.netmask).trim();
  const refused = firstFailure(validateLanAddress({ ip4, netmask }, state.network.wan));
  if (refused) return refused;
  if (ip4 !== lan.ip4 || netmask !== lan.netmask) {
    const from = { ip4: lan.ip4, netmask: lan.netmask };
    const to = { ip4, netmask };
    Object.assign(state.network.dhcp, followLanDhcp(state.network.dhcp, from, to));
    for (const lease of state.network.leases) lease.ip = followLan(lease.ip, from, to);
    lan.ip4 = ip4;
    lan.netmask = netmask;
    markRestart(state);
  }
  return { ok: true, value: { ip4, netmask } };
}
