import assert from 'node:assert/strict';
import { LedList } from '@roteador/contract';
import { createdBody, fieldDifferences, snapDifferences } from './guard.ts';
import { mismatchesOf } from './conformance.ts';
import { profileFrom } from './record.ts';
import { resources } from './resources.ts';

const snap = (path: string, value: unknown, volatile?: string[]) => ({
  resource: { ...resources.find((r) => r.path === path)!, ...(volatile ? { volatile } : {}) },
  path,
  value,
});

Deno.test('the guard names every field that did not come back, records added and removed, and ignores volatile fields', () => {
  assert.deepEqual(fieldDifferences('led', { a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 }, d: 4 }), [
    'led.b.c: esperado 2, veio 3',
    'led.d: esperado (ausente), veio 4',
  ]);
  const before = [{ id: '1', target: 'a.com', enabled: true }, { id: '2', target: 'b.com', enabled: true }];
  const after = [{ id: '1', target: 'a.com', enabled: false }, { id: '3', target: 'c.com', enabled: true }];
  assert.deepEqual(snapDifferences(snap('filter', before), after), [
    'filter[1].enabled: esperado true, veio false',
    'filter[2]: esperado {"id":"2","target":"b.com","enabled":true}, veio (ausente)',
    'filter[3]: esperado (ausente), veio {"id":"3","target":"c.com","enabled":true}',
  ]);
  // a record the scenario deleted and the restore created again (a new id, the same content) is the same record
  assert.deepEqual(snapDifferences(snap('filter', before), [before[0], { ...before[1], id: '9' }]), []);
  // dhcp_server records are named by their interface
  assert.deepEqual(snapDifferences(snap('dhcp_server', [{ interface: 'br0', enabled: true }]), [{ interface: 'br0', enabled: false }]), [
    'dhcp_server[br0].enabled: esperado true, veio false',
  ]);
  assert.deepEqual(snapDifferences(snap('wan', [{ id: 0, connection_uptime: 5, mtu: 1500 }]), [{ id: 0, connection_uptime: 9, mtu: 1500 }]), []);
  assert.deepEqual(snapDifferences(snap('iot_assistant/0', { id: 0, enabled: false, start_time: 0 }), { id: 0, enabled: false, start_time: 7 }), []);
});

Deno.test('the guard creates a removed record again with its input fields only, and waits out pending records', () => {
  const urlfilter = resources.find((r) => typeof r.path !== 'string' && r.path({ deviceid: 'd' } as never).endsWith('/urlfilter'))!;
  const rec = { id: '9', mac: 'AA:BB:CC:00:11:22', url: 'a.com', description: '', status: 0 };
  assert.deepEqual(createdBody(urlfilter, rec), { mac: 'AA:BB:CC:00:11:22', url: 'a.com', description: '' });
  assert.equal(urlfilter.pending!({ ...rec, status: 3 }), true);
  assert.equal(urlfilter.pending!(rec), false);
  // a resource without an input struct: every field but its key
  const filter = resources.find((r) => r.path === 'filter')!;
  assert.deepEqual(createdBody(filter, { id: '2', target: 'b.com' }), { target: 'b.com' });
});

Deno.test('conformance: one mismatch per field, with expected and got', () => {
  assert.deepEqual(mismatchesOf('api/v1/led', [{ id: 0, leds: true, model: 'W6-1500' }], LedList), []);
  const found = mismatchesOf('api/v1/led', [{ id: 0, leds: 'sim', model: 7 }], LedList);
  assert.deepEqual(found.map((m) => [m.path, m.field, m.expected, m.got]), [
    ['api/v1/led', '0.leds', 'boolean', 'sim'],
    ['api/v1/led', '0.model', 'string', 7],
  ]);
  assert.equal(mismatchesOf('api/v1/led', { not: 'a list' }, LedList)[0].field, '(resposta)');
});

Deno.test('record: the profile object from what the router answers; credentials only when asked', () => {
  const answers = {
    status: { has_internet: true, firmware_update: false, model: 'W6-1500' },
    device: { model: 'W6-1500', alias: 'Sala', fw_version: '1.4.2', show_wizard: false, tr069_enable: false, uptime: 12.7 },
    system: { operationMode: 0 },
    led: { leds: false },
    easymesh: { enabled: true, type: 0, nodes: [{ isRoot: true }, { isRoot: false }, { isRoot: false }] },
  };
  const { profile, notes } = profileFrom(answers);
  assert.deepEqual(profile, {
    base: 'demo',
    model: 'W6-1500',
    operationMode: 0,
    wizardDone: true,
    hasInternet: true,
    firmwareUpdate: false,
    tr069Enable: false,
    fwVersion: '1.4.2',
    alias: 'Sala',
    leds: false,
    uptime: 12,
    meshRole: 'controller',
    meshAgents: 2,
  });
  assert.deepEqual(notes, []);
  const secret = profileFrom(answers, { username: 'admin', password: 'p' }).profile;
  assert.deepEqual(secret.credentials, { username: 'admin', password: 'p' });
  const odd = profileFrom({ ...answers, device: { ...answers.device, model: 'X9', alias: '' }, easymesh: { enabled: false } });
  assert.equal(odd.profile.model, undefined);
  assert.equal(odd.profile.meshRole, 'none');
  assert.equal(odd.notes.length, 2);
});
