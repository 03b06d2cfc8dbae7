/** The command line as a user runs it: a real process on 127.0.0.1, real HTTP, real signals. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { isLoopback, parseCli } from '../src/cli.ts';
import { DENO, env, MAIN, startEmulator as start } from './process.ts';

async function runToEnd(args: string[]) {
  const out = await new Deno.Command(DENO, {
    args: ['run', '-A', MAIN, ...args],
    env,
    stdout: 'piped',
    stderr: 'piped',
  })
    .output();
  const dec = new TextDecoder();
  return { code: out.code, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
}

Deno.test('CLI: a bad flag, value or profile exits 2 with a clear message', async () => {
  const dir = Deno.makeTempDirSync();
  const badProfile = join(dir, 'bad.json');
  Deno.writeTextFileSync(badProfile, JSON.stringify({ model: 'W4-300F', meshRole: 'agent' }));
  const cases: [string[], RegExp][] = [
    [['--nope'], /unknown option --nope/],
    [['--port', 'abc'], /--port needs a whole number/],
    [['--port', '70000'], /--port needs a whole number/],
    [['--host', '0.0.0.0'], /not a loopback address/],
    [['--host', '192.168.0.1'], /not a loopback address/],
    [['--seed', '-1'], /--seed/],
    [['--profile', 'nightly'], /neither demo, factory nor a readable profile file/],
    [['--profile', badProfile], /meshRole/],
    [['--port'], /--port needs a value/],
    [['--start', '2026-01-15'], /--start needs an ISO 8601 instant with its zone/],
    [['--start', '2026-02-30T12:00:00Z'], /--start needs an ISO 8601 instant/],
    [['--timezone', 'Europe/Lisbon'], /--timezone needs one of America\/Noronha/],
    [['extra'], /unexpected argument/],
  ];
  try {
    for (const [args, message] of cases) {
      const { code, stderr, stdout } = await runToEnd(args);
      assert.equal(code, 2, `${args.join(' ')}: ${stderr}`);
      assert.match(stderr, message, args.join(' '));
      assert.equal(stdout, '', args.join(' '));
    }
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('CLI: --help prints the options and exits 0', async () => {
  const { code, stdout } = await runToEnd(['--help']);
  assert.equal(code, 0);
  assert.match(stdout, /--state-file PATH/);
});

Deno.test('CLI parsing: defaults and loopback check', () => {
  const o = parseCli([], '/tmp');
  assert.equal(o.port, 8080);
  assert.equal(o.host, '127.0.0.1');
  assert.equal(o.profile, 'demo');
  assert.equal(o.seed, 1);
  assert.equal(o.bench, false);
  const p = parseCli(
    ['--port=9000', '--profile', 'factory', '--seed', '3', '--bench', '--state-file', 's.json'],
    '/tmp',
  );
  assert.deepEqual([p.port, p.profile, p.seed, p.bench, p.stateFile], [9000, 'factory', 3, true, '/tmp/s.json']);
  assert.equal(o.httpsPort, undefined);
  assert.deepEqual([o.start, o.timezone], [undefined, undefined]);
  const at = parseCli(['--start', '2026-02-28T22:30:00-04:00', '--timezone', 'America/Manaus'], '/tmp');
  assert.deepEqual([at.start, at.timezone], [Date.UTC(2026, 2, 1, 2, 30), 'America/Manaus']);
  assert.equal(parseCli(['--https-port', '0'], '/tmp').httpsPort, 0);
  assert.throws(() => parseCli(['--https-port', '70000'], '/tmp'), /https-port/);
  for (const h of ['127.0.0.1', '127.1.2.3', '::1']) assert.ok(isLoopback(h), h);
  for (const h of ['localhost', '0.0.0.0', '10.0.0.1', '127.0.0.256', '::', '128.0.0.1']) assert.ok(!isLoopback(h), h);
});

async function http(base: string, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(5_000),
  });
  return { status: res.status, body: await res.json() };
}

Deno.test('CLI: the start-up block, and a write that survives a clean restart and a kill -9', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-state-' });
  const stateFile = join(dir, 'state.json');
  const args = ['--state-file', stateFile, '--web-dir', join(dir, 'no-web')];
  const credentials = { username: 'admin', password: 'Wifi@Casa2026' };
  const running: Awaited<ReturnType<typeof start>>[] = [];
  const launch = async () => {
    const e = await start(args);
    running.push(e);
    return e;
  };
  try {
    const a = await launch();
    assert.match(a.out, /login: +admin \/ Wifi@Casa2026/);
    assert.match(a.out, /control API: on/);
    const token = (await http(a.base, 'POST', '/api/v1/session', credentials)).body.token;
    assert.equal((await http(a.base, 'PUT', '/api/v1/device/0', { alias: 'Quarto' }, token)).status, 200);
    assert.equal((await a.stop('SIGTERM')).code, 0);

    const b = await launch();
    assert.match(b.out, /state file/);
    const token2 = (await http(b.base, 'POST', '/api/v1/session', credentials)).body.token;
    assert.equal((await http(b.base, 'GET', '/api/v1/device/0', undefined, token2)).body.alias, 'Quarto');
    assert.equal((await http(b.base, 'PUT', '/api/v1/device/0', { alias: 'Cozinha' }, token2)).status, 200);
    assert.equal((await b.stop('SIGKILL')).signal, 'SIGKILL');

    const c = await launch();
    const token3 = (await http(c.base, 'POST', '/api/v1/session', credentials)).body.token;
    assert.equal((await http(c.base, 'GET', '/api/v1/device/0', undefined, token3)).body.alias, 'Cozinha');
    // a dropped connection is a network error to a real client
    // (every answer closes its connection, so the client cannot silently resend on a reused one)
    for (let i = 0; i < 3; i++) {
      await http(c.base, 'POST', '/__emulator/faults', { path: '/api/v1/status', drop: true, times: 1 });
      await assert.rejects(fetch(c.base + '/api/v1/status', { signal: AbortSignal.timeout(5_000) }), TypeError);
    }
    const journal = (await http(c.base, 'GET', '/__emulator/journal')).body;
    assert.equal(journal.filter((e: { dropped?: true }) => e.dropped).length, 3);
    assert.equal((await http(c.base, 'GET', '/api/v1/status')).status, 200);
    assert.equal((await c.stop('SIGTERM')).code, 0);
    assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name).sort(), ['state.json']); // no temp file left
  } finally {
    for (const e of running) await e.stop('SIGKILL');
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('CLI: --bench has no control API', async () => {
  const dir = Deno.makeTempDirSync();
  const e = await start(['--bench', '--web-dir', dir]);
  try {
    assert.match(e.out, /control API: off/);
    assert.equal((await http(e.base, 'GET', '/__emulator/state')).status, 404);
    assert.equal((await e.stop('SIGINT')).code, 0);
  } finally {
    await e.stop('SIGKILL');
    Deno.removeSync(dir, { recursive: true });
  }
});
