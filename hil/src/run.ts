/**
 * Runs the scenarios against one bench router: its lock, its lab put in place (lab.ts: the WAN up, the outlets on), a
 * first login (the router answers and takes the inventory's credentials), its proxy, Playwright's `bench` project
 * pointed at the proxy, and the summary. Several routers: one after the other (each the whole suite), or in parallel
 * (each its own lock, proxy, results; the suite split between those that can run).
 *
 * The router ends as it was, whatever happens: each scenario's end restores it (its guard, through the proxy: the lab
 * undone, the configuration restored and verified); when
 * the run is stopped (SIGINT, SIGTERM, SIGHUP) or Playwright dies, the scenario under way is restored through the
 * proxy, which stays up until that restore is verified — in this order: Playwright stopped (one SIGINT: it writes
 * its reports), the restore, the summary, the proxy closed, the lock released.
 */
import { join } from 'node:path';
import { RouterApi, RouterUnreachable } from './api.ts';
import type { BenchRouter } from './inventory.ts';
import { LockedError, RouterLock } from './lock.ts';
import { type PlaywrightRun, startPlaywright, write } from './playwright.ts';
import { startProxy, type BenchProxy, type GuardVerdict } from './proxy.ts';
import { restoreLine, RunRestores } from './restores.ts';
import { labReady } from './lab.ts';
import type { BenchLab } from '../../scenarios/dsl/lab.ts';
import { onStop, stopSignal } from './stop.ts';
import { emptySummary, summarize, summarizeProgress, summaryLine, type Summary } from './summary.ts';

export { repoRoot } from './playwright.ts';

export interface RunOptions {
  lockDir: string;
  /** results of router NAME go to `${results}/NAME` (HTML report, JUnit, JSON, progress, screenshots) */
  results: string;
  webDir: string;
  playwrightArgs: string[];
  /** the proxy's port (--proxy-port), else the router's proxyPort, else any free one */
  proxyPort?: number;
  /** --sample N: each router runs 1 in N of the scenarios it can (the DSL picks them: HIL_TARGET's `sample`) */
  sample?: number;
  /** true: the output of each router is prefixed with its name (routers running side by side) */
  prefix: boolean;
  /**
   * --parallel over several routers: the routers of the run split the suite between them — each scenario runs on one
   * router that can run it (scenarios/dsl/bench.ts), the others leave it to that one. Only those that answered and
   * took their credentials split it: each waits here, its first login done, for the others' (a router that cannot
   * run leaves no share behind)
   */
  peers?: Peers;
}

/** The routers of a parallel run, each saying whether it can run (its lock, its first login): who splits the suite. */
class Peers {
  private readonly ready = new Map<string, boolean>();
  private readonly waiting: (() => void)[] = [];
  constructor(readonly routers: BenchRouter[]) {}

  /** This router can run (true) or cannot (false); once per router, the first word stands. */
  report(name: string, ok: boolean): void {
    if (this.ready.has(name)) return;
    this.ready.set(name, ok);
    if (this.ready.size === this.routers.length) for (const wake of this.waiting.splice(0)) wake();
  }

  /** Once every router said: those that can run, in the inventory's order. */
  async able(name: string): Promise<BenchRouter[]> {
    this.report(name, true);
    if (this.ready.size < this.routers.length) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.routers.filter((r) => this.ready.get(r.name));
  }
}

/** What the DSL's bench target knows of a router (HIL_TARGET; scenarios/dsl/target.ts BenchDescription), credentials aside. */
function describeRouter(router: BenchRouter) {
  const lab: BenchLab = {
    wanLink: !!router.wan,
    nodePower: router.nodes.map((n) => n.mac),
    factoryReset: router.factoryReset,
    operationMode: router.allowEffects.includes('operation-mode'),
    routerPower: !!router.powerCycle && router.allowEffects.includes('reboot'),
  };
  return {
    name: router.name,
    capabilities: router.capabilities,
    allowEffects: [...router.allowEffects, ...(router.factoryReset ? ['factory-reset'] : [])],
    protected: router.protected,
    maxWaitS: router.realTime.maxWaitS,
    restartLimitS: router.restartLimitS,
    lab,
  };
}

