import { afterEach, describe, expect, it, vi } from 'vitest';
import { mtuMessage, validationMessages as m, wanDnsInUse, type Wan } from '@roteador/contract';
import { saveWanConfig, validateWan, wanChanged, wanDraft, wanValue, type WanValue } from './model.ts';
import * as api from '../../api/wan.ts';
import { pppoeTable, wanTable } from '../../../../contract/test/cases/network.ts';
import { verdictOf } from '../../../../contract/test/cases/rule-case.ts';

const wan: Wan = {
  id: 0,
  interfaceID: 'wan',
  mode: 0,
  mtu: 1500,
  ip4: '179.204.242.177',
  netmask: '255.255.248.0',
  gateway: '179.204.240.1',
  gateway_v6: '',
  clonedMac: '',
  dns_v4: { automatic: true, dns1: '179.204.240.1', dns2: '8.8.8.8', dns3: '' },
  dns_v6: { dns1: '', dns2: '', dns3: '' },
  connection_uptime: 10,
  interface: { mac: '6A:B8:00:4D:25:18', ip4: '179.204.242.177', netmask: '255.255.248.0', mtu: 1500, ip6_list: [] },
};
const context = { lan: { ip4: '192.168.0.1', netmask: '255.255.255.0' }, wanIp: wan.ip4 };
const dhcp = wanValue(wan, null);
const stat: WanValue = {
  ...dhcp, mode: 1, ip4: '200.10.20.30', netmask: '255.255.255.0', gateway: '200.10.20.1', dns1: '8.8.8.8', dns2: '', dns3: '',
};

describe('wanValue', () => {
  it('reads a DHCP WAN without static addresses, PPPoE MTU defaulting to 1492', () => {
    expect(dhcp).toMatchObject({ mode: 0, mtu: '1500', ip4: '', dnsAutomatic: true, cloneMac: false, pppoeMtu: '1492', username: '' });
  });
  it('treats 00:00:00:00:00:00 as no clone', () => {
    expect(wanValue({ ...wan, clonedMac: '00:00:00:00:00:00' }, null).cloneMac).toBe(false);
    expect(wanValue({ ...wan, clonedMac: 'AA:BB:CC:DD:EE:01' }, null)).toMatchObject({ cloneMac: true, clonedMac: 'AA:BB:CC:DD:EE:01' });
  });
});

describe('validateWan (spec 2 §5.2, §5.3)', () => {
  it('accepts a valid static WAN and an untouched DHCP one', () => {
    expect(validateWan(stat, context)).toEqual({});
    expect(validateWan(dhcp, context)).toEqual({});
  });
  it('static: address, mask, gateway', () => {
    expect(validateWan({ ...stat, ip4: '200.10.20.255' }, context).ip4).toBe(m.unusableAddress);
    expect(validateWan({ ...stat, ip4: '192.168.0.50', gateway: '192.168.0.1' }, context).ip4).toBe(m.conflictsWithLan);
    expect(validateWan({ ...stat, netmask: '255.0.255.0' }, context).netmask).toBe(m.invalidNetmask);
    expect(validateWan({ ...stat, gateway: stat.ip4 }, context).gateway).toBe(m.gatewayIsRouterIp);
    expect(validateWan({ ...stat, gateway: '200.10.21.1' }, context).gateway).toBe(m.gatewayOutsideWan);
  });
  it('DNS: required, not the router, no repeats; shown unless automatic outside static', () => {
    expect(validateWan({ ...stat, dns1: '' }, context).dns1).toBe(m.required);
    expect(validateWan({ ...stat, dns3: stat.ip4 }, context).dns3).toBe(m.dnsIsRouterIp);
    expect(validateWan({ ...stat, dns2: '8.8.8.8' }, context).dns2).toBe(m.dnsRepeated);
    expect(validateWan({ ...dhcp, dnsAutomatic: false, dns1: wan.ip4 }, context).dns1).toBe(m.dnsIsRouterIp);
    expect(wanDnsInUse({ mode: 1, dnsAutomatic: true })).toBe(true);
    expect(wanDnsInUse({ mode: 2, dnsAutomatic: true })).toBe(false);
  });
  it('MTU ranges: 68–1500, PPPoE 68–1492', () => {
    expect(validateWan({ ...dhcp, mtu: '1501' }, context).mtu).toBe(mtuMessage(68, 1500));
    const pppoe = { ...dhcp, mode: 2 as const, username: 'u', password: 'p' };
    expect(validateWan({ ...pppoe, pppoeMtu: '1493' }, context).pppoeMtu).toBe(mtuMessage(68, 1492));
    expect(validateWan({ ...pppoe, username: '' }, context).username).toBe(m.required);
  });
  it('cloned MAC required when used', () => {
    expect(validateWan({ ...dhcp, cloneMac: true, clonedMac: '' }, context).clonedMac).toBe(m.required);
    expect(validateWan({ ...dhcp, cloneMac: true, clonedMac: 'FF:FF:FF:FF:FF:FF' }, context).clonedMac).toBe(m.invalidMac);
  });
});

