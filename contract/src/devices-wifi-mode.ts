/** A connected device's Wi-Fi mode, by its radio mode code (no struct here: only the devices pages load it). */

/** A Wi-Fi mode: the 802.11 protocol and the Wi-Fi generation that names it ('6E' is Wi-Fi 6 on 6 GHz). */
export interface WifiMode {
  protocol: string;
  generation: string;
}

/**
 * The radio mode codes 0–13 of a connected device's `opMode` (spec 3 §3, §9: "Wi-Fi generation is derived from the
 * radio mode code"; the spec does not show the mapping). Ours, in the order of the standards and consistent with the
 * radio's opMode rules (timing.limits: MU-MIMO from 6 = Wi-Fi 5, OFDMA/TWT above 7 = Wi-Fi 6): 4 is 2.4 GHz
 * 802.11n, 6 5 GHz 802.11ac, 8 and 9 802.11ax on 2.4 and 5 GHz — the codes the emulator's radios report.
 */
export const wifiModes: readonly WifiMode[] = [
  { protocol: '802.11b', generation: '1' },
  { protocol: '802.11a', generation: '2' },
  { protocol: '802.11g', generation: '3' },
  { protocol: '802.11b/g', generation: '3' },
  { protocol: '802.11n', generation: '4' },
  { protocol: '802.11a/n', generation: '4' },
  { protocol: '802.11ac', generation: '5' },
  { protocol: '802.11ac', generation: '5' },
  { protocol: '802.11ax', generation: '6' },
  { protocol: '802.11ax', generation: '6' },
  { protocol: '802.11ax', generation: '6E' },
  { protocol: '802.11be', generation: '7' },
  { protocol: '802.11be', generation: '7' },
  { protocol: '802.11be', generation: '7' },
];

/** The Wi-Fi mode of a radio mode code; undefined outside 0–13 (the UI then says it does not know). */
export function wifiMode(opMode: number): WifiMode | undefined {
  return Number.isInteger(opMode) ? wifiModes[opMode] : undefined;
}
