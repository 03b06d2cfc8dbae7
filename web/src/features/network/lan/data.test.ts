import { describe, expect, it } from 'vitest';
import { rangeMessage, validationMessages as m } from '@roteador/contract';
import { dhcpUpdate, followAddress, leasesOutside, validateLan, type LanForm } from './data.ts';
import { dhcpTable, lanAddressTable, storedDhcp } from '../../../../../contract/test/cases/network.ts';
import { verdictOf } from '../../../../../contract/test/cases/rule-case.ts';

const mask = '255.255.255.0';
const ok: LanForm = {
  ip4: '192.168.0.1', netmask: mask, enabled: true, rangeStart: '192.168.0.100', rangeEnd: '192.168.0.250',
  dns1: '192.168.0.1', dns2: '', dhcpLeaseTime: '720',
};
const wan = { ip4: '10.0.0.20', netmask: mask };

describe('validateLan (spec 2 §5.8)', () => {
  it('accepts the demo settings', () => expect(validateLan(ok, wan)).toEqual({}));
  it('LAN address: required, IPv4, not network/broadcast, not in the WAN network', () => {
    expect(validateLan({ ...ok, ip4: '' }, wan).ip4).toBe(m.required);
    expect(validateLan({ ...ok, ip4: '192.168.0' }, wan).ip4).toBe(m.invalidAddress);
    expect(validateLan({ ...ok, ip4: '192.168.0.0' }, wan).ip4).toBe(m.invalidAddress);
    expect(validateLan({ ...ok, ip4: '192.168.0.255' }, wan).ip4).toBe(m.invalidAddress);
    expect(validateLan({ ...ok, ip4: '10.0.0.1', rangeStart: '10.0.0.100', rangeEnd: '10.0.0.200' }, wan).ip4).toBe(m.conflictsWithWan);
    expect(validateLan({ ...ok, ip4: '10.0.0.1', rangeStart: '10.0.0.100', rangeEnd: '10.0.0.200' }, { ip4: '0.0.0.0', netmask: '0.0.0.0' })).toEqual({});
    expect(validateLan({ ...ok, netmask: '255.0.255.0' }, wan).netmask).toBe(m.invalidNetmask);
  });
  it('range: IPv4, in the LAN network, start not above end', () => {
    expect(validateLan({ ...ok, rangeStart: '' }, wan).rangeStart).toBe(m.required);
    expect(validateLan({ ...ok, rangeStart: '10.0.0.5' }, wan).rangeStart).toBe(m.notInNetwork);
    expect(validateLan({ ...ok, rangeEnd: '192.168.1.5' }, wan).rangeEnd).toBe(m.notInNetwork);
    expect(validateLan({ ...ok, rangeStart: '192.168.0.200', rangeEnd: '192.168.0.150' }, wan).rangeStart).toBe(m.startAboveEnd);
  });
  it('DNS and lease time', () => {
    expect(validateLan({ ...ok, dns1: '' }, wan).dns1).toBe(m.required);
    expect(validateLan({ ...ok, dns2: '8.8' }, wan).dns2).toBe(m.invalidAddress);
    expect(validateLan({ ...ok, dns2: '192.168.0.1' }, wan).dns2).toBe(m.dnsRepeated);
    expect(validateLan({ ...ok, dhcpLeaseTime: '0' }, wan).dhcpLeaseTime).toBe(rangeMessage(1, 1440));
    expect(validateLan({ ...ok, dhcpLeaseTime: '1441' }, wan).dhcpLeaseTime).toBe(rangeMessage(1, 1440));
    expect(validateLan({ ...ok, dhcpLeaseTime: 'x' }, wan).dhcpLeaseTime).toBe(m.numeric);
  });
  it('a disabled server checks only the address', () => {
    expect(validateLan({ ...ok, enabled: false, rangeStart: 'x', dns1: '' }, wan)).toEqual({});
    expect(dhcpUpdate({ ...ok, enabled: false })).toEqual({ enabled: false });
  });
});

