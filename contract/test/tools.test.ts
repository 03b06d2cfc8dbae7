import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { iotAssistantAvailable, PingRequest, TracerouteResult, wpsBands, wpsBandWorks, wpsUsable } from '../src/tools.ts';
import {
  minimumPacketLen, pingDefaults, rttText, tracerouteDefaults, validatePing, validateTraceroute,
} from '../src/validate/tools.ts';
import { validationMessages as m } from '../src/validate/messages.ts';

const ping = (over = {}) => ({ host: 'exemplo.com.br', ...pingDefaults, ...over });
const trace = (over = {}) => ({ host: 'exemplo.com.br', ip6: false, ...tracerouteDefaults, ...over });

describe('ping (spec 3 §5, §9)', () => {
  it('starts from the spec defaults, which pass', () => {
    expect(pingDefaults).toEqual({ packet_size: '56', packets_qty: '4', hops_limit: '255', deadline_seconds: '0' });
    expect(validatePing(ping())).toEqual({});
  });
  it('asks for a host name of 1 to 255 ASCII characters without suspicious strings', () => {
    expect(validatePing(ping({ host: '' })).host).toBe(m.required);
    expect(validatePing(ping({ host: 'exemplo.com; reboot' })).host).toBeDefined();
    expect(validatePing(ping({ host: 'ação.com' })).host).toBe(m.invalidCharacters);
    expect(validatePing(ping({ host: `${'a'.repeat(252)}.com` })).host).toBe('O campo deve conter entre 1 e 255 caracteres');
  });
  it('keeps the advanced fields numeric and in range', () => {
    expect(validatePing(ping({ packet_size: '3' })).packet_size).toBe('O campo deve possuir valor entre 4 e 1024');
    expect(validatePing(ping({ packets_qty: '51' })).packets_qty).toBe('O campo deve possuir valor entre 0 e 50');
    expect(validatePing(ping({ hops_limit: 'x' })).hops_limit).toBe(m.numeric);
    expect(validatePing(ping({ deadline_seconds: '61' })).deadline_seconds).toBe('O campo deve possuir valor entre 0 e 60');
  });
  it('is a contract request', () => {
    expect(is({ host: 'a', packet_size: 56, packets_qty: 4, hops_limit: 255, deadline_seconds: 0, ip6: false }, PingRequest)).toBe(true);
  });
});

describe('traceroute (spec 3 §5, §9)', () => {
  it('starts from the spec defaults, which pass', () => {
    expect(tracerouteDefaults).toEqual({ hops_limit: '30', deadline_seconds: '3', packet_len: '38', first_ttl: '1' });
    expect(validateTraceroute(trace())).toEqual({});
  });
  it('bounds the packet length by the IP version, and IPv6 resets it to its minimum', () => {
    expect(validateTraceroute(trace({ ip6: true })).packet_len).toBe('O campo deve possuir valor entre 64 e 32768');
    expect(minimumPacketLen(true)).toBe('64');
    expect(minimumPacketLen(false)).toBe('38');
    expect(validateTraceroute(trace({ ip6: true, packet_len: '64' }))).toEqual({});
    expect(validateTraceroute(trace({ packet_len: '32769' })).packet_len).toBe('O campo deve possuir valor entre 38 e 32768');
  });
  it('bounds hops, deadline and first TTL', () => {
    expect(validateTraceroute(trace({ hops_limit: '0' })).hops_limit).toBe('O campo deve possuir valor entre 1 e 255');
    expect(validateTraceroute(trace({ deadline_seconds: '61' })).deadline_seconds).toBe('O campo deve possuir valor entre 1 e 60');
    expect(validateTraceroute(trace({ first_ttl: '' })).first_ttl).toBe(m.required);
  });
  it('shows a lost probe as *', () => {
    expect(rttText(1_000_001)).toBe('*');
    expect(rttText(0)).toBe('*');
    expect(rttText(Number.NaN)).toBe('*');
    expect(rttText(3.456)).toBe('3,46 ms');
    expect(rttText(12.34)).toBe('12,3 ms');
    // rounded on the shortest decimal form, as the page's formatter and Intl round (toFixed would give 4,00 and 1,0)
    expect(rttText(4.005)).toBe('4,01 ms');
    expect(rttText(1.005)).toBe('1,01 ms');
    expect(rttText(1234.56)).toBe('1.234,6 ms');
    expect(is({ host: 'a', ip: '1.1.1.1', packet_len: 38, hop_list: [{ hop: 1, domain: '', ip: '192.168.0.1', rtt_1: 1, rtt_2: 1, rtt_3: 1 }] }, TracerouteResult)).toBe(true);
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
