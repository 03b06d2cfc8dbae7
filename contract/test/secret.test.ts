import { describe, expect, it } from 'vitest';
import type { Struct } from 'superstruct';
import {
  decodeSecret,
  encodeSecret,
  HttpRequest,
  LoginRequest,
  Pppoe,
  secretFields,
  SessionAnswer,
  Tr069Config,
  UserUpdate,
  Wireless,
} from '../src/index.ts';

/** The field at a dotted path of a struct's schema (nested objects by their schema), or undefined. */
function fieldOf(struct: Struct<unknown, unknown>, path: string): unknown {
  let at: unknown = struct;
  for (const name of path.split('.')) {
    const schema = (at as { schema?: Record<string, unknown> } | undefined)?.schema;
    at = schema && typeof schema === 'object' ? schema[name] : undefined;
  }
  return at;
}

describe('secrets', () => {
  it('encodes as base64 of UTF-8 and decodes back; undefined for what is not', () => {
    expect(encodeSecret('Wifi@Casa')).toBe('V2lmaUBDYXNh');
    expect(decodeSecret(encodeSecret('senha çã'))).toBe('senha çã');
    expect(decodeSecret('não é base64')).toBeUndefined();
  });

  // Each secret the API carries, where the contract defines it: a renamed field, or a new secret, must show here.
  const carriers: Array<[string, string, Struct<any, any>]> = [
    ['POST session', 'password', LoginRequest],
    ['PUT user', 'password', UserUpdate],
    ['pppoe', 'password', Pppoe],
    ['wireless', 'key', Wireless],
    ['tr069_config', 'acs.acs_password', Tr069Config],
    ['tr069_config', 'connection.conreq_pw', Tr069Config],
    ['POST session (answer)', 'token', SessionAnswer],
    ['http_request', 'token', HttpRequest],
    ['http_request', 'mesh_session', HttpRequest],
  ];

  it.each(carriers)('%s carries the secret %s: a field of the contract, listed', (_where, path, struct) => {
    expect(fieldOf(struct, path), path).toBeDefined();
    expect(secretFields).toContain(path.split('.').at(-1));
  });

  it('lists those secrets and nothing else (user names are not secrets)', () => {
    expect([...secretFields].sort()).toEqual([...new Set(carriers.map(([, p]) => p.split('.').at(-1)!))].sort());
    expect(secretFields).not.toContain('username');
    expect(fieldOf(Tr069Config, 'acs.acs_username')).toBeDefined();
  });
});
