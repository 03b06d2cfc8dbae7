/**
 * What the wizard's repeater step (spec 2 §2.1, §5.4, §9) relies on, as the emulator behaves today: the factory
 * device hears neighbours on both bands at signals covering the three icon levels, WPA-only and WEP-only ones among
 * them, and an open one; PUT wireless/wlc refuses ciphers 1 and 2 with 'Criptografia Inválida' and a missing key,
 * leaving the stored choice untouched.
 */
import assert from 'node:assert/strict';
import {
  Cipher,
  cipherNames,
  encodeSecret,
  protocolNames,
  type SiteSurveyEntry,
  SiteSurveyList,
  suggestChannel,
  timing,
  validationMessages as m,
} from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { setup } from '../../test/helpers.ts';

const FACTORY = { username: 'admin', password: 'admin' };

async function factory(profile: unknown = 'factory') {
  const t = setup();
  await t.manualClock();
  await t.control('POST', '/reset', { profile });
  const token = await t.login(FACTORY, true);
  return { ...t, token };
}

type Entry = { ssid: string; channel: number; signal_level: number; cipher: number };

Deno.test('site_survey on the factory device: both bands, the three icon levels, WPA-only, WEP-only and open', async () => {
  using t = await factory();
  const res = await t.json('GET', '/api/v1/site_survey', undefined, t.token);
  assert.equal(res.status, 200);
  conforms(res.body, SiteSurveyList);
  const list = res.body as Entry[];
  const five = list.filter((n) => n.channel > 14);
  const two = list.filter((n) => n.channel <= 14);
  assert.ok(five.length > 0 && two.length > 0, 'neighbours on both bands');
  for (const band of [five, two]) {
    assert.ok(band.some((n) => n.cipher === Cipher.Wep), 'a WEP-only network on each band');
  }
  assert.ok(list.some((n) => n.cipher === Cipher.Wpa), 'a WPA-only network');
  assert.ok(list.some((n) => n.cipher === Cipher.None), 'an open network');
  const { iconModerate, iconBad } = timing.limits.wifiSignal;
  assert.ok(list.some((n) => n.signal_level >= iconModerate), 'a good signal');
  assert.ok(list.some((n) => n.signal_level < iconModerate && n.signal_level >= iconBad), 'a moderate signal');
  assert.ok(list.some((n) => n.signal_level < iconBad), 'a bad signal');
  // the same list on every read (the wizard's refresh reads it again)
  assert.deepEqual((await t.json('GET', '/api/v1/site_survey', undefined, t.token)).body, list);
  // a token is needed
  assert.equal((await t.json('GET', '/api/v1/site_survey')).status, 401);
});

Deno.test('site_survey on a single-band model: 2.4 GHz neighbours only', async () => {
  using t = await factory({ base: 'factory', model: 'W4-300F' });
  const list = (await t.json('GET', '/api/v1/site_survey', undefined, t.token)).body as Entry[];
  assert.ok(list.length > 0);
  assert.ok(list.every((n) => n.channel <= 14));
});

Deno.test('wireless/wlc refuses WPA-only and WEP-only with Criptografia Inválida, and a secured network without key', async () => {
  using t = await factory();
  const put = (body: unknown) => t.json('PUT', '/api/v1/wireless/wlc', body, t.token);
  for (
    const [ssid, cipher] of [['Cafe-Antigo', Cipher.Wpa], ['Escritorio-WEP', Cipher.Wep], [
      'Loja-WEP-5G',
      Cipher.Wep,
    ]] as const
  ) {
    const radioID = ssid.endsWith('5G') ? 'radio1' : 'radio0';
    const res = await put({ ssid, cipher, key: encodeSecret('senha12345'), radioID });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { status: 'error', message: m.invalidCipher, field: 'cipher' });
  }
  assert.deepEqual((await put({ ssid: 'Casa-Principal', cipher: Cipher.Wpa2, key: '', radioID: 'radio0' })).body, {
    status: 'error',
    message: m.required,
    field: 'key',
  });
  assert.equal((await t.state()).network.repeater, null, 'a refused request leaves the state untouched');
  // an open network needs no key; a WPA2 one is stored with its key encoded
  assert.equal((await put({ ssid: 'Rede-Aberta-5G', cipher: Cipher.None, key: '', radioID: 'radio1' })).status, 200);
  assert.deepEqual((await t.state()).network.repeater, {
    ssid: 'Rede-Aberta-5G',
    cipher: 0,
    key: '',
    radioID: 'radio1',
  });
  const wpa2 = {
    ssid: 'Casa-Principal-5G',
    cipher: Cipher.Wpa2,
    key: encodeSecret('principal2026'),
    radioID: 'radio1',
  };
  assert.equal((await put(wpa2)).status, 200);
  assert.deepEqual((await t.state()).network.repeater, wpa2);
});