/** A port the proxy could not listen on: a bad setting (exit 2), named. */
function listenProblem(e: unknown, port: number | undefined): string | null {
  const m = String((e as Error)?.message ?? e);
  if (!port || !/EADDRINUSE|address already in use|EACCES|permission denied/i.test(m)) return null;
  return `a porta ${port} do proxy (127.0.0.1, --proxy-port ou proxyPort) ${/EACCES|permission/i.test(m) ? 'não pode ser usada' : 'já está em uso'}: ${m}`;
}

/** The run's figures: from Playwright's JSON report, else (it died before writing it) from its progress file. */
async function readSummary(router: string, dir: string): Promise<{ summary: Summary; report: boolean } | null> {
  try {
    return { summary: summarize(router, JSON.parse(await Deno.readTextFile(join(dir, 'results.json')))), report: true };
  } catch { /* not written: Playwright died, or stopped before writing */ }
  try {
    return { summary: summarizeProgress(router, await Deno.readTextFile(join(dir, 'progress.jsonl'))), report: false };
  } catch {
    return null;
  }
}

async function runRouter(router: BenchRouter, options: RunOptions): Promise<Summary> {
  const prefix = options.prefix ? `[${router.name}] ` : '';
  const log = (line: string) => write('err')(`${prefix}${line}\n`);
  const summary = emptySummary(router.name);
  if (stopSignal()) {
    summary.refused = { kind: 'stopped', message: `interrompido (${stopSignal()}) antes de começar` };
    return summary;
  }
  let lock: RouterLock;
  try {
    lock = RouterLock.acquire(options.lockDir, router, `hil run ${options.playwrightArgs.join(' ')}`.trim());
  } catch (e) {
    if (!(e instanceof LockedError)) throw e;
    return { ...summary, refused: { kind: 'locked', message: e.message } };
  }
  let proxy: BenchProxy | null = null;
  let playwright: PlaywrightRun | null = null;
  const stopListener = onStop(() => void playwright?.stop());
  const restores = new RunRestores(router, log);
  const dir = join(options.results, router.name);
  const writeSummary = (extra: Record<string, unknown>) =>
    Deno.writeTextFile(join(dir, 'summary.json'), JSON.stringify({ ...summary, ...extra }, null, 2) + '\n');
  try {
    // a port that cannot be had is a bad setting: refused before the router or its reports are touched
    const port = options.proxyPort ?? router.proxyPort;
    try {
      proxy = await startProxy({ router, webDir: options.webDir, guardFor: restores.guardFor, log, port, credentials: restores.credentials });
    } catch (e) {
      const problem = listenProblem(e, port);
      if (!problem) throw e;
      return { ...summary, refused: { kind: 'setting', message: problem } };
    }
    // the router's folder is this run's (it holds the lock): there even when nothing runs, the summary goes there
    await Deno.remove(dir, { recursive: true }).catch(() => {});
    await Deno.mkdir(dir, { recursive: true });
    // the lab as the scenarios expect it (the WAN up, the outlets on) before the first login tells the router answers
    if (!stopSignal()) await labReady(router, log);
    try {
      await new RouterApi(router).reach();
    } catch (e) {
      if (!(e instanceof RouterUnreachable)) throw e;
      summary.refused = { kind: 'unreachable', message: e.message };
      await writeSummary({});
      return summary;
    }
    // side by side, the suite split between the routers that can run (one alone runs it whole)
    const peers = options.peers ? await options.peers.able(router.name) : [];
    const target = {
      ...describeRouter(router),
      baseURL: proxy.url,
      credentials: router.credentials,
      ...(options.sample ? { sample: options.sample } : {}),
      ...(peers.length > 1 ? { peers: peers.map(describeRouter) } : {}),
    };
    if (stopSignal()) {
      log(`hil: ${router.name}: interrompido antes do Playwright: nada rodou, nada a restaurar`);
    } else {
      log(`› ${router.name} (${router.model} em ${router.address}) pelo proxy ${proxy.url}`);
      playwright = startPlaywright(options.playwrightArgs, {
        HIL_TARGET: JSON.stringify(target),
        HIL_RESULTS: dir,
        HIL_PROGRESS: join(dir, 'progress.jsonl'),
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(dir, 'results.json'),
        WEB_DIST: options.webDir,
      }, prefix, restores);
      if (stopSignal()) void playwright.stop(); // the stop came while it was being started
    }
    const code = playwright ? await playwright.done : 0;
    // Playwright is gone (it ended, was stopped, or died): the scenario it left under way is restored now, through
    // the proxy, still up — a restore its scenario's end began is waited for, not started again
    const since = Math.min(stoppedAt, Date.now());
    let left: GuardVerdict | null = null;
    let leftError: string | null = null;
    try {
      left = await proxy.finishCurrent();
    } catch (e) {
      leftError = (e as Error).message;
    }
    const stopped = stopSignal();
    const read = await readSummary(router.name, dir);
    if (read) Object.assign(summary, read.summary);
    // Playwright died (not stopped by us): killed, crashed — or ended without its report
    const died = !!playwright && !stopped && (code > 1 || !read?.report);
    if (died) {
      summary.failed++;
      summary.failures.push(`o Playwright saiu com o código ${code} sem o seu relatório${read ? ' (contado do progress.jsonl)' : ''}`);
    } else if (!stopped && code !== 0 && summary.failed === 0) {
      summary.failed = 1;
      summary.failures.push(`o Playwright saiu com o código ${code}`);
    }
    if (leftError) {
      summary.failed++;
      summary.failures.push(`a restauração do cenário deixado em curso falhou: ${leftError}`);
    } else if (left && !left.restored) {
      summary.failed++;
      summary.failures.push(`o roteador NÃO voltou como estava depois do cenário deixado em curso:\n    ${left.differences.join('\n    ')}`);
    }
    // what the stop (or Playwright's death) restored: the restores that ended from then on
    const late = restores.records.filter((r) => r.ended >= since);
    if (stopped || died) {
      const what = late.length ? late.map((r) => `  ${restoreLine(r)}`).join('\n') : '  nenhum cenário com escrita em curso: nada a restaurar';
      log(`hil: ${router.name}: ${stopped ? `interrompido (${stopped})` : `o Playwright saiu (${code})`}; restauração:\n${what}`);
      log(`hil: ${router.name}: rodaram ${summaryLine(summary).replace(/^router [^:]+: /, '')}`);
    }
    await writeSummary({ writes: proxy.writes(), ...(stopped ? { stoppedBy: stopped } : {}), restores: late });
    return summary;
  } finally {
    stopListener();
    if (proxy) await proxy.close();
    lock.release();
  }
}

