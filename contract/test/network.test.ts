import { describe, expect, it } from 'vitest';
import {
  dnsNotRepeated,
  endNotBelowStart,
  insideRange,
  intToIp,
  ipToInt,
  lanNotInWan,
  networksOverlap,
  notNetworkOrBroadcast,
  sameNetwork,
  startNotAboveEnd,
  wanGateway,
  wanNotInLan,
} from '../src/validate/network.ts';

describe('ipToInt', () => {
  it.each([
    ['0.0.0.0', 0],
    ['0.0.1.0', 256],
    ['192.168.0.1', 0xc0a80001],
    ['255.255.255.255', 0xffffffff],
  ])('%s is %d', (ip, n) => {
    expect(ipToInt(ip)).toBe(n);
  });
  it.each(['', '1.2.3', '1.2.3.256', '01.2.3.4', 'a.b.c.d', '1.2.3.4 '])('%j is not an address', (ip) => {
    expect(ipToInt(ip)).toBeUndefined();
  });
  it('intToIp is its inverse', () => {
    expect(intToIp(0xc0a80001)).toBe('192.168.0.1');
    expect(intToIp(0xffffffff)).toBe('255.255.255.255');
  });
});

describe('sameNetwork', () => {
  it('accepts an address of the network', () => {
    expect(sameNetwork('192.168.0.100', '192.168.0.1', '255.255.255.0')).toBeUndefined();
  });
  it('refuses an address outside the network', () => {
    expect(sameNetwork('192.168.1.100', '192.168.0.1', '255.255.255.0')).toBe('Este endereço não pertence à rede');
  });
  it('follows the mask', () => {
    expect(sameNetwork('192.168.1.100', '192.168.0.1', '255.255.0.0')).toBeUndefined();
  });
  it('stays silent on malformed input', () => {
    expect(sameNetwork('192.168.1', '192.168.0.1', '255.255.255.0')).toBeUndefined();
    expect(sameNetwork('10.0.0.1', '192.168.0.1', '')).toBeUndefined();
  });
});

describe('notNetworkOrBroadcast', () => {
  it.each([
    ['192.168.0.0', '255.255.255.0'],
    ['192.168.0.255', '255.255.255.0'],
    ['10.0.0.0', '255.0.0.0'],
    ['10.255.255.255', '255.0.0.0'],
    ['192.168.0.15', '255.255.255.240'],
  ])('refuses %s/%s', (ip, mask) => {
    expect(notNetworkOrBroadcast(ip, mask)).toBe('Este endereço não pode ser utilizado');
  });
  it.each([
    ['192.168.0.1', '255.255.255.0'],
    ['192.168.0.254', '255.255.255.0'],
    ['192.168.1.0', '255.255.0.0'],
  ])('accepts %s/%s', (ip, mask) => {
    expect(notNetworkOrBroadcast(ip, mask)).toBeUndefined();
  });
  it('takes the LAN message', () => {
    expect(notNetworkOrBroadcast('192.168.0.0', '255.255.255.0', 'Endereço inválido')).toBe('Endereço inválido');
  });
});

describe('range order', () => {
  it('end below start', () => {
    expect(endNotBelowStart('192.168.0.100', '192.168.0.99')).toBe(
      'O endereço final não pode ser menor que o inicial.',
    );
    expect(endNotBelowStart('192.168.0.100', '192.168.0.200')).toBeUndefined();
    expect(endNotBelowStart('192.168.0.100', '192.168.0.100')).toBeUndefined();
  });
  it('compares numerically, not as text', () => {
    expect(endNotBelowStart('192.168.0.9', '192.168.0.10')).toBeUndefined();
  });
  it('start above end', () => {
    expect(startNotAboveEnd('192.168.0.200', '192.168.0.100')).toBe(
      'O endereço inicial não pode ser maior que o final.',
    );
    expect(startNotAboveEnd('192.168.0.2', '192.168.0.100')).toBeUndefined();
  });
  it('insideRange', () => {
    expect(insideRange('192.168.0.50', '192.168.0.2', '192.168.0.100')).toBeUndefined();
    expect(insideRange('192.168.0.2', '192.168.0.2', '192.168.0.100')).toBeUndefined();
    expect(insideRange('192.168.0.101', '192.168.0.2', '192.168.0.100')).toBe(
      'Endereço IP fora da faixa do servidor DHCP',
    );
  });
});

describe('LAN and WAN', () => {
  it('networksOverlap uses the shorter mask', () => {
    expect(networksOverlap('10.0.5.1', '255.255.255.0', '10.0.0.1', '255.0.0.0')).toBe(true);
    expect(networksOverlap('192.168.1.1', '255.255.255.0', '192.168.0.1', '255.255.255.0')).toBe(false);
  });
  it('WAN in the LAN network', () => {
    expect(wanNotInLan('192.168.0.50', '255.255.255.0', '192.168.0.1', '255.255.255.0')).toBe(
      'Este endereço está em conflito com sua rede LAN',
    );
    expect(wanNotInLan('10.0.0.2', '255.255.255.0', '192.168.0.1', '255.255.255.0')).toBeUndefined();
  });
  it('LAN in the WAN network', () => {
    expect(lanNotInWan('10.0.0.1', '255.255.255.0', '10.0.0.2', '255.255.255.0')).toBe(
      'Este endereço está em conflito com sua rede WAN',
    );
    expect(lanNotInWan('192.168.0.1', '255.255.255.0', '10.0.0.2', '255.255.255.0')).toBeUndefined();
  });
  it('gateway equal to the WAN address', () => {
    expect(wanGateway('10.0.0.2', '10.0.0.2', '255.255.255.0')).toBe(
      'O gateway deve ser diferente do endereço IP do roteador',
    );
  });
  it('gateway outside the WAN network', () => {
    expect(wanGateway('10.0.1.1', '10.0.0.2', '255.255.255.0')).toBe(
      'O gateway deve estar na mesma rede do endereço WAN.',
    );
  });
  it('gateway in the WAN network', () => {
    expect(wanGateway('10.0.0.1', '10.0.0.2', '255.255.255.0')).toBeUndefined();
  });
});

describe('dnsNotRepeated', () => {
  it('refuses a repeat', () => {
    expect(dnsNotRepeated(['8.8.8.8', '1.1.1.1', '8.8.8.8'])).toBe('Os endereços DNS não podem ser repetidos');
  });
  it('ignores blank optional entries', () => {
    expect(dnsNotRepeated(['8.8.8.8', '', ''])).toBeUndefined();
  });
  it('accepts distinct entries', () => {
    expect(dnsNotRepeated(['8.8.8.8', '8.8.4.4', '1.1.1.1'])).toBeUndefined();
  });
  it('takes the NTP message', () => {
    expect(dnsNotRepeated(['1.1.1.1', '1.1.1.1'], 'Os endereços não podem ser repetidos')).toBe(
      'Os endereços não podem ser repetidos',
    );
  });
});
