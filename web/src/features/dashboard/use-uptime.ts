/** The device uptime, ticking each second from the value last read (spec 1 §4: uptime ticks each second). */
import { useEffect, useMemo, useState } from 'react';
import { timing } from '@roteador/contract';

export function useUptime(uptimeSeconds: number | undefined): number | undefined {
  // The read's moment: uptime now = uptime read + seconds elapsed since (Date.now, so a faked clock drives it). Taken
  // in the render that first has the read, so that render shows it (not a spinner, then a second render from an
  // effect: on a phone, a second render of the dashboard after its first screen).
  const base = useMemo(() => (uptimeSeconds === undefined ? null : { uptime: uptimeSeconds, at: Date.now() }), [uptimeSeconds]);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!base) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setTick((n) => n + 1);
        schedule();
      }, timing.wait.uptimeTick);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [base]);

  if (!base) return undefined;
  return base.uptime + Math.floor((Date.now() - base.at) / 1000);
}
