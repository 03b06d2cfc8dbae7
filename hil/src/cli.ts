/**
 * npm run hil -- [--inventory FILE] --router NAME|all [--parallel] [--sample N] [--results DIR] [--proxy-port N] [playwright args…]
 * npm run hil -- conformance [--inventory FILE] --router NAME|all [--out DIR]
 * npm run hil -- record [--inventory FILE] --router NAME --out FILE [--with-secrets]
 *
 * Exit codes: 0 all passed (conformance: no mismatch), 1 a failure (or a mismatch), 2 a bad command line, a
 * malformed inventory or a proxy port in use (nothing ran), 3 a router is locked by another run, 4 a router does not
 * answer or refuses the inventory's credentials, 130/143/129 stopped by SIGINT/SIGTERM/SIGHUP (after the restore).
 * Several routers ending differently: the first of 2, 4, 3, 1 that applies (a signal's code before any).
 */
import { join } from 'node:path';
import { NoAnswer, RouterApi, RouterUnreachable } from './api.ts';
import { type Command, parseArgs, usage, UsageError } from './args.ts';
import { InventoryError, loadInventory, pickRouters, type BenchRouter } from './inventory.ts';
import { defaultLockDir, LockedError, lockName, releaseAll, RouterLock } from './lock.ts';
import { repoRoot, runAll } from './run.ts';
import { checkConformance, type ConformanceReport, writeConformanceReport } from './conformance.ts';
import { recordProfile } from './record.ts';
import { exitCodeOf, listenForStop, onStop, say, stopSignal } from './stop.ts';
import type { Summary } from './summary.ts';
import { COPY_RETRY_MS, sleep } from './time.ts';

/** A router that could not be used mid-way (it stopped answering): one line, exit 4. */
const unusable = (what: string, router: BenchRouter, e: NoAnswer) =>
  new RouterUnreachable(router, `parou de responder durante o ${what}: ${e.message}`);

/** The report of a router that could not be read at all. */
function unreadReport(router: BenchRouter, why: string): ConformanceReport {
  return {
    router: router.name,
    model: router.model,
    address: router.address,
    at: new Date().toISOString(),
    checked: [],
    mismatches: [],
    missing: [],
    errors: [{ path: 'api/v1/session', status: 0, body: why }],
    skipped: [],
  };
}

/** Each router in turn; one that cannot be used is its line (and exit 4), and the next is checked all the same. */
async function conformance(cmd: Command, routers: BenchRouter[], lockDir: string): Promise<number> {
  let mismatches = 0;
  let unusableRouters = 0;
  for (const router of routers) {
    const lock = RouterLock.acquire(lockDir, router, 'hil conformance');
    const dir = cmd.out && routers.length === 1 ? cmd.out : join(cmd.results, router.name, 'conformance');
    try {
      let report;
      try {
        await new RouterApi(router).reach();
        report = await checkConformance(router);
      } catch (e) {
        const why = e instanceof NoAnswer ? unusable('conformance', router, e) : e;
        if (!(why instanceof RouterUnreachable)) throw e;
        // the report says so too: a conformance run that could not read the router
        await writeConformanceReport(unreadReport(router, why.message), dir);
        console.error(`hil: conformance: ${why.message}`);
        unusableRouters++;
        continue;
      }
      const files = await writeConformanceReport(report, dir);
      mismatches += report.mismatches.length + report.missing.length + report.errors.length;
      console.log(
        `conformance ${router.name}: ${report.checked.length} recursos, ${report.mismatches.length} divergências, ` +
          `${report.missing.length} 404, ${report.errors.length} erros — ${files.join(', ')}`,
      );
    } finally {
      lock.release();
    }
  }
  return unusableRouters ? 4 : mismatches ? 1 : 0;
}

async function record(cmd: Command, router: BenchRouter, lockDir: string): Promise<number> {
  const lock = RouterLock.acquire(lockDir, router, 'hil record');
  try {
    await new RouterApi(router).reach();
    let written: string[];
    try {
      written = await recordProfile(router, cmd.out!, cmd.withSecrets);
    } catch (e) {
      throw e instanceof NoAnswer ? unusable('record', router, e) : e;
    }
    console.log(`record ${router.name}: perfil em ${cmd.out} (${written.join(', ')})`);
    return 0;
  } finally {
    lock.release();
  }
}

/** Every asset index.html names is there (a copy taken while a build was being written may lack some). */
function wholeBuild(dir: string): boolean {
  const html = Deno.readTextFileSync(join(dir, 'index.html'));
  return [...html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)].every(([, path]) => {
    try {
      return Deno.statSync(join(dir, path)).isFile;
    } catch {
      return false;
    }
  });
}

