import { describe, expect, it } from 'vitest';
import {
  differentFrom,
  externalNotWiderThanInternal,
  locationNotInUse,
  portOutside,
  portRangeFree,
  portRangeOrder,
  ssidNotInUse,
  ssidNotReserved,
  uniqueAmong,
} from '../src/validate/cross.ts';
import { validationMessages as m } from '../src/validate/messages.ts';

describe('differentFrom', () => {
  it('refuses equal values', () => {
    expect(differentFrom('10.0.0.2', '10.0.0.2', m.dnsIsRouterIp)).toBe(
      'O dns deve ser diferente do endereço IP do roteador',
    );
    expect(differentFrom('10.0.0.2', '10.0.0.2', m.internalIpIsWanIp)).toBe(
      'O endereço IP interno não pode ser o mesmo utilizado na interface WAN',
    );
  });
  it('accepts different or blank values', () => {
    expect(differentFrom('10.0.0.3', '10.0.0.2', m.dnsIsRouterIp)).toBeUndefined();
    expect(differentFrom('', '', m.dnsIsRouterIp)).toBeUndefined();
  });
});

describe('uniqueness', () => {
  it('location names ignore case', () => {
    expect(locationNotInUse('sala', ['Quarto', 'SALA'])).toBe('Esse nome encontra-se em uso');
    expect(locationNotInUse('Cozinha', ['Quarto', 'Sala'])).toBeUndefined();
  });
  it('SSIDs are case-sensitive', () => {
    expect(ssidNotInUse('Casa', ['Casa', 'Visitas'])).toBe('Esse nome já está sendo usado');
    expect(ssidNotInUse('casa', ['Casa'])).toBeUndefined();
  });
  it('uniqueAmong with another message', () => {
    expect(uniqueAmong('Noite', ['Noite'], m.scheduleNameInUse)).toBe('Já existe uma agenda de bloqueio com esse nome');
  });
});

describe('ssidNotReserved', () => {
  it.each(['INTELBRAS', 'INTELBRAS_5G', 'intelbras'])('refuses %j outside the root network', (ssid) => {
    expect(ssidNotReserved(ssid, false)).toBe('Nome reservado');
  });
  it('allows the reserved names on the root network', () => {
    expect(ssidNotReserved('INTELBRAS', true)).toBeUndefined();
  });
  it('allows other names', () => {
    expect(ssidNotReserved('INTELBRAS_CASA', false)).toBeUndefined();
  });
});

describe('port ranges', () => {
  it('order', () => {
    expect(portRangeOrder({ start: '100', end: '99' })).toBe('O fim da faixa deve ser maior ou igual ao início');
    expect(portRangeOrder({ start: 100, end: 100 })).toBeUndefined();
    expect(portRangeOrder({ start: '9', end: '10' })).toBeUndefined();
  });
  it('overlap with other external ranges', () => {
    const others = [{ start: 80, end: 90 }];
    expect(portRangeFree({ start: '85', end: '95' }, others)).toBe('Esta faixa já está em uso');
    expect(portRangeFree({ start: '70', end: '80' }, others)).toBe('Esta faixa já está em uso');
    expect(portRangeFree({ start: '91', end: '95' }, others)).toBeUndefined();
  });
  it('external not wider than internal', () => {
    expect(externalNotWiderThanInternal({ start: 80, end: 90 }, { start: 80, end: 85 })).toBe(
      'O numero de portas externas nao pode ser maior que o número de portas internas',
    );
    expect(externalNotWiderThanInternal({ start: 80, end: 85 }, { start: 8080, end: 8085 })).toBeUndefined();
  });
  it('a port inside a range', () => {
    const ranges = [{ start: 8000, end: 8100 }];
    expect(portOutside('8080', ranges, m.wanManagementPortInRange)).toBe(
      'A porta de gerenciamento via wan está no intervalo',
    );
    expect(portOutside(8080, ranges, m.portUsedByForward)).toBe(
      'Esta porta está em uso por uma regra de redirecionamento',
    );
    expect(portOutside('443', ranges, m.portUsedByForward)).toBeUndefined();
  });
});

describe('addressUniqueAmong', () => {
  it('compares IPv6 addresses, not texts', async () => {
    const { addressUniqueAmong } = await import('../src/validate/cross.ts');
    expect(addressUniqueAmong('2001:DB8:0::7', ['2001:db8::7'], m.filterIpInUse)).toBe(m.filterIpInUse);
    expect(addressUniqueAmong('::ffff:192.168.0.1', ['0:0:0:0:0:FFFF:C0A8:1'], m.filterIpInUse)).toBe(m.filterIpInUse);
    expect(addressUniqueAmong('2001:db8::8', ['2001:db8::7'], m.filterIpInUse)).toBeUndefined();
    expect(addressUniqueAmong(' 192.168.0.4 ', ['192.168.0.4'], m.filterIpInUse)).toBe(m.filterIpInUse);
  });
});
