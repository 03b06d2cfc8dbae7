import { describe, expect, it } from 'vitest';
import type { Radio } from '@roteador/contract';
import { bandwidthOptions, changes, channelOptions, extensionApplies, extensionOptions, features, shown } from './data.ts';

const r24: Radio = {
  id: 'radio0', frequency: '2.4', enabled: true, bandwidth: '40', configuredChannel: 0, channel: 6, extension: 'auto',
  power: 'Alto', mu_mimo: false, beamforming: false, ofdma: false, twt: false, opMode: 4, ieee_std: 13,
};

describe('radio rules (spec 2 §5.5)', () => {
  it('offers the channels and bandwidths of each band', () => {
    expect(channelOptions('2.4')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(channelOptions('5')).toEqual([0, 36, 40, 44, 48, 149, 153, 157, 161, 165]);
    expect(bandwidthOptions('2.4')).toEqual(['20', '40']);
    expect(bandwidthOptions('5')).toEqual(['20', '40', '80']);
  });

  it('has an extension channel only on 2.4 GHz, wider than 20MHz, on a fixed channel', () => {
    expect(extensionApplies({ frequency: '2.4', bandwidth: '40', configuredChannel: 6 })).toBe(true);
    expect(extensionApplies({ frequency: '2.4', bandwidth: '20', configuredChannel: 6 })).toBe(false);
    expect(extensionApplies({ frequency: '2.4', bandwidth: '40', configuredChannel: 0 })).toBe(false);
    expect(extensionApplies({ frequency: '5', bandwidth: '40', configuredChannel: 36 })).toBe(false);
    expect(extensionOptions(1)).toEqual(['upper']);
    expect(extensionOptions(7)).toEqual(['upper', 'lower']);
    expect(extensionOptions(13)).toEqual(['lower']);
  });

  it('shows MU-MIMO from opMode 6, OFDMA and TWT above 7', () => {
    expect(features({ opMode: 4 })).toEqual({ muMimo: false, ofdma: false, twt: false });
    expect(features({ opMode: 6 })).toEqual({ muMimo: true, ofdma: false, twt: false });
    expect(features({ opMode: 7 })).toEqual({ muMimo: true, ofdma: false, twt: false });
    expect(features({ opMode: 8 })).toEqual({ muMimo: true, ofdma: true, twt: true });
  });

  it('sends only what changed, with an extension side that fits the channel', () => {
    expect(changes(r24)).toEqual({});
    expect(changes(r24, { power: 'Alto' })).toEqual({});
    expect(changes(r24, { configuredChannel: 11 })).toEqual({ configuredChannel: 11, extension: 'lower' });
    expect(shown(r24, { configuredChannel: 3 }).extension).toBe('upper');
    expect(changes(r24, { configuredChannel: 3, bandwidth: '20' })).toEqual({ configuredChannel: 3, bandwidth: '20' });
  });
});
