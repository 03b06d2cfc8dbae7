import { describe, expect, it } from 'vitest';
import {
  knownPasswordWords,
  passwordCriteria,
  passwordsMatch,
  passwordStrength,
  weakPasswordWarning,
} from '../src/validate/password.ts';

const WEAK = 'Não é permitido o uso de senha fraca';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'MUITO FRACA'],
    ['a', 1, 'MUITO FRACA'],
    ['aA', 2, 'FRACA'],
    ['abcdefgh', 2, 'FRACA'],
    ['aA1', 3, 'MÉDIA'],
    ['aA1!', 4, 'FORTE'],
    ['abcdefG1', 4, 'FORTE'],
    ['abcdeF1!', 5, 'MUITO FORTE'],
  ])('%j scores %d: %s', (pw, score, label) => {
    const strength = passwordStrength(pw);
    expect(strength.score).toBe(score);
    expect(strength.label).toBe(label);
  });

  it('reports each criterion', () => {
    expect(passwordStrength('a').criteria).toEqual({
      lowercase: true,
      uppercase: false,
      number: false,
      symbol: false,
      length: false,
    });
    expect(passwordStrength('B2@').criteria).toEqual({
      lowercase: false,
      uppercase: true,
      number: true,
      symbol: true,
      length: false,
    });
    expect(passwordStrength('12345678').criteria.length).toBe(true);
    expect(passwordStrength('1234567').criteria.length).toBe(false);
  });

  it.each([' ', '~', '_', '{', '/', ':', '@', '[', '`'])('%j is a symbol', (ch) => {
    expect(passwordStrength(ch).criteria.symbol).toBe(true);
  });
});

describe('passwordCriteria', () => {
  it.each([
    ['too short though FORTE', 'aA1!'],
    ['FRACA', 'abcdefgh'],
    ['MÉDIA', 'abcdefg1'],
    ['long, one class', 'aaaaaaaaaaaa'],
  ])('refuses %s: %j', (_case, pw) => {
    expect(passwordCriteria(pw)).toBe(WEAK);
  });
  it.each(['abcdefG1', 'ABCDEFG!1', 'abcdeF1!', 'Roteador#2024'])('accepts %j (FORTE or better)', (pw) => {
    expect(passwordCriteria(pw)).toBeUndefined();
  });
  it('lets the empty value to required', () => {
    expect(passwordCriteria('')).toBeUndefined();
  });
});

describe('weakPasswordWarning', () => {
  it.each([
    ['admin', 'admin'],
    ['MyAdmin#2024', 'admin'],
    ['Password1!', 'password'],
    ['Senha@123X', 'senha'],
    ['QWERTY!a1', 'qwerty'],
    ['x123456789y', '123456789'],
    ['x12345678y', '12345678'],
    ['x123456y', '123456'],
    ['Root#2024a', 'root'],
    ['myRouter1!', 'router'],
    ['Roteador#2024', 'roteador'],
    ['Teste@2024', 'teste'],
    ['Intelbras1!', 'intelbras'],
    ['WiFi@casa1', 'wifi'],
    ['ABC123!x', 'abc123'],
    ['a111111!', '111111'],
    ['ILoveYou!1', 'iloveyou'],
    ['Welcome#1', 'welcome'],
  ])('%j warns about %j', (pw, word) => {
    expect(weakPasswordWarning(pw)).toBe(
      `O uso da palavra (${word}) não é recomendado pois encontra-se em uma lista de senhas conhecidas.`,
    );
  });
  it('covers the words the spec names', () => {
    for (const word of ['admin', 'password', 'qwerty', '123456789', 'root', 'router', 'teste']) {
      expect(knownPasswordWords).toContain(word);
    }
  });
  it.each(['', 'Xk7#pLm2', 'Cas@Azul9'])('stays quiet on %j', (pw) => {
    expect(weakPasswordWarning(pw)).toBeUndefined();
  });
  it('is only a warning: a FORTE password with a known word still passes the criteria', () => {
    expect(passwordCriteria('Admin#2024')).toBeUndefined();
    expect(weakPasswordWarning('Admin#2024')).toBeDefined();
  });
});

describe('passwordsMatch', () => {
  it('refuses a different confirmation', () => {
    expect(passwordsMatch('Abc123!x', 'Abc123!y')).toBe('As senhas não coincidem');
  });
  it('is case-sensitive', () => {
    expect(passwordsMatch('Abc123!x', 'abc123!x')).toBe('As senhas não coincidem');
  });
  it('accepts the same text', () => {
    expect(passwordsMatch('Abc123!x', 'Abc123!x')).toBeUndefined();
  });
});
