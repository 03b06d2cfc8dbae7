import { describe, expect, it, vi } from 'vitest';
import { followLanDhcp, type DhcpServer, type Lan, type Wan } from '@roteador/contract';
import {
  addressChangeDecision,
  checkIpConflict,
  followLan,
  inConflict,
  ipConflict,
  nextLanAddress,
  type ConflictDeps,
} from './ip-conflict.ts';

const m24 = '255.255.255.0';

describe('nextLanAddress (spec 2 §4.4)', () => {
  it('moves to the next network, keeping netmask and host part', () => {
    expect(nextLanAddress({ ip4: '192.168.0.1', netmask: m24 }, { ip4: '192.168.0.50', netmask: m24 }))
      .toEqual({ ip4: '192.168.1.1', netmask: m24 });
    expect(nextLanAddress({ ip4: '10.0.0.254', netmask: m24 }, { ip4: '10.0.0.3', netmask: m24 }))
      .toEqual({ ip4: '10.0.1.254', netmask: m24 });
  });
  it('skips every network that overlaps the WAN (a wider WAN netmask)', () => {
    expect(nextLanAddress({ ip4: '192.168.0.1', netmask: m24 }, { ip4: '192.168.1.20', netmask: '255.255.254.0' }))
      .toEqual({ ip4: '192.168.2.1', netmask: m24 });
  });
  it('wraps around inside its private block', () => {
    expect(nextLanAddress({ ip4: '192.168.255.1', netmask: m24 }, { ip4: '192.168.255.9', netmask: m24 }))
      .toEqual({ ip4: '192.168.0.1', netmask: m24 });
    expect(nextLanAddress({ ip4: '172.31.0.1', netmask: '255.255.0.0' }, { ip4: '172.31.8.8', netmask: m24 }))
      .toEqual({ ip4: '172.16.0.1', netmask: '255.255.0.0' });
  });
  it('gives up when the WAN covers the whole block', () => {
    expect(nextLanAddress({ ip4: '192.168.0.1', netmask: m24 }, { ip4: '192.168.0.1', netmask: '255.0.0.0' })).toBeNull();
  });
});

describe('inConflict', () => {
  it('needs both addresses usable: a WAN without a lease (0.0.0.0) is no conflict', () => {
    expect(inConflict({ ip4: '192.168.0.1', netmask: m24 }, { ip4: '192.168.0.50', netmask: m24 })).toBe(true);
    expect(inConflict({ ip4: '192.168.0.1', netmask: m24 }, { ip4: '0.0.0.0', netmask: '0.0.0.0' })).toBe(false);
    expect(inConflict({ ip4: '192.168.0.1', netmask: m24 }, { ip4: '200.1.2.3', netmask: m24 })).toBe(false);
  });
});

describe('followLan', () => {
  it('moves the pool and a DNS that was the router into the new network', () => {
    const server: DhcpServer = { interface: 'lan', enabled: true, rangeStart: '192.168.0.100', rangeEnd: '192.168.0.250', dns1: '192.168.0.1', dns2: '8.8.8.8', dhcpLeaseTime: 720 };
    expect(followLan(server, { ip4: '192.168.0.1', netmask: m24 }, { ip4: '192.168.1.1', netmask: m24 })).toEqual({
      rangeStart: '192.168.1.100', rangeEnd: '192.168.1.250', dns1: '192.168.1.1', dns2: '8.8.8.8',
    });
  });
  it('is the LAN page\'s rule and the router\'s: a secondary DNS that was the router moves too', () => {
    const server: DhcpServer = { interface: 'lan', enabled: true, rangeStart: '192.168.0.100', rangeEnd: '192.168.0.250', dns1: '8.8.8.8', dns2: '192.168.0.1', dhcpLeaseTime: 720 };
    const [from, to] = [{ ip4: '192.168.0.1', netmask: m24 }, { ip4: '192.168.1.1', netmask: m24 }];
    expect(followLan(server, from, to)).toEqual({ rangeStart: '192.168.1.100', rangeEnd: '192.168.1.250', dns1: '8.8.8.8', dns2: '192.168.1.1' });
    const { interface: _, enabled: __, dhcpLeaseTime: ___, ...addresses } = followLanDhcp(server, from, to);
    expect(followLan(server, from, to)).toEqual(addresses);
  });
});

