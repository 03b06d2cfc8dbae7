import { describe, expect, it } from 'vitest';
import * as contract from '../src/index.ts';
import * as validate from '../src/validate/index.ts';

describe('public surface', () => {
  it('the contract root re-exports every validation name', () => {
    for (const name of Object.keys(validate)) {
      expect(contract[name as keyof typeof contract], name).toBe(validate[name as keyof typeof validate]);
    }
  });

  it.each(['rules', 'validationMessages', 'passwordStrength', 'ipToInt', 'all', 'required'])(
    'exports %s',
    (name) => {
      expect(validate).toHaveProperty(name);
    },
  );

  it('the emulator can call the rules directly', () => {
    expect(contract.rules.username('')).toBe('Este campo é obrigatório');
    expect(contract.rules.locationName('Sala')).toBeUndefined();
  });
});