async function snapshotDir(dir: string): Promise<string> {
  try {
    Deno.statSync(join(dir, 'index.html'));
  } catch {
    throw new UsageError(`${dir} sem index.html: rode \`npm run build\``);
  }
  // a build being written meanwhile (files come and go): try again a little later
  for (let attempt = 1; ; attempt++) {
    const copy = await Deno.makeTempDir({ prefix: 'hil-web-' });
    const r = await new Deno.Command('cp', { args: ['-R', `${dir}/.`, copy] }).output();
    if (r.success && wholeBuild(copy)) return copy;
    await Deno.remove(copy, { recursive: true }).catch(() => {});
    if (attempt === 10) throw new UsageError(`não foi possível copiar ${dir} inteiro: ${new TextDecoder().decode(r.stderr).trim()}`);
    await sleep(COPY_RETRY_MS);
  }
}

/** What would make routers run side by side clash: one address under two names, one proxy port for two proxies. */
function parallelClash(cmd: Command, routers: BenchRouter[]): string | null {
  if (!cmd.parallel || routers.length < 2) return null;
  if (cmd.proxyPort !== undefined) return `--proxy-port ${cmd.proxyPort} com --parallel: um proxy por roteador, cada um na sua porta (o campo proxyPort de cada roteador)`;
  for (const [i, r] of routers.entries()) {
    const other = routers.slice(0, i).find((o) => lockName(o.address) === lockName(r.address));
    if (other) return `"${other.name}" e "${r.name}" são o mesmo roteador (${r.address}): --parallel os rodaria ao mesmo tempo`;
  }
  return null;
}

/** The exit code of a run of several routers (a stop's before any). */
function runExitCode(summaries: Summary[]): number {
  const stopped = stopSignal();
  if (stopped) return exitCodeOf(stopped);
  const kinds = new Set(summaries.map((s) => s.refused?.kind));
  if (kinds.has('setting')) return 2;
  if (kinds.has('unreachable')) return 4;
  if (kinds.has('locked')) return 3;
  return summaries.some((s) => s.failed > 0 || s.interrupted > 0) ? 1 : 0;
}

export async function main(args: string[]): Promise<number> {
  let cmd: Command;
  try {
    cmd = parseArgs(args);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`hil: ${e.message}\n\n${usage}`);
    return 2;
  }
  if (cmd.command === 'help') {
    console.log(usage);
    return 0;
  }
  let routers: BenchRouter[];
  let lockDir: string;
  try {
    const inventory = loadInventory(cmd.inventory);
    routers = pickRouters(inventory, cmd.router);
    lockDir = inventory.lockDir ?? defaultLockDir();
    const clash = parallelClash(cmd, routers);
    if (clash) throw new UsageError(clash);
  } catch (e) {
    if (!(e instanceof InventoryError) && !(e instanceof UsageError)) throw e;
    console.error(`hil: ${e.message}`);
    return 2;
  }
  listenForStop();
  onStop((signal) => {
    if (cmd.command !== 'run') {
      // conformance and record only read: nothing to restore
      say(`hil: interrompido (${signal})`);
      releaseAll();
      Deno.exit(exitCodeOf(signal));
    }
    say(`hil: interrompido (${signal}): o Playwright para (um SIGINT: ele grava seus relatórios), o cenário em curso é ` +
      'restaurado pelo proxy, depois o proxy fecha e a trava é liberada');
  });
  try {
    if (cmd.command === 'conformance') return await conformance(cmd, routers, lockDir);
    if (cmd.command === 'record') return await record(cmd, routers[0], lockDir);
    // A copy of the built UI, so a rebuild of web/dist during the run cannot mix two builds in one page.
    const webDir = await snapshotDir(Deno.env.get('WEB_DIST') || join(repoRoot, 'web', 'dist'));
    try {
      const summaries = await runAll(routers, {
        lockDir,
        results: cmd.results,
        webDir,
        playwrightArgs: cmd.playwrightArgs,
        proxyPort: cmd.proxyPort,
        sample: cmd.sample,
      }, cmd.parallel);
      return runExitCode(summaries);
    } finally {
      await Deno.remove(webDir, { recursive: true }).catch(() => {});
    }
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`hil: ${e.message}`);
      return 2;
    }
    if (e instanceof LockedError) {
      console.error(`hil: ${e.message}`);
      return 3;
    }
    if (e instanceof RouterUnreachable) {
      console.error(`hil: ${cmd.command}: ${e.message}`);
      return 4;
    }
    throw e;
  } finally {
    releaseAll();
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
