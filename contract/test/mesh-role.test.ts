import { describe, expect, it } from 'vitest';
import { meshControllerBlockers, type MeshWifiFacts } from '../src/mesh.ts';

const root = (frequency: '2.4' | '5', over: Partial<MeshWifiFacts['wireless'][number]> = {}) => ({
  radioID: frequency === '5' ? 'radio1' : 'radio0', frequency, enabled: true, isRoot: true, cipher: 3, key: 'c2VjcmV0', ...over,
});
const radios = [
  { id: 'radio0', frequency: '2.4', enabled: true },
  { id: 'radio1', frequency: '5', enabled: true },
];

describe('meshControllerBlockers (spec 2 §4.11)', () => {
  it('allows a dual-band WPA2 root network with a password and both radios on', () => {
    expect(meshControllerBlockers({ wireless: [root('2.4'), root('5')], radios })).toEqual([]);
    expect(meshControllerBlockers({ wireless: [root('2.4', { cipher: 6 }), root('5', { cipher: 4 })], radios })).toEqual([]);
  });
  it('names each failing precondition, in the spec order', () => {
    expect(meshControllerBlockers({ wireless: [root('2.4')], radios })).toEqual(['dualBand']);
    expect(meshControllerBlockers({ wireless: [root('2.4'), root('5', { enabled: false })], radios })).toEqual(['dualBand']);
    expect(meshControllerBlockers({ wireless: [root('2.4'), root('5', { cipher: 0, key: '' })], radios })).toEqual(['password', 'wpa2']);
    expect(meshControllerBlockers({ wireless: [root('2.4'), root('5', { cipher: 5 })], radios })).toEqual(['wpa2']);
    expect(meshControllerBlockers({ wireless: [root('2.4'), root('5')], radios: [radios[0], { ...radios[1], enabled: false }] })).toEqual(['radios']);
    expect(meshControllerBlockers({ wireless: [], radios: [] })).toEqual(['dualBand', 'password', 'wpa2', 'radios']);
  });
  it('ignores guest networks and the repeater client', () => {
    const guest = { ...root('5', { cipher: 0, key: '' }), isRoot: false };
    const client = root('5', { mode: 1, cipher: 0, key: '' });
    expect(meshControllerBlockers({ wireless: [root('2.4'), root('5'), guest, client], radios })).toEqual([]);
  });
});
