import { describe, expect, it } from 'vitest';
import type { MeshNode } from '@roteador/contract';
import { locationValidator, nodeState, orderIpv6, wifiStandard } from './node-format.ts';

const node = (over: Partial<MeshNode> = {}): MeshNode => ({
  name: 'Quarto', alias: 'Quarto', mac: 'AA:BB:CC:00:00:02', model: 'Twibi Force AX', ip: '192.168.0.2',
  parent: { name: 'Sala', type: 0 }, is_online: true, isRoot: false, backhaul: 1, rssi: -58, fw_version: '1.4.2',
  out_of_mesh: false, ...over,
});

describe('mesh node rules', () => {
  it('derives the state: offline, out of the mesh, applying (no model), online', () => {
    expect(nodeState(node({ is_online: false, model: '' }))).toBe('offline');
    expect(nodeState(node({ out_of_mesh: true }))).toBe('outOfMesh');
    expect(nodeState(node({ model: '' }))).toBe('applying');
    expect(nodeState(node())).toBe('online');
  });

  it('names the Wi-Fi standard from ieee_std, the highest bit winning', () => {
    expect(wifiStandard(1)).toBe('802.11b (Wi-Fi 1)');
    expect(wifiStandard(2)).toBe('802.11a (Wi-Fi 2)');
    expect(wifiStandard(4)).toBe('802.11g (Wi-Fi 3)');
    expect(wifiStandard(8)).toBe('802.11n (Wi-Fi 4)');
    expect(wifiStandard(16)).toBe('802.11ac (Wi-Fi 5)');
    expect(wifiStandard(32)).toBe('802.11ax (Wi-Fi 6)');
    expect(wifiStandard(1 | 4 | 8 | 32)).toBe('802.11ax (Wi-Fi 6)');
    expect(wifiStandard(0)).toBe('Não reconhecido');
    expect(wifiStandard(64)).toBe('Não reconhecido');
  });

  it('puts link-local IPv6 addresses last', () => {
    expect(orderIpv6(['fe80::1', '2804:14d::2', 'FE80::3', 'fd00::4'])).toEqual(['2804:14d::2', 'fd00::4', 'fe80::1', 'FE80::3']);
  });

  it('wants a location unique among the other nodes, case-insensitive', () => {
    const nodes = [node({ name: 'Sala', mac: 'AA:00:00:00:00:01' }), node()];
    const validate = locationValidator(nodes, 'aa:bb:cc:00:00:02');
    expect(validate('sala')).toBe('Esse nome encontra-se em uso');
    expect(validate('QUARTO')).toBeUndefined();
    expect(validate('Cozinha')).toBeUndefined();
    expect(validate('')).toBe('Este campo é obrigatório');
    expect(locationValidator(nodes)('quarto')).toBe('Esse nome encontra-se em uso');
  });
});
