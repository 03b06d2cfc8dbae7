import { describe, expect, it } from 'vitest';
import { routerMessages, type Radio } from '@roteador/contract';
import { changes, radioErrors, shown } from './data.ts';

const r24: Radio = {
  id: 'radio0', frequency: '2.4', enabled: true, bandwidth: '40', configuredChannel: 0, channel: 6, extension: 'auto',
  power: 'Alto', mu_mimo: false, beamforming: false, ofdma: false, twt: false, opMode: 4, ieee_std: 13,
};

describe('the radio form (spec 2 §5.5, the contract rules)', () => {
  it('sends only what changed, with an extension side that fits the channel', () => {
    expect(changes(r24)).toEqual({});
    expect(changes(r24, { power: 'Alto' })).toEqual({});
    expect(changes(r24, { configuredChannel: 11 })).toEqual({ configuredChannel: 11, extension: 'lower' });
    expect(shown(r24, { configuredChannel: 3 }).extension).toBe('upper');
    expect(changes(r24, { configuredChannel: 3, bandwidth: '20' })).toEqual({ configuredChannel: 3, bandwidth: '20' });
  });

  it('shows no extension where there is none: the router stores auto there', () => {
    const fixed = { ...r24, configuredChannel: 6, extension: 'lower' };
    expect(changes(fixed, { bandwidth: '20' })).toEqual({ bandwidth: '20', extension: 'auto' });
  });

  it('judges the radio as the router does', () => {
    expect(radioErrors(r24)).toEqual({});
    expect(radioErrors(r24, { mu_mimo: true })).toEqual({ mu_mimo: routerMessages.radioMuMimo });
    expect(radioErrors({ ...r24, opMode: 6 }, { mu_mimo: true })).toEqual({});
  });
});
