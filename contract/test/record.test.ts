import { describe, expect, it } from 'vitest';
import { collect, firstRefusal } from '../src/validate/record.ts';

describe('collect: one message per field, in the fields’ order', () => {
  it('from [field, message] pairs: undefined left out, a field’s first message kept', () => {
    const errors = collect<'a' | 'b' | 'c'>([['b', 'B1'], ['a', undefined], ['c', 'C'], ['b', 'B2']]);
    expect(errors).toEqual({ b: 'B1', c: 'C' });
    expect(Object.keys(errors)).toEqual(['b', 'c']);
  });
  it('from a record, in its key order: undefined left out', () => {
    const errors = collect({ port: undefined, server: 'S', host: 'H' });
    expect(errors).toEqual({ server: 'S', host: 'H' });
    expect(Object.keys(errors)).toEqual(['server', 'host']);
    expect(collect({ a: undefined })).toEqual({});
  });
  it('what the router refuses with is the first field that has a message', () => {
    expect(firstRefusal(collect({ a: undefined, b: 'B', c: 'C' }))).toEqual({ field: 'b', message: 'B' });
    expect(firstRefusal(collect({ a: undefined }))).toBeUndefined();
  });
});
