import assert from 'node:assert/strict';
import { assert as conforms } from 'superstruct';
import { ApiError, EasyMeshList, type MeshNode, validationMessages } from '@roteador/contract';
import { setup } from './helpers.ts';

Deno.test('easymesh lists the controller first, then the agents placed across the signal thresholds', async () => {
  using t = setup({ profile: { meshAgents: 4 } });
  const token = await t.login();
  const res = await t.json('GET', '/api/v1/easymesh', undefined, token);
  conforms(res.body, EasyMeshList);
  const nodes: MeshNode[] = res.body[0].nodes;
  assert.equal(nodes[0].mac, t.emulator.state.device.mac);
  assert.equal(nodes[0].isRoot, true);
  assert.equal(nodes[0].name, 'Sala');
  assert.deepEqual(nodes.slice(1).map((n) => [n.mac, n.ip, n.name, n.rssi, n.backhaul, n.isRoot, n.is_online]), [
    ['AA:BB:CC:00:00:02', '192.168.0.2', 'Quarto', -58, 1, false, true],
    ['AA:BB:CC:00:00:03', '192.168.0.3', 'Escritorio', -70, 1, false, true],
    ['AA:BB:CC:00:00:04', '192.168.0.4', 'Cozinha', -1, 3, false, true],
    ['AA:BB:CC:00:00:05', '192.168.0.5', 'Varanda', -80, 2, false, true],
  ]);
  assert.ok(nodes.slice(1).every((n) => n.model !== '' && n.parent.name === 'Sala' && !n.out_of_mesh));
  assert.equal(res.body[0].syncing, 0);
});

Deno.test('easymesh answers 500 while the mesh is unavailable', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const token = await t.login();
  assert.deepEqual((await t.control('POST', '/mesh/unavailable', { active: true })).body, { unavailable: true });
  for (
    const [method, path, body] of [
      ['GET', '/api/v1/easymesh', undefined],
      ['GET', '/api/v1/easymesh/0', undefined],
      ['PUT', '/api/v1/easymesh/0', { neighbors: [] }],
      ['DELETE', '/api/v1/easymesh/AA:BB:CC:00:00:02', undefined],
    ] as const
  ) {
    const res = await t.json(method, path, body, token);
    assert.equal(res.status, 500, `${method} ${path}`);
    conforms(res.body, ApiError);
  }
  assert.equal(t.emulator.state.agents.length, 1);
  await t.control('POST', '/mesh/unavailable', { active: false });
  assert.equal((await t.json('GET', '/api/v1/easymesh', undefined, token)).status, 200);
});

Deno.test('PUT easymesh/0 renames nodes; a name in use (any case) is refused with the spec message', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  await t.manualClock();
  const token = await t.login();
  const put = (body: unknown) => t.json('PUT', '/api/v1/easymesh/0', body, token);
  const ok = await put({ neighbors: [{ name: 'Suite', mac: 'aa:bb:cc:00:00:02' }] });
  assert.equal(ok.status, 200);
  assert.deepEqual(ok.body, { status: 1 });
  const names = async () =>
    (await t.json('GET', '/api/v1/easymesh', undefined, token)).body[0].nodes.map((n: MeshNode) => n.name);
  assert.deepEqual(await names(), ['Sala', 'Suite', 'Escritorio']);
  // the node's own device answers the new location
  const node = await t.nodeLogin(token, '192.168.0.2');
  assert.equal((await t.proxy(token, '192.168.0.2', 0, 'device/0', undefined, node)).body.alias, 'Suite');

  const before = await t.state();
  for (
    const [body, field, message] of [
      [
        { neighbors: [{ name: 'escritorio', mac: 'AA:BB:CC:00:00:02' }] },
        'neighbors.0.name',
        validationMessages.locationInUse,
      ],
      [
        { neighbors: [{ name: 'SALA', mac: 'AA:BB:CC:00:00:03' }] },
        'neighbors.0.name',
        validationMessages.locationInUse,
      ],
      [
        {
          neighbors: [{ name: 'Lavanderia', mac: 'AA:BB:CC:00:00:02' }, {
            name: 'lavanderia',
            mac: 'AA:BB:CC:00:00:03',
          }],
        },
        'neighbors.0.name',
        validationMessages.locationInUse,
      ],
      [{ neighbors: [{ name: 'Sala 2', mac: 'AA:BB:CC:00:00:02' }] }, 'neighbors.0.name', undefined],
      [{ neighbors: [{ name: '', mac: 'AA:BB:CC:00:00:02' }] }, 'neighbors.0.name', undefined],
      [{ neighbors: [{ name: 'Quarto', mac: 'AA:BB:CC:00:00:09' }] }, 'neighbors.0.mac', undefined],
      [{ leds: { mac: 'AA:BB:CC:00:00:09', enabled: false } }, 'leds.mac', undefined],
      [{ leds: { mac: 'AA:BB:CC:00:00:02' } }, 'leds.enabled', undefined],
      [{ colour: 'red' }, 'colour', undefined],
    ] as const
  ) {
    const res = await put(body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.field, field, JSON.stringify(body));
    if (message) assert.equal(res.body.message, message);
  }
  assert.deepEqual(await t.state(), before);

  // swapping two names in one request is fine: they are checked as the mesh will be
  assert.equal(
    (await put({
      neighbors: [{ name: 'Escritorio', mac: 'AA:BB:CC:00:00:02' }, { name: 'Suite', mac: 'AA:BB:CC:00:00:03' }],
    })).status,
    200,
  );
  assert.deepEqual(await names(), ['Sala', 'Escritorio', 'Suite']);
  // renaming a node with its own name in another case is no conflict
  assert.equal((await put({ neighbors: [{ name: 'SUITE', mac: 'AA:BB:CC:00:00:03' }] })).status, 200);
});

