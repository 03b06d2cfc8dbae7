/**
 * Runs the scenarios against one bench router: its lock, its proxy, Playwright's `bench` project pointed at the
 * proxy, and the summary. Several routers: one after the other, or in parallel (each its own lock, proxy, results).
 */
import { join } from 'node:path';
import type { BenchRouter } from './inventory.ts';
import { RouterLock } from './lock.ts';
import { startProxy, type BenchProxy } from './proxy.ts';
import { summarize, summaryLine, type Summary } from './summary.ts';
import { guardFor } from './guard.ts';
import { STOP_LIMIT_MS } from './time.ts';

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
/** HIL_PLAYWRIGHT: another executable in Playwright's place — for hil's own tests only (a stand-in that never ends). */
const playwright = () => Deno.env.get('HIL_PLAYWRIGHT') || join(repoRoot, 'node_modules', '.bin', 'playwright');

export interface RunOptions {
  lockDir: string;
  /** results of router NAME go to `${results}/NAME` (HTML report, JUnit, JSON, traces) */
  results: string;
  webDir: string;
  playwrightArgs: string[];
  /** true: the output of each router is prefixed with its name (routers running side by side) */
  prefix: boolean;
}

const children = new Set<Deno.ChildProcess>();
const proxies = new Set<BenchProxy>();

/** Ctrl-C, SIGTERM, a closed terminal: stop the Playwright runs and the proxies (locks are released by the caller). */
export async function stopAll(): Promise<void> {
  await Promise.all([...children].map(async (c) => {
    try {
      c.kill('SIGTERM');
    } catch { /* gone */ }
    // one that does not stop is killed: it would outlive the run, on a router no longer locked
    const timer = setTimeout(() => {
      try {
        c.kill('SIGKILL');
      } catch { /* gone */ }
    }, STOP_LIMIT_MS);
    await c.status.catch(() => {});
    clearTimeout(timer);
  }));
  // the scenario that was running may have changed its router: its guard restores it before the run ends
  await Promise.all([...proxies].map(async (p) => {
    try {
      const verdict = await p.finishCurrent();
      if (verdict) {
        console.error(verdict.restored ? 'hil: interrompido; o roteador foi restaurado' : `hil: interrompido; o roteador NÃO voltou como estava:\n  ${verdict.differences.join('\n  ')}`);
      }
    } catch (e) {
      console.error(`hil: interrompido; a restauração falhou: ${(e as Error).message}`);
    }
    await p.close();
  }));
}

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
const write = (fd: 'out' | 'err') => (s: string) => (fd === 'out' ? Deno.stdout : Deno.stderr).writeSync(encoder.encode(s));

async function runRouter(router: BenchRouter, options: RunOptions): Promise<Summary> {
  const lock = RouterLock.acquire(options.lockDir, router.name, `hil run ${options.playwrightArgs.join(' ')}`.trim());
  const prefix = options.prefix ? `[${router.name}] ` : '';
  const log = (line: string) => write('err')(`${prefix}${line}\n`);
  let proxy: BenchProxy | null = null;
  try {
    proxy = await startProxy({ router, webDir: options.webDir, guardFor: (begin) => guardFor(router, begin, log), log });
    proxies.add(proxy);
    const dir = join(options.results, router.name);
    await Deno.remove(dir, { recursive: true }).catch(() => {});
    // there even when Playwright stops before writing anything: the summary goes there
    await Deno.mkdir(dir, { recursive: true });
    const json = join(dir, 'results.json');
    const target = {
      name: router.name,
      baseURL: proxy.url,
      capabilities: router.capabilities,
      allowEffects: router.allowEffects,
      protected: router.protected,
      credentials: router.credentials,
      maxWaitS: router.realTime.maxWaitS,
      restartLimitS: router.restartLimitS,
    };
    log(`› ${router.name} (${router.model} em ${router.address}) pelo proxy ${proxy.url}`);
    const child = new Deno.Command(playwright(), {
      args: ['test', '-c', 'scenarios/playwright.config.ts', ...options.playwrightArgs],
      cwd: repoRoot,
      env: { HIL_TARGET: JSON.stringify(target), HIL_RESULTS: dir, PLAYWRIGHT_JSON_OUTPUT_NAME: json, WEB_DIST: options.webDir },
      stdin: 'null',
      stdout: 'piped',
      stderr: 'piped',
    }).spawn();
    children.add(child);
    await Promise.all([pipe(child.stdout, prefix, write('out')), pipe(child.stderr, prefix, write('err'))]);
    const status = await child.status;
    children.delete(child);
    let summary: Summary;
    try {
      summary = summarize(router.name, JSON.parse(await Deno.readTextFile(json)));
    } catch {
      summary = { router: router.name, passed: 0, failed: 1, skipped: 0, reasons: {}, failures: [`playwright saiu (${status.code}) sem relatório`] };
    }
    if (status.code !== 0 && summary.failed === 0) {
      summary.failed = 1;
      summary.failures.push(`playwright saiu com o código ${status.code}`);
    }
    await Deno.writeTextFile(join(dir, 'summary.json'), JSON.stringify({ ...summary, writes: proxy.writes() }, null, 2) + '\n');
    return summary;
  } finally {
    if (proxy) {
      proxies.delete(proxy);
      await proxy.close();
    }
    lock.release();
  }
}

/** Every router, one after the other or side by side; prints each one's last line at the end. */
export async function runAll(routers: BenchRouter[], options: Omit<RunOptions, 'prefix'>, parallel: boolean): Promise<Summary[]> {
  const one = (r: BenchRouter) =>
    runRouter(r, { ...options, prefix: parallel || routers.length > 1 }).catch((e): Summary => ({
      router: r.name,
      passed: 0,
      failed: 1,
      skipped: 0,
      reasons: {},
      failures: [(e as Error).message],
    }));
  const summaries: Summary[] = [];
  if (parallel) summaries.push(...(await Promise.all(routers.map(one))));
  else for (const r of routers) summaries.push(await one(r));
  for (const s of summaries) {
    for (const f of s.failures) console.log(`  ✖ ${s.router}: ${f}`);
  }
  for (const s of summaries) console.log(summaryLine(s));
  return summaries;
}
