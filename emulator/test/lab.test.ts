/**
 * The bench emulator's lab side (src/lab.ts, `--bench --lab-port N`): the outlets of the router and of each mesh
 * agent, and the WAN cable, as a lab's driver commands reach them — what the router then stored and answers.
 */
import assert from 'node:assert/strict';
import { encodeSecret } from '@roteador/contract';
import { CliError, parseCli } from '../src/cli.ts';
import { DROP_HEADER } from '../src/http.ts';
import { dropOnPowerLoss, Lab, labApp } from '../src/lab.ts';
import { DEMO, realSleep, setup } from './helpers.ts';
import { DENO, env, MAIN, startEmulator } from './process.ts';

/** A bench emulator (no control API, real clock) with two mesh agents, and its lab side. */
function bench() {
  const t = setup({ bench: true, profile: { base: 'demo', meshAgents: 2 }, seed: 7 });
  const lab = new Lab(t.emulator);
  const side = labApp(lab);
  const post = async (path: string, headers: Record<string, string> = {}) => {
    const res = await side.request(path, { method: 'POST', headers });
    return { status: res.status, body: await res.json() };
  };
  const dropped = async (path: string) => {
    const res = await t.call('GET', path);
    await res.body?.cancel();
    return res.headers.get(DROP_HEADER) === '1';
  };
  return { ...t, lab, side, post, dropped };
}

Deno.test('lab: the router\'s outlet off drops every request; on, it boots with its configuration, uptime 0, no sessions, no lockout', async () => {
  using t = bench();
  const token = await t.login();
  assert.equal((await t.json('PUT', '/api/v1/device/0', { alias: 'Bancada' }, token)).status, 200);
  for (let i = 0; i < 5; i++) await t.json('POST', '/api/v1/session', { username: 'admin', password: 'errada' });
  assert.equal((await t.json('POST', '/api/v1/session', DEMO)).status, 401); // locked out

  assert.deepEqual(await t.post('/power/router/off'), { status: 200, body: { outlet: 'router', power: 'off' } });
  for (const path of ['/api/v1/status', '/api/v1/device/0', '/']) assert.ok(await t.dropped(path), path);
  assert.equal((await (await t.side.request('/')).json()).router, 'off');
  // off again: still off, nothing else
  assert.equal((await t.post('/power/router/off')).body.power, 'off');

  assert.deepEqual(await t.post('/power/router/on'), { status: 200, body: { outlet: 'router', power: 'on' } });
  assert.equal((await t.json('GET', '/api/v1/status')).status, 200);
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).status, 401); // the session is gone
  const fresh = await t.login(); // and the lockout with it
  const device = (await t.json('GET', '/api/v1/device/0', undefined, fresh)).body;
  assert.equal(device.alias, 'Bancada');
  assert.ok(device.uptime <= 1, `uptime ${device.uptime}`);
  // on again: no reboot (the session lives on)
  await t.post('/power/router/on');
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, fresh)).status, 200);
});

Deno.test('lab: cycle is off then on — the session gone, the configuration kept', async () => {
  using t = bench();
  const token = await t.login();
  await t.json('PUT', '/api/v1/device/0', { alias: 'Ciclo' }, token);
  assert.deepEqual(await t.post('/power/router/cycle'), { status: 200, body: { outlet: 'router', power: 'on' } });
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).status, 401);
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, await t.login())).body.alias, 'Ciclo');
});

Deno.test('lab: an agent\'s outlet off takes the node offline for its mesh and the proxy; on, it is back with a fresh boot', async () => {
  using t = bench();
  const token = await t.login();
  const node = async () => (await t.json('GET', '/api/v1/easymesh', undefined, token)).body[0].nodes.find((n: { mac: string }) => n.mac === 'AA:BB:CC:00:00:02');
  const nodeToken = await t.nodeLogin(token, '192.168.0.2');
  assert.equal((await node()).is_online, true);

  assert.deepEqual(await t.post('/power/aa:bb:cc:00:00:02/off'), { status: 200, body: { outlet: 'AA:BB:CC:00:00:02', power: 'off' } });
  assert.equal((await node()).is_online, false);
  assert.deepEqual(await t.proxy(token, '192.168.0.2', 0, 'device/0', undefined, nodeToken), { status: 0, code: 'timeout' });
  assert.deepEqual((await (await t.side.request('/')).json()).nodes, { 'AA:BB:CC:00:00:02': 'off', 'AA:BB:CC:00:00:03': 'on' });
  // the other agent and the router are untouched
  assert.equal((await t.json('GET', '/api/v1/status')).status, 200);

  await t.post('/power/AA:BB:CC:00:00:02/on');
  assert.equal((await node()).is_online, true);
  assert.equal((await t.proxy(token, '192.168.0.2', 0, 'device/0', undefined, nodeToken)).status, 401); // its session is gone
  const again = await t.nodeLogin(token, '192.168.0.2');
  const agent = (await t.proxy(token, '192.168.0.2', 0, 'device/0', undefined, again)).body;
  assert.ok(agent.uptime <= 1, `uptime ${agent.uptime}`);
});

