import { describe, expect, it } from 'vitest';
import { inheritedKeyPath, own } from '../src/own.ts';

const INHERITED = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupGetter__'];

describe('own: a record\'s own entry, never what every object inherits', () => {
  it.each(INHERITED)('%s is no entry of an empty record', (key) => {
    expect(own({}, key)).toBeUndefined();
    expect(own(JSON.parse('{}') as Record<string, number>, key)).toBeUndefined();
  });

  it('finds what the record holds, a key named like an inherited member included', () => {
    const tokens: Record<string, number> = { abc: 1 };
    expect(own(tokens, 'abc')).toBe(1);
    expect(own(JSON.parse('{"constructor": 2, "__proto__": 3}') as Record<string, number>, 'constructor')).toBe(2);
    expect(own(JSON.parse('{"__proto__": 3}') as Record<string, number>, '__proto__')).toBe(3);
  });
});

describe('inheritedKeyPath: the first key of a JSON value named like an inherited member', () => {
  it('names its path, as a struct failure names a field', () => {
    expect(inheritedKeyPath(JSON.parse('{"a": 1, "b": {"c": [0, {"toString": 1}]}, "constructor": 2}'))).toBe('b.c.1.toString');
    expect(inheritedKeyPath(JSON.parse('{"__proto__": {"polluted": true}}'))).toBe('__proto__');
    expect(inheritedKeyPath(JSON.parse('[{"x": {"valueOf": null}}]'))).toBe('0.x.valueOf');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('finds none in a value without one (array indices, strings and values are no keys)', () => {
    expect(inheritedKeyPath({ id: 0, name: 'constructor', list: ['toString'], week: { monday: { time_windows: [] } } })).toBeUndefined();
    expect(inheritedKeyPath(null)).toBeUndefined();
    expect(inheritedKeyPath('toString')).toBeUndefined();
  });

  it('walks a deep value without recursion', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(20_000)}{"toString":1}${'}'.repeat(20_000)}`);
    expect(inheritedKeyPath(deep)?.endsWith('.a.toString')).toBe(true);
  });
});
