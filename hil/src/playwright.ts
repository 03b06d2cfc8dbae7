/**
 * One router's Playwright run, as a child process of the runner: started in its own process group (a Ctrl-C in the
 * terminal reaches the runner only, which forwards exactly one SIGINT: a second one would make Playwright quit without
 * its reports), its output prefixed and passed on, and stopped — one SIGINT, then up to STOP_LIMIT_MS to write its
 * reports and end, else SIGKILL. Time Playwright spends waiting on a restore of ours (its scenario's end asks the
 * proxy for the guard's verdict) does not count against it.
 */
import { join } from 'node:path';
import { STOP_LIMIT_MS } from './time.ts';

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
/** HIL_PLAYWRIGHT: another executable in Playwright's place — for hil's own tests only (a stand-in). */
const playwrightBin = () => Deno.env.get('HIL_PLAYWRIGHT') || join(repoRoot, 'node_modules', '.bin', 'playwright');

async function pipe(stream: ReadableStream<Uint8Array>, prefix: string, out: (s: string) => void) {
  let rest = '';
  const decoder = new TextDecoder();
  for await (const bytes of stream) {
    const lines = (rest + decoder.decode(bytes, { stream: true })).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out(`${prefix}${line}\n`);
  }
  if (rest) out(`${prefix}${rest}\n`);
}

const encoder = new TextEncoder();
/** Output that never throws (a closed terminal must not end a run that still has a router to restore). */
export const write = (fd: 'out' | 'err') => (s: string) => {
  try {
    (fd === 'out' ? Deno.stdout : Deno.stderr).writeSync(encoder.encode(s));
  } catch { /* no terminal left */ }
};

/** Resolves true when `p` settles within `ms`, false otherwise (the timer cleared either way). */
function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    p.then(() => true, () => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]).finally(() => clearTimeout(timer));
}

export interface PlaywrightRun {
  /**
   * its exit code, once its output is all passed on — and its process group gone: a Playwright that died leaves its
   * workers behind, which would go on talking to the router (through the proxy) while the runner restores it
   */
  done: Promise<number>;
  /** one SIGINT, then STOP_LIMIT_MS (restores aside) before SIGKILL; resolves once it ended */
  stop(): Promise<void>;
}

export interface Restores {
  /** true while a restore of the router is under way */
  busy(): boolean;
  /** resolves when no restore is under way */
  idle(): Promise<void>;
  /** when the last restore ended (ms since the epoch; 0: none yet) */
  lastEnd(): number;
}

export function startPlaywright(args: string[], env: Record<string, string>, prefix: string, restores: Restores): PlaywrightRun {
  const child = new Deno.Command(playwrightBin(), {
    args: ['test', '-c', 'scenarios/playwright.config.ts', ...args],
    cwd: repoRoot,
    env,
    stdin: 'null',
    stdout: 'piped',
    stderr: 'piped',
    detached: true,
  }).spawn();
  const done = Promise.all([pipe(child.stdout, prefix, write('out')), pipe(child.stderr, prefix, write('err'))])
    .then(() => child.status)
    .then((s) => {
      try {
        Deno.kill(-child.pid, 'SIGKILL');
      } catch { /* none left: it ended as it should */ }
      return s.code;
    });
  let stopping: Promise<void> | null = null;
  const signal = (sig: Deno.Signal) => {
    try {
      child.kill(sig);
    } catch { /* gone */ }
  };
  return {
    done,
    stop() {
      return stopping ??= (async () => {
        signal('SIGINT');
        const signalled = Date.now();
        for (;;) {
          await restores.idle();
          const from = Math.max(signalled, restores.lastEnd());
          if (await within(child.status, from + STOP_LIMIT_MS - Date.now())) return;
          // a restore began meanwhile (its scenario's end): Playwright waits on it, and gets its time again after
          if (restores.busy() || restores.lastEnd() > from) continue;
          // the whole group: its workers would otherwise outlive it, on a router no longer locked
          try {
            Deno.kill(-child.pid, 'SIGKILL');
          } catch {
            signal('SIGKILL');
          }
          await child.status;
          return;
        }
      })();
    },
  };
}
