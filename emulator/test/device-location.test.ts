/**
 * PUT device/0 `alias` — a node's location — follows the contract's validateLocation, as the mesh location page and
 * easymesh's rename do: the location rules, and unique among the mesh's nodes in any case ('Esse nome encontra-se em
 * uso'); a refused name changes nothing.
 */
import assert from 'node:assert/strict';
import { validationMessages } from '@roteador/contract';
import { setup } from './helpers.ts';

const inUse = { status: 'error', message: validationMessages.locationInUse, field: 'alias' };

Deno.test('device/0 alias: a name another node of the mesh has is refused, in any case; the own name and a free one pass', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  const token = await t.login();
  const names = () => t.emulator.devices().map((d) => d.state.device.alias);
  const before = names();
  assert.deepEqual(before.slice(1), ['Quarto', 'Escritorio']);
  for (const alias of ['Quarto', 'escritorio']) {
    const res = await t.json('PUT', '/api/v1/device/0', { alias }, token);
    assert.deepEqual([res.status, res.body], [400, inUse], alias);
  }
  // the name rules come first, as on the page
  assert.equal((await t.json('PUT', '/api/v1/device/0', { alias: 'Sala  1' }, token)).body.field, 'alias');
  assert.deepEqual(names(), before);
  assert.equal((await t.json('PUT', '/api/v1/device/0', { alias: before[0] }, token)).status, 200);
  assert.equal((await t.json('PUT', '/api/v1/device/0', { alias: 'Cozinha' }, token)).status, 200);
  assert.deepEqual(names(), ['Cozinha', 'Quarto', 'Escritorio']);
});

Deno.test('device/0 alias on an agent (through the controller\'s proxy): the controller\'s and the other agents\' names are taken', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  const token = await t.login();
  const node = await t.nodeLogin(token, '192.168.0.2');
  const controller = t.emulator.state.device.alias;
  for (const alias of [controller, 'Escritorio']) {
    const answer = await t.proxy(token, '192.168.0.2', 2, 'device/0', { alias }, node);
    assert.deepEqual(answer, { status: 400, body: inUse }, alias);
  }
  assert.equal((await t.proxy(token, '192.168.0.2', 2, 'device/0', { alias: 'Varanda' }, node)).status, 200);
  assert.equal(t.emulator.devices()[1].state.device.alias, 'Varanda');
});
