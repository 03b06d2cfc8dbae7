/** The device uptime, ticking each second from the value last read (spec 1 §4: uptime ticks each second). */
import { useEffect, useState } from 'react';
import { timing } from '@roteador/contract';

export function useUptime(uptimeSeconds: number | undefined): number | undefined {
  // The read's moment: uptime now = uptime read + seconds elapsed since (Date.now, so a faked clock drives it).
  const [base, setBase] = useState<{ uptime: number; at: number } | null>(null);
  const [, setTick] = useState(0);

  useEffect(() => {
    setBase(uptimeSeconds === undefined ? null : { uptime: uptimeSeconds, at: Date.now() });
  }, [uptimeSeconds]);

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
