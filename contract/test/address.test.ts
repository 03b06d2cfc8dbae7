import { describe, expect, it } from 'vitest';
import { ipv4, ipv6, mac, mtu, netmask } from '../src/validate/core.ts';
import {
  dnsNotRepeated,
  insideRange,
  intToIp,
  ipToInt,
  lanNotInWan,
  networksOverlap,
  notNetworkOrBroadcast,
  sameNetwork,
  startBelowEnd,
  wanGateway,
  wanNotInLan,
} from '../src/validate/address.ts';

const INVALID = 'Endereço inválido';

describe('ipv4', () => {
  it.each([
    ['bad format: three octets', '192.168.0'],
    ['bad format: five octets', '192.168.0.1.1'],
    ['bad format: letters', '192.168.a.1'],
    ['bad format: octet above 255', '192.168.0.256'],
    ['bad format: trailing dot', '192.168.0.1.'],
    ['bad format: empty octet', '192..0.1'],
    ['bad format: spaces', ' 192.168.0.1'],
    ['bad format: negative', '192.168.-1.1'],
    ['127 prefix', '127.0.0.1'],
    ['127 prefix, any host', '127.10.20.30'],
    ['0 prefix', '0.1.2.3'],
    ['0.0.0.0', '0.0.0.0'],
    ['last two octets both zero', '10.1.0.0'],
    ['last two octets both zero (class B)', '172.16.0.0'],
    ['leading zero', '192.168.01.1'],
    ['leading zero in the first octet', '010.0.0.1'],
    ['leading zero as 00', '192.168.0.00'],
    ['limited broadcast (our {ip})', '255.255.255.255'],
  ])('refuses %s: %j', (_case, value) => {
    expect(ipv4(value)).toBe(INVALID);
  });
  it.each(['192.168.0.1', '10.0.0.1', '10.0.1.0', '172.16.0.1', '8.8.8.8', '1.1.1.1', '192.168.0.255'])(
    'accepts %j',
    (value) => {
      expect(ipv4(value)).toBeUndefined();
    },
  );
});

describe('ipv6', () => {
  it.each([
    '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    '2001:db8:85a3::8a2e:370:7334',
    'FE80::1',
    '::1',
    '::',
    '1::',
    '1:2:3:4:5:6:7::',
    '::ffff:192.168.0.1',
    '64:ff9b::1.2.3.4',
    '1:2:3:4:5:6:1.2.3.4',
  ])('accepts %j', (value) => {
    expect(ipv6(value)).toBeUndefined();
  });
  it.each([
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    ':::',
    ':1:2:3:4:5:6:7',
    '12345::1',
    'g::1',
    'fe80::1%eth0',
    '192.168.0.1',
    '::1.2.3',
    '::1.2.3.256',
    '1:2:3:4:5:6:7:1.2.3.4',
    '1:2:3:4:5:6:7:8::',
    'fe80 ::1',
  ])('refuses %j', (value) => {
    expect(ipv6(value)).toBe(INVALID);
  });
});

describe('mac', () => {
  it.each(['00:1A:2b:3C:4d:5E', 'aa:bb:cc:dd:ee:ff', 'AA:BB:CC:DD:EE:01', '00:00:00:00:00:01'])(
    'accepts %j',
    (value) => {
      expect(mac(value)).toBeUndefined();
    },
  );
  it.each([
    ['all f', 'ff:ff:ff:ff:ff:ff'],
    ['all F', 'FF:FF:FF:FF:FF:FF'],
    ['all f, mixed case', 'fF:Ff:FF:ff:fF:FF'],
    ['all 0', '00:00:00:00:00:00'],
    ['18 characters', '00:1A:2B:3C:4D:5E0'],
    ['18 characters, trailing colon', '00:1A:2B:3C:4D:5E:'],
    ['dashes', '00-1A-2B-3C-4D-5E'],
    ['no separators', '001A2B3C4D5E'],
    ['not hex', '00:1A:2B:3C:4D:5G'],
    ['five groups', '00:1A:2B:3C:4D'],
    ['single-digit group', '0:1A:2B:3C:4D:5E0'],
  ])('refuses %s: %j', (_case, value) => {
    expect(mac(value)).toBe('Endereço MAC inválido');
  });
});

describe('netmask', () => {
  it.each([
    '255.255.255.0',
    '255.255.0.0',
    '255.0.0.0',
    '128.0.0.0',
    '255.255.255.252',
    '255.255.255.254',
    '255.255.240.0',
  ])(
    'accepts %j',
    (value) => {
      expect(netmask(value)).toBeUndefined();
    },
  );
  it.each([
    ['bad format', '255.255.255'],
    ['bad format: letters', '255.255.x.0'],
    ['bad format: octet above 255', '256.255.255.0'],
    ['0.0.0.0 (our first {ip})', '0.0.0.0'],
    ['255.255.255.255 (our second {ip})', '255.255.255.255'],
    ['leading zero', '255.255.255.000'],
    ['leading zero in 0x', '255.255.255.01'],
    ['non-contiguous bits', '255.0.255.0'],
    ['non-contiguous bits inside an octet', '255.255.253.0'],
    ['host bits before network bits', '0.255.255.255'],
  ])('refuses %s: %j', (_case, value) => {
    expect(netmask(value)).toBe('Máscara inválida');
  });
});

describe('mtu', () => {
  const wan = mtu(68, 1500);
  it.each(['68', '1500', '1492'])('accepts %j', (value) => {
    expect(wan(value)).toBeUndefined();
  });
  it.each(['67', '1501', 'abc', '-100'])('refuses %j', (value) => {
    expect(wan(value)).toBe('O valor da MTU deve estar entre 68 e 1500');
  });
  it('PPPoE bounds appear in the message', () => {
    expect(mtu(68, 1492)('1500')).toBe('O valor da MTU deve estar entre 68 e 1492');
  });
});

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
  it('compares numerically, not as text', () => {
    expect(startBelowEnd('192.168.0.9', '192.168.0.10')).toBeUndefined();
    expect(startBelowEnd('192.168.0.10', '192.168.0.9')).toBe('O endereço inicial não pode ser maior que o final.');
  });
  it('start strictly below end (the DHCP pool, the remote management range): one address is no range', () => {
    expect(startBelowEnd('192.168.0.100', '192.168.0.100')).toBe('O endereço inicial não pode ser maior que o final.');
    expect(startBelowEnd('192.168.0.10', '192.168.0.9')).toBe('O endereço inicial não pode ser maior que o final.');
    expect(startBelowEnd('192.168.0.9', '192.168.0.10')).toBeUndefined();
    expect(startBelowEnd('', '192.168.0.10')).toBeUndefined();
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
