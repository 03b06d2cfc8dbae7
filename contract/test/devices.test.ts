import { describe, expect, it } from 'vitest';
import { isWiredDevice, timing, wifiMode, wifiModes, wifiSignalLevel } from '../src/index.ts';

describe('wifiMode (spec 3 §9: the Wi-Fi generation from the radio mode code)', () => {
  it.each([
    [0, '802.11b', '1'], [2, '802.11g', '3'], [4, '802.11n', '4'], [5, '802.11a/n', '4'], [6, '802.11ac', '5'],
    [8, '802.11ax', '6'], [9, '802.11ax', '6'], [10, '802.11ax', '6E'], [13, '802.11be', '7'],
  ] as const)('code %i is %s, Wi-Fi %s', (code, protocol, generation) => {
    expect(wifiMode(code)).toEqual({ protocol, generation });
  });

  it('covers the codes 0 to 13 and nothing else', () => {
    expect(wifiModes).toHaveLength(14);
    for (const code of [-1, 14, 99, 4.5, Number.NaN]) expect(wifiMode(code)).toBeUndefined();
  });

  it('agrees with the radio rules: MU-MIMO codes are Wi-Fi 5 or newer, OFDMA codes Wi-Fi 6 or newer', () => {
    const generation = (code: number) => parseInt(wifiMode(code)!.generation, 10);
    expect(generation(timing.limits.radioModeMuMimo)).toBe(5);
    expect(generation(timing.limits.radioModeMuMimo - 1)).toBe(4);
    expect(generation(timing.limits.radioModeOfdmaTwt + 1)).toBe(6);
    expect(generation(timing.limits.radioModeOfdmaTwt)).toBe(5);
  });
});

describe('isWiredDevice', () => {
  it('no band or the network Cabeada is wired', () => {
    expect(isWiredDevice({ band: null, network: 'Cabeada' })).toBe(true);
    expect(isWiredDevice({ band: null, network: '' })).toBe(true);
    expect(isWiredDevice({ band: '5', network: 'Casa-5G' })).toBe(false);
  });
});

describe('wifiSignalLevel (spec 2 §9: good above -66 dBm, -66 to -75 moderate, bad below -75)', () => {
  it.each([[-40, 'good'], [-65, 'good'], [-66, 'moderate'], [-67, 'moderate'], [-75, 'moderate'], [-76, 'bad'], [-95, 'bad']] as const)(
    'rssi %i is %s', (rssi, level) => expect(wifiSignalLevel(rssi)).toBe(level),
  );
});
