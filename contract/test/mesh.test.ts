import { describe, expect, it } from 'vitest';
import {
  ieeeStandard, meshControllerBlockers, meshSignalLevel, nodeLink, nodeState, orderIpv6, sameMac, versionBelow,
  type MeshNode, type MeshWifiFacts,
} from '../src/index.ts';

const node = (over: Partial<MeshNode> = {}): MeshNode => ({
  name: 'Quarto', alias: 'Quarto', mac: 'AA:BB:CC:00:00:02', model: 'Twibi Force AX', ip: '192.168.0.2',
  parent: { name: 'Sala', type: 0 }, is_online: true, isRoot: false, backhaul: 1, rssi: -58, fw_version: '1.4.2',
  out_of_mesh: false, ...over,
});

describe('a mesh node, one rule for the dashboard and the node page (spec 1 §4, §9)', () => {
  it('state: offline, out of the mesh, applying (no model), syncing, online — in that precedence', () => {
    expect(nodeState(node({ is_online: false, model: '' }), true)).toBe('offline');
    expect(nodeState(node({ out_of_mesh: true }), true)).toBe('outOfMesh');
    expect(nodeState(node({ model: '' }), true)).toBe('applying');
    expect(nodeState(node(), true)).toBe('syncing');
    expect(nodeState(node())).toBe('online');
  });

  it('ieee_std through the spec table: only its six values, anything else unknown', () => {
    expect([1, 2, 4, 8, 16, 32].map(ieeeStandard)).toEqual([
      '802.11b (Wi-Fi 1)', '802.11a (Wi-Fi 2)', '802.11g (Wi-Fi 3)', '802.11n (Wi-Fi 4)', '802.11ac (Wi-Fi 5)', '802.11ax (Wi-Fi 6)',
    ]);
    for (const other of [0, 3, 13, 58, 64, -1, 1.5]) expect(ieeeStandard(other)).toBeUndefined();
  });

  it('link-local IPv6 addresses last, the rest in the router order', () => {
    expect(orderIpv6(['fe80::1', '2804:14d::2', 'FE80::3', 'fd00::4', 'febf::5'])).toEqual(['2804:14d::2', 'fd00::4', 'fe80::1', 'FE80::3', 'febf::5']);
    // fe8 alone is no prefix of a link-local address: 'fe8::1' is fe8:0:…, global scope
    expect(orderIpv6(['fe8::1', '2001:db8::1'])).toEqual(['fe8::1', '2001:db8::1']);
  });

  it('the node link: https from firmware 1.3.0 on, http below', () => {
    expect(nodeLink(node({ fw_version: '1.2.9' }))).toBe('http://192.168.0.2');
    expect(nodeLink(node({ fw_version: '1.3.0' }))).toBe('https://192.168.0.2');
    expect(nodeLink(node({ fw_version: '1.10.0' }))).toBe('https://192.168.0.2');
  });

  it('versions compare number by number, a suffix ignored', () => {
    expect(versionBelow('1.2.9', '1.3.0')).toBe(true);
    expect(versionBelow('1.3.0', '1.3.0')).toBe(false);
    expect(versionBelow('1.10.0', '1.3.0')).toBe(false);
    expect(versionBelow('1.3', '1.3.0')).toBe(false);
    expect(versionBelow('1.2.9-beta', '1.3.0')).toBe(true);
  });

  it('a MAC is the same device in any case and with or without separators', () => {
    expect(sameMac('AA:BB:CC:00:00:02', 'aabbcc000002')).toBe(true);
    expect(sameMac('aa-bb-cc-00-00-02', 'AA:BB:CC:00:00:02')).toBe(true);
    expect(sameMac('AA:BB:CC:00:00:02', 'AA:BB:CC:00:00:03')).toBe(false);
  });
});

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

describe('meshSignalLevel (spec 1 §9: moderate -66, bad -77, -1 wired)', () => {
  it.each([
    [-1, 'wired'], [-30, 'good'], [-65, 'good'], [-66, 'moderate'], [-76, 'moderate'], [-77, 'bad'], [-95, 'bad'],
  ] as const)('rssi %i is %s', (rssi, level) => expect(meshSignalLevel(rssi)).toBe(level));
  it('a wired backhaul is wired whatever the rssi', () => expect(meshSignalLevel(-80, 3)).toBe('wired'));
});
