/**
 * The lab as the runner drives it (lab.ts), through the proxy a scenario talks to (POST /__hil/lab) and against a
 * stand-in router whose WAN and node outlet are files the inventory's commands create and remove: a request runs
 * its driver only when the header declares it, ends when the router shows it, is journaled for the report (not in
 * the scenario's router.journal()), and the scenario's end — or a stop — undoes it and puts the owner's credentials
 * back. And the DSL's shared rules (scenarios/dsl/lab.ts): a profile in lab terms, the parallel split.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { decodeSecret, encodeSecret } from '@roteador/contract';
import { assignedRouter, hasLab, profilePlan } from '../../scenarios/dsl/lab.ts';
import { parseInventory } from './inventory.ts';
import { FACTORY_CREDENTIALS, RouterCredentials } from './lab.ts';
import { startProxy } from './proxy.ts';
import { RunRestores } from './restores.ts';

const OWNER = { username: 'admin', password: 'Dono@2026' };

/** A router whose internet is down while `wanDown` exists, and whose node is offline while `nodeOff` exists. */
function standIn(dir: string) {
  const wanDown = join(dir, 'wan-down');
  const nodeOff = join(dir, 'node-off');
  const exists = (p: string) => {
    try {
      Deno.statSync(p);
      return true;
    } catch {
      return false;
    }
  };
  const writes: string[] = [];
  let credentials = { ...OWNER };
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    const path = new URL(req.url).pathname.replace(/^\/api\/v1\//, '');
    if (path === 'session' && req.method === 'POST') {
      const b = await req.json();
      const ok = decodeSecret(b.username) === credentials.username && decodeSecret(b.password) === credentials.password;
      return ok ? Response.json({ status: 'success', token: 't0k3n' }) : Response.json([{ code: 'attempts_left', attempts_left: 4 }], { status: 401 });
    }
    if (path === 'status') return Response.json([{ has_internet: !exists(wanDown) }]);
    if (path === 'easymesh') return Response.json([{ nodes: [{ mac: 'AA:BB:CC:00:00:02', is_online: !exists(nodeOff) }] }]);
    if (path === 'user/0' && req.method === 'PUT') {
      const b = await req.json();
      writes.push(`PUT user/0 ${decodeSecret(b.username)}`);
      credentials = { username: decodeSecret(b.username)!, password: decodeSecret(b.password)! };
      return Response.json({ status: 'success' });
    }
    return Response.json([]);
  });
  return {
    server,
    writes,
    credentials: () => credentials,
    wanDown: () => exists(wanDown),
    nodeOff: () => exists(nodeOff),
    commands: {
      wan: { up: `rm -f '${wanDown}'`, down: `touch '${wanDown}'` },
      nodes: [{ mac: 'aa:bb:cc:00:00:02', power: { on: `rm -f '${nodeOff}'`, off: `touch '${nodeOff}'` } }],
    },
    address: `127.0.0.1:${server.addr.port}`,
  };
}

const webDir = Deno.makeTempDirSync();
Deno.writeTextFileSync(`${webDir}/index.html`, '<!doctype html><title>ui</title>');

async function world(extra: Record<string, unknown> = {}) {
  const dir = Deno.makeTempDirSync({ prefix: 'hil-lab-' });
  const fake = standIn(dir);
  const router = parseInventory({
    routers: [{
      name: 'bancada',
      address: fake.address,
      model: 'W6-1500',
      credentials: OWNER,
      capabilities: ['mesh'],
      allowEffects: ['session', 'credentials'],
      restartLimitS: 5,
      ...fake.commands,
      ...extra,
    }],
  }).routers[0];
  const lines: string[] = [];
  const restores = new RunRestores(router, (l) => lines.push(l));
  const proxy = await startProxy({ router, webDir, guardFor: restores.guardFor, credentials: restores.credentials, log: (l) => lines.push(l) });
  const hil = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${proxy.url}/__hil/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: r.status, body: await r.json() };
  };
  return {
    fake,
    proxy,
    hil,
    lines,
    async close() {
      await proxy.close();
      await fake.server.shutdown();
      Deno.removeSync(dir, { recursive: true });
    },
  };
}

