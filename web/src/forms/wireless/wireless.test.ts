import { describe, expect, it } from 'vitest';
import { encodeSecret, type Wireless } from '@roteador/contract';
import { canAdd, initialValue, locks, planSave, reduceWifi, SECURITY_CIPHERS, steeringAllowed, validateWifi, wpsAllowed, type WifiContext } from './wireless.ts';

const rec = (id: string, radioID: 'radio0' | 'radio1', ssid: string, extra: Partial<Wireless> = {}): Wireless => ({
  id, interfaceID: `if-${id}`, radioID, ssid, enabled: true, wps: false, broadcast: true, cipher: 3, crypto: 2,
  key: encodeSecret('Senha#2026'), frequency: radioID === 'radio0' ? '2.4' : '5', isRoot: false, mode: 0,
  guest_network: false, client_mode_rssi: 0, ...extra,
});
const radios = [
  { id: 'radio0', frequency: '2.4' as const, enabled: true },
  { id: 'radio1', frequency: '5' as const, enabled: true },
];
const root = [rec('wl0', 'radio0', 'Casa', { isRoot: true }), rec('wl1', 'radio1', 'Casa-5G', { isRoot: true })];
const ctx = (own: Wireless[], others: Wireless[], role: WifiContext['role'] = 'none'): WifiContext => ({
  radios, own, others, limits: { radio0: 4, radio1: 4 }, role,
});

describe('reduceWifi (spec 2 §3)', () => {
  it('groups the root records whatever their names, and other records by a shared name', () => {
    const list = [...root, rec('wl2', 'radio0', 'Visitas'), rec('wl3', 'radio1', 'Visitas'), rec('wl4', 'radio1', 'Loja'),
      rec('wlc', 'radio1', 'Outro', { mode: 1 })];
    const groups = reduceWifi(list);
    expect(groups.map((g) => [g.ids, g.frequency, g.sameSSID, g.ssid_5])).toEqual([
      [['wl0', 'wl1'], 'both', false, 'Casa-5G'],
      [['wl2', 'wl3'], 'both', true, 'Visitas'],
      [['wl4'], '5', true, 'Loja'],
    ]);
  });
});

describe('validateWifi and canAdd (spec 2 §5.4, §8)', () => {
  it('refuses a name in use on the target radios, and a full band', () => {
    const c = { ...ctx([], root), limits: { radio0: 1, radio1: 4 } };
    const v = { ...initialValue(c, false), ssid: 'Casa', key: 'Senha#2026' };
    expect(validateWifi(v, c)).toEqual({ ssid: 'Esse nome já está sendo usado', frequency: 'A quantidade máxima de redes Wi-Fi foi atingida.' });
    expect(validateWifi({ ...v, ssid: 'Nova', frequency: '5' }, c)).toEqual({});
    expect(canAdd(root, radios, { radio0: 1, radio1: 1 })).toBe(false);
  });
});

describe('locks (spec 2 §4.12)', () => {
  it('locks name, key, security and separation on an agent; open and separation on a controller root', () => {
    expect(locks(ctx(root, [], 'agent'))).toMatchObject({ ssid: true, key: true, open: true, security: true, separate: true });
    expect(locks(ctx(root, [], 'controller'))).toMatchObject({ ssid: false, key: false, open: true, separate: true, wpa3Only: true });
    expect(initialValue(ctx(root, [], 'controller'), false).wps).toBe(true);
  });
});

describe('planSave (spec 2 §4.8)', () => {
  const guest = [rec('wl2', 'radio0', 'Visitas'), rec('wl3', 'radio1', 'Visitas')];
  it('dual → single deletes the other radio record; single → dual deletes and creates', () => {
    const c = ctx(guest, root);
    expect(planSave({ ...initialValue(c, false), frequency: '5' }, c, false, false)).toEqual([{ kind: 'delete', id: 'wl2' }]);
    const single = ctx([guest[0]], root);
    const steps = planSave({ ...initialValue(single, false), frequency: 'both' }, single, false, false);
    expect(steps.map((s) => s.kind)).toEqual(['delete', 'create', 'create']);
  });
  it('saves band steering first, and only what changed', () => {
    const c = ctx(root, []);
    const steps = planSave({ ...initialValue(c, false), separate: false, bandSteering: true }, c, false, true);
    expect(steps).toEqual([{ kind: 'steering', enabled: true }, { kind: 'update', id: 'wl1', update: { ssid: 'Casa' } }]);
  });
});

describe('the form asks the contract (the router\'s rules)', () => {
  it('band steering: both radios on, both bands, one name', () => {
    const c = ctx(root, []);
    const v = { ...initialValue(c, false), separate: false };
    expect(steeringAllowed(v, c)).toBe(true);
    expect(steeringAllowed({ ...v, separate: true }, c)).toBe(false);
    expect(steeringAllowed(v, { ...c, radios: [radios[0], { ...radios[1], enabled: false }] })).toBe(false);
  });
  it('offers the securities the router accepts, never WEP or WPA only', () => {
    expect(SECURITY_CIPHERS).toEqual([3, 4, 5, 6]);
    expect(wpsAllowed({ open: false, cipher: 5 })).toBe(false);
    expect(wpsAllowed({ open: true, cipher: 3 })).toBe(false);
  });
  it('the root network is neither switched off nor deleted; an agent root: WPS stays free', () => {
    expect(locks(ctx(root, []))).toMatchObject({ enabled: true, remove: true, wps: false });
    expect(locks(ctx(root, [], 'agent'))).toMatchObject({ wps: false, ssid: true });
    expect(locks(ctx([rec('wl2', 'radio0', 'Visitas')], root))).toMatchObject({ enabled: false, remove: false });
  });
});
