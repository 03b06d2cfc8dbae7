/**
 * Factory restore of the local device (spec 3 §4 'Restore', §9; POST action {actionID: 2} on the device itself):
 * the device becomes its model's factory profile — credentials admin/admin, the wizard to show, mesh off, default
 * Wi-Fi, no leases, filters or forwards, the administration pages' defaults — keeping what is not configuration:
 * its MAC (the seed's or its profile's), the networks it hears, firmware version, WAN line (internet, cable, and what
 * the provider hands that router: its DHCP lease and the IPv6 prefix its LAN addresses take, as a lab router gets them
 * back), traffic rates and the firmware service's offer.
 * Its mesh agents leave with the mesh. It answers, then is unreachable for timing.wait.factoryRestoreDowntime (the UI
 * waits timing.wait.factoryRestoreHttps, 45 s, then opens the wizard), back with no sessions.
 */
import { timing } from '@roteador/contract';
import { buildState } from './profiles.ts';
import { setWanLease } from './wan.ts';
import type { EmulatorState } from './state.ts';

/** The state after a factory restore of `old` at `now` (Emulator.restoreFactory puts it in place). */
export function factoryState(old: EmulatorState, now: number): EmulatorState {
  const fresh = buildState({
    base: 'factory',
    model: old.device.model as never,
    mac: old.device.mac,
    fwVersion: old.device.fw_version,
    hasInternet: old.status.has_internet,
    cable: old.network.cable,
    traffic: { downloadMbps: old.traffic.downloadMbps, uploadMbps: old.traffic.uploadMbps },
  }, old.origin.seed, now);
  const back = now + timing.wait.factoryRestoreDowntime;
  fresh.origin = { ...old.origin };
  fresh.firmware = structuredClone(old.firmware);
  fresh.network.detect = old.network.detect && { ...old.network.detect };
  setWanLease(fresh, old.network.wanLease);
  const [global] = fresh.network.lan.ip6_list;
  const prefix = old.network.lan.ip6_list[0]?.split('::')[0];
  if (global?.includes('::') && prefix && !prefix.startsWith('fe80')) fresh.network.lan.ip6_list[0] = `${prefix}::${global.split('::')[1]}`;
  if (old.neighbours) fresh.neighbours = structuredClone(old.neighbours);
  fresh.power = { bootAt: back, downUntil: back };
  return fresh;
}
