/**
 * The runner's command line, run as the lab runs it (`deno run hil/src/cli.ts`), with a stand-in in Playwright's place
 * (HIL_PLAYWRIGHT, for these tests only) and stand-in routers: signals release the lock and stop Playwright;
 * --parallel runs routers at once; --workers above 1 is refused; a router that does not answer or refuses the
 * credentials is one line and exit 4; --proxy-port; locks by address.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { parseArgs, UsageError } from './args.ts';
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
  // its router's lock (named after the router's address; the holder names the router)
  const locks = Deno.env.get('STANDIN_LOCKS');
  const lock = [...Deno.readDirSync(locks)].map((e) => JSON.parse(Deno.readTextFileSync(locks + '/' + e.name))).find((l) => l.router === target.name);
  const all = Deno.env.get('STANDIN_ROUTERS').split(',');
  const deadline = Date.now() + 20000;
  const started = () => all.every((n) => { try { return Deno.statSync(dir + '/' + n + '.started').isFile; } catch { return false; } });
  while (!started() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50)); // a program of its own: no hil import
  const peers = (target.peers ?? []).map((p) => p.name).join('+') || 'none';
  const title = 'router answered ' + answer + ', lock of pid ' + lock.pid + ', results in ' + Deno.env.get('HIL_RESULTS') + ', split with ' + peers + ', proxy ' + target.baseURL;
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

/** A router that takes the login (the runner's first call) and then never answers: each connection held open. */
function silentRouter() {
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const held: Deno.Conn[] = [];
  (async () => {
    for await (const c of listener) {
      held.push(c);
      (async () => {
        const buf = new Uint8Array(4096);
        const n = await c.read(buf);
        if (n && /^POST \/api\/v1\/session /.test(new TextDecoder().decode(buf.subarray(0, n)))) {
          const body = JSON.stringify({ status: 'success', token: 't' });
          await c.write(new TextEncoder().encode(`HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`));
          c.close();
        }
      })().catch(() => {});
    }
  })().catch(() => {});
  return {
    address: `127.0.0.1:${(listener.addr as Deno.NetAddr).port}`,
    close() {
      listener.close();
      for (const c of held) {
        try {
          c.close();
        } catch { /* closed */ }
      }
    },
  };
}

/** A router answering `answer` to everything but the login, which it takes; `seen` gets each request. */
function standInRouter(answer: string, seen: string[] = []) {
  return Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (req) => {
    seen.push(`${req.method} ${new URL(req.url).pathname}`);
    return new URL(req.url).pathname === '/api/v1/session' ? Response.json({ status: 'success', token: 't' }) : new Response(answer);
  });
}

const lockOf = (locks: string, address: string) => join(locks, `${address.replace(':', '_')}.lock`);

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
  Deno.test(`${signal} mid-run (a router that never answers): Playwright stopped, the lock released, exit ${code}`, async () => {
    const { work, locks, inventory, env } = setUp();
    const silent = silentRouter();
    const file = inventory([{ name: 'mudo', address: silent.address }]);
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
      assert.equal(JSON.parse(Deno.readTextFileSync(lockOf(locks, silent.address))).pid, cli.pid);
      const playwright = Number(Deno.readTextFileSync(join(work, 'mudo.pid')));
      cli.kill(signal);
      const status = await cli.status;
      const [out, err] = await output;
      assert.equal(status.signal, null, `killed by ${status.signal}, not exited:\n${out}${err}`);
      assert.equal(status.code, code, out + err);
      assert.match(err, new RegExp(`hil: interrompido \\(${signal}\\)`));
      assert.match(err, /hil: mudo: interrompido .*restauração:\n  nenhum cenário com escrita em curso: nada a restaurar/);
      assert.ok(!exists(lockOf(locks, silent.address)), 'the lock was released');
      assert.ok(!alive(playwright), 'Playwright (the stand-in) was stopped');
      assert.deepEqual([...Deno.readDirSync(tmp)], [], 'its copy of the UI removed');
      assert.equal(JSON.parse(Deno.readTextFileSync(join(work, 'results', 'mudo', 'summary.json'))).stoppedBy, signal);
    } finally {
      try {
        cli.kill('SIGKILL');
      } catch { /* gone */ }
      await cli.status;
      silent.close();
      Deno.removeSync(work, { recursive: true });
    }
  });
}