Deno.test('lab: a declared WAN down runs its command and ends once the router shows it; the end brings it up, journaled for the report only', async () => {
  const w = await world();
  try {
    assert.equal((await w.hil('POST', 'begin', { title: 'sem internet', effects: ['session'], lab: ['wan-link'] })).status, 200);
    const down = await w.hil('POST', 'lab', { driver: 'wan', action: 'down' });
    assert.deepEqual(down, { status: 200, body: { status: 'success' } });
    assert.ok(w.fake.wanDown(), 'the wan.down command ran');
    // a need the header did not declare is refused, and nothing runs
    const node = await w.hil('POST', 'lab', { driver: 'node-power', mac: 'AA:BB:CC:00:00:02', action: 'off' });
    assert.equal(node.status, 403);
    assert.match(node.body.message, /não declarado: lab node-power; o cenário declara lab: wan-link/);
    assert.ok(!w.fake.nodeOff());
    // the scenario's journal is the router's: no lab entry
    assert.deepEqual((await w.hil('GET', 'journal')).body, []);

    const end = await w.hil('POST', 'end', {});
    assert.equal(end.status, 200);
    assert.equal(w.fake.wanDown(), false, 'wan.up ran at the end');
    assert.deepEqual(end.body.guard, { restored: true, differences: [], notes: ['lab: WAN de volta (wan.up)'] });
    assert.deepEqual(end.body.exchanges.map((x: { method: string; path: string; status: number }) => [x.method, x.path, x.status]), [
      ['LAB', 'wan down', 200],
      ['LAB', 'node-power AA:BB:CC:00:00:02 off', 403],
    ]);
    // the log names the driver's field, never its command
    assert.ok(w.lines.some((l) => /› lab: wan\.down: código 0/.test(l)), w.lines.join('\n'));
    assert.ok(!w.lines.some((l) => l.includes('touch')), w.lines.join('\n'));
    // no scenario under way: no lab
    assert.equal((await w.hil('POST', 'lab', { driver: 'wan', action: 'down' })).status, 409);
    assert.ok(!w.fake.wanDown());
  } finally {
    await w.close();
  }
});

Deno.test('lab: a node switched off is back on when the run is stopped mid-scenario (the stop\'s restore undoes the lab)', async () => {
  const w = await world();
  try {
    await w.hil('POST', 'begin', { title: 'nó offline', effects: ['session'], lab: ['node-power'] });
    assert.equal((await w.hil('POST', 'lab', { driver: 'node-power', mac: 'aa:bb:cc:00:00:02', action: 'off' })).status, 200);
    assert.ok(w.fake.nodeOff());
    const unknown = await w.hil('POST', 'lab', { driver: 'node-power', mac: 'AA:BB:CC:00:00:09', action: 'off' });
    assert.equal(unknown.status, 404);
    assert.match(unknown.body.message, /o nó AA:BB:CC:00:00:09 não tem tomada no inventário do roteador "bancada" \(campo nodes: AA:BB:CC:00:00:02\)/);
    // Ctrl-C: Playwright never ends the scenario; the runner finishes it
    const verdict = await w.proxy.finishCurrent();
    assert.deepEqual(verdict, { restored: true, differences: [], notes: ['lab: nó AA:BB:CC:00:00:02 ligado (power.on)'] });
    assert.equal(w.fake.nodeOff(), false);
  } finally {
    await w.close();
  }
});

Deno.test('lab: a driver command that fails answers 502 naming its field; one the router never shows answers 504; the end says what is left', async () => {
  const w = await world({ wan: { up: 'exit 3', down: 'echo "sem porta" >&2; exit 7' } });
  try {
    await w.hil('POST', 'begin', { title: 'cabo', effects: ['session'], lab: ['wan-link'] });
    const failed = await w.hil('POST', 'lab', { driver: 'wan', action: 'down' });
    assert.equal(failed.status, 502);
    assert.match(failed.body.message, /o comando wan\.down do inventário falhou: código 7: sem porta/);
    const end = await w.hil('POST', 'end', {});
    // nothing went down: nothing to undo
    assert.deepEqual(end.body.guard, { restored: true, differences: [], notes: [] });
  } finally {
    await w.close();
  }
  const v = await world({ wan: { up: 'true', down: 'true' }, restartLimitS: 1 });
  try {
    await v.hil('POST', 'begin', { title: 'cabo', effects: ['session'], lab: ['wan-link'] });
    const unseen = await v.hil('POST', 'lab', { driver: 'wan', action: 'down' });
    assert.equal(unseen.status, 504);
    assert.match(unseen.body.message, /a WAN desligada \(wan\.down\): sem internet: o roteador não mostrou isso em 1 s/);
    const end = await v.hil('POST', 'end', {});
    assert.deepEqual(end.body.guard.notes, ['lab: WAN de volta (wan.up)']); // the command ran: it is put back
  } finally {
    await v.close();
  }
});

