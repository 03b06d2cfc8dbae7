import { describe, expect, it } from 'vitest';
import type { MeshNode } from '@roteador/contract';
import { dateTimeText, locationValidator, wifiStandard } from './node-format.ts';

const node = (over: Partial<MeshNode> = {}): MeshNode => ({
  name: 'Quarto', alias: 'Quarto', mac: 'AA:BB:CC:00:00:02', model: 'Twibi Force AX', ip: '192.168.0.2',
  parent: { name: 'Sala', type: 0 }, is_online: true, isRoot: false, backhaul: 1, rssi: -58, fw_version: '1.4.2',
  out_of_mesh: false, ...over,
});

describe('mesh node rules', () => {
  it('names the Wi-Fi standard from the spec table, else "Não reconhecido"', () => {
    expect(wifiStandard(32)).toBe('802.11ax (Wi-Fi 6)');
    expect(wifiStandard(1 | 4 | 8 | 32)).toBe('Não reconhecido');
    expect(wifiStandard(0)).toBe('Não reconhecido');
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

describe("a node's date and time", () => {
  it("are shown in the node's own zone, whatever the browser's", () => {
    const noon = Date.UTC(2026, 0, 15, 12) / 1000;
    expect(dateTimeText(noon, 'America/Sao_Paulo')).toBe('15/01/2026, 09:00:00');
    expect(dateTimeText(Date.UTC(2026, 2, 1, 2, 30) / 1000, 'America/Manaus')).toBe('28/02/2026, 22:30:00');
    expect(dateTimeText(noon, undefined)).toBe('15/01/2026, 12:00:00');
  });
});
