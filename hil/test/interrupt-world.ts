/**
 * The world of the interruption tests (interrupt*.test.ts): an emulator standing in for the lab's router, the runner
 * as the lab starts it (`hil/src/cli.ts`) with the stand-in scenarios of hil/fixtures/interrupt.stand-in.ts in
 * Playwright's place, and the test's handles on the router.
 *
 * The router is the bench test's (hil/test/mesh-controller.profile.json, seed 7: a W6-1500 mesh controller with 2
 * agents), with its control API on — the runner never uses it (it talks to the router's API and nothing else); the
 * test does, to read the configuration back whole (`GET /__emulator/state`) and to end each restart of the router at
 * once (an apply keeps it down 40 s: the test moves its clock past that when it sees it down, as a lab's router would
 * come back by itself), which keeps the suite short.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const CLI = join(ROOT, 'hil', 'src', 'cli.ts');
const DENO = Deno.execPath();
const env = { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };
const decoder = new TextDecoder();

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Emulator {
  url: string;
  address: string;
  stop(): Promise<void>;
}

export async function emulator(): Promise<Emulator> {
  const child = new Deno.Command(DENO, {
    args: ['run', '-A', join(ROOT, 'emulator', 'main.ts'), '--port', '0', '--profile', join(ROOT, 'hil', 'test', 'mesh-controller.profile.json'), '--seed', '7'],
    cwd: ROOT,
    env,
    stdin: 'null',
    stdout: 'piped',
    stderr: 'inherit',
  }).spawn();
  const reader = child.stdout.getReader();
  let out = '';
  const listening = /listening on http:\/\/127\.0\.0\.1:(\d+)/;
  const deadline = Date.now() + 30_000;
  while (!listening.test(out)) {
    if (Date.now() > deadline) throw new Error(`o emulador não iniciou:\n${out}`);
    const { value, done } = await reader.read();
    if (done) throw new Error(`o emulador saiu:\n${out}`);
    out += decoder.decode(value);
  }
  // keep reading, so the emulator never blocks on a full pipe
  (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })().catch(() => {});
  const port = listening.exec(out)![1];
  return {
    url: `http://127.0.0.1:${port}`,
    address: `127.0.0.1:${port}`,
    async stop() {
      try {
        child.kill('SIGTERM');
      } catch { /* gone */ }
      await child.status;
    },
  };
}

