import { describe, expect, it } from 'vitest';
import {
  all,
  alphanumeric,
  ascii,
  hostname,
  lettersAndSpaces,
  MAC_MAX_LENGTH,
  noEdgeSpace,
  notSuspicious,
  numeric,
  optional,
  port,
  range,
  required,
  singleSpaces,
  size,
  SUSPICIOUS_TERMS,
  type Validator,
} from '../src/validate/core.ts';

const REQUIRED = 'Este campo é obrigatório';
const INVALID_CHARS = 'Contém caracteres inválidos';

describe('required', () => {
  it.each(['', ' ', '   ', '\t\n'])('refuses blank %j', (value) => {
    expect(required(value)).toBe(REQUIRED);
  });
  it.each(['a', ' a ', '0'])('accepts %j', (value) => {
    expect(required(value)).toBeUndefined();
  });
});

describe('empty passes every validator but required', () => {
  it.each<[string, Validator]>([
    ['size', size(1, 30)],
    ['alphanumeric', alphanumeric],
    ['lettersAndSpaces', lettersAndSpaces],
    ['noEdgeSpace', noEdgeSpace],
    ['singleSpaces', singleSpaces],
    ['ascii', ascii],
    ['notSuspicious', notSuspicious],
    ['numeric', numeric],
    ['range', range(1, 10)],
    ['hostname', hostname],
    ['port', port],
  ])('%s', (_name, validate) => {
    expect(validate('')).toBeUndefined();
  });
});

describe('size', () => {
  const v = size(2, 4);
  it.each(['a', 'abcde'])('refuses %j', (value) => {
    expect(v(value)).toBe('O campo deve conter entre 2 e 4 caracteres');
  });
  it.each(['ab', 'abcd'])('accepts %j at the bounds', (value) => {
    expect(v(value)).toBeUndefined();
  });
  it('counts an emoji as one character', () => {
    expect(size(1, 1)('😀')).toBeUndefined();
  });
});

describe('character classes', () => {
  it('alphanumeric', () => {
    expect(alphanumeric('abc123XYZ')).toBeUndefined();
    expect(alphanumeric('abc 123')).toBe('Este campo deve conter apenas letras e números');
    expect(alphanumeric('abc_')).toBe('Este campo deve conter apenas letras e números');
  });
  it('lettersAndSpaces', () => {
    expect(lettersAndSpaces('Sala de Estar')).toBeUndefined();
    expect(lettersAndSpaces('Sala 2')).toBe('Este campo deve conter apenas letras');
    expect(lettersAndSpaces('Sala-Estar')).toBe('Este campo deve conter apenas letras');
    expect(lettersAndSpaces('Sótão')).toBe('Este campo deve conter apenas letras');
  });
  it.each([' Sala', 'Sala ', '\tSala'])('noEdgeSpace refuses %j', (value) => {
    expect(noEdgeSpace(value)).toBe('Não é permitido uso de espaço no começo e fim.');
  });
  it('noEdgeSpace accepts inner spaces', () => {
    expect(noEdgeSpace('Sala de Estar')).toBeUndefined();
  });
  it('singleSpaces', () => {
    expect(singleSpaces('Sala  Estar')).toBe('Não é permitido uso de espaços consecutivos.');
    expect(singleSpaces('Sala de Estar')).toBeUndefined();
  });
});

describe('ascii', () => {
  it.each(['São Paulo', 'ção', 'tab\there', 'nul\u0000', '\u0080', '😀', '\u001f'])('refuses %j', (value) => {
    expect(ascii(value)).toBe(INVALID_CHARS);
  });
  it.each([' ', '~', '\u007f', 'Abc !@#$%^&*()_+-=[]{};:,./<>?'])('accepts %j (codes 32 to 127)', (value) => {
    expect(ascii(value)).toBeUndefined();
  });
});