/** When the stop came (ms since the epoch): a restore that ended after it is the stop's. */
let stoppedAt = Infinity;
onStop(() => (stoppedAt = Date.now()));

/**
 * Every router, one after the other (each the whole suite) or side by side (the suite split between them); prints
 * each one's last line at the end.
 */
export async function runAll(routers: BenchRouter[], options: Omit<RunOptions, 'prefix' | 'peers'>, parallel: boolean): Promise<Summary[]> {
  // side by side, the routers split the suite: each scenario on one of them (the DSL decides, alike in each)
  const peers = parallel && routers.length > 1 ? new Peers(routers) : undefined;
  const one = (r: BenchRouter) =>
    runRouter(r, { ...options, prefix: parallel || routers.length > 1, peers }).catch((e): Summary => ({
      ...emptySummary(r.name),
      failed: 1,
      failures: [(e as Error).message],
    })).finally(() => peers?.report(r.name, false)); // one that never got to run (locked, unreachable, failed)
  const summaries: Summary[] = [];
  if (parallel) summaries.push(...(await Promise.all(routers.map(one))));
  else for (const r of routers) summaries.push(await one(r));
  for (const s of summaries) {
    for (const f of s.failures) write('out')(`  ✖ ${s.router}: ${f}\n`);
  }
  for (const s of summaries) write('out')(`${summaryLine(s)}\n`);
  return summaries;
}
