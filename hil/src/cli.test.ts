/**
 * The runner's command line, run as the lab runs it (`deno run hil/src/cli.ts`), with a stand-in in Playwright's place
 * (HIL_PLAYWRIGHT, for these tests only) and stand-in routers: signals release the lock and stop Playwright;
 * --parallel runs routers at once; --workers above 1 is refused.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { parseArgs, UsageError } from './cli.ts';
import { sleep } from './time.ts';

const CLI = new URL('./cli.ts', import.meta.url).pathname;
const DENO = Deno.execPath();

/** The stand-in for Playwright: reads what the runner gives it (HIL_TARGET…) and plays a run, by STANDIN_MODE. */
const STANDIN = `
const target = JSON.parse(Deno.env.get('HIL_TARGET'));
const dir = Deno.env.get('STANDIN_DIR');
Deno.writeTextFileSync(dir + '/' + target.name + '.pid', String(Deno.pid));
setInterval(() => {}, 1000); // alive until told to stop
if (Deno.env.get('STANDIN_MODE') === 'hang') {
  // a scenario begins, then asks the router, which never answers
  await (await fetch(target.baseURL + '/__hil/begin', { method: 'POST', body: JSON.stringify({ title: 't', effects: ['session'] }) })).body?.cancel();
  Deno.writeTextFileSync(dir + '/' + target.name + '.ready', '');
  await fetch(target.baseURL + '/api/v1/status').catch(() => {});
} else {
  // overlap: each run waits until every router's run has started (they cannot, one after the other)
  Deno.writeTextFileSync(dir + '/' + target.name + '.started', '');
  const answer = await (await fetch(target.baseURL + '/api/v1/status')).text();
  const lock = JSON.parse(Deno.readTextFileSync(Deno.env.get('STANDIN_LOCKS') + '/' + target.name + '.lock'));
  const all = Deno.env.get('STANDIN_ROUTERS').split(',');
  const deadline = Date.now() + 20000;
  const started = () => all.every((n) => { try { return Deno.statSync(dir + '/' + n + '.started').isFile; } catch { return false; } });
  while (!started() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50)); // a program of its own: no hil import
  const title = 'router answered ' + answer + ', lock of pid ' + lock.pid + ', results in ' + Deno.env.get('HIL_RESULTS');
  const status = started() ? 'expected' : 'unexpected';
  Deno.writeTextFileSync(Deno.env.get('PLAYWRIGHT_JSON_OUTPUT_NAME'), JSON.stringify({ suites: [{ title: 'stand-in', specs: [{ title, tests: [{ status }] }] }] }));
  console.log(title);
  Deno.exit(0);
}
`;

function setUp() {
  const work = Deno.makeTempDirSync({ prefix: 'hil-cli-' });
  const web = join(work, 'web');
  Deno.mkdirSync(web);
  Deno.writeTextFileSync(join(web, 'index.html'), '<!doctype html><title>ui</title>');
  Deno.writeTextFileSync(join(work, 'standin.ts'), STANDIN);
  const playwright = join(work, 'playwright');
  Deno.writeTextFileSync(playwright, `#!/bin/sh\nexec '${DENO}' run -A '${join(work, 'standin.ts')}' "$@"\n`);
  Deno.chmodSync(playwright, 0o755);
  const locks = join(work, 'locks');
  const inventory = (routers: { name: string; address: string }[]) => {
    const file = join(work, 'bench.json');
    Deno.writeTextFileSync(file, JSON.stringify({
      lockDir: locks,
      routers: routers.map(({ name, address }) => ({ name, address, model: 'W6-1500', credentials: { username: 'admin', password: 'x' }, capabilities: [], allowEffects: ['session'] })),
    }));
    return file;
  };
  const env = (extra: Record<string, string>) => ({
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
    HIL_PLAYWRIGHT: playwright,
    WEB_DIST: web,
    STANDIN_DIR: work,
    STANDIN_LOCKS: locks,
    ...extra,
  });
  return { work, locks, inventory, env };
}

const exists = (path: string) => {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
};

function alive(pid: number): boolean {
  try {
    Deno.kill(pid, 'SIGCONT');
    return true;
  } catch {
    return false;
  }
}

async function until(what: string, ok: () => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`esperando: ${what}`);
    await sleep(50);
  }
}

