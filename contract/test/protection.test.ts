import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { DenialOfServiceUpdate, GlobalQos } from '../src/security.ts';
import { System } from '../src/system.ts';
import { dosCountsOf, validateDmzHost, validateDos, validateGlobalQosMbps } from '../src/validate/security.ts';
import { validationMessages as m } from '../src/validate/messages.ts';

const lan = { ip4: '192.168.0.1', netmask: '255.255.255.0' };

describe('system settings of the security area', () => {
  it('carry UPnP, the DMZ host and SIP ALG', () => {
    const system = { id: 0, operationMode: 0, ipv6: { enabled: false }, upnp: true, dmz: { enabled: false, ip4: '' }, sip_alg: false };
    expect(is(system, System)).toBe(true);
    expect(is({ ...system, dmz: { enabled: true } }, System)).toBe(false);
  });
});

describe('validateDmzHost (spec 3 §5: required, a valid IPv4; ours: a host of the LAN)', () => {
  it.each([
    ['', m.required],
    ['192.168.0', m.invalidAddress],
    ['10.0.0.9', m.notInNetwork],
    ['192.168.0.255', m.unusableAddress],
    ['192.168.0.1', m.unusableAddress],
    ['192.168.0.50', undefined],
  ])('%s → %s', (ip, message) => expect(validateDmzHost(ip, lan)).toBe(message));
});

describe('global bandwidth (spec 3 §5: 1 to 1000 Mbps, 4 digits)', () => {
  it.each([
    ['', m.required], ['0', 'O campo deve possuir valor entre 1 e 1000'], ['1001', 'O campo deve possuir valor entre 1 e 1000'],
    ['12a', m.numeric], ['10000', 'O campo deve conter entre 1 e 4 caracteres'], ['1000', undefined], ['1', undefined],
  ])('%s → %s', (mbps, message) => expect(validateGlobalQosMbps(mbps)).toBe(message));
  it('is stored in kbps', () => expect(is({ id: 0, enabled: true, global_download: 100000, global_upload: 50000 }, GlobalQos)).toBe(true));
});

describe('denial of service (spec 3 §5: counts and block time 0 to 9999)', () => {
  it('checks only the fields given, with the spec message', () => {
    expect(validateDos({ sysflood_syn_count: '10000', ipblocktime: '60' })).toEqual({ sysflood_syn_count: '0 à 9999' });
    expect(validateDos({ ipfloodicmp_count: '0', ipblocktime: '9999' })).toEqual({});
    expect(validateDos({ ipblocktime: '' })).toEqual({ ipblocktime: m.required });
  });
  it('reads a router update as text', () => {
    const update = { dos_enabled: true, sysfloodudp_count: 300, ipblocktime: 10 };
    expect(is(update, DenialOfServiceUpdate)).toBe(true);
    expect(dosCountsOf(update)).toEqual({ sysfloodudp_count: '300', ipblocktime: '10' });
    // a negative count is out of the range, as the page says (issue 26)
    expect(validateDos(dosCountsOf({ ipfloodsyn_count: -1 }))).toEqual({ ipfloodsyn_count: m.dosRange });
  });
});