Deno.test('--parallel: two routers at once, each under its own lock, with its own results; both last lines printed', async () => {
  const { work, locks, inventory, env } = setUp();
  const routers = ['sala', 'quarto'].map((name) => {
    const server = standInRouter(name);
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
      // and split the suite with the other (scenarios/dsl/bench.ts decides which scenario is whose)
      assert.match(out, new RegExp(`\\[${name}\\] router answered ${name}, lock of pid \\d+, results in ${join(results, name)}, split with sala\\+quarto, proxy `));
      assert.equal(JSON.parse(Deno.readTextFileSync(join(results, name, 'summary.json'))).passed, 1);
      assert.ok(![...Deno.readDirSync(locks)].some((e) => e.name.endsWith('.lock')), `${name}: lock released`);
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

Deno.test('--parallel: only the routers that can run split the suite (one unreachable leaves no share behind); in turn, none splits', async () => {
  const { work, inventory, env } = setUp();
  const routers = ['sala', 'quarto'].map((name) => {
    const server = standInRouter(name);
    return { name, server, address: `127.0.0.1:${server.addr.port}` };
  });
  const nobody = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const address = `127.0.0.1:${(nobody.addr as Deno.NetAddr).port}`;
  nobody.close(); // nothing listens there now
  try {
    const file = inventory([...routers, { name: 'mudo', address }]);
    const run = (args: string[], names: string) =>
      new Deno.Command(DENO, {
        args: ['run', '-A', CLI, '--inventory', file, '--router', 'all', ...args, '--results', join(work, 'results')],
        env: env({ STANDIN_MODE: 'overlap', STANDIN_ROUTERS: names }),
        stdin: 'null',
      }).output();
    const r = await run(['--parallel'], 'sala,quarto');
    const out = new TextDecoder().decode(r.stdout) + new TextDecoder().decode(r.stderr);
    assert.equal(r.code, 4, out);
    for (const { name } of routers) assert.match(out, new RegExp(`\\[${name}\\] router answered ${name}, .*, split with sala\\+quarto, proxy `), out);
    assert.match(out, /router mudo: não rodou — o roteador "mudo" \(127\.0\.0\.1:\d+\) recusou a conexão/);
    // one after the other: each router the whole suite
    const seq = await run([], 'sala');
    const text = new TextDecoder().decode(seq.stdout);
    assert.match(text, /\[sala\] router answered sala, .*, split with none, proxy /, text);
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

Deno.test('--sample N: an integer from 2 to 100, for a run only', () => {
  assert.equal(parseArgs(['--router', 'sala', '--sample', '8']).sample, 8);
  assert.equal(parseArgs(['--router', 'sala', '--sample=2']).sample, 2);
  for (const v of ['1', '0', '101', '-3', '8.5', 'oito', '']) {
    assert.throws(() => parseArgs(['--router', 'sala', `--sample=${v}`]), (e: Error) => e instanceof UsageError && /--sample: um inteiro de 2 a 100/.test(e.message), v);
  }
  assert.throws(() => parseArgs(['--router', 'sala', '--sample']), (e: Error) => e instanceof UsageError && /--sample pede um valor/.test(e.message));
  assert.throws(() => parseArgs(['conformance', '--router', 'sala', '--sample', '8']), (e: Error) => e instanceof UsageError && /só vale para rodar/.test(e.message));
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

/** The runner as a process, to its end: exit code and everything it printed. */
async function hil(args: string[], env: Record<string, string>) {
  const r = await new Deno.Command(DENO, { args: ['run', '-A', CLI, ...args], env, stdin: 'null' }).output();
  return { code: r.code, out: new TextDecoder().decode(r.stdout), err: new TextDecoder().decode(r.stderr) };
}

/** A port nothing listens on (taken, then given back). */
function freePort(): number {
  const l = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

const noStackTrace = (text: string) => assert.doesNotMatch(text, /^\s+at .+:\d+:\d+\)?$/m, `a stack trace:\n${text}`);

Deno.test('a router that does not answer: one line naming it, its address and the cause; exit 4; run, conformance and record', async () => {
  const { work, inventory, env } = setUp();
  try {
    const address = `127.0.0.1:${freePort()}`;
    const file = inventory([{ name: 'sala', address }]);
    const results = join(work, 'results');
    const cause = new RegExp(`o roteador "sala" \\(${address.replace(/\./g, '\\.')}\\) recusou a conexão \\(nada escuta nessa porta\\)`);

    const run = await hil(['--inventory', file, '--router', 'sala', '--results', results], env({ STANDIN_MODE: 'overlap', STANDIN_ROUTERS: 'sala' }));
    assert.equal(run.code, 4, run.out + run.err);
    assert.match(run.out, new RegExp(`^router sala: não rodou — ${cause.source}$`, 'm'));
    noStackTrace(run.out + run.err);
    assert.ok(!exists(join(work, 'sala.started')), 'Playwright never started');
    assert.equal(JSON.parse(Deno.readTextFileSync(join(results, 'sala', 'summary.json'))).refused.kind, 'unreachable');

    const conf = await hil(['conformance', '--inventory', file, '--router', 'sala', '--out', join(work, 'conf')], env({}));
    assert.equal(conf.code, 4, conf.out + conf.err);
    assert.match(conf.err, new RegExp(`^hil: conformance: ${cause.source}\\n$`));
    noStackTrace(conf.out + conf.err);
    // the report says so too
    assert.match(JSON.parse(Deno.readTextFileSync(join(work, 'conf', 'conformance.json'))).errors[0].body, cause);

    const rec = await hil(['record', '--inventory', file, '--router', 'sala', '--out', join(work, 'sala.json')], env({}));
    assert.equal(rec.code, 4, rec.out + rec.err);
    assert.match(rec.err, new RegExp(`^hil: record: ${cause.source}\\n$`));
    noStackTrace(rec.out + rec.err);
    assert.ok(!exists(join(work, 'sala.json')), 'no profile written');
  } finally {
    Deno.removeSync(work, { recursive: true });
  }
});

Deno.test('wrong credentials: one line, exit 4, one login tried (no lockout); run, conformance and record', async () => {
  const { work, inventory, env } = setUp();
  const asked: string[] = [];
  const router = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, (req) => {
    asked.push(`${req.method} ${new URL(req.url).pathname}`);
    return Response.json([{ code: 'attempts_left', message: '4', attempts_left: 4 }], { status: 401 });
  });
  try {
    const address = `127.0.0.1:${router.addr.port}`;
    const file = inventory([{ name: 'sala', address }]);
    const cause = `o roteador "sala" (${address}) recusou as credenciais do inventário (usuário "admin"; restam 4 tentativas antes do bloqueio)`;
    const run = await hil(['--inventory', file, '--router', 'sala', '--results', join(work, 'results')], env({ STANDIN_MODE: 'overlap', STANDIN_ROUTERS: 'sala' }));
    assert.equal(run.code, 4, run.out + run.err);
    assert.ok(run.out.includes(`router sala: não rodou — ${cause}\n`), run.out);
    const conf = await hil(['conformance', '--inventory', file, '--router', 'sala', '--out', join(work, 'conf')], env({}));
    assert.equal(conf.code, 4, conf.out + conf.err);
    assert.equal(conf.err, `hil: conformance: ${cause}\n`);
    const rec = await hil(['record', '--inventory', file, '--router', 'sala', '--out', join(work, 'sala.json')], env({}));
    assert.equal(rec.code, 4, rec.out + rec.err);
    assert.equal(rec.err, `hil: record: ${cause}\n`);
    noStackTrace(run.out + run.err + conf.out + rec.out);
    assert.deepEqual(asked, ['POST /api/v1/session', 'POST /api/v1/session', 'POST /api/v1/session']);
  } finally {
    await router.shutdown();
    Deno.removeSync(work, { recursive: true });
  }
});

Deno.test('--proxy-port: the proxy listens there; a port in use is refused (exit 2) before anything runs', async () => {
  const { work, inventory, env } = setUp();
  const seen: string[] = [];
  const router = standInRouter('sala', seen);
  try {
    const file = inventory([{ name: 'sala', address: `127.0.0.1:${router.addr.port}` }]);
    const port = freePort();
    const ok = await hil(['--inventory', file, '--router', 'sala', '--results', join(work, 'results'), '--proxy-port', String(port)], env({ STANDIN_MODE: 'overlap', STANDIN_ROUTERS: 'sala' }));
    assert.equal(ok.code, 0, ok.out + ok.err);
    assert.ok(ok.out.includes(`proxy http://127.0.0.1:${port}\n`), ok.out);
    Deno.removeSync(join(work, 'sala.started'));
    const asked = seen.length;

    const taken = Deno.listen({ hostname: '127.0.0.1', port: 0 });
    try {
      const busy = (taken.addr as Deno.NetAddr).port;
      const r = await hil(['--inventory', file, '--router', 'sala', '--results', join(work, 'results'), `--proxy-port=${busy}`], env({ STANDIN_MODE: 'overlap', STANDIN_ROUTERS: 'sala' }));
      assert.equal(r.code, 2, r.out + r.err);
      assert.match(r.out, new RegExp(`router sala: não rodou — a porta ${busy} do proxy \\(127\\.0\\.0\\.1, --proxy-port ou proxyPort\\) já está em uso`));
      assert.ok(!exists(join(work, 'sala.started')), 'nothing ran');
      // nothing changed: the router was not asked anything, the last run's reports are as they were
      assert.equal(seen.length, asked, seen.slice(asked).join(', '));
      assert.equal(JSON.parse(Deno.readTextFileSync(join(work, 'results', 'sala', 'summary.json'))).passed, 1);
      noStackTrace(r.out + r.err);
    } finally {
      taken.close();
    }
  } finally {
    await router.shutdown();
    Deno.removeSync(work, { recursive: true });
  }
});

Deno.test('--proxy-port: a port, only for a run, one proxy per port (not with --parallel on several routers)', async () => {
  assert.equal(parseArgs(['--router', 'sala', '--proxy-port', '8123']).proxyPort, 8123);
  assert.equal(parseArgs(['--router', 'sala', '--proxy-port=8123']).proxyPort, 8123);
  for (const bad of ['0', '65536', 'abc', '80.5', '-1']) {
    assert.throws(() => parseArgs(['--router', 'sala', `--proxy-port=${bad}`]), (e: Error) => e instanceof UsageError && /--proxy-port: um inteiro de 1 a 65535/.test(e.message), bad);
  }
  assert.throws(() => parseArgs(['conformance', '--router', 'sala', '--proxy-port', '8123']), /só vale para rodar os cenários/);
  const { work, inventory, env } = setUp();
  try {
    const file = inventory([{ name: 'sala', address: '127.0.0.1:9' }, { name: 'quarto', address: '127.0.0.1:10' }]);
    const r = await hil(['--inventory', file, '--router', 'all', '--parallel', '--proxy-port', '8123'], env({}));
    assert.equal(r.code, 2, r.out + r.err);
    assert.match(r.err, /--proxy-port 8123 com --parallel: um proxy por roteador/);
  } finally {
    Deno.removeSync(work, { recursive: true });
  }
});

Deno.test('locks by address: one router under two names shares one lock, and --parallel refuses to run it twice at once', async () => {
  const { work, locks, inventory, env } = setUp();
  try {
    const address = '127.0.0.1:9';
    const file = inventory([{ name: 'sala', address }, { name: 'sala-2', address }]);
    const parallel = await hil(['--inventory', file, '--router', 'all', '--parallel'], env({}));
    assert.equal(parallel.code, 2, parallel.out + parallel.err);
    assert.match(parallel.err, /"sala" e "sala-2" são o mesmo roteador \(127\.0\.0\.1:9\): --parallel os rodaria ao mesmo tempo/);
    // a live run holds it as "sala": "sala-2" is refused, naming the holder
    Deno.mkdirSync(locks, { recursive: true });
    const { hostname } = await import('node:os');
    Deno.writeTextFileSync(lockOf(locks, address), JSON.stringify({ router: 'sala', address, pid: Deno.pid, host: hostname(), started: '2026-01-01T00:00:00Z' }));
    const r = await hil(['--inventory', file, '--router', 'sala-2', '--results', join(work, 'results')], env({}));
    assert.equal(r.code, 3, r.out + r.err);
    assert.match(r.out, /router sala-2: não rodou — o roteador "sala-2" \(127\.0\.0\.1:9\) está em uso por pid \d+ em .+ desde 2026-01-01T00:00:00Z \(como "sala"\)/);
    noStackTrace(r.out + r.err);
  } finally {
    Deno.removeSync(work, { recursive: true });
  }
});
