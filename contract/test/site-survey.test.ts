import { describe, expect, it } from 'vitest';
import { channelUsage, cipherNames, protocolNames, suggestChannel } from '../src/site-survey.ts';
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
