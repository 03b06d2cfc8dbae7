/**
 * A run asked to stop: SIGINT (Ctrl-C), SIGTERM or SIGHUP (its terminal closed). The first one is the stop: each run
 * under way hears it (it stops its Playwright, restores its router, closes its proxy, releases its lock) and the
 * runner then exits with the signal's code — 130, 143, 129. A second signal changes nothing: the restore goes on
 * (a Ctrl-C from the terminal may reach the runner twice, from the terminal and from `npm run hil`).
 */

const CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
export type StopSignal = keyof typeof CODES;

let stopped: StopSignal | null = null;
const listeners = new Set<(signal: StopSignal) => void>();
const encoder = new TextEncoder();

/** A line on stderr that never throws: a closed terminal (SIGHUP) must not cut a restore short. */
export function say(line: string): void {
  try {
    Deno.stderr.writeSync(encoder.encode(`${line}\n`));
  } catch { /* no terminal left */ }
}

/** The signal that stopped the run, or null. */
export const stopSignal = (): StopSignal | null => stopped;
export const exitCodeOf = (signal: StopSignal): number => CODES[signal];

/** Runs `fn` when the stop comes (at once when it already came); returns the unsubscription. */
export function onStop(fn: (signal: StopSignal) => void): () => void {
  if (stopped) {
    fn(stopped);
    return () => {};
  }
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The stop, as a signal brings it. */
function requestStop(signal: StopSignal): void {
  if (stopped) {
    say(`hil: ${signal} de novo: a restauração continua (kill -9 sai já, deixando o roteador como estiver)`);
    return;
  }
  stopped = signal;
  for (const fn of [...listeners]) fn(signal);
}

let installed = false;
/** Listens to SIGINT, SIGTERM and SIGHUP for the rest of the process. */
export function listenForStop(): void {
  if (installed) return;
  installed = true;
  for (const signal of Object.keys(CODES) as StopSignal[]) Deno.addSignalListener(signal, () => requestStop(signal));
}