Deno.test('lab: credentials a scenario set (a PUT user the router took) are what the runner logs in with, and the end puts the owner\'s back', async () => {
  const w = await world();
  try {
    await w.hil('POST', 'begin', { title: 'usuários', effects: ['session', 'credentials'] });
    const login = await fetch(`${w.proxy.url}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: encodeSecret(OWNER.username), password: encodeSecret(OWNER.password) }),
    });
    const { token } = await login.json();
    const put = await fetch(`${w.proxy.url}/api/v1/user/0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ username: encodeSecret('dono'), password: encodeSecret('Nova@Senha1') }),
    });
    assert.equal(put.status, 200);
    await put.body?.cancel();
    assert.deepEqual((await w.hil('GET', 'lab')).body.credentials, { username: 'dono', password: 'Nova@Senha1' });
    const end = await w.hil('POST', 'end', {});
    assert.equal(end.body.guard.restored, true, JSON.stringify(end.body.guard));
    assert.ok(end.body.guard.notes.includes('lab: as credenciais do dono de volta (PUT user/0)'));
    assert.deepEqual(w.fake.credentials(), OWNER);
    assert.deepEqual(w.fake.writes, ['PUT user/0 dono', 'PUT user/0 admin']);
    assert.deepEqual((await w.hil('GET', 'lab')).body.credentials, OWNER);
    // the exchanges of the report keep the password masked
    assert.ok(!JSON.stringify(end.body.exchanges).includes('Nova@Senha1'));
  } finally {
    await w.close();
  }
});

Deno.test('lab: a router that does not allow factory-reset or operation-mode refuses them (409), nothing sent', async () => {
  const w = await world();
  try {
    await w.hil('POST', 'begin', { title: 'fábrica', effects: ['session'], lab: ['factory-reset', 'operation-mode'] });
    const reset = await w.hil('POST', 'lab', { driver: 'factory-reset' });
    assert.equal(reset.status, 409);
    assert.match(reset.body.message, /não permite factory-reset/);
    const mode = await w.hil('POST', 'lab', { driver: 'operation-mode', mode: 1 });
    assert.equal(mode.status, 409);
    assert.equal((await w.hil('POST', 'lab', { driver: 'operation-mode', mode: 2 })).status, 400);
    assert.deepEqual(w.fake.writes, []);
  } finally {
    await w.close();
  }
});

Deno.test('RouterCredentials: a PUT user the router took, decoded as the router reads it; a refused one or another path changes nothing', () => {
  const c = new RouterCredentials(OWNER);
  c.observe('PUT', '/api/v1/user/0', 400, { username: encodeSecret('x'), password: encodeSecret('y') });
  c.observe('PUT', '/api/v1/wireless/0', 200, { username: encodeSecret('x'), password: encodeSecret('y') });
  c.observe('POST', '/api/v1/http_request', 200, { dest: '192.168.0.2/api/v1/user/0', body: { username: 'a', password: 'b' } });
  assert.ok(c.isOwner());
  c.observe('PUT', '/api/v1/user/0', 200, { username: encodeSecret('dono'), password: 'plain text!' });
  assert.deepEqual(c.current, { username: 'dono', password: 'plain text!' });
  assert.ok(!c.isOwner());
  assert.deepEqual(FACTORY_CREDENTIALS, { username: 'admin', password: 'admin' });
  // a factory restore the router took (the restore page's): the factory's; another action, or one refused, nothing
  c.observe('POST', '/api/v1/action', 200, { actionID: 1 });
  c.observe('POST', '/api/v1/action', 403, { actionID: 2 });
  assert.deepEqual(c.current, { username: 'dono', password: 'plain text!' });
  c.observe('POST', '/api/v1/action', 200, { actionID: 2 });
  assert.deepEqual(c.current, FACTORY_CREDENTIALS);
});

Deno.test('a profile in lab terms: what the lab does before the scenario, the needs it takes, what stays the emulator\'s', () => {
  assert.deepEqual(profilePlan('demo'), { needs: [], setup: [], control: [] });
  assert.deepEqual(profilePlan('factory'), { needs: ['factory-reset'], setup: [{ driver: 'factory-reset' }], control: [] });
  assert.deepEqual(profilePlan({ base: 'demo', hasInternet: false, cable: false, operationMode: 1 }), {
    needs: ['wan-link', 'operation-mode'],
    setup: [{ driver: 'operation-mode', mode: 1 }, { driver: 'wan', action: 'down' }],
    control: [],
  });
  assert.deepEqual(profilePlan({ base: 'demo', model: 'Twibi Force Voice', meshAgents: 2, hasInternet: true }), {
    needs: [],
    setup: [],
    model: 'Twibi Force Voice',
    meshAgents: 2,
    control: [],
  });
  assert.deepEqual(profilePlan({ base: 'factory', meshRole: 'controller', credentials: {} }).control, ['meshRole', 'credentials']);
  // a mesh agent: a router inventoried as one (mesh-role:agent), not a control
  assert.deepEqual(profilePlan({ base: 'demo', meshRole: 'agent' }), { needs: [], setup: [], meshAgent: true, control: [] });
});

