/** spec 2 §5.5: PUT radio/{id} refuses every value the radio page cannot offer; §2.2: the IPv6 flag of system/0. */
import assert from 'node:assert/strict';
import { Radio, System } from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { setup } from './helpers.ts';

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  return { ...t, token };
}

Deno.test('radio: a valid write is stored, answered and waits for apply', async () => {
  using t = await ready();
  const put = await t.json('PUT', '/api/v1/radio/radio0', { configuredChannel: 6, bandwidth: '40', extension: 'lower', power: 'Baixo' }, t.token);
  assert.equal(put.status, 200);
  conforms(put.body, Radio);
  const read = (await t.json('GET', '/api/v1/radio/radio0', undefined, t.token)).body;
  assert.deepEqual(
    [read.configuredChannel, read.channel, read.bandwidth, read.extension, read.power],
    [6, 6, '40', 'lower', 'Baixo'],
  );
  assert.equal((await t.state()).network.pendingRestart, true);
  const five = await t.json('PUT', '/api/v1/radio/radio1', { configuredChannel: 165, bandwidth: '80', ofdma: false, twt: true, mu_mimo: true }, t.token);
  assert.equal(five.status, 200);
  assert.deepEqual([five.body.configuredChannel, five.body.bandwidth, five.body.twt, five.body.extension], [165, '80', true, 'auto']);
});

Deno.test('radio: the extension channel follows the band, the bandwidth and the channel', async () => {
  using t = await ready();
  // a fixed channel at 20/40MHz needs a side: the one that fits inside 1–13
  const eleven = await t.json('PUT', '/api/v1/radio/radio0', { configuredChannel: 11, bandwidth: '40' }, t.token);
  assert.equal(eleven.body.extension, 'lower');
  const one = await t.json('PUT', '/api/v1/radio/radio0', { configuredChannel: 1 }, t.token);
  assert.equal(one.body.extension, 'upper');
  // 20MHz or an automatic channel: no extension
  assert.equal((await t.json('PUT', '/api/v1/radio/radio0', { bandwidth: '20' }, t.token)).body.extension, 'auto');
  const auto = await t.json('PUT', '/api/v1/radio/radio0', { configuredChannel: 0, bandwidth: '40' }, t.token);
  assert.equal(auto.body.extension, 'auto');
});