describe('notSuspicious', () => {
  it('lists the eleven terms of the spec', () => {
    expect(SUSPICIOUS_TERMS.map((t) => t.term)).toEqual([
      '``',
      '$()',
      'dev/',
      'mtdblock',
      'reboot',
      'telnetd',
      'UDPserver',
      'flash default',
      'flash reset',
      'flash set',
      'passwd',
    ]);
  });
  it.each([
    ['a`ls`b', '``'],
    ['``', '``'],
    ['x$(id)', '$()'],
    ['$()', '$()'],
    ['/dev/mtd0', 'dev/'],
    ['DEV/null', 'dev/'],
    ['cat mtdblock3', 'mtdblock'],
    ['MtdBlock', 'mtdblock'],
    ['reboot', 'reboot'],
    ['ReBoOt now', 'reboot'],
    ['telnetd -l', 'telnetd'],
    ['TELNETD', 'telnetd'],
    ['UDPserver', 'UDPserver'],
    ['udpserver', 'UDPserver'],
    ['flash default', 'flash default'],
    ['FLASH DEFAULT', 'flash default'],
    ['flash reset', 'flash reset'],
    ['Flash Reset', 'flash reset'],
    ['flash set x', 'flash set'],
    ['flash  SET', 'flash set'],
    ['passwd', 'passwd'],
    ['myPASSWD1', 'passwd'],
  ])('refuses %j naming %j', (value, term) => {
    expect(notSuspicious(value)).toBe(`Esse campo não aceita "${term}"`);
  });
  it.each(['a`b', '$(', 'device', 'dev', 'boot', 'flash', 'flashset', 'password', 'Minha Casa'])(
    'accepts %j',
    (value) => {
      expect(notSuspicious(value)).toBeUndefined();
    },
  );
});

describe('numeric and range', () => {
  it.each(['abc', '1a', '-', '1 2', ' 1'])('numeric refuses %j', (value) => {
    expect(numeric(value)).toBe('Valor deve ser numérico');
  });
  it.each(['0', '007', '1440'])('numeric accepts %j', (value) => {
    expect(numeric(value)).toBeUndefined();
  });
  it.each<[number | undefined, number | undefined, string, string | undefined]>([
    [1, 10, '0', 'O campo deve possuir valor entre 1 e 10'],
    [1, 10, '11', 'O campo deve possuir valor entre 1 e 10'],
    [1, 10, '1', undefined],
    [1, 10, '10', undefined],
    [undefined, 10, '11', 'O campo deve possuir valor menor ou igual a 10'],
    [undefined, 10, '-5', undefined],
    [5, undefined, '4', 'O campo deve possuir valor maior ou igual a 5'],
    [5, undefined, '99999', undefined],
    [1, 10, 'x', 'Valor deve ser numérico'],
  ])('range(%s, %s) on %j', (min, max, value, expected) => {
    expect(range(min, max)(value)).toBe(expected);
  });
});

describe('hostname', () => {
  it.each(['example.com', 'my-host_01', 'fe80::1', '192.168.0.1', 'A.b-C_d:9'])('accepts %j', (value) => {
    expect(hostname(value)).toBeUndefined();
  });
  it.each(['exa mple.com', 'host/path', 'a@b', 'ção.com', 'http://x'])('refuses %j', (value) => {
    expect(hostname(value)).toBe(INVALID_CHARS);
  });
});

describe('port', () => {
  it.each(['1', '80', '65535'])('accepts %j', (value) => {
    expect(port(value)).toBeUndefined();
  });
  it.each(['0', '65536', '-1', 'http', '8.5'])('refuses %j', (value) => {
    expect(port(value)).toBe('Portas devem ter valores entre 1 e 65535');
  });
});

describe('combinators', () => {
  it('all gives the first failing message in order', () => {
    const v = all(required, ascii, size(1, 3));
    expect(v('')).toBe(REQUIRED);
    expect(v('çççç')).toBe(INVALID_CHARS);
    expect(v('abcd')).toBe('O campo deve conter entre 1 e 3 caracteres');
    expect(v('abc')).toBeUndefined();
  });
  it('all with no validators accepts anything', () => {
    expect(all()('x')).toBeUndefined();
  });
  it('optional lets blank pass and validates the rest', () => {
    const v = optional(all(required, numeric));
    expect(v('')).toBeUndefined();
    expect(v('  ')).toBeUndefined();
    expect(v('a')).toBe('Valor deve ser numérico');
    expect(v('1')).toBeUndefined();
  });
  it('MAC_MAX_LENGTH is 17', () => {
    expect(MAC_MAX_LENGTH).toBe(17);
  });
});
