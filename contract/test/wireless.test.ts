import { describe, expect, it } from 'vitest';
import {
  Cipher,
  routerMessages as r,
  validateBandSteering,
  validateCipher,
  validateRepeaterClient,
  validateWifiNetwork,
  validationMessages as m,
  wifiBandFull,
  wifiLockRefusal,
  wifiLocks,
  wifiNetworksFixed,
  wifiRole,
  wpsAllowed,
} from '../src/index.ts';

describe('Wi-Fi security (spec 2 §5.4)', () => {
  it('a network of this router, or one it repeats, is open, WPA2, WPA/WPA2, WPA3 or WPA2/WPA3', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((c) => validateCipher(c) === undefined)).toEqual([true, false, false, true, true, true, true, false]);
    expect(validateCipher(Cipher.Wpa)).toBe('Criptografia Inválida');
  });
  it('WPS needs a key and something else than WPA3 only', () => {
    expect([0, 3, 4, 5, 6].map(wpsAllowed)).toEqual([false, true, true, false, true]);
  });
  it('the repeated network: a name, a security this router has, its key unless open', () => {
    expect(validateRepeaterClient({ ssid: 'Vizinho', cipher: 4, key: 'vizinho2026' })).toEqual({});
    expect(validateRepeaterClient({ ssid: 'Aberta', cipher: 0, key: '' })).toEqual({});
    expect(validateRepeaterClient({ ssid: 'Antiga', cipher: 2, key: 'x' })).toEqual({ cipher: m.invalidCipher });
    expect(validateRepeaterClient({ ssid: '', cipher: 3, key: '' })).toEqual({ ssid: m.required, key: m.required });
  });
});

describe('the per-band limit (§4.8, §8)', () => {
  const rec = (radioID: string, mode = 0) => ({ radioID, mode });
  it('counts the networks on that radio, not the repeater client', () => {
    const list = [rec('radio0'), rec('radio0'), rec('radio1'), rec('radio0', 1)];
    expect(wifiBandFull(list, 'radio0', 2)).toBe(true);
    expect(wifiBandFull(list, 'radio1', 2)).toBe(false);
    expect(wifiBandFull(list, 'radio1', 1)).toBe(true);
    expect(wifiBandFull(list, 'radio0', undefined)).toBe(false);
  });
});

describe('locks by role (§4.11, §4.12)', () => {
  const mesh = (type: number) => ({ model: 'W6-1500', operationMode: 0, mesh: { enabled: true, type } });
  it('the role from the access facts: an agent, a controller with its mesh on, or neither', () => {
    expect(wifiRole(mesh(1))).toBe('agent');
    expect(wifiRole(mesh(0))).toBe('controller');
    expect(wifiRole({ ...mesh(1), mesh: { enabled: false, type: 1 } })).toBe('none');
    expect(wifiRole({ ...mesh(1), model: 'W4-300F' })).toBe('none');
    expect(wifiNetworksFixed('agent')).toBe(true);
    expect(wifiNetworksFixed('controller')).toBe(false);
  });
  it('an agent: name, key, security, separation, band; a controller root: open, separation, WPA3 only, WPS on', () => {
    expect(wifiLocks('agent', false)).toMatchObject({ ssid: true, key: true, open: true, security: true, separate: true, frequency: true, wps: false, remove: true });
    expect(wifiLocks('controller', true)).toMatchObject({ ssid: false, key: false, open: true, security: false, separate: true, wpa3Only: true, wps: true });
    expect(wifiLocks('controller', false)).toMatchObject({ open: false, wpa3Only: false, wps: false, remove: false });
    expect(wifiLocks('none', true)).toMatchObject({ open: false, frequency: true, enabled: true, remove: true });
  });
  it('a write breaking a lock is refused with the hint the form shows', () => {
    const root = { ssid: 'Casa', cipher: 3, crypto: 2, wps: true, enabled: true, key: 'Senha#2026' };
    const controller = wifiLocks('controller', true);
    expect(wifiLockRefusal(controller, 'controller', root, { ...root, cipher: 0, key: '' })).toEqual({ field: 'cipher', message: r.wifiLockedController });
    expect(wifiLockRefusal(controller, 'controller', root, { ...root, cipher: 5 })).toEqual({ field: 'cipher', message: r.wifiWpa3Mesh });
    expect(wifiLockRefusal(controller, 'controller', root, { ...root, wps: false })).toEqual({ field: 'wps', message: r.wifiWpsMesh });
    expect(wifiLockRefusal(controller, 'controller', root, { ...root, ssid: 'Nova', key: 'Outra#2026' })).toBeUndefined();
    const agent = wifiLocks('agent', true);
    expect(wifiLockRefusal(agent, 'agent', root, { ...root, ssid: 'Nova' })).toEqual({ field: 'ssid', message: r.wifiLockedAgent });
    expect(wifiLockRefusal(agent, 'agent', root, { ...root, key: 'Outra#2026' })).toEqual({ field: 'key', message: r.wifiLockedAgent });
    expect(wifiLockRefusal(agent, 'agent', root, { ...root, wps: false })).toBeUndefined();
    expect(wifiLockRefusal(wifiLocks('none', true), 'none', root, { ...root, enabled: false })).toEqual({ field: 'enabled', message: r.wifiRootLocked });
    expect(r.wifiLockedAgent).toBe('Bloqueado: este roteador é um nó secundário da rede mesh.');
  });
});

