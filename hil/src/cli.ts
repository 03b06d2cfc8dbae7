/**
 * npm run hil -- [--inventory FILE] --router NAME|all [--parallel] [--results DIR] [playwright args…]
 * npm run hil -- conformance [--inventory FILE] --router NAME|all [--out DIR]
 * npm run hil -- record [--inventory FILE] --router NAME --out FILE [--with-secrets]
 *
 * Exit codes: 0 all passed (conformance: no mismatch), 1 a failure (or a mismatch), 2 a bad command line or a
 * malformed inventory (nothing ran), 3 a router is locked by another run.
 */
import { join, resolve } from 'node:path';
import { InventoryError, loadInventory, pickRouters, type BenchRouter } from './inventory.ts';
import { defaultLockDir, LockedError, releaseAll, releaseOnExit, RouterLock } from './lock.ts';
import { repoRoot, runAll, stopAll } from './run.ts';
import { checkConformance, writeConformanceReport } from './conformance.ts';
import { recordProfile } from './record.ts';
import { COPY_RETRY_MS, sleep } from './time.ts';

export const usage = `Bancada do laboratório (hil/): os cenários contra roteadores físicos.

  npm run hil -- --inventory FILE --router NOME|all [--parallel] [--results DIR] [argumentos do playwright…]
  npm run hil -- conformance --inventory FILE --router NOME|all [--out DIR]
  npm run hil -- record --inventory FILE --router NOME --out ARQUIVO.json [--with-secrets]

  --inventory FILE   o inventário da bancada (padrão: hil/bench.json; modelo: hil/bench.example.json)
  --router NOME|all  o roteador do inventário, ou todos (um após o outro; --parallel: ao mesmo tempo)
  --results DIR      relatórios por roteador em DIR/NOME (padrão: test-results/hil)
  --out              conformance: a pasta do relatório (padrão: test-results/hil/NOME/conformance);
                     record: o arquivo de perfil do emulador a escrever
  --with-secrets     record: grava também as credenciais do roteador no perfil
Qualquer outro argumento vai ao Playwright (ex.: scenarios/auth, --grep @bench), menos --workers/-j acima de 1: um
roteador é um aparelho só, seus cenários rodam um de cada vez.
Sem rastro (trace) do Playwright numa bancada: ele gravaria o login e o token do roteador; HIL_TRACE=1 (ou
--trace retain-on-failure) o pede, para depurar.`;

export class UsageError extends Error {}

export interface Command {
  command: 'run' | 'conformance' | 'record' | 'help';
  inventory: string;
  router: string;
  parallel: boolean;
  results: string;
  out?: string;
  withSecrets: boolean;
  playwrightArgs: string[];
}

export function parseArgs(args: string[], cwd = Deno.cwd()): Command {
  const rest = [...args];
  let command: Command['command'] = 'run';
  if (rest[0] === 'conformance' || rest[0] === 'record' || rest[0] === 'run') command = rest.shift() as Command['command'];
  const cmd: Command = {
    command,
    inventory: join(repoRoot, 'hil', 'bench.json'),
    router: '',
    parallel: false,
    results: join(repoRoot, 'test-results', 'hil'),
    withSecrets: false,
    playwrightArgs: [],
  };
  const value = (flag: string, i: number) => {
    const v = rest[i + 1];
    if (v === undefined || v.startsWith('--')) throw new UsageError(`${flag} pede um valor`);
    return v;
  };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (a === '--help' || a === '-h') return { ...cmd, command: 'help' };
    else if (a === '--inventory') cmd.inventory = resolve(cwd, value(a, i++));
    else if (a === '--router') cmd.router = value(a, i++);
    else if (a === '--results') cmd.results = resolve(cwd, value(a, i++));
    else if (a === '--out') cmd.out = resolve(cwd, value(a, i++));
    else if (a === '--parallel') cmd.parallel = true;
    else if (a === '--with-secrets') cmd.withSecrets = true;
    else if (a === '--') continue;
    else if (command === 'run') cmd.playwrightArgs.push(a);
    else throw new UsageError(`argumento desconhecido para ${command}: ${a}`);
  }
  if (!cmd.router) throw new UsageError('--router NOME (ou all) é obrigatório');
  const workers = workersOf(cmd.playwrightArgs);
  if (workers !== null && workers !== '1') {
    const flag = workers === '' ? '--workers' : `--workers ${workers}`;
    throw new UsageError(
      `${flag}: um roteador é um aparelho só — seus cenários rodam um de cada vez ` +
        '(o proxy guarda o estado de um cenário por vez: trocas, falhas, a guarda). Tire o --workers/-j (ou use --workers=1); ' +
        'vários roteadores ao mesmo tempo: --router all --parallel',
    );
  }
  if (command === 'record' && !cmd.out) throw new UsageError('record pede --out ARQUIVO.json');
  if (command === 'record' && cmd.router === 'all') throw new UsageError('record grava um roteador por vez: --router NOME');
  if (command !== 'run' && cmd.parallel) throw new UsageError('--parallel só vale para rodar os cenários');
  return cmd;
}

