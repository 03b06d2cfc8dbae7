import { describe, expect, it } from 'vitest';
import { followLan, followLanDhcp, ipv6ByScope, isLinkLocalIpv6, orderIpv6 } from '../src/index.ts';

const m24 = '255.255.255.0';
const from = { ip4: '192.168.0.1', netmask: m24 };

describe('followLan (spec 2 §4.4, §4.10): an address when the LAN moves', () => {
  it('an address of the old network keeps its host part in the new one', () => {
    expect(followLan('192.168.0.100', from, { ip4: '192.168.1.1', netmask: m24 })).toBe('192.168.1.100');
    expect(followLan('192.168.0.100', from, { ip4: '10.0.0.1', netmask: '255.255.0.0' })).toBe('10.0.0.100');
  });
  it('any other address stays: already in the new network, outside the LAN, malformed, empty', () => {
    const to = { ip4: '192.168.1.1', netmask: m24 };
    expect(followLan('192.168.1.7', from, to)).toBe('192.168.1.7');
    expect(followLan('8.8.8.8', from, to)).toBe('8.8.8.8');
    expect(followLan('192.168.0', from, to)).toBe('192.168.0');
    expect(followLan('', from, to)).toBe('');
    // a wider netmask on the same network holds the address already
    expect(followLan('192.168.0.100', from, { ip4: '192.168.0.1', netmask: '255.255.0.0' })).toBe('192.168.0.100');
  });
});

describe('followLanDhcp: the DHCP server when the LAN moves', () => {
  const dhcp = { rangeStart: '192.168.0.100', rangeEnd: '192.168.0.250', dns1: '192.168.0.1', dns2: '8.8.8.8', dhcpLeaseTime: 720 };
  it('the range follows, a DNS that was the router becomes its new address (either one), the rest stays', () => {
    expect(followLanDhcp(dhcp, from, { ip4: '192.168.5.1', netmask: m24 })).toEqual({ ...dhcp, rangeStart: '192.168.5.100', rangeEnd: '192.168.5.250', dns1: '192.168.5.1' });
    const second = { ...dhcp, dns1: '1.1.1.1', dns2: '192.168.0.1' };
    expect(followLanDhcp(second, from, { ip4: '10.0.5.1', netmask: m24 })).toMatchObject({ dns1: '1.1.1.1', dns2: '10.0.5.1' });
  });
  it('the same object when nothing moves; a new address in the same network moves only the DNS', () => {
    const elsewhere = { ...dhcp, dns1: '8.8.4.4' };
    expect(followLanDhcp(elsewhere, from, { ip4: '192.168.0.2', netmask: m24 })).toBe(elsewhere);
    expect(followLanDhcp(dhcp, from, { ip4: '192.168.0.2', netmask: m24 })).toEqual({ ...dhcp, dns1: '192.168.0.2' });
  });
});

describe('IPv6 addresses as the pages list them', () => {
  it('link-local ones (fe80::/10) last, the others in the router order', () => {
    expect(isLinkLocalIpv6(' FEBF::1')).toBe(true);
    expect(isLinkLocalIpv6('fec0::1')).toBe(false);
    expect(ipv6ByScope(['fe80::1', '2804::2', 'fd00::3'])).toEqual({ linkLocal: ['fe80::1'], others: ['2804::2', 'fd00::3'] });
    expect(orderIpv6(['fe80::1', '2804::2', 'fe80::3'])).toEqual(['2804::2', 'fe80::1', 'fe80::3']);
  });
});