Deno.test('site_survey: every field of an entry, varied, the same for a seed and another for another seed', async () => {
  const read = async (seed: number) => {
    using t = setup();
    await t.control('POST', '/reset', { profile: 'demo', seed });
    const res = await t.json('GET', '/api/v1/site_survey', undefined, await t.login());
    conforms(res.body, SiteSurveyList);
    return res.body as SiteSurveyEntry[];
  };
  const one = await read(1);
  assert.deepEqual(await read(1), one, 'deterministic per seed');
  const other = await read(7);
  assert.notDeepEqual(other, one, 'another seed hears other neighbours');
  for (const list of [one, other]) {
    assert.ok(list.length >= 13, 'the eight fixed neighbours and a seeded crowd');
    assert.equal(new Set(list.map((n) => n.ssid)).size, list.length, 'one entry per network');
    assert.equal(new Set(list.map((n) => n.mac)).size, list.length, 'one BSSID per network');
    for (const n of list) {
      assert.match(n.mac, /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
      assert.ok(n.cipher >= 0 && n.cipher <= 6 && cipherNames[n.cipher], `cipher ${n.cipher}`);
      assert.ok(protocolNames[n.op_mode], `op_mode ${n.op_mode}`);
      assert.ok(n.signal_level < 0 && n.signal_level > -100);
      const five = n.channel > 14;
      assert.ok((five ? [...timing.limits.radioChannels['5']] : [...timing.limits.radioChannels['2.4']]).includes(n.channel as never));
      assert.ok((five ? ['20', '40', '80', '160'] : ['20', '40']).includes(n.bandwidth), `${n.ssid} ${n.bandwidth}`);
      // an extension channel only for a 40 MHz pair on 2.4 GHz, on the side that stays inside 1–13
      if (!five && n.bandwidth === '40') {
        assert.ok(n.extension === 'upper' ? n.channel <= 9 : n.extension === 'lower' && n.channel >= 5, `${n.ssid}`);
      } else assert.equal(n.extension, '');
    }
  }
  // varied: several ciphers, protocols, widths and channels
  const all = [...one, ...other];
  assert.ok(new Set(all.map((n) => n.cipher)).size >= 6);
  assert.ok(new Set(all.map((n) => n.op_mode)).size >= 8);
  assert.ok(new Set(all.map((n) => n.bandwidth)).size >= 3);
  assert.ok(new Set(all.map((n) => n.channel)).size >= 10);
});

Deno.test('site_survey: the suggested channel is the least used of its band, counted on what the router hears', async () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    using t = setup();
    await t.control('POST', '/reset', { profile: 'demo', seed });
    const list = (await t.json('GET', '/api/v1/site_survey', undefined, await t.login())).body as SiteSurveyEntry[];
    for (const band of ['2.4', '5'] as const) {
      const channels = timing.limits.radioChannels[band];
      const heard = list.filter((n) => (n.channel > 14) === (band === '5'));
      // counted here independently: networks on the channel (and on 2.4 GHz, within 4 channels: overlapping)
      const busy = (c: number) => heard.filter((n) => (band === '5' ? n.channel === c : Math.abs(n.channel - c) <= 4)).length;
      const least = Math.min(...channels.map(busy));
      const suggested = suggestChannel(list, band, channels)!;
      assert.equal(busy(suggested), least, `seed ${seed}, ${band} GHz: ${suggested}`);
      assert.equal(suggested, channels.find((c) => busy(c) === least), 'the lowest of equals');
      assert.ok(channels.some((c) => busy(c) > least), 'the band is not evenly used: the choice matters');
    }
  }
});