Deno.test('the parallel split: each scenario on one router that can run it, alike in every process; none can: one reports it', () => {
  const all = ['a', 'b'];
  const keys = Array.from({ length: 200 }, (_, i) => `scenarios/x.spec.ts › cenário ${i}`);
  const onA = keys.filter((k) => assignedRouter(k, all, all) === 'a').length;
  assert.ok(onA > 70 && onA < 130, `${onA} of 200 on a`); // about half each
  for (const k of keys) {
    assert.equal(assignedRouter(k, all, ['b']), 'b');
    assert.equal(assignedRouter(k, all, all), assignedRouter(k, [...all], [...all]));
    assert.ok(all.includes(assignedRouter(k, all, [])));
  }
});

Deno.test('a profile in lab terms: the voice model registered with Amazon is a router inventoried so, not a control', () => {
  const voice = { base: 'demo', model: 'Twibi Force Voice' };
  assert.deepEqual(profilePlan({ ...voice, alexaRegistered: true }), {
    needs: [],
    setup: [],
    model: 'Twibi Force Voice',
    alexaRegistered: true,
    control: [],
  });
  // false is the voice model as it comes: a router without the capability (bench.ts)
  assert.deepEqual(profilePlan({ ...voice, alexaRegistered: false }), { needs: [], setup: [], model: 'Twibi Force Voice', control: [] });
});

/**
 * A router with an outlet: down (503) while `router-off` exists; `router-cycled` (what its cycle command leaves) is a
 * power loss it sees at its next request — every token it gave refused from then on (a token is `g<boots>`).
 */
function poweredStandIn(dir: string) {
  const off = join(dir, 'router-off');
  const cycled = join(dir, 'router-cycled');
  const exists = (p: string) => {
    try {
      Deno.statSync(p);
      return true;
    } catch {
      return false;
    }
  };
  let boots = 0;
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    if (exists(off)) return new Response('desligado', { status: 503 });
    if (exists(cycled)) {
      Deno.removeSync(cycled);
      boots++;
    }
    const path = new URL(req.url).pathname.replace(/^\/api\/v1\//, '');
    if (path === 'session' && req.method === 'POST') {
      const b = await req.json();
      const ok = decodeSecret(b.username) === OWNER.username && decodeSecret(b.password) === OWNER.password;
      return ok ? Response.json({ status: 'success', token: `g${boots}` }) : Response.json([{ code: 'attempts_left', attempts_left: 4 }], { status: 401 });
    }
    if (path === 'status') return Response.json([{ has_internet: true }]);
    if (req.headers.get('authorization') !== `Bearer g${boots}`) return Response.json({ status: 'unauthorized' }, { status: 401 });
    if (path === 'device') return Response.json([{ id: 0, uptime: 1 }]);
    return Response.json([]);
  });
  return { server, off, cycled, boots: () => boots, isOff: () => exists(off), address: `127.0.0.1:${server.addr.port}` };
}

async function poweredWorld(extra: (fake: ReturnType<typeof poweredStandIn>) => Record<string, unknown>) {
  const dir = Deno.makeTempDirSync({ prefix: 'hil-lab-power-' });
  const fake = poweredStandIn(dir);
  const router = parseInventory({
    routers: [{
      name: 'bancada',
      address: fake.address,
      model: 'W6-1500',
      credentials: OWNER,
      capabilities: ['mesh'],
      allowEffects: ['session', 'reboot'],
      restartLimitS: 5,
      ...extra(fake),
    }],
  }).routers[0];
  const lines: string[] = [];
  const restores = new RunRestores(router, (l) => lines.push(l));
  const proxy = await startProxy({ router, webDir, guardFor: restores.guardFor, credentials: restores.credentials, log: (l) => lines.push(l) });
  const hil = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${proxy.url}/__hil/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: r.status, body: await r.json() };
  };
  return {
    fake,
    router,
    hil,
    lines,
    async close() {
      await proxy.close();
      await fake.server.shutdown();
      Deno.removeSync(dir, { recursive: true });
    },
  };
}

