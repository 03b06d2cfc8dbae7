/** The control API's mesh and world calls (README "The control API"): effects, bad bodies, nothing changed on 400. */
import assert from 'node:assert/strict';
import { assert as conforms } from 'superstruct';
import { MeshNode, rules, validationMessages } from '@roteador/contract';
import { setup } from './helpers.ts';

Deno.test('POST /mesh/nodes adds a joined agent; names and models checked', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const added = await t.control('POST', '/mesh/nodes', { model: 'Twibi Force Voice', name: 'Varanda' });
  assert.equal(added.status, 201);
  conforms(added.body, MeshNode);
  assert.deepEqual([added.body.mac, added.body.ip, added.body.name, added.body.model, added.body.is_online], [
    'AA:BB:CC:00:00:03',
    '192.168.0.3',
    'Varanda',
    'Twibi Force Voice',
    true,
  ]);
  const auto = await t.control('POST', '/mesh/nodes');
  assert.deepEqual([auto.body.mac, auto.body.name, auto.body.model], ['AA:BB:CC:00:00:04', 'Escritorio', 'EX-1500']);
  // the new agent is a full device, voice assistant included
  const token = await t.login();
  const node = await t.nodeLogin(token, '192.168.0.3');
  assert.equal((await t.proxy(token, '192.168.0.3', 0, 'voice_assistant', undefined, node)).status, 200);

  const before = await t.state();
  for (
    const [body, field, message] of [
      [{ name: 'quarto' }, 'name', validationMessages.locationInUse],
      [{ name: 'Sala 2' }, 'name', undefined],
      [{ model: 'W4-300F' }, 'model', undefined],
      [{ model: 'W9' }, 'model', undefined],
      [{ colour: 'red' }, 'colour', undefined],
    ] as const
  ) {
    const res = await t.control('POST', '/mesh/nodes', body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.field, field);
    if (message) assert.equal(res.body.message, message);
  }
  assert.deepEqual(await t.state(), before);
  for (let i = 0; i < 5; i++) assert.equal((await t.control('POST', '/mesh/nodes')).status, 201);
  // beyond the six default names each node still gets a unique, valid location name
  const names = (await t.state()).agents.map((a: { device: { alias: string } }) => a.device.alias);
  assert.equal(new Set(names.map((n: string) => n.toLowerCase())).size, names.length);
  for (const name of names) assert.equal(rules.locationName(name), undefined, name);
  assert.ok(names.includes('Ponto A'), names.join(', '));
  const full = await t.control('POST', '/mesh/nodes');
  assert.equal(full.status, 400);
  assert.match(full.body.message, /8 agents/);
});

Deno.test('mesh control calls need a controller', async () => {
  using t = setup({ profile: 'factory' });
  for (const [method, path, body] of [['POST', '/mesh/nodes', {}], ['POST', '/mesh/pending', {}]] as const) {
    const res = await t.control(method, path, body);
    assert.equal(res.status, 400, path);
    assert.match(res.body.message, /not a mesh controller/);
  }
  assert.deepEqual((await t.state()).agents, []);
  assert.equal((await t.control('POST', '/mesh/pending', { model: 'W4-300S' })).body.field, 'model');
});

Deno.test('DELETE /mesh/nodes/:mac removes at once; unknown 404; the controller 400', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  assert.deepEqual((await t.control('DELETE', '/mesh/nodes/aa:bb:cc:00:00:03')).body, { removed: 'AA:BB:CC:00:00:03' });
  assert.deepEqual((await t.state()).agents.map((a: { device: { mac: string } }) => a.device.mac), [
    'AA:BB:CC:00:00:02',
  ]);
  assert.equal((await t.control('DELETE', '/mesh/nodes/AA:BB:CC:00:00:03')).status, 404);
  assert.equal((await t.control('DELETE', `/mesh/nodes/${t.emulator.state.device.mac}`)).status, 400);
  // the freed place is taken again by the next agent
  assert.equal((await t.control('POST', '/mesh/nodes')).body.mac, 'AA:BB:CC:00:00:03');
});

Deno.test('PATCH /mesh/nodes/:mac: bad bodies 400 naming the field; unknown 404; nothing changed', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const before = await t.state();
  for (
    const [body, field] of [
      [{}, undefined],
      [{ rssi: 0 }, 'rssi'],
      [{ rssi: -101 }, 'rssi'],
      [{ online: false, rssi: -1.5 }, 'rssi'],
      [{ backhaul: 4 }, 'backhaul'],
      [{ online: 'no' }, 'online'],
      [{ outOfMesh: true, colour: 'red' }, 'colour'],
    ] as const
  ) {
    const res = await t.control('PATCH', '/mesh/nodes/AA:BB:CC:00:00:02', body);
    assert.equal(res.status, 400, JSON.stringify(body));
    if (field) assert.equal(res.body.field, field, JSON.stringify(body));
  }
  assert.equal((await t.control('PATCH', '/mesh/nodes/AA:BB:CC:00:00:09', { online: false })).status, 404);
  assert.deepEqual(await t.state(), before);
});

