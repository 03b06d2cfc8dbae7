/** WAN detection's conclusion (no struct here: only the pages that detect load it). */
import type { WanDetect } from './wan.ts';

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
