import { describe, expect, it } from 'vitest';
import type { ConnectedDevice } from '@roteador/contract';
import { deviceName, generationText, groupDevices, protocolText, signalText, splitIpv6 } from './format.ts';

const dev = (over: Partial<ConnectedDevice> = {}): ConnectedDevice => ({
  id: 'AA:00:00:00:00:01', mac: 'AA:00:00:00:00:01', ip: '192.168.0.100', ip6_list: [], hostname: 'Galaxy-A54', vendor: '', network: 'Casa',
  band: '2.4', signalLevel: -50, opMode: 4, txRate: 144, rxBytes: 0, txBytes: 0, unitySize: 100000, blocked: false, ...over,
});
const wired = (over: Partial<ConnectedDevice> = {}) => dev({ band: null, network: 'Cabeada', signalLevel: 0, opMode: 0, ...over });

describe('a device card (spec 3 §2)', () => {
  it('names a device by its hostname, else Desconhecido', () => {
    expect(deviceName(dev())).toBe('Galaxy-A54');
    expect(deviceName(dev({ hostname: '' }))).toBe('Desconhecido');
    expect(deviceName(dev({ hostname: '  ' }))).toBe('Desconhecido');
  });

  it('shows the signal in dBm, or Cabeada', () => {
    expect(signalText(dev({ signalLevel: -61 }))).toBe('-61 dBm');
    expect(signalText(wired())).toBe('Cabeada');
  });

  it('derives the Wi-Fi generation and protocol from the radio mode code', () => {
    expect(generationText(dev({ opMode: 9 }))).toBe('Wi-Fi 6');
    expect(generationText(dev({ opMode: 6 }))).toBe('Wi-Fi 5');
    expect(generationText(dev({ opMode: 99 }))).toBe('Wi-Fi');
    expect(generationText(wired())).toBe('Cabeada');
    expect(protocolText(dev({ opMode: 8 }))).toBe('802.11ax');
    expect(protocolText(dev({ opMode: 99 }))).toBe('—');
    expect(protocolText(wired())).toBe('Cabeada');
  });

  it('puts the link-local address apart from the others', () => {
    expect(splitIpv6(['2804:14d::1', 'fe80::1', 'fd00::2'])).toEqual({ linkLocal: 'fe80::1', others: ['2804:14d::1', 'fd00::2'] });
    expect(splitIpv6([])).toEqual({ linkLocal: null, others: [] });
    // a second link-local address is listed after the others, not dropped (the contract's orderIpv6)
    expect(splitIpv6(['FE80::1', '2804:14d::1', 'fe80::2'])).toEqual({ linkLocal: 'FE80::1', others: ['2804:14d::1', 'fe80::2'] });
  });
});

describe('the groups of the list (spec 3 §2)', () => {
  const nodes = [
    { mac: 'CC:00:00:00:00:01', name: 'Sala' },
    { mac: 'CC:00:00:00:00:02', name: 'Quarto' },
    { mac: 'CC:00:00:00:00:03', name: 'Cozinha' },
  ];
  const titles = (groups: ReturnType<typeof groupDevices>) => groups.map((g) => [g.title, g.devices.map((d) => d.mac)]);

  it('by network, wired, each mesh node by name in the mesh order, then the blocked; -100 hidden', () => {
    const list = [
      dev({ mac: '1', network: 'Casa-5G', band: '5' }),
      wired({ mac: '2' }),
      dev({ mac: '3', node_mac: 'cc:00:00:00:00:03' }),
      dev({ mac: '4', network: 'Casa' }),
      dev({ mac: '5', node_mac: 'CC:00:00:00:00:02' }),
      dev({ mac: '6', signalLevel: -100 }),
      dev({ mac: '7', blocked: true, node_mac: 'CC:00:00:00:00:02' }),
      dev({ mac: '8', network: 'Casa-5G', band: '5' }),
      dev({ mac: '9', node_mac: 'CC:00:00:00:00:01' }),
    ];
    expect(titles(groupDevices(list, nodes, 'CC:00:00:00:00:01'))).toEqual([
      ['Conectados na rede Casa-5G', ['1', '8']],
      ['Conectados na rede Casa', ['4', '9']],
      ['Conectados na rede Cabeada', ['2']],
      ['Conectados na rede Quarto', ['5']],
      ['Conectados na rede Cozinha', ['3']],
      ['Dispositivos Bloqueados', ['7']],
    ]);
  });

  it('a node the mesh list does not know yet is named by its MAC; empty groups are left out', () => {
    expect(titles(groupDevices([dev({ mac: '1', node_mac: 'DD:00:00:00:00:09' })], nodes))).toEqual([
      ['Conectados na rede DD:00:00:00:00:09', ['1']],
    ]);
    expect(groupDevices([dev({ signalLevel: -100 })], nodes)).toEqual([]);
  });
});
