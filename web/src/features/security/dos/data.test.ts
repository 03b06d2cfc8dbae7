import { describe, expect, it } from 'vitest';
import type { DenialOfService } from '@roteador/contract';
import { activeCounts, draftOf, errorsOf, updateOf } from './data.ts';

const stored: DenialOfService = {
  id: 0, dos_enabled: false,
  sysflood_syn: false, sysflood_syn_count: 300, ipfloodsyn: false, ipfloodsyn_count: 300,
  sysflood_fin: false, sysflood_fin_count: 300, ipfloodfin: false, ipfloodfin_count: 300,
  sysfloodudp: false, sysfloodudp_count: 300, ipfloodudp: false, ipfloodudp_count: 300,
  sysfloodicmp: false, sysfloodicmp_count: 300, ipfloodicmp: false, ipfloodicmp_count: 300,
  sourceipblock: false, ipblocktime: 60, tcpudpportscan: false, portscansensi: 0,
  icmpsmurfenabled: false, iplandenabled: false, ipspoofenabled: false, ipteardropenabled: false,
  pingofdeathenabled: false, tcpscanenabled: false, tcpsynwithdataenabled: false, udpbombenabled: false,
  udpechochargenenabled: false,
};

describe('DoS form model', () => {
  it('sends nothing when nothing changed', () => {
    expect(updateOf(stored, draftOf(stored))).toEqual({});
  });

  it('sends only the changed fields, numbers as numbers', () => {
    const draft = { ...draftOf(stored), dos_enabled: true, ipfloodsyn: true, ipfloodsyn_count: '1500', portscansensi: 1 as const };
    expect(updateOf(stored, draft)).toEqual({ dos_enabled: true, ipfloodsyn: true, ipfloodsyn_count: 1500, portscansensi: 1 });
  });

  it('checks only the numbers in use', () => {
    const draft = { ...draftOf(stored), sysflood_syn_count: '10000', ipblocktime: '' };
    expect(activeCounts(draft)).toEqual([]);
    expect(errorsOf(draft)).toEqual({});
    const on = { ...draft, dos_enabled: true, sysflood_syn: true, sourceipblock: true };
    expect(errorsOf(on)).toEqual({ sysflood_syn_count: '0 à 9999', ipblocktime: 'Este campo é obrigatório' });
    // a number not valid is never sent
    expect(updateOf(stored, on)).toEqual({ dos_enabled: true, sysflood_syn: true, sourceipblock: true });
  });
});