Deno.test('radio: every invalid §5.5 value is refused with a 400 naming the field, state untouched', async () => {
  using t = await ready();
  const before = (await t.state()).network.radios;
  const cases: [string, Record<string, unknown>, string][] = [
    ['radio0', { configuredChannel: 14 }, 'configuredChannel'],
    ['radio0', { configuredChannel: 36 }, 'configuredChannel'],
    ['radio0', { configuredChannel: -1 }, 'configuredChannel'],
    ['radio1', { configuredChannel: 6 }, 'configuredChannel'],
    ['radio1', { configuredChannel: 52 }, 'configuredChannel'],
    ['radio1', { configuredChannel: 100 }, 'configuredChannel'],
    ['radio0', { bandwidth: '80' }, 'bandwidth'],
    ['radio0', { bandwidth: '20/40MHz' }, 'bandwidth'],
    ['radio1', { bandwidth: '160' }, 'bandwidth'],
    ['radio1', { extension: 'upper' }, 'extension'],
    ['radio1', { configuredChannel: 36, bandwidth: '40', extension: 'lower' }, 'extension'],
    ['radio0', { configuredChannel: 0, bandwidth: '40', extension: 'upper' }, 'extension'],
    ['radio0', { configuredChannel: 6, bandwidth: '20', extension: 'upper' }, 'extension'],
    ['radio0', { configuredChannel: 2, bandwidth: '40', extension: 'lower' }, 'extension'],
    ['radio0', { configuredChannel: 12, bandwidth: '40', extension: 'upper' }, 'extension'],
    ['radio0', { configuredChannel: 6, bandwidth: '40', extension: 'above' }, 'extension'],
    ['radio0', { power: 'Max' }, 'power'],
    ['radio0', { power: 'Médio' }, 'power'],
    ['radio0', { enabled: 'yes' }, 'enabled'],
  ];
  for (const [id, body, field] of cases) {
    const res = await t.json('PUT', `/api/v1/radio/${id}`, body, t.token);
    assert.equal(res.status, 400, `${id} ${JSON.stringify(body)}`);
    assert.equal(res.body.status, 'error');
    assert.equal(res.body.field, field, `${id} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
    assert.ok(res.body.message.length > 0);
  }
  assert.deepEqual((await t.state()).network.radios, before);
  assert.equal((await t.state()).network.pendingRestart, false);
  assert.equal((await t.json('PUT', '/api/v1/radio/radio9', { enabled: true }, t.token)).status, 404);
});

Deno.test('radio: MU-MIMO from opMode 6, OFDMA and TWT only above opMode 7 (Wi-Fi 6)', async () => {
  using t = await ready({ profile: { model: 'W5-1200G' } });
  const radios = (await t.json('GET', '/api/v1/radio', undefined, t.token)).body;
  assert.deepEqual(radios.map((r: Radio) => r.opMode), [4, 6]);
  for (const [id, body, field] of [
    ['radio0', { mu_mimo: true }, 'mu_mimo'],
    ['radio0', { ofdma: true }, 'ofdma'],
    ['radio1', { ofdma: true }, 'ofdma'],
    ['radio1', { twt: true }, 'twt'],
  ] as const) {
    const res = await t.json('PUT', `/api/v1/radio/${id}`, body, t.token);
    assert.equal(res.status, 400, `${id} ${JSON.stringify(body)}`);
    assert.equal(res.body.field, field);
  }
  assert.equal((await t.json('PUT', '/api/v1/radio/radio1', { mu_mimo: false, beamforming: false }, t.token)).status, 200);
  assert.equal((await t.json('PUT', '/api/v1/radio/radio1', { mu_mimo: true, ofdma: false }, t.token)).status, 200);
});

Deno.test('radio: a single-band model has no 5 GHz radio', async () => {
  using t = await ready({ profile: { model: 'W4-300F', meshRole: 'none' } });
  assert.equal((await t.json('PUT', '/api/v1/radio/radio1', { enabled: false }, t.token)).status, 404);
});

Deno.test('system: ipv6 on and off in router mode, refused in access point mode and on an agent', async () => {
  using t = await ready();
  const on = await t.json('PUT', '/api/v1/system/0', { ipv6: { enabled: true } }, t.token);
  assert.equal(on.status, 200);
  conforms(on.body, System);
  assert.equal((await t.json('GET', '/api/v1/system/0', undefined, t.token)).body.ipv6.enabled, true);
  const lan = (await t.json('GET', '/api/v1/lan', undefined, t.token)).body[0];
  assert.ok(lan.ip6_list.some((a: string) => !a.startsWith('fe80:')));
  assert.equal((await t.json('PUT', '/api/v1/system/0', { ipv6: { enabled: false } }, t.token)).body.ipv6.enabled, false);
  assert.equal((await t.json('PUT', '/api/v1/system/0', { ipv6: { enabled: 'sim' } }, t.token)).status, 400);

  using ap = await ready({ profile: { operationMode: 1 } });
  const refused = await ap.json('PUT', '/api/v1/system/0', { ipv6: { enabled: true } }, ap.token);
  assert.deepEqual([refused.status, refused.body.field], [400, 'ipv6']);
  assert.equal((await ap.state()).system.ipv6.enabled, false);

  using agent = await ready({ profile: { meshRole: 'agent' } });
  assert.equal((await agent.json('PUT', '/api/v1/system/0', { ipv6: { enabled: true } }, agent.token)).status, 400);
});
