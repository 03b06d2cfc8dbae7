import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@roteador/contract';
import { validateCredentials } from '../../forms/credentials.ts';
import { nextStep, stepOf, stepOrder } from './steps.ts';

describe('wizard step order (spec 2 §2.1)', () => {
  it('router: WAN, Wi-Fi, confirmation; the location only on mesh models', () => {
    expect(stepOrder(0, true)).toEqual(['credentials', 'location', 'operation-mode', 'wan', 'wifi', 'confirm']);
    expect(stepOrder(0, false)).toEqual(['credentials', 'operation-mode', 'wan', 'wifi', 'confirm']);
  });
  it('access point: Wi-Fi then confirmation; repeater: repeater then confirmation', () => {
    expect(stepOrder(1, true).slice(3)).toEqual(['wifi', 'confirm']);
    expect(stepOrder(3, false).slice(2)).toEqual(['repeater', 'confirm']);
  });
  it('moves on by mode and reads the step from the address', () => {
    expect(nextStep('credentials', 0, false)).toBe('operation-mode');
    expect(nextStep('operation-mode', 3, true)).toBe('repeater');
    expect(nextStep('confirm', 0, true)).toBe('confirm');
    expect(stepOf('/wizard/wan/static')).toBe('wan');
    expect(stepOf('/wizard')).toBe('credentials');
  });
});

describe('wizard credentials (spec 2 §5.6)', () => {
  it('trims the username, requires a strong password and a matching confirmation', () => {
    expect(validateCredentials({ username: '  dono ', password: 'Casa@Nova2026', confirmation: 'Casa@Nova2026' })).toEqual({});
    expect(validateCredentials({ username: '', password: 'abc', confirmation: 'abd' })).toEqual({
      username: m.required,
      password: m.weakPassword,
      confirmation: m.passwordsMismatch,
    });
    expect(validateCredentials({ username: 'dono', password: 'Casa@Nova2026', confirmation: '' }).confirmation).toBe(m.required);
  });
});