describe('band steering (§5.4)', () => {
  const on = { enabled: true };
  it('needs both radios on and one name on both bands', () => {
    expect(validateBandSteering({ radios: [on, on], dualBand: true, sameName: true })).toBeUndefined();
    expect(validateBandSteering({ radios: [on, { enabled: false }], dualBand: true, sameName: true })).toBe(r.bandSteeringNeeds);
    expect(validateBandSteering({ radios: [on, on], dualBand: true, sameName: false })).toBe(r.bandSteeringNeeds);
    expect(validateBandSteering({ radios: [on, on], dualBand: false, sameName: true })).toBe(r.bandSteeringNeeds);
    expect(validateBandSteering({ radios: [on], dualBand: true, sameName: true })).toBe(r.bandSteeringNeeds);
  });
});

describe('the whole network (validateWifiNetwork, §5.4, §4.8, §8): the Wi-Fi form and the router\'s wireless writes', () => {
  const rec = (id: string, ssid: string, radioID: string, isRoot = false) => ({ id, ssid, radioID, isRoot, mode: 0 });
  const others = [rec('wl0', 'Casa', 'radio0', true), rec('wl1', 'Casa 5G', 'radio1', true), rec('wl2', 'Visitas', 'radio0')];
  const draft = { isRoot: false, ssid: 'Escritorio', radioIDs: ['radio0'], cipher: Cipher.Wpa2, key: 'senhaforte123' };

  it('accepts a new name, a security of this router and its key; an open network needs no key', () => {
    expect(validateWifiNetwork(draft, { others })).toEqual({});
    expect(validateWifiNetwork({ ...draft, cipher: Cipher.None, key: '' }, { others })).toEqual({});
  });
  it('refuses, in field order: the name on each band, the separate 5 GHz name, the security, the key, a full band', () => {
    const bad = { ...draft, ssid: 'Visitas', ssid5: { ssid: 'INTELBRAS', radioID: 'radio1' }, cipher: Cipher.Wpa, key: '123' };
    const newBands = { radioIDs: ['radio0'], limits: { radio0: 2 } };
    const errors = validateWifiNetwork(bad, { others, newBands });
    expect(errors).toEqual({
      ssid: m.ssidInUse, ssid5: m.reservedName, cipher: m.invalidCipher, key: validateWifiNetwork({ ...draft, key: '123' }, { others }).key,
      frequency: r.wifiLimit,
    });
    expect(Object.keys(errors)).toEqual(['ssid', 'ssid5', 'cipher', 'key', 'frequency']);
    expect(errors.key).toBeDefined();
  });
  it('a record is no rival of itself (by id); the name is checked on every band it is on', () => {
    expect(validateWifiNetwork({ ...draft, id: 'wl2', ssid: 'Visitas' }, { others })).toEqual({});
    expect(validateWifiNetwork({ ...draft, ssid: 'Casa 5G', radioIDs: ['radio0', 'radio1'] }, { others })).toEqual({ ssid: m.ssidInUse });
  });
  it('leaves what the mesh role locks to the lock', () => {
    const locks = { ssid: true, key: true };
    expect(validateWifiNetwork({ ...draft, ssid: '', ssid5: { ssid: '', radioID: 'radio1' }, key: '' }, { others, locks })).toEqual({});
  });
  it('a band with room, or one the network is already on, is no refusal', () => {
    expect(validateWifiNetwork(draft, { others, newBands: { radioIDs: ['radio1'], limits: { radio1: 3 } } })).toEqual({});
    expect(validateWifiNetwork(draft, { others, newBands: { radioIDs: [], limits: { radio0: 1 } } })).toEqual({});
  });
});
