/** The runner's command line: its commands, flags and usage text; a bad one is a UsageError (exit 2, nothing ran). */
import { join, resolve } from 'node:path';
import { validPort } from './inventory.ts';
import { repoRoot } from './playwright.ts';

export const usage = `Bancada do laboratório (hil/): os cenários contra roteadores físicos.

  npm run hil -- --inventory FILE --router NOME|all [--parallel] [--sample N] [--results DIR] [--proxy-port N] [argumentos do playwright…]
  npm run hil -- conformance --inventory FILE --router NOME|all [--out DIR]
  npm run hil -- record --inventory FILE --router NOME --out ARQUIVO.json [--with-secrets]

  --inventory FILE   o inventário da bancada (padrão: hil/bench.json; modelo: hil/bench.example.json)
  --router NOME|all  o roteador do inventário, ou todos (um após o outro, cada um a suíte inteira; --parallel: ao
                     mesmo tempo, dividindo a suíte — cada cenário num roteador que pode rodá-lo)
  --sample N         uma amostra espalhada: 1 em cada N dos cenários que o roteador pode rodar (2 a 100; pelo hash do
                     arquivo e do título: a mesma a cada vez); os outros contam "fora da amostra", não como pulados
  --results DIR      relatórios por roteador em DIR/NOME (padrão: test-results/hil)
  --proxy-port N     a porta do proxy do runner em 127.0.0.1 (padrão: o proxyPort do roteador, senão uma livre)
  --out              conformance: a pasta do relatório (padrão: test-results/hil/NOME/conformance);
                     record: o arquivo de perfil do emulador a escrever
  --with-secrets     record: grava também as credenciais do roteador no perfil
Qualquer outro argumento vai ao Playwright (ex.: scenarios/auth, --grep @bench), menos --workers/-j acima de 1: um
roteador é um aparelho só, seus cenários rodam um de cada vez.
Sem rastro (trace) do Playwright numa bancada: ele gravaria o login e o token do roteador; HIL_TRACE=1 (ou
--trace retain-on-failure) o pede, para depurar.

Saída: 0 tudo passou; 1 um cenário falhou (conformance: divergência); 2 linha de comando ou inventário inválidos, ou a
porta do proxy ocupada (nada rodou); 3 roteador travado por outra execução; 4 roteador sem resposta ou que recusa as
credenciais do inventário; 130/143/129 interrompido por SIGINT/SIGTERM/SIGHUP (o roteador restaurado antes).`;

export class UsageError extends Error {}

export interface Command {
  command: 'run' | 'conformance' | 'record' | 'help';
  inventory: string;
  router: string;
  parallel: boolean;
  results: string;
  out?: string;
  proxyPort?: number;
  /** --sample N: 1 in N of the scenarios each router can run (scenarios/dsl/bench.ts outsideSample) */
  sample?: number;
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
    else if (a === '--proxy-port' || a.startsWith('--proxy-port=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : value(a, i++);
      const port = /^\d+$/.test(v) ? Number(v) : NaN;
      if (!validPort(port)) throw new UsageError(`--proxy-port: um inteiro de 1 a 65535 (a porta do proxy em 127.0.0.1), veio "${v}"`);
      cmd.proxyPort = port;
    } else if (a === '--sample' || a.startsWith('--sample=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : value(a, i++);
      const n = /^\d+$/.test(v) ? Number(v) : NaN;
      if (!(n >= 2 && n <= 100)) throw new UsageError(`--sample: um inteiro de 2 a 100 (1 cenário em cada N), veio "${v}"`);
      cmd.sample = n;
    } else if (a === '--parallel') cmd.parallel = true;
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
  if (command !== 'run' && cmd.sample !== undefined) throw new UsageError('--sample só vale para rodar os cenários');
  if (command !== 'run' && cmd.parallel) throw new UsageError('--parallel só vale para rodar os cenários');
  if (command !== 'run' && cmd.proxyPort !== undefined) throw new UsageError('--proxy-port só vale para rodar os cenários (conformance e record não usam o proxy)');
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
