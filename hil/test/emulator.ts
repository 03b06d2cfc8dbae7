/**
 * An emulator process for the hil-bench stage's own tests (record's round trip, the guard's exact restore): started
 * as `npm start` starts it (emulator/main.ts, any free loopback port), stopped by its pid.
 */
import { join } from 'node:path';
import type { BenchRouter } from '../src/inventory.ts';
import { parseInventory } from '../src/inventory.ts';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const DENO = Deno.execPath();
export const env = { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };
/** the profile the lab's full run stands a router in with (README.md, `npm run hil`) */
export const BENCH_PROFILE = join(ROOT, 'hil', 'test', 'mesh-controller.profile.json');
export const DEMO_CREDENTIALS = { username: 'admin', password: 'Wifi@Casa2026' };

export interface Emulator {
  url: string;
  address: string;
  /** what it printed as it started (its addresses: the lab side's too) */
  out: string;
  stop(): Promise<void>;
}

/** Starts emulator/main.ts with `args`; resolves once it listens (or throws with what it printed). */
export async function startEmulator(args: string[]): Promise<Emulator> {
  const child = new Deno.Command(DENO, {
    args: ['run', '-A', join(ROOT, 'emulator', 'main.ts'), '--port', '0', ...args],
    cwd: ROOT,
    env,
    stdin: 'null',
    stdout: 'piped',
    stderr: 'piped',
  }).spawn();
  const reader = child.stdout.getReader();
  const errors = new Response(child.stderr).text();
  let out = '';
  const listening = /listening on http:\/\/127\.0\.0\.1:(\d+)/;
  // bounded: a child that has not said where it listens in 30 s is killed, which ends the reads below
  const watchdog = setTimeout(() => {
    try {
      child.kill('SIGKILL');
    } catch { /* gone */ }
  }, 30_000);
  try {
    while (!listening.test(out)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`o emulador saiu (${(await child.status).code}):\n${out}${await errors}`);
      out += new TextDecoder().decode(value);
    }
  } finally {
    clearTimeout(watchdog);
  }
  // keep reading, so the emulator never blocks on a full pipe
  (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })().catch(() => {});
  const port = listening.exec(out)![1];
  return {
    url: `http://127.0.0.1:${port}`,
    address: `127.0.0.1:${port}`,
    out,
    async stop() {
      try {
        child.kill('SIGTERM');
      } catch { /* gone */ }
      await child.status;
      await errors;
    },
  };
}

/** The bench router an emulator stands for, as the inventory describes it (cloud: the emulator's own services). */
export function routerOf(emulator: Emulator, credentials = DEMO_CREDENTIALS, name = 'bancada'): BenchRouter {
  return parseInventory({
    routers: [{
      name,
      address: emulator.address,
      model: 'W6-1500',
      credentials,
      capabilities: ['mesh'],
      allowEffects: ['session', 'configuration'],
      cloud: `${emulator.url}/cloud`,
    }],
  }).routers[0];
}
