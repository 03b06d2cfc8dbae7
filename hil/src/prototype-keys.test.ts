/**
 * The runner meets keys from outside — a Playwright report's skip reasons, a router's answers, a fault sent to the
 * bench's door — named like what every object has (`constructor`, `toString`…): counted, compared and refused as
 * the data they are, never taken for an inherited member (contract/src/own.ts).
 */
import assert from 'node:assert/strict';
import { LedList, StatusList } from '@roteador/contract';
import { summarize, summaryLine } from './summary.ts';
import { createdBody, fieldDifferences } from './guard.ts';
import { mismatchesOf } from './conformance.ts';
import { profileFrom } from './record.ts';
import { resources } from './resources.ts';
import { parseInventory } from './inventory.ts';
import { startProxy } from './proxy.ts';

const skipped = (description: string) => ({ title: description, tests: [{ status: 'skipped', annotations: [{ type: 'skip', description }] }] });

Deno.test('a skip reason named like an inherited member is counted from 0 (it was "function Object() { [native code] }1")', () => {
  const s = summarize('sala', { suites: [{ title: 'x', specs: [skipped('constructor'), skipped('toString'), skipped('toString')] }] });
  assert.equal(s.reasons.constructor, 1);
  assert.equal(s.reasons.toString, 2);
  assert.equal(summaryLine(s), 'router sala: 0 passed, 0 failed, 3 skipped (reasons: toString ×2; constructor ×1)');
});

Deno.test('the guard: a router\'s field named like an inherited member is neither an input field nor hidden as "undefined"', () => {
  const urlfilter = resources.find((r) => typeof r.path !== 'string' && r.path({ deviceid: 'd' } as never).endsWith('/urlfilter'))!;
  const rec = { id: '9', mac: 'AA:BB:CC:00:11:22', url: 'a.com', description: '', status: 0, constructor: 'x', toString: 'y' };
  assert.deepEqual(createdBody(urlfilter, rec), { mac: 'AA:BB:CC:00:11:22', url: 'a.com', description: '' });
  assert.deepEqual(fieldDifferences('led', { leds: true }, { leds: true, constructor: 2 }), ['led.constructor: esperado (ausente), veio 2']);
  assert.deepEqual(fieldDifferences('led', { leds: true, valueOf: 'v' }, { leds: true }), ['led.valueOf: esperado "v", veio (ausente)']);
});

Deno.test('conformance: an answer holding {"toString": …} is a mismatch named by its field (its check threw, ending the report)', () => {
  const found = mismatchesOf('api/v1/status', [{ model: { toString: 1 } }], StatusList);
  assert.deepEqual(found.map((m) => [m.path, m.field]), [['api/v1/status', '0.model.toString']]);
  assert.deepEqual(mismatchesOf('api/v1/led', [{ id: 0, leds: true, model: 'W6-1500' }], LedList), []);
});

Deno.test('the bench\'s faults: a key named like an inherited member answers 400 naming it (it was a 500)', async () => {
  const webDir = Deno.makeTempDirSync();
  const router = parseInventory({
    routers: [{ name: 'r', address: '127.0.0.1:9', model: 'W6-1500', credentials: { username: 'admin', password: 'x' }, capabilities: [], allowEffects: ['session'] }],
  }).routers[0];
  const proxy = await startProxy({ router, webDir });
  try {
    const res = await fetch(`${proxy.url}/__hil/faults`, { method: 'POST', body: JSON.stringify({ path: { toString: 1 } }) });
    assert.equal(res.status, 400);
    assert.equal((await res.json()).field, 'path.toString');
    const ok = await fetch(`${proxy.url}/__hil/faults`, { method: 'POST', body: JSON.stringify({ path: '/api/v1/led', status: 503 }) });
    assert.equal(ok.status, 201);
    await ok.body?.cancel();
  } finally {
    await proxy.close();
    Deno.removeSync(webDir, { recursive: true });
  }
});

Deno.test('record: a model the router sent as {"toString": …} is noted, not thrown on (String() threw)', () => {
  const answers: Record<string, unknown> = { status: {}, device: { model: { toString: 1 }, mac: 'AA:BB:CC:00:11:22' }, system: {} };
  const { profile, notes } = profileFrom((name) => answers[name], { withSecrets: false, password: '' });
  assert.equal(profile.model, undefined);
  assert.deepEqual(notes, ['modelo "{"toString":1}" fora dos 13 do contrato: o perfil fica com o do demo']);
});