describe('addressChangeDecision (spec 2 §4.4, §4.10)', () => {
  const at = (protocol: string, hostname: string, port = '') => ({ protocol, hostname, port });
  it('over HTTPS with a new address: reopen at the new https address', () => {
    expect(addressChangeDecision(at('https:', '192.168.0.1'), '192.168.0.1', '192.168.1.1'))
      .toEqual({ kind: 'reopen', url: 'https://192.168.1.1/' });
    expect(addressChangeDecision(at('https:', 'roteador.local', '8443'), '192.168.0.1', '10.0.0.1'))
      .toEqual({ kind: 'reopen', url: 'https://10.0.0.1:8443/' });
  });
  it('the same address, or HTTP at another host: wait for the router and go on', () => {
    expect(addressChangeDecision(at('https:', '192.168.0.1'), '192.168.0.1', '192.168.0.1')).toEqual({ kind: 'wait' });
    expect(addressChangeDecision(at('http:', '127.0.0.1', '8080'), '192.168.0.1', '192.168.1.1')).toEqual({ kind: 'wait' });
  });
  it('HTTP opened at the old LAN address: reopen at the new one', () => {
    expect(addressChangeDecision(at('http:', '192.168.0.1'), '192.168.0.1', '192.168.1.1'))
      .toEqual({ kind: 'reopen', url: 'http://192.168.1.1/' });
  });
});

describe('checkIpConflict', () => {
  const lan: Lan = { interfaceID: 'lan', ip4: '192.168.0.1', netmask: m24, mac: 'AA:BB:CC:00:00:01', ip6_list: [] };
  const server: DhcpServer = { interface: 'lan', enabled: true, rangeStart: '192.168.0.100', rangeEnd: '192.168.0.250', dns1: '192.168.0.1', dns2: '', dhcpLeaseTime: 720 };
  const wanAt = (ip4: string) => ({ ip4, netmask: m24 }) as Wan;

  function deps(wan: Wan, protocol = 'http:', overrides: Partial<ConflictDeps> = {}) {
    const calls: string[] = [];
    const d: ConflictDeps = {
      getWan: async () => wan,
      getLan: async () => lan,
      getDhcpServer: async () => server,
      updateInterface: async (id, u) => void calls.push(`PUT interface/${id} ${u.ip4}`),
      updateDhcpServer: async (i, u) => void calls.push(`PUT dhcp_server/${i} ${u.rangeStart}-${u.rangeEnd}`),
      apply: async () => void calls.push('apply'),
      applyAndWait: async () => (calls.push('applyAndWait'), true),
      sleep: async (ms) => void calls.push(`sleep ${ms}`),
      location: () => ({ protocol, hostname: '127.0.0.1', port: '8080' }),
      ...overrides,
    };
    return { d, calls };
  }

  it('no conflict: nothing written', async () => {
    const { d, calls } = deps(wanAt('200.10.0.5'));
    expect(await checkIpConflict(d)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('HTTP: saves the next network, applies and waits, then "resolved" with the new address', async () => {
    const { d, calls } = deps(wanAt('192.168.0.50'));
    expect(await checkIpConflict(d)).toBe(true);
    expect(calls).toEqual(['PUT interface/lan 192.168.1.1', 'PUT dhcp_server/lan 192.168.1.100-192.168.1.250', 'applyAndWait']);
    expect(ipConflict.value).toEqual({ phase: 'resolved', ip: '192.168.1.1' });
  });

  it('HTTPS: applies, waits 30 s, then offers the new https address', async () => {
    const { d, calls } = deps(wanAt('192.168.0.50'), 'https:');
    await checkIpConflict(d);
    expect(calls.slice(2)).toEqual(['apply', 'sleep 30000']);
    expect(ipConflict.value).toEqual({ phase: 'reopen', ip: '192.168.1.1', url: 'https://192.168.1.1:8080/' });
  });

  it('on entering the area the reads the page just made will do; after the internet came back, fresh ones', async () => {
    const reads: string[] = [];
    const { d } = deps(wanAt('200.10.0.5'), 'http:', {
      getWan: async (cached) => (reads.push(`wan ${cached ? 'cached' : 'fresh'}`), wanAt('200.10.0.5')),
      getLan: async (cached) => (reads.push(`lan ${cached ? 'cached' : 'fresh'}`), lan),
    });
    await checkIpConflict(d, { onEntry: true });
    await checkIpConflict(d);
    expect(reads).toEqual(['wan cached', 'lan cached', 'wan fresh', 'lan fresh']);
  });

  it('a failed save shows the failure; a failed read is no conflict', async () => {
    const failing = deps(wanAt('192.168.0.50'), 'http:', { updateInterface: vi.fn().mockRejectedValue(new Error('500')) });
    await checkIpConflict(failing.d);
    expect(ipConflict.value).toEqual({ phase: 'failed' });
    const unread = deps(wanAt('192.168.0.50'), 'http:', { getWan: () => Promise.reject(new Error('down')) });
    expect(await checkIpConflict(unread.d)).toBe(false);
  });
});
