/**
 * What the wizard's repeater step (spec 2 §2.1, §5.4, §9) relies on, as the emulator behaves today: the factory
 * device hears neighbours on both bands at signals covering the three icon levels, WPA-only and WEP-only ones among
 * them, and an open one; PUT wireless/wlc refuses ciphers 1 and 2 with 'Criptografia Inválida' and a missing key,
 * leaving the stored choice untouched.
 */
import assert from 'node:assert/strict';
import { Cipher, encodeSecret, SiteSurveyList, timing, validationMessages as m } from '@roteador/contract';
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
