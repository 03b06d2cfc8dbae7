/**
 * The device a scenario runs against: an emulator started for this worker, or a bench router (hil/: the runner
 * describes it in HIL_TARGET and forwards to it). Capabilities say what a scenario may `need`; a bench lists the
 * `effects` it allows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Effect } from './effects';
import type { BenchLab } from './lab';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type Need = 'clock' | 'faults' | 'control' | 'mesh' | `model:${string}`;
export type { Effect } from './effects';

export interface Target {
  kind: 'emulator' | 'bench';
  name: string;
  baseURL: string;
  /** the same device over HTTPS (the emulator's `--https-port`; a bench: none) */
  httpsURL?: string;
  /** what this target can do: 'clock', 'faults', 'control', 'mesh', 'model:<name>' */
  capabilities: ReadonlySet<string>;
  /** effects a scenario may have on this target (a bench may protect its routers) */
  allowedEffects: ReadonlySet<string> | 'all';
  /** credentials when the target's are fixed (a bench); the emulator's come from its profile */
  credentials?: { username: string; password: string };
  /** a bench router that runs only read-only scenarios */
  protected?: boolean;
  /** a bench: `clock.advance` waits in real time, up to this many ms in all per scenario */
  realTime?: { maxWaitMs: number };
  /** a bench: ms its router may take to answer again after a restart (the inventory's restartLimitS) */
  restartLimitMs?: number;
  /** a bench: its lab (drivers in the inventory, the factory reset and the mode it allows); an emulator has them all */
  lab?: BenchLab;
  /**
   * a bench run side by side with others (`--router all --parallel`): every router of the run, this one included, in
   * the inventory's order — they split the suite, each scenario on one that can run it (bench.ts)
   */
  peers?: Target[];
  /** a bench run of a sample (`npm run hil -- --sample N`): 1 in N of the scenarios it can run (bench.ts) */
  sample?: number;
  stop(): Promise<void>;
}

/** The bench router as hil/'s runner describes it (HIL_TARGET, JSON); baseURL is the runner's proxy. */
export interface BenchDescription {
  name: string;
  baseURL: string;
  capabilities: string[];
  allowEffects: string[];
  protected: boolean;
  credentials: { username: string; password: string };
  maxWaitS: number;
  restartLimitS: number;
  lab?: BenchLab;
  /** --sample N */
  sample?: number;
  /** --parallel over several routers: each of them (without its address or credentials) */
  peers?: Omit<BenchDescription, 'baseURL' | 'credentials' | 'peers'>[];
}

const NO_LAB: BenchLab = { wanLink: false, nodePower: [], factoryReset: false, operationMode: false };

/** The bench router of this run (hil/ sets HIL_TARGET); nothing to start or stop: the runner owns the proxy. */
export function benchTarget(description = process.env.HIL_TARGET): Target {
  if (!description) throw new Error('HIL_TARGET ausente: o projeto bench roda pelo `npm run hil`');
  const d = JSON.parse(description) as BenchDescription;
  const target = (p: Omit<BenchDescription, 'baseURL' | 'credentials' | 'peers'>): Target => ({
    kind: 'bench',
    name: p.name,
    baseURL: d.baseURL,
    // the bench's proxy injects faults at the router's front door (hil/src/proxy.ts): every bench has them
    capabilities: new Set([...p.capabilities, 'faults']),
    allowedEffects: new Set(p.allowEffects),
    protected: p.protected,
    realTime: { maxWaitMs: p.maxWaitS * 1000 },
    restartLimitMs: p.restartLimitS * 1000,
    lab: p.lab ?? NO_LAB,
    async stop() {},
  });
  return { ...target(d), credentials: d.credentials, ...(d.sample ? { sample: d.sample } : {}), ...(d.peers ? { peers: d.peers.map(target) } : {}) };
}

const DENO = join(repoRoot, 'node_modules', '.bin', 'deno');

/** Waits for the emulator's start-up line with its address (it was started on port 0: the OS picks a free one). */
function listeningAddress(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`o emulador não iniciou em 20 s:\n${output()}`)), 20_000);
    const onData = () => {
      const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output());
      if (m && m[1] !== '0') {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`o emulador saiu (código ${code}):\n${output()}`));
    });
  });
}

/** Starts an emulator of our own for this worker (`args`: more of its flags, e.g. `--start`, `--timezone`). */
export async function startEmulator(args: readonly string[] = []): Promise<Target> {
  // WEB_DIST: another build of the UI (a developer's own, while web/dist is being rebuilt).
  const webDir = process.env.WEB_DIST || join(repoRoot, 'web', 'dist');
  if (!existsSync(join(webDir, 'index.html'))) throw new Error('web/dist ausente: rode `npm run build` (npm test o faz).');
  const child = spawn(DENO, ['run', '-A', join(repoRoot, 'emulator', 'main.ts'), '--port', '0', '--https-port', '0', '--web-dir', webDir, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const baseURL = await listeningAddress(child, () => log);
  // printed with the first line
  const httpsURL = /https:\/\/127\.0\.0\.1:(\d+)/.exec(log)?.[0];
  return {
    kind: 'emulator',
    name: `emulador ${baseURL}`,
    baseURL,
    httpsURL,
    capabilities: new Set(['clock', 'faults', 'control', 'mesh', 'model:*']),
    allowedEffects: 'all',
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export function has(target: Target, need: Need): boolean {
  if (target.capabilities.has(need)) return true;
  return need.startsWith('model:') && target.capabilities.has('model:*');
}

export function allows(target: Target, effect: Effect): boolean {
  return target.allowedEffects === 'all' || target.allowedEffects.has(effect);
}