describe('wanChanged and wanDraft', () => {
  it('counts only the fields of the chosen mode', () => {
    expect(wanChanged({ ...dhcp, ip4: '1.2.3.4' }, dhcp)).toBe(false);
    expect(wanChanged({ ...dhcp, mtu: '1400' }, dhcp)).toBe(true);
    expect(wanChanged({ ...dhcp, mode: 1 }, dhcp)).toBe(true);
  });
  it('builds the PUT wan/0 body and the PPPoE record (id null: create)', () => {
    expect(wanDraft(stat, null)).toEqual({
      update: {
        mode: 1, mtu: 1500, ip4: '200.10.20.30', netmask: '255.255.255.0', gateway: '200.10.20.1', clonedMac: '00:00:00:00:00:00',
        dns_v4: { automatic: false, dns1: '8.8.8.8', dns2: '', dns3: '' },
      },
      pppoe: null,
    });
    const pppoe = wanDraft({ ...dhcp, mode: 2, username: 'u', password: 'p' }, 0);
    expect(pppoe.update).toEqual({ mode: 2, clonedMac: '00:00:00:00:00:00', dns_v4: { automatic: true, dns1: '', dns2: '', dns3: '' } });
    expect(pppoe.pppoe).toEqual({ id: 0, input: { username: 'u', password: 'p', server: '', service: '', mtu: 1492 } });
  });
});

describe('saveWanConfig (spec 2 §4.1)', () => {
  afterEach(() => vi.restoreAllMocks());
  it('non-PPPoE: the WAN settings, then the interface MTU and DNS', async () => {
    const put = vi.spyOn(api, 'updateWan').mockResolvedValue(wan);
    const pppoe = vi.spyOn(api, 'savePppoe');
    await saveWanConfig(wanDraft(stat, null));
    expect(put.mock.calls.map((c) => Object.keys(c[0]).sort())).toEqual([
      ['clonedMac', 'dns_v4', 'gateway', 'ip4', 'mode', 'netmask'],
      ['dns_v4', 'mtu'],
    ]);
    expect(pppoe).not.toHaveBeenCalled();
  });
  it('PPPoE: the WAN settings, then the record (create when id is null)', async () => {
    const put = vi.spyOn(api, 'updateWan').mockResolvedValue(wan);
    const pppoe = vi.spyOn(api, 'savePppoe').mockResolvedValue({ id: 0, username: '', password: '', server: '', service: '', mtu: 1492 });
    await saveWanConfig(wanDraft({ ...dhcp, mode: 2, username: 'u', password: 'p' }, null));
    expect(put).toHaveBeenCalledTimes(1);
    expect(pppoe).toHaveBeenCalledWith(null, { username: 'u', password: 'p', server: '', service: '', mtu: 1492 });
  });
});

/**
 * The contract's rule cases (contract/test/cases/network.ts, also sent to the router) through the form's validateWan:
 * the WAN's as the form holds them (a cloned MAC only while 'clone' is on), PPPoE's in mode 2 (its MTU the form's
 * pppoeMtu).
 */
describe("validateWan over the contract's rule cases", () => {
  it.each(wanTable.cases.map((c) => [c.name, c] as const))('WAN: %s', (_, c) => {
    const value: WanValue = { ...dhcp, ...c.draft, mode: c.draft.mode as WanValue['mode'], cloneMac: c.draft.clonedMac !== null, clonedMac: c.draft.clonedMac ?? '' };
    expect(verdictOf(validateWan(value, wanTable.context))).toEqual(c.verdict);
  });
  it.each(pppoeTable.cases.map((c) => [c.name, c] as const))('PPPoE: %s', (_, c) => {
    const { mtu, ...account } = c.draft;
    const value: WanValue = { ...dhcp, mode: 2, ...account, pppoeMtu: mtu };
    const verdict = verdictOf(validateWan(value, wanTable.context));
    expect(verdict === 'ok' || verdict[0] !== 'pppoeMtu' ? verdict : ['mtu', verdict[1]]).toEqual(c.verdict);
  });
});