Deno.test('proxy-fault, pending, unavailable, internet, traffic, firmware: bad bodies 400 naming the field, nothing changed', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const before = await t.state();
  const cases: [string, string, unknown, string | undefined][] = [
    ['POST', '/mesh/nodes/AA:BB:CC:00:00:02/proxy-fault', { code: 'refused' }, 'code'],
    ['POST', '/mesh/nodes/AA:BB:CC:00:00:02/proxy-fault', { code: 'timeout', times: 0 }, 'times'],
    ['POST', '/mesh/nodes/AA:BB:CC:00:00:02/proxy-fault', {}, 'code'],
    ['POST', '/mesh/pending', { model: 'W4-300F' }, 'model'],
    ['POST', '/mesh/unavailable', {}, 'active'],
    ['POST', '/mesh/unavailable', { active: 1 }, 'active'],
    ['POST', '/internet', { up: 'yes' }, 'up'],
    ['POST', '/internet', '{', undefined],
    ['POST', '/traffic', { downloadMbps: -1, uploadMbps: 10 }, 'downloadMbps'],
    ['POST', '/traffic', { downloadMbps: 10 }, 'uploadMbps'],
    ['POST', '/firmware', { last: 'v2' }, 'last'],
    ['POST', '/firmware', { last: '1.5.0', mac: '00:11:22:33:44:55' }, 'mac'],
    ['POST', '/firmware', {}, 'last'],
  ];
  for (const [method, path, body, field] of cases) {
    const res = await t.control(method, path, body);
    assert.equal(res.status, 400, `${path} ${JSON.stringify(body)}`);
    assert.equal(res.body.status, 'error');
    if (field) assert.equal(res.body.field, field, `${path} ${JSON.stringify(body)}`);
  }
  assert.equal((await t.control('POST', '/mesh/nodes/AA:BB:CC:00:00:09/proxy-fault', { code: 'timeout' })).status, 404);
  assert.deepEqual((await t.control('GET', '/mesh/proxy-faults')).body, {});
  assert.deepEqual(await t.state(), before);
});

Deno.test('a reset clears proxy faults and the pending router; the new control calls are absent with --bench', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  await t.control('POST', '/mesh/nodes/AA:BB:CC:00:00:02/proxy-fault', { code: 'timeout', times: 3 });
  await t.control('POST', '/mesh/pending', {});
  assert.deepEqual(Object.keys((await t.control('GET', '/mesh/proxy-faults')).body), ['AA:BB:CC:00:00:02']);
  await t.control('POST', '/reset', { profile: { meshAgents: 1 } });
  assert.deepEqual((await t.control('GET', '/mesh/proxy-faults')).body, {});
  assert.equal((await t.state()).mesh.pending, null);

  using b = setup({ bench: true, profile: { meshAgents: 1 } });
  for (
    const [method, path] of [
      ['POST', '/mesh/nodes'],
      ['PATCH', '/mesh/nodes/AA:BB:CC:00:00:02'],
      ['POST', '/mesh/pending'],
      ['POST', '/internet'],
      ['POST', '/traffic'],
      ['POST', '/firmware'],
      ['POST', '/alexa/register'],
    ]
  ) {
    assert.equal((await b.control(method, path, {})).status, 404, path);
  }
});

Deno.test('profile fields: meshAgents needs a controller and 0…6; traffic and firmwareLast checked', async () => {
  using t = setup();
  const before = await t.state();
  for (
    const [profile, field] of [
      [{ meshAgents: 7 }, 'meshAgents'],
      [{ meshAgents: -1 }, 'meshAgents'],
      [{ meshRole: 'agent', meshAgents: 1 }, 'meshAgents'],
      [{ base: 'factory', meshAgents: 2 }, 'meshAgents'],
      [{ traffic: { downloadMbps: 'fast', uploadMbps: 1 } }, 'traffic.downloadMbps'],
      [{ firmwareLast: 'latest' }, 'firmwareLast'],
    ] as const
  ) {
    const res = await t.control('POST', '/reset', { profile });
    assert.equal(res.status, 400, JSON.stringify(profile));
    assert.equal(res.body.field, field, JSON.stringify(profile));
  }
  assert.deepEqual(await t.state(), before);
  const six = await t.control('POST', '/reset', { profile: { meshAgents: 6 } });
  assert.equal(six.body.agents.length, 6);
  assert.deepEqual(six.body.agents.map((a: { node: { rssi: number } }) => a.node.rssi), [-58, -70, -1, -80, -62, -74]);
});
