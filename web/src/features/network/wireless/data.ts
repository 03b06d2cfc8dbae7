/**
 * What the Wi-Fi pages read (spec 2 §7): the networks, the radios, the per-band limits and band steering, read
 * fresh each time a page opens (a save restarts the router). The mesh role comes from state/mesh.ts (§4.12).
 */
import { useEffect } from 'react';
import { wifiRole, type Radio, type Wireless } from '@roteador/contract';
import { getBandSteering, getWireless } from '../../../api/wireless.ts';
import { getRadios } from '../../../api/radio.ts';
import { getLimits } from '../../../api/device.ts';
import { mesh } from '../../../state/mesh.ts';
import { status } from '../../../state/status.ts';
import { createResource } from '../../../state/resource.ts';
import type { MeshRole } from '../../../forms/wireless/wireless.ts';

export interface WifiData {
  wireless: Wireless[];
  radios: Radio[];
  /** networks allowed per radio id */
  limits: Record<string, number>;
  bandSteering: boolean;
}

export const wifiData = createResource<WifiData>(async () => {
  const [wireless, radios, limits, steering] = await Promise.all([
    getWireless(),
    getRadios(),
    getLimits(),
    // single-band models have no band steering to read
    getBandSteering().catch(() => ({ id: 0, enabled: false })),
  ]);
  return { wireless, radios, limits: limits.wifi_limits, bandSteering: steering.enabled };
});

/** The mesh role of this device; call useSignals() first. Reads the mesh once when nobody has yet. */
export function useMeshRole(): MeshRole {
  useEffect(() => {
    if (mesh.data.peek() === undefined) void mesh.load();
  }, []);
  const m = mesh.data.value;
  const s = status.data.value;
  // the contract's §4.12 role, as the router's wireless writes take it (the route guard read the status first)
  return wifiRole({ model: s?.model ?? '', operationMode: s?.operationMode ?? 0, mesh: m ? { enabled: m.enabled, type: m.type } : null });
}
