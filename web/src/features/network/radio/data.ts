/**
 * The radio page's rules (spec 2 §5.5), from the contract's constants so the page offers exactly what the router
 * accepts: channels and bandwidths per band, the extension channel (2.4 GHz, 20/40MHz, fixed channel, a side that
 * stays inside 1–13), and which advanced features a radio's opMode has.
 */
import { timing, type Radio, type RadioUpdate } from '@roteador/contract';

const { radioChannels, radioBandwidths, radioExtensions, radioModeMuMimo, radioModeOfdmaTwt } = timing.limits;

export type Band = Radio['frequency'];
export const AUTOMATIC = 0;

/** 0 (automatic) first, then the band's channels. */
export function channelOptions(band: Band): number[] {
  return [AUTOMATIC, ...radioChannels[band]];
}

export function bandwidthOptions(band: Band): string[] {
  return [...radioBandwidths[band]];
}

export function extensionApplies(r: Pick<Radio, 'frequency' | 'bandwidth' | 'configuredChannel'>): boolean {
  return r.frequency === '2.4' && r.bandwidth !== '20' && r.configuredChannel !== AUTOMATIC;
}

/** The sides whose 40 MHz pair (4 channels away) stays inside the 2.4 GHz channels. */
export function extensionOptions(channel: number): string[] {
  const channels: readonly number[] = radioChannels['2.4'];
  return radioExtensions.filter((side) => channels.includes(side === 'upper' ? channel + 4 : channel - 4));
}

export function features(r: Pick<Radio, 'opMode'>) {
  return { muMimo: r.opMode >= radioModeMuMimo, ofdma: r.opMode > radioModeOfdmaTwt, twt: r.opMode > radioModeOfdmaTwt };
}

export type Draft = Required<RadioUpdate>;
export const EDITABLE: ReadonlyArray<keyof Draft> = [
  'enabled', 'configuredChannel', 'bandwidth', 'extension', 'power', 'mu_mimo', 'beamforming', 'ofdma', 'twt',
];

/**
 * What the form shows: the stored radio with the owner's edits, its extension made consistent (a side that
 * fits when it applies; the stored value otherwise, as the router resets it by itself).
 */
export function shown(radio: Radio, edits: RadioUpdate = {}): Radio {
  const value: Radio = { ...radio, ...edits };
  if (extensionApplies(value)) {
    const sides = extensionOptions(value.configuredChannel);
    if (!sides.includes(value.extension)) value.extension = sides[0];
  } else {
    value.extension = radio.extension;
  }
  return value;
}

/** The fields that differ from the stored radio (empty: nothing to save for it). */
export function changes(radio: Radio, edits: RadioUpdate = {}): RadioUpdate {
  const value = shown(radio, edits);
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) if (value[key] !== radio[key]) out[key] = value[key];
  return out as RadioUpdate;
}
