import { describe, expect, it } from 'vitest';
import {
  channelUsage,
  cipherNames,
  iotAssistantAvailable,
  protocolNames,
  suggestChannel,
  wpsBands,
  wpsBandWorks,
  wpsUsable,
} from '../src/tools.ts';
import { limits } from '../src/timing.ts';

const at = (...channels: number[]) => channels.map((channel) => ({ channel }));

describe('site survey names', () => {
  it('names every cipher code 0–6 and every 802.11 code 0–13', () => {
    expect(Object.keys(cipherNames).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(cipherNames[4]).toBe('WPA/WPA2');
    expect(Object.keys(protocolNames).map(Number)).toEqual([...Array(14).keys()]);
    expect(new Set(Object.values(protocolNames)).size).toBe(14);
  });
  it('keeps the radio rules: from 6 the codes run 802.11ac, above 7 802.11ax or later', () => {
    for (let code = limits.radioModeMuMimo; code < 14; code++) expect(protocolNames[code]).toMatch(/ac|ax|be/);
    for (let code = limits.radioModeOfdmaTwt + 1; code < 14; code++) expect(protocolNames[code]).toMatch(/ax|be/);
    for (let code = 0; code < limits.radioModeMuMimo; code++) expect(protocolNames[code]).not.toMatch(/ac|ax|be/);
  });
});

describe('channelUsage and suggestChannel', () => {
  it('counts overlapping 20 MHz channels on 2.4 GHz (less than 5 apart) and only the same channel on 5 GHz', () => {
    const heard = at(1, 6, 6, 11, 36, 40, 40);
    expect(channelUsage(heard, 1)).toBe(1);
    expect(channelUsage(heard, 3)).toBe(3);
    expect(channelUsage(heard, 6)).toBe(2);
    expect(channelUsage(heard, 13)).toBe(1);
    expect(channelUsage(heard, 40)).toBe(2);
    expect(channelUsage(heard, 44)).toBe(0);
  });
  it('suggests the least used channel the band offers, the lowest of equals', () => {
    // 1 is heard twice; 6 (1 and 11 are 5 apart: no overlap), 12 and 13 once: the lowest of those
    expect(suggestChannel(at(1, 1, 6, 11), '2.4', limits.radioChannels['2.4'])).toBe(6);
    expect(suggestChannel(at(6, 11, 11), '2.4', limits.radioChannels['2.4'])).toBe(1);
    expect(suggestChannel(at(36, 40, 44, 48, 149), '5', limits.radioChannels['5'])).toBe(153);
    expect(suggestChannel(at(), '5', limits.radioChannels['5'])).toBe(36);
    expect(suggestChannel(at(1), '5', [1, 6])).toBeNull();
  });
});

describe('WPS', () => {
  const root = (radioID: string, change = {}) => ({ radioID, isRoot: true, enabled: true, cipher: 3, wps: true, ...change });
  const radios = [{ id: 'radio0', enabled: true }, { id: 'radio1', enabled: true }];
  it('needs the network on, secured (not open, not WPA3-only), with WPS on, on a radio that is on', () => {
    expect(wpsBandWorks(root('radio0'), radios[0])).toBe(true);
    for (const cipher of [2, 4, 6]) expect(wpsBandWorks(root('radio0', { cipher }), radios[0])).toBe(true);
    for (const change of [{ cipher: 0 }, { cipher: 5 }, { wps: false }, { enabled: false }]) {
      expect(wpsBandWorks(root('radio0', change), radios[0]), JSON.stringify(change)).toBe(false);
    }
    expect(wpsBandWorks(root('radio0'), { enabled: false })).toBe(false);
    expect(wpsBandWorks(undefined, radios[0])).toBe(false);
  });
  it('tells which bands work; a single-band device has no 5 GHz', () => {
    expect(wpsBands([root('radio0'), root('radio1')], radios)).toEqual({ '2.4': true, '5': true });
    expect(wpsBands([root('radio0'), root('radio1', { cipher: 0 })], radios)).toEqual({ '2.4': true, '5': false });
    expect(wpsBands([root('radio0', { wps: false }), root('radio1')], radios)).toEqual({ '2.4': false, '5': true });
    expect(wpsBands([root('radio0')], [radios[0]])).toEqual({ '2.4': true, '5': null });
    // a guest network is not the root one
    expect(wpsBands([{ ...root('radio0'), isRoot: false }], [radios[0]])['2.4']).toBe(false);
    expect(wpsUsable({ '2.4': false, '5': null })).toBe(false);
    expect(wpsUsable({ '2.4': false, '5': false })).toBe(false);
    expect(wpsUsable({ '2.4': false, '5': true })).toBe(true);
  });
});

describe('iotAssistantAvailable', () => {
  it('only on a mesh-capable device that is not an agent', () => {
    expect(iotAssistantAvailable(true, false)).toBe(true);
    expect(iotAssistantAvailable(true, true)).toBe(false);
    expect(iotAssistantAvailable(false, false)).toBe(false);
  });
});