const CYCLE = { driver: 'router-power', action: 'cycle' };

Deno.test('lab: router-power (expireSessions on a bench) runs the router\'s power cycle and answers once the router is back without the sessions it gave', async () => {
  // a PDU's cycle: the command returns at once, the power goes a second later
  const w = await poweredWorld((f) => ({
    power: { on: `rm -f '${f.off}'`, off: `touch '${f.off}'`, cycle: `(sleep 1; touch '${f.cycled}') >/dev/null 2>&1 &` },
  }));
  try {
    assert.equal((await w.hil('POST', 'begin', { title: 'sessão expirada', effects: ['session'], lab: ['router-power'] })).status, 200);
    const started = Date.now();
    assert.deepEqual(await w.hil('POST', 'lab', CYCLE), { status: 200, body: { status: 'success' } });
    // answered only once the router showed the power loss: the token it gave before is refused
    assert.equal(w.fake.boots(), 1);
    assert.ok(Date.now() - started >= 1000, `answered after ${Date.now() - started} ms`);
    assert.ok(w.lines.some((l) => /› lab: power\.cycle: código 0/.test(l)), w.lines.join('\n'));
    assert.ok(!w.lines.some((l) => l.includes('sleep 1')), 'the log names the field, never the command');
    const end = await w.hil('POST', 'end', {});
    // nothing to undo: the router is on
    assert.deepEqual(end.body.guard, { restored: true, differences: [], notes: [] });
    assert.deepEqual(end.body.exchanges.map((x: { method: string; path: string; status: number }) => [x.method, x.path, x.status]), [['LAB', 'router-power cycle', 200]]);
    // undeclared: refused, nothing runs
    await w.hil('POST', 'begin', { title: 'sem internet', effects: ['session'], lab: ['wan-link'] });
    const undeclared = await w.hil('POST', 'lab', CYCLE);
    assert.equal(undeclared.status, 403);
    assert.match(undeclared.body.message, /não declarado: lab router-power/);
    await w.hil('POST', 'end', {});
    await new Promise((r) => setTimeout(r, 1200));
    assert.equal(w.fake.boots(), 1);
    // what the DSL is told of the router: a power command and reboot allowed
    assert.ok(hasLab({ wanLink: false, nodePower: [], factoryReset: false, operationMode: false, routerPower: true }, 'router-power'));
    assert.ok(!hasLab({ wanLink: false, nodePower: [], factoryReset: false, operationMode: false }, 'router-power'));
  } finally {
    await w.close();
  }
});

Deno.test('lab: router-power is refused (409) where the router has no power command or does not allow reboot; an invalid action 400', async () => {
  for (const [extra, why] of [
    [{}, /não tem comando de energia no inventário \(power ou powerCycle\)/],
    [{ allowEffects: ['session'], powerCycle: 'true' }, /não permite reboot \(allowEffects\)/],
  ] as const) {
    const w = await poweredWorld(() => extra);
    try {
      await w.hil('POST', 'begin', { title: 'sessão expirada', effects: ['session'], lab: ['router-power'] });
      const r = await w.hil('POST', 'lab', CYCLE);
      assert.equal(r.status, 409);
      assert.match(r.body.message, why);
      assert.equal((await w.hil('POST', 'lab', { driver: 'router-power', action: 'off' })).status, 400);
      assert.equal(w.fake.boots(), 0);
      await w.hil('POST', 'end', {});
    } finally {
      await w.close();
    }
  }
});

Deno.test('lab: a power cycle that fails midway answers 502 naming its field; the scenario\'s end switches the router on and waits for it', async () => {
  const w = await poweredWorld((f) => ({ power: { on: `rm -f '${f.off}'`, off: `touch '${f.off}'`, cycle: `touch '${f.off}'; exit 4` } }));
  try {
    await w.hil('POST', 'begin', { title: 'sessão expirada', effects: ['session'], lab: ['router-power'] });
    const failed = await w.hil('POST', 'lab', CYCLE);
    assert.equal(failed.status, 502);
    assert.match(failed.body.message, /o comando power\.cycle do inventário falhou: código 4/);
    assert.ok(w.fake.isOff());
    const end = await w.hil('POST', 'end', {});
    assert.deepEqual(end.body.guard, { restored: true, differences: [], notes: ['lab: o roteador ligado (power.on)'] });
    assert.equal(w.fake.isOff(), false);
  } finally {
    await w.close();
  }
});