describe('followAddress', () => {
  it('moves the range and the router DNS into the new network', () => {
    expect(followAddress(ok, { ip4: '192.168.0.1', netmask: mask }, { ip4: '192.168.5.1', netmask: mask })).toMatchObject({
      rangeStart: '192.168.5.100', rangeEnd: '192.168.5.250', dns1: '192.168.5.1',
    });
  });
  it('moves a secondary DNS that was the router too, and leaves a DNS elsewhere', () => {
    const form = { ...ok, dns1: '8.8.8.8', dns2: '192.168.0.1' };
    expect(followAddress(form, { ip4: '192.168.0.1', netmask: mask }, { ip4: '10.0.5.1', netmask: mask })).toMatchObject({
      rangeStart: '10.0.5.100', rangeEnd: '10.0.5.250', dns1: '8.8.8.8', dns2: '10.0.5.1',
    });
  });
  it('same network: the range stays, a DNS that was the router follows its new address (as the router does)', () => {
    const same = followAddress(ok, { ip4: '192.168.0.1', netmask: mask }, { ip4: '192.168.0.2', netmask: mask });
    expect(same).toEqual({ ...ok, dns1: '192.168.0.2' });
    const other = { ...ok, dns1: '8.8.8.8' };
    expect(followAddress(other, { ip4: '192.168.0.1', netmask: mask }, { ip4: '192.168.0.2', netmask: mask })).toBe(other);
  });
});

describe('leasesOutside (§4.10)', () => {
  it('lists the leases the new range leaves out, bounds included in the range', () => {
    const leases = [
      { id: '1', description: 'a', mac: 'AA:BB:CC:DD:EE:01', ip: '192.168.0.100' },
      { id: '2', description: 'b', mac: 'AA:BB:CC:DD:EE:02', ip: '192.168.0.99' },
      { id: '3', description: 'c', mac: 'AA:BB:CC:DD:EE:03', ip: '192.168.0.201' },
    ];
    expect(leasesOutside(leases, { rangeStart: '192.168.0.100', rangeEnd: '192.168.0.200' }).map((l) => l.id)).toEqual(['2', '3']);
  });
  it('judges each lease where the router moves it when the LAN moves (contract followLan)', () => {
    const leases = [
      { id: '1', description: 'a', mac: 'AA:BB:CC:DD:EE:01', ip: '192.168.0.100' },
      { id: '2', description: 'b', mac: 'AA:BB:CC:DD:EE:02', ip: '192.168.0.99' },
    ];
    const move = { from: { ip4: '192.168.0.1', netmask: mask }, to: { ip4: '192.168.5.1', netmask: mask } };
    expect(leasesOutside(leases, { rangeStart: '192.168.5.100', rangeEnd: '192.168.5.250' }, move).map((l) => l.id)).toEqual(['2']);
  });
});

/**
 * The contract's rule cases (contract/test/cases/network.ts, also sent to the router by the emulator's tests) through
 * the page's own check: validateLan puts the address and the DHCP server together, the server judged in the form's own
 * network; a new address carries the range along (followAddress, as the page does while typing) before it is judged.
 */
describe("validateLan over the contract's rule cases", () => {
  const lan = dhcpTable.context.lan;
  it.each(dhcpTable.cases.map((c) => [c.name, c] as const))('DHCP server: %s', (_, c) => {
    const form: LanForm = { ...lan, enabled: true, ...c.draft };
    expect(verdictOf(validateLan(form, lanAddressTable.context.wan))).toEqual(c.verdict);
  });
  it.each(lanAddressTable.cases.map((c) => [c.name, c] as const))('LAN address: %s', (_, c) => {
    const typed: LanForm = { ...lan, enabled: true, ...storedDhcp, ...c.draft };
    const form = followAddress(typed, lan, { ip4: c.draft.ip4.trim(), netmask: c.draft.netmask.trim() });
    expect(verdictOf(validateLan(form, lanAddressTable.context.wan))).toEqual(c.verdict);
  });
});