/**
 * The worker count Playwright would be given (--workers N, --workers=N, -j N, -jN, -j=N): null when none, '' when the
 * flag has no value.
 */
function workersOf(args: string[]): string | null {
  let found: string | null = null;
  args.forEach((a, i) => {
    const m = /^(?:--workers|-j)(?:=?(.+))?$/.exec(a);
    if (!m) return;
    // `-jN` only as a short option: `--workersX` is not Playwright's
    if (a.startsWith('--workers') && m[1] !== undefined && !a.startsWith('--workers=')) return;
    found = m[1] ?? args[i + 1] ?? '';
  });
  return found;
}

async function conformance(cmd: Command, routers: BenchRouter[], lockDir: string): Promise<number> {
  let mismatches = 0;
  for (const router of routers) {
    const lock = RouterLock.acquire(lockDir, router.name, 'hil conformance');
    try {
      const report = await checkConformance(router);
      const dir = cmd.out && routers.length === 1 ? cmd.out : join(cmd.results, router.name, 'conformance');
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
  return mismatches ? 1 : 0;
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
  } catch (e) {
    if (!(e instanceof InventoryError)) throw e;
    console.error(`hil: ${e.message}`);
    return 2;
  }
  // the run's copy of the UI (below), removed also when a signal ends the run
  let webDir: string | null = null;
  releaseOnExit(async () => {
    await stopAll();
    try {
      if (webDir) Deno.removeSync(webDir, { recursive: true });
    } catch { /* removed by the run meanwhile */ }
  });
  try {
    if (cmd.command === 'conformance') return await conformance(cmd, routers, lockDir);
    if (cmd.command === 'record') {
      const lock = RouterLock.acquire(lockDir, routers[0].name, 'hil record');
      try {
        const written = await recordProfile(routers[0], cmd.out!, cmd.withSecrets);
        console.log(`record ${routers[0].name}: perfil em ${cmd.out} (${written.join(', ')})`);
        return 0;
      } finally {
        lock.release();
      }
    }
    // A copy of the built UI, so a rebuild of web/dist during the run cannot mix two builds in one page.
    webDir = await snapshotDir(Deno.env.get('WEB_DIST') || join(repoRoot, 'web', 'dist'));
    let summaries;
    try {
      summaries = await runAll(routers, { lockDir, results: cmd.results, webDir, playwrightArgs: cmd.playwrightArgs }, cmd.parallel);
    } finally {
      await Deno.remove(webDir, { recursive: true }).catch(() => {});
      webDir = null;
    }
    if (summaries.some((s) => s.failures.some((f) => f.startsWith('o roteador "') && f.includes('em uso por')))) return 3;
    return summaries.some((s) => s.failed > 0) ? 1 : 0;
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`hil: ${e.message}`);
      return 2;
    }
    if (e instanceof LockedError) {
      console.error(`hil: ${e.message}`);
      return 3;
    }
    throw e;
  } finally {
    releaseAll();
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