Deno.test("PUT easymesh/0 leds switches a node's LEDs, visible on its own device/0", async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const token = await t.login();
  assert.equal(
    (await t.json('PUT', '/api/v1/easymesh/0', { leds: { mac: 'AA:BB:CC:00:00:02', enabled: false } }, token)).status,
    200,
  );
  const node = await t.nodeLogin(token, '192.168.0.2');
  assert.equal((await t.proxy(token, '192.168.0.2', 0, 'device/0', undefined, node)).body.leds, false);
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).body.leds, true);
  await t.json('PUT', '/api/v1/easymesh/0', { leds: { mac: t.emulator.state.device.mac, enabled: false } }, token);
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).body.leds, false);
});

Deno.test('DELETE easymesh/{mac}: removes an agent; unknown 404; the controller itself 400', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  const token = await t.login();
  const del = (mac: string) => t.json('DELETE', `/api/v1/easymesh/${mac}`, undefined, token);
  assert.equal((await del('AA:BB:CC:00:00:09')).status, 404);
  assert.equal((await del(t.emulator.state.device.mac)).status, 400);
  const clientsOnIt = t.emulator.state.clients.filter((c) => c.node_mac === 'AA:BB:CC:00:00:02').length;
  assert.ok(clientsOnIt > 0);
  const res = await del('aa:bb:cc:00:00:02');
  assert.deepEqual([res.status, res.body], [200, { status: 1 }]);
  const nodes = (await t.json('GET', '/api/v1/easymesh', undefined, token)).body[0].nodes;
  assert.deepEqual(nodes.map((n: MeshNode) => n.mac).slice(1), ['AA:BB:CC:00:00:03']);
  assert.ok(
    t.emulator.state.clients.every((c) => c.node_mac !== 'AA:BB:CC:00:00:02'),
    'its devices moved to the controller',
  );
  assert.deepEqual(await t.proxy(token, '192.168.0.2', 0, 'status'), { status: 0, code: 'timeout' });
});

Deno.test('only the controller writes the mesh: an agent answers 403', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  const token = await t.login();
  const node = await t.nodeLogin(token, '192.168.0.2');
  const put = await t.proxy(token, '192.168.0.2', 2, 'easymesh/0', {
    neighbors: [{ name: 'Suite', mac: 'AA:BB:CC:00:00:03' }],
  }, node);
  assert.equal(put.status, 403);
  conforms(put.body, ApiError);
  assert.equal(t.emulator.state.agents[1].device.alias, 'Escritorio');
  // a profile that is itself an agent: its mesh names its controller first, and refuses writes
  using a = setup({ profile: { meshRole: 'agent' } });
  const at = await a.login();
  const [mesh] = (await a.json('GET', '/api/v1/easymesh', undefined, at)).body;
  assert.deepEqual(mesh.nodes.map((n: MeshNode) => [n.isRoot, n.ip]), [[true, '192.168.0.1'], [false, '192.168.0.2']]);
  assert.equal(mesh.syncing, 2);
  assert.equal((await a.json('PUT', '/api/v1/easymesh/0', { neighbors: [] }, at)).status, 403);
  assert.equal((await a.json('DELETE', '/api/v1/easymesh/AA:BB:CC:00:00:02', undefined, at)).status, 403);
  assert.equal(
    (await a.json('POST', '/api/v1/http_request', { dest: '192.168.0.1/api/v1/status', method: 0 }, at)).status,
    403,
  );
});

Deno.test('a device without mesh has no nodes', async () => {
  using t = setup({ profile: 'factory' });
  const token = await t.login({ username: 'admin', password: 'admin' });
  const [mesh] = (await t.json('GET', '/api/v1/easymesh', undefined, token)).body;
  assert.deepEqual([mesh.enabled, mesh.nodes], [false, []]);
});