for (const [signal, code] of [['SIGINT', 130], ['SIGHUP', 129]] as const) {
  Deno.test(`${signal} mid-run (a router that never answers): the lock is released, Playwright stopped, exit ${code}`, async () => {
    const { work, locks, inventory, env } = setUp();
    // a router that takes the connection and never answers
    const silent = Deno.listen({ hostname: '127.0.0.1', port: 0 });
    const held: Deno.Conn[] = [];
    (async () => {
      for await (const c of silent) held.push(c);
    })().catch(() => {});
    const file = inventory([{ name: 'mudo', address: `127.0.0.1:${silent.addr.port}` }]);
    const tmp = join(work, 'tmp'); // where the run copies the UI
    Deno.mkdirSync(tmp);
    const cli = new Deno.Command(DENO, {
      args: ['run', '-A', CLI, '--inventory', file, '--router', 'mudo', '--results', join(work, 'results')],
      env: env({ STANDIN_MODE: 'hang', TMPDIR: tmp }),
      stdin: 'null',
      stdout: 'piped',
      stderr: 'piped',
    }).spawn();
    const output = Promise.all([new Response(cli.stdout).text(), new Response(cli.stderr).text()]);
    try {
      await until('the stand-in run is waiting on the router', () => exists(join(work, 'mudo.ready')));
      assert.equal([...Deno.readDirSync(tmp)].length, 1, 'the run copied the UI');
      assert.equal(JSON.parse(Deno.readTextFileSync(join(locks, 'mudo.lock'))).pid, cli.pid);
      const playwright = Number(Deno.readTextFileSync(join(work, 'mudo.pid')));
      cli.kill(signal);
      const status = await cli.status;
      const [out, err] = await output;
      assert.equal(status.signal, null, `killed by ${status.signal}, not exited:\n${out}${err}`);
      assert.equal(status.code, code, out + err);
      assert.ok(!exists(join(locks, 'mudo.lock')), 'the lock was released');
      assert.ok(!alive(playwright), 'Playwright (the stand-in) was stopped');
      assert.deepEqual([...Deno.readDirSync(tmp)], [], 'its copy of the UI removed');
    } finally {
      try {
        cli.kill('SIGKILL');
      } catch { /* gone */ }
      await cli.status;
      silent.close();
      for (const c of held) c.close();
      Deno.removeSync(work, { recursive: true });
    }
  });
}

Deno.test('--parallel: two routers at once, each under its own lock, with its own results; both last lines printed', async () => {
  const { work, locks, inventory, env } = setUp();
  const routers = ['sala', 'quarto'].map((name) => {
    const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, () => new Response(name));
    return { name, server, address: `127.0.0.1:${server.addr.port}` };
  });
  try {
    const file = inventory(routers);
    const results = join(work, 'results');
    const r = await new Deno.Command(DENO, {
      args: ['run', '-A', CLI, '--inventory', file, '--router', 'all', '--parallel', '--results', results],
      env: env({ STANDIN_MODE: 'overlap', STANDIN_ROUTERS: 'sala,quarto' }),
      stdin: 'null',
    }).output();
    const out = new TextDecoder().decode(r.stdout);
    const all = out + new TextDecoder().decode(r.stderr);
    assert.equal(r.code, 0, all);
    // each run saw its own router, under its own lock (held by the runner), writing to its own folder
    for (const { name } of routers) {
      assert.match(out, new RegExp(`\\[${name}\\] router answered ${name}, lock of pid \\d+, results in ${join(results, name)}\\n`));
      assert.equal(JSON.parse(Deno.readTextFileSync(join(results, name, 'summary.json'))).passed, 1);
      assert.ok(!exists(join(locks, `${name}.lock`)), `${name}: lock released`);
    }
    assert.deepEqual(out.trimEnd().split('\n').slice(-2), [
      'router sala: 1 passed, 0 failed, 0 skipped',
      'router quarto: 1 passed, 0 failed, 0 skipped',
    ]);
  } finally {
    for (const r of routers) await r.server.shutdown();
    Deno.removeSync(work, { recursive: true });
  }
});

Deno.test('--workers / -j above 1 is refused (a router is one device); 1 is fine', () => {
  for (const args of [['--workers', '2'], ['--workers=4'], ['-j', '2'], ['-j3'], ['-j=2'], ['--workers', '50%'], ['--workers']]) {
    assert.throws(() => parseArgs(['--router', 'sala', ...args]), (e: Error) => e instanceof UsageError && /um roteador é um aparelho só/.test(e.message), args.join(' '));
  }
  assert.deepEqual(parseArgs(['--router', 'sala', '--workers=1', '--grep', '@bench']).playwrightArgs, ['--workers=1', '--grep', '@bench']);
  assert.deepEqual(parseArgs(['--router', 'sala', '-j', '1']).playwrightArgs, ['-j', '1']);
});

Deno.test('--workers 2 on the command line: exit 2, nothing runs', async () => {
  const r = await new Deno.Command(DENO, {
    args: ['run', '-A', CLI, '--inventory', '/nonexistent.json', '--router', 'sala', '--workers', '2'],
    env: { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    stdin: 'null',
  }).output();
  assert.equal(r.code, 2);
  assert.match(new TextDecoder().decode(r.stderr), /--workers 2: um roteador é um aparelho só/);
});
