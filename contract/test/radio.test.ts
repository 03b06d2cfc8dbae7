import { describe, expect, it } from 'vitest';
import {
  extensionApplies,
  extensionOptions,
  radioAfter,
  radioBandwidthOptions,
  radioChannelOptions,
  radioFeatures,
  routerMessages as r,
  validateRadio,
  type Radio,
} from '../src/index.ts';

const r24: Radio = {
  id: 'radio0', frequency: '2.4', enabled: true, bandwidth: '40', configuredChannel: 0, channel: 6, extension: 'auto',
  power: 'Alto', mu_mimo: false, beamforming: false, ofdma: false, twt: false, opMode: 4, ieee_std: 8,
};
const r5: Radio = { ...r24, id: 'radio1', frequency: '5', bandwidth: '80', channel: 36, mu_mimo: true, opMode: 6, ieee_std: 16 };

describe('radio options (spec 2 §5.5)', () => {
  it('offers the channels and bandwidths of each band, automatic first', () => {
    expect(radioChannelOptions('2.4')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(radioChannelOptions('5')).toEqual([0, 36, 40, 44, 48, 149, 153, 157, 161, 165]);
    expect(radioBandwidthOptions('2.4')).toEqual(['20', '40']);
    expect(radioBandwidthOptions('5')).toEqual(['20', '40', '80']);
  });
  it('has an extension channel only on 2.4 GHz, wider than 20MHz, on a fixed channel, inside 1–13', () => {
    expect(extensionApplies({ frequency: '2.4', bandwidth: '40', configuredChannel: 6 })).toBe(true);
    expect(extensionApplies({ frequency: '2.4', bandwidth: '20', configuredChannel: 6 })).toBe(false);
    expect(extensionApplies({ frequency: '2.4', bandwidth: '40', configuredChannel: 0 })).toBe(false);
    expect(extensionApplies({ frequency: '5', bandwidth: '40', configuredChannel: 36 })).toBe(false);
    expect(extensionOptions(1)).toEqual(['upper']);
    expect(extensionOptions(7)).toEqual(['upper', 'lower']);
    expect(extensionOptions(13)).toEqual(['lower']);
  });
  it('MU-MIMO from opMode 6, OFDMA and TWT above 7', () => {
    expect(radioFeatures({ opMode: 4 })).toEqual({ muMimo: false, ofdma: false, twt: false });
    expect(radioFeatures({ opMode: 6 })).toEqual({ muMimo: true, ofdma: false, twt: false });
    expect(radioFeatures({ opMode: 7 })).toEqual({ muMimo: true, ofdma: false, twt: false });
    expect(radioFeatures({ opMode: 8 })).toEqual({ muMimo: true, ofdma: true, twt: true });
  });
});

describe('radioAfter: the record a write leaves', () => {
  it('gives a fixed channel at 20/40MHz the side that fits, keeps a stored side that still fits, and auto elsewhere', () => {
    expect(radioAfter(r24, { configuredChannel: 11 }).extension).toBe('lower');
    expect(radioAfter(r24, { configuredChannel: 1, extension: 'auto' }).extension).toBe('upper');
    expect(radioAfter({ ...r24, configuredChannel: 6, extension: 'lower' }, { power: 'Baixo' }).extension).toBe('lower');
    expect(radioAfter({ ...r24, configuredChannel: 6, extension: 'lower' }, { bandwidth: '20' }).extension).toBe('auto');
    expect(radioAfter({ ...r24, configuredChannel: 6, extension: 'lower' }, { configuredChannel: 0 }).extension).toBe('auto');
    // a side the write names is kept for validateRadio to judge
    expect(radioAfter(r24, { configuredChannel: 12, extension: 'upper' }).extension).toBe('upper');
  });
});

describe('validateRadio (§5.5): one message per field, the router refuses with the first', () => {
  it('accepts the stored radios and every combination the options offer', () => {
    expect(validateRadio(r24)).toEqual({});
    expect(validateRadio(r5)).toEqual({});
    for (const channel of radioChannelOptions('2.4')) {
      for (const bandwidth of radioBandwidthOptions('2.4')) {
        expect(validateRadio(radioAfter(r24, { configuredChannel: channel, bandwidth })), `${channel} ${bandwidth}`).toEqual({});
      }
    }
  });
  it('refuses a channel or a bandwidth of the other band', () => {
    expect(validateRadio({ ...r24, configuredChannel: 14 })).toEqual({ configuredChannel: r.radioChannel['2.4'] });
    expect(validateRadio({ ...r5, configuredChannel: 6 })).toEqual({ configuredChannel: r.radioChannel['5'] });
    expect(validateRadio({ ...r24, bandwidth: '80' })).toEqual({ bandwidth: r.radioBandwidth['2.4'] });
    expect(r.radioChannel['2.4']).toBe('Canal não permitido em 2.4 GHz: automático ou 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 ou 13.');
    expect(r.radioBandwidth['5']).toBe('Largura de banda não permitida em 5 GHz: 20MHz, 20/40MHz ou 20/40/80MHz.');
  });
  it('refuses an extension that does not exist, is not used or leaves 1–13', () => {
    expect(validateRadio({ ...r24, configuredChannel: 6, extension: 'above' })).toEqual({ extension: r.radioExtensionUnknown });
    expect(validateRadio({ ...r5, configuredChannel: 36, bandwidth: '40', extension: 'lower' })).toEqual({ extension: r.radioExtensionUnused });
    expect(validateRadio({ ...r24, configuredChannel: 12, extension: 'upper' })).toEqual({ extension: r.radioExtensionOutside });
    expect(r.radioExtensionOutside).toBe('Com este canal, o canal de extensão sairia dos canais 1 a 13.');
  });
  it('refuses a feature the opMode lacks, and only when it is on', () => {
    expect(validateRadio({ ...r24, mu_mimo: true, ofdma: true, twt: true })).toEqual({
      mu_mimo: r.radioMuMimo, ofdma: r.radioOfdma, twt: r.radioTwt,
    });
    expect(validateRadio({ ...r5, opMode: 9, ofdma: true, twt: true })).toEqual({});
  });
});
