import { useEffect, useState } from 'react';
import { timing } from '@roteador/contract';

/**
 * The time now, moving on each second while `active` (the UI's countdowns, elapsed-time counters and waiting bars:
 * one ticker, setInterval-free like the poller, so Playwright's page clock drives it).
 */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, timing.wait.countdownTick);
    };
    timer = setTimeout(tick, timing.wait.countdownTick);
    return () => clearTimeout(timer);
  }, [active]);
  return now;
}