async function control<T>(emu: Emulator, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${emu.url}/__emulator/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${path} → ${r.status}: ${await r.text()}`);
  return await r.json() as T;
}

type Rec = Record<string, unknown>;
interface State extends Rec {
  power: { downUntil: number | null };
  network: Rec & { wireless: { ssid: string }[]; radios: Rec[] };
}

export const state = (emu: Emulator) => control<State>(emu, 'state');

/** The router as the emulator started it (each moment begins there, whatever the one before left). */
export async function reset(emu: Emulator): Promise<void> {
  const profile = JSON.parse(Deno.readTextFileSync(join(ROOT, 'hil', 'test', 'mesh-controller.profile.json')));
  await control(emu, 'reset', { profile, seed: 7 });
}

/** True while the router is down (rebooting, restarting after an apply). */
export async function down(emu: Emulator): Promise<boolean> {
  const [s, clock] = await Promise.all([state(emu), control<{ now: number }>(emu, 'clock')]);
  return s.power.downUntil !== null && s.power.downUntil > clock.now;
}

/**
 * The router's configuration, as a restore must leave it: the device's own records, every area's settings and the
 * credentials — not what moves by itself (sessions, counters, the clients, the mesh's live state, the channel a radio
 * on automatic picked, the WAN's time up, which a restart resets).
 */
export function configuration(s: State): Rec {
  const { wanUpSince: _up, radios, ...network } = s.network;
  return {
    device: s.device,
    credentials: s.credentials,
    system: s.system,
    easymesh: s.easymesh,
    security: s.security,
    iot: s.iot,
    network: { ...network, radios: radios.map(({ channel: _picked, ...radio }) => radio) },
  };
}

/** The 'Loja' network and the radio's fixed channel are on the router: the stand-in scenario wrote. */
export function written(s: State): boolean {
  return s.network.wireless.some((w) => w.ssid === 'Loja') && s.network.radios.some((r) => r.configuredChannel === 6);
}

/**
 * From now on, each restart of the router ends as soon as the test sees it (the clock moved past it): as a lab's
 * router comes back by itself. Returns the call that stops doing so.
 */
export function restartsEndAtOnce(emu: Emulator): () => Promise<void> {
  let on = true;
  const loop = (async () => {
    while (on) {
      const [s, clock] = await Promise.all([state(emu), control<{ now: number }>(emu, 'clock')]);
      const until = s.power.downUntil;
      if (until !== null && until > clock.now) await control(emu, 'clock', { advanceMs: until - clock.now });
      await sleep(100);
    }
  })();
  return async () => {
    on = false;
    await loop;
  };
}

/** Waits until `ok()` holds, checking every 50 ms, for up to `ms`; the message names what was awaited. */
export async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 60_000, detail = () => '') {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`esperando: ${what}\n${detail()}`);
    await sleep(50);
  }
}

export interface Runner {
  pid: number;
  /** everything it printed so far (stdout and stderr, as they came) */
  output(): string;
  done: Promise<Deno.CommandStatus>;
  kill(signal: Deno.Signal): void;
}

export interface Bench {
  work: string;
  locks: string;
  inventory: string;
  results: string;
  /** the runner on the stand-in scenarios picked by `grep` */
  run(grep: string): Runner;
  cleanUp(): void;
}

/** A folder with the inventory (one router: the emulator), a tiny UI and Playwright pointed at the stand-ins. */
export function bench(emu: Emulator): Bench {
  const work = Deno.makeTempDirSync({ prefix: 'hil-interrupt-' });
  const web = join(work, 'web');
  Deno.mkdirSync(web);
  Deno.writeTextFileSync(join(web, 'index.html'), '<!doctype html><title>ui</title>');
  // the runner calls `playwright test -c scenarios/playwright.config.ts ARGS…`: the stand-ins' config instead
  const wrapper = join(work, 'playwright');
  Deno.writeTextFileSync(
    wrapper,
    `#!/bin/sh\nshift 3\nexec '${ROOT}/node_modules/.bin/playwright' test -c '${ROOT}/hil/fixtures/interrupt.config.ts' "$@"\n`,
  );
  Deno.chmodSync(wrapper, 0o755);
  const locks = join(work, 'locks');
  const inventory = join(work, 'bench.json');
  Deno.writeTextFileSync(inventory, JSON.stringify({
    lockDir: locks,
    routers: [{
      name: 'bancada',
      address: emu.address,
      model: 'W6-1500',
      credentials: { username: 'admin', password: 'Wifi@Casa2026' },
      capabilities: ['mesh', 'mesh-agents:2'],
      allowEffects: ['session', 'configuration'],
      cloud: `${emu.url}/cloud`,
    }],
  }));
  const results = join(work, 'results');
  return {
    work,
    locks,
    inventory,
    results,
    run(grep: string): Runner {
      const child = new Deno.Command(DENO, {
        args: ['run', '-A', CLI, '--inventory', inventory, '--router', 'bancada', '--results', results, '--grep', grep],
        cwd: ROOT,
        env: { ...env, HIL_PLAYWRIGHT: wrapper, WEB_DIST: web },
        stdin: 'null',
        stdout: 'piped',
        stderr: 'piped',
      }).spawn();
      let text = '';
      const drain = async (s: ReadableStream<Uint8Array>) => {
        const d = new TextDecoder();
        for await (const b of s) text += d.decode(b, { stream: true });
      };
      const done = Promise.all([drain(child.stdout), drain(child.stderr)]).then(() => child.status);
      return {
        pid: child.pid,
        output: () => text,
        done,
        kill: (signal) => {
          try {
            child.kill(signal);
          } catch { /* gone */ }
        },
      };
    },
    cleanUp: () => Deno.removeSync(work, { recursive: true }),
  };
}

export const exists = (path: string) => {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
};

/** The runner's summary of the router (summary.json), and that its lock is gone. */
export function summaryOf(b: Bench): Rec & { passed: number; failed: number; interrupted: number; notRun: number } {
  assert.ok(!exists(join(b.locks, lockFile(b))), 'the lock was released');
  return JSON.parse(Deno.readTextFileSync(join(b.results, 'bancada', 'summary.json')));
}

const lockFile = (b: Bench) => {
  const inv = JSON.parse(Deno.readTextFileSync(b.inventory));
  return `${inv.routers[0].address.replace(':', '_')}.lock`;
};

/** The scenarios of Playwright's JSON report, by title: their status. */
export function reported(b: Bench): Record<string, string> {
  interface Suite {
    specs?: { title: string; tests: { status: string; results?: { status?: string }[] }[] }[];
    suites?: Suite[];
  }
  const out: Record<string, string> = {};
  const walk = (s: Suite) => {
    for (const spec of s.specs ?? []) {
      for (const t of spec.tests) out[spec.title] = t.results?.some((r) => r.status === 'interrupted') ? 'interrupted' : t.status;
    }
    (s.suites ?? []).forEach(walk);
  };
  walk(JSON.parse(Deno.readTextFileSync(join(b.results, 'bancada', 'results.json'))));
  return out;
}

/** The pid of the runner's Playwright (its child process). */
export function playwrightPid(runner: number): number | null {
  for (const task of Deno.readDirSync(`/proc/${runner}/task`)) {
    const children = Deno.readTextFileSync(`/proc/${runner}/task/${task.name}/children`).trim();
    if (children) return Number(children.split(/\s+/)[0]);
  }
  return null;
}

/** The pids of the processes in process group `pgid` (Playwright's: its workers would outlive it). */
export function groupMembers(pgid: number): number[] {
  const out: number[] = [];
  for (const e of Deno.readDirSync('/proc')) {
    if (!/^\d+$/.test(e.name)) continue;
    try {
      const stat = Deno.readTextFileSync(`/proc/${e.name}/stat`);
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid) out.push(Number(e.name));
    } catch { /* gone meanwhile */ }
  }
  return out;
}
