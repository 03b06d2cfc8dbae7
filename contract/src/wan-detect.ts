/**
 * The WAN's struct-free rules: detection's conclusion and the cloned MAC. No struct and no validator here, so a page
 * that only reads the WAN (the dashboard) does not load them.
 */
import type { WanDetect } from './wan.ts';

/** '' or 00:00:00:00:00:00 stored: no clone (spec 2 §3). */
export const NO_CLONE = '00:00:00:00:00:00';
export const isClone = (mac: string) => mac.trim() !== '' && mac.trim().toUpperCase() !== NO_CLONE;

/**
 * What WAN detection concluded, in spec 2 §4.3's order: the wizard's WAN step and the return to router mode with
 * automatic detection (§4.5) both read it.
 */
export type DetectOutcome = 'none' | 'pppoeFound' | 'staticFound' | 'dhcpFound' | 'dhcpMaybe' | 'pppoeMaybe';

export function detectOutcome(d: WanDetect): DetectOutcome {
  if (d.hasDHCP === 'not found' && d.hasStatic === 'not found' && d.hasPPPoE === 'not found') return 'none';
  if (d.hasPPPoE === 'found') return 'pppoeFound';
  if (d.hasStatic === 'found') return 'staticFound';
  if (d.hasDHCP === 'found') return 'dhcpFound';
  if (d.hasDHCP === 'maybe') return 'dhcpMaybe';
  if (d.hasPPPoE === 'maybe') return 'pppoeMaybe';
  // only a static "maybe": nothing the router can use by itself
  return 'none';
}