Deno.test('lab: the WAN down is the cable unplugged (no link, no internet); up, the line is back', async () => {
  using t = bench();
  const token = await t.login();
  assert.deepEqual(await t.post('/wan/down'), { status: 200, body: { wan: 'down' } });
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].has_internet, false);
  const link = (await t.json('GET', '/api/v1/link', undefined, token)).body;
  assert.ok(JSON.stringify(link).includes('"status":false'), JSON.stringify(link));
  assert.equal(t.emulator.state.network.cable, false);
  assert.equal((await (await t.side.request('/wan')).json()).wan, 'down');

  assert.deepEqual(await t.post('/wan/up'), { status: 200, body: { wan: 'up' } });
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].has_internet, true);
  assert.equal(t.emulator.state.network.cable, true);
});

Deno.test('lab: only the lab\'s commands — a page (Origin), another Host, an unknown outlet or action change nothing', async () => {
  using t = bench();
  const before = JSON.stringify((await (await t.side.request('/')).json()));
  assert.equal((await t.post('/wan/down', { origin: 'http://127.0.0.1:8080' })).status, 403);
  assert.equal((await t.post('/power/router/off', { host: 'lab.example.com' })).status, 421);
  const unknown = await t.post('/power/AA:BB:CC:00:00:09/off');
  assert.equal(unknown.status, 404);
  assert.match(unknown.body.message, /no outlet AA:BB:CC:00:00:09: router or an agent's MAC \(AA:BB:CC:00:00:02, AA:BB:CC:00:00:03\)/);
  assert.equal((await t.post('/power/router/reset')).status, 400);
  assert.equal((await t.post('/wan/sideways')).status, 400);
  assert.equal((await t.side.request('/wan/down', { method: 'PUT' })).status, 405);
  assert.equal(JSON.stringify((await (await t.side.request('/')).json())), before);
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].has_internet, true);
});

Deno.test('lab: a request the router is still answering when it loses power gets no answer', async () => {
  using t = bench();
  const token = await t.login();
  const router = dropOnPowerLoss(t.lab, (req) => t.app.fetch(req));
  // a ping of 3 packets answers after ~2 s of (real) time: the power goes meanwhile
  const body = { host: '8.8.8.8', packet_size: 56, packets_qty: 3, hops_limit: 64, deadline_seconds: 0, ip6: false };
  const pending = router(new Request('http://127.0.0.1:8080/api/v1/ping', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }));
  await realSleep(300);
  await t.post('/power/router/off');
  assert.equal((await pending).headers.get(DROP_HEADER), '1');
  await t.post('/power/router/on');
  // with the power on, the same request is answered
  const token2 = await t.login();
  const answered = await router(new Request('http://127.0.0.1:8080/api/v1/ping', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token2}` },
    body: JSON.stringify({ ...body, packets_qty: 1 }),
  }));
  assert.equal(answered.status, 200);
  await answered.body?.cancel();
});

Deno.test('CLI: --lab-port only with --bench (exit 2 otherwise); the process serves it and drops the powered-off router', async () => {
  assert.throws(() => parseCli(['--lab-port', '0']), (e) => e instanceof CliError && /--lab-port needs --bench/.test(e.message));
  assert.throws(() => parseCli(['--bench', '--lab-port', '70000']), CliError);
  assert.equal(parseCli(['--bench', '--lab-port', '0']).labPort, 0);
  const refused = await new Deno.Command(DENO, { args: ['run', '-A', MAIN, '--lab-port', '0'], env, stdout: 'piped', stderr: 'piped' }).output();
  assert.equal(refused.code, 2);
  assert.match(new TextDecoder().decode(refused.stderr), /--lab-port needs --bench/);

  const dir = Deno.makeTempDirSync();
  const e = await startEmulator(['--bench', '--lab-port', '0', '--web-dir', dir, '--profile', 'demo']);
  try {
    const lab = /lab side: +(http:\/\/127\.0\.0\.1:\d+)/.exec(e.out)?.[1];
    assert.ok(lab, e.out);
    const off = await fetch(`${lab}/power/router/off`, { method: 'POST' });
    assert.deepEqual(await off.json(), { outlet: 'router', power: 'off' });
    await assert.rejects(fetch(`${e.base}/api/v1/status`, { signal: AbortSignal.timeout(5_000) }), TypeError);
    await (await fetch(`${lab}/power/router/on`, { method: 'POST' })).body?.cancel();
    const login = await fetch(`${e.base}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: encodeSecret(DEMO.username), password: encodeSecret(DEMO.password) }),
    });
    assert.equal(login.status, 200);
    await login.body?.cancel();
    assert.equal((await e.stop('SIGTERM')).code, 0);
  } finally {
    await e.stop('SIGKILL');
    Deno.removeSync(dir, { recursive: true });
  }
});
