/** The device uptime, ticking each second from the value last read (spec 1 §4: uptime ticks each second). */
import { useMemo } from 'react';
import { timing } from '@roteador/contract';
import { useNow } from '../../state/time.ts';

export function useUptime(uptimeSeconds: number | undefined): number | undefined {
  // The read's moment: uptime now = uptime read + seconds elapsed since, on the browser's clock (an elapsed counter, the
  // UI's own measure: state/time.ts). Taken in the render that first has the read, so that render shows it (not a
  // spinner, then a second render from an effect: on a phone, a second render of the dashboard after its first screen).
  const base = useMemo(() => (uptimeSeconds === undefined ? null : { uptime: uptimeSeconds, at: Date.now() }), [uptimeSeconds]);
  // the UI's one ticker, on the spec's uptime tick; its time may be up to a tick older than a read that just arrived:
  // never less than the read
  const now = useNow(base !== null, timing.wait.uptimeTick);
  if (!base) return undefined;
  return base.uptime + Math.max(0, Math.floor((now - base.at) / 1000));
}
