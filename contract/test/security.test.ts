import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { Filter, FilterType, PortProtocol, filterKindOf, type Filter as FilterRecord } from '../src/security.ts';
import { remotizeNotBlocked, validateFilter, type FilterDraft } from '../src/validate/security.ts';

const stored: FilterRecord[] = [
  { id: '1', enabled: true, type: FilterType.Mac, target: 'AA:BB:CC:00:00:01', description: 'TV', protocol: 2, port_start: 0, port_end: 0 },
  { id: '2', enabled: true, type: FilterType.Ipv4, target: '192.168.0.50', description: 'Impressora', protocol: 2, port_start: 0, port_end: 0 },
  { id: '3', enabled: false, type: FilterType.Ipv6, target: 'fe80::1', description: 'Link local', protocol: 2, port_start: 0, port_end: 0 },
  { id: '4', enabled: true, type: FilterType.Url, target: 'jogos.example.com', description: 'Jogos', protocol: 2, port_start: 0, port_end: 0 },
  { id: '5', enabled: true, type: FilterType.Port, target: '', description: 'Torrent', protocol: PortProtocol.Tcp, port_start: 6881, port_end: 6889 },
];

const draft = (over: Partial<FilterDraft>): FilterDraft => ({
  type: FilterType.Url, target: '', description: 'Bloqueio', protocol: PortProtocol.Both, port_start: '', port_end: '', ...over,
});

describe('the filter record', () => {
  it('accepts each kind and refuses an unknown type or protocol', () => {
    for (const f of stored) expect(is(f, Filter)).toBe(true);
    expect(is({ ...stored[0], type: 9 }, Filter)).toBe(false);
    expect(is({ ...stored[4], protocol: 3 }, Filter)).toBe(false);
  });
  it('puts IPv4 and IPv6 filters on one page', () => {
    expect([0, 1, 2, 3, 4].map((t) => filterKindOf(t as FilterType))).toEqual(['mac', 'ip', 'ip', 'url', 'port']);
  });
});

describe('validateFilter (spec 3 §5 Filters)', () => {
  it('asks for a description of 1 to 32 characters', () => {
    expect(validateFilter(draft({ target: 'a.com', description: '' }), stored).description).toBe('Este campo é obrigatório');
    expect(validateFilter(draft({ target: 'a.com', description: 'x'.repeat(33) }), stored).description)
      .toBe('O campo deve conter entre 1 e 32 caracteres');
    expect(validateFilter(draft({ target: 'a.com', description: 'x'.repeat(32) }), stored)).toEqual({});
  });

  it('refuses a MAC used by another MAC filter, whatever its case', () => {
    expect(validateFilter(draft({ type: FilterType.Mac, target: 'aa:bb:cc:00:00:01' }), stored).target)
      .toBe('Este endereço MAC já está em uso em outro filtro.');
    expect(validateFilter(draft({ type: FilterType.Mac, target: 'AA:BB:CC:00:00:02' }), stored)).toEqual({});
    expect(validateFilter(draft({ type: FilterType.Mac, target: 'AA:BB:CC:00:00' }), stored).target).toBeDefined();
  });

  it('checks the address by type and refuses one another IP filter holds', () => {
    expect(validateFilter(draft({ type: FilterType.Ipv4, target: '192.168.0.50' }), stored).target)
      .toBe('Este endereço IP já está em uso em outro filtro.');
    expect(validateFilter(draft({ type: FilterType.Ipv6, target: 'FE80::1' }), stored).target)
      .toBe('Este endereço IP já está em uso em outro filtro.');
    expect(validateFilter(draft({ type: FilterType.Ipv4, target: 'fe80::2' }), stored).target).toBeDefined();
    expect(validateFilter(draft({ type: FilterType.Ipv6, target: 'fe80::2' }), stored)).toEqual({});
  });

  it('refuses a URL longer than 30, not a host name, or already filtered', () => {
    expect(validateFilter(draft({ target: `${'a'.repeat(27)}.com` }), stored).target)
      .toBe('O campo deve conter entre 1 e 30 caracteres');
    expect(validateFilter(draft({ target: 'http://a.com/x' }), stored).target).toBeDefined();
    expect(validateFilter(draft({ target: 'JOGOS.example.com' }), stored).target)
      .toBe('Este endereço de URL já está em uso em outro filtro.');
  });

  it('never blocks the remote-access service, nor a domain above it', () => {
    for (const url of ['remotize.intelbras.com.br', 'REMOTIZE.intelbras.com.br', 'intelbras.com.br', 'com.br']) {
      expect(validateFilter(draft({ target: url }), stored).target).toBe('A URL do remotize não pode ser bloqueada');
    }
    expect(remotizeNotBlocked('www.intelbras.com.br')).toBeUndefined();
    expect(remotizeNotBlocked('tbras.com.br')).toBeUndefined();
  });

  it('asks for a valid port range that no filter of a meeting protocol covers', () => {
    const port = (start: string, end: string, protocol: PortProtocol = PortProtocol.Both) =>
      validateFilter(draft({ type: FilterType.Port, port_start: start, port_end: end, protocol }), stored);
    expect(port('', '80')).toEqual({ port_start: 'Este campo é obrigatório' });
    expect(port('0', '80').port_start).toBe('Portas devem ter valores entre 1 e 65535');
    expect(port('80', '65536').port_end).toBe('Portas devem ter valores entre 1 e 65535');
    expect(port('90', '80').port_end).toBe('O fim da faixa deve ser maior ou igual ao início');
    expect(port('6880', '6881').port_end).toBe('Esta faixa já está em uso');
    expect(port('6880', '6881', PortProtocol.Udp)).toEqual({});
    expect(port('6890', '6900', PortProtocol.Tcp)).toEqual({});
  });

  it('does not compare a record with itself', () => {
    const others = stored.filter((f) => f.id !== '4');
    expect(validateFilter(draft({ target: 'jogos.example.com' }), others)).toEqual({});
  });
});
