/**
 * Spec 2 §5.5, the radio, once: what the radio page offers and what PUT radio/{id} accepts are these functions.
 * The page builds its choices from the option functions and judges the record it would send with validateRadio; the
 * router stores radioAfter(stored, body) only when validateRadio finds nothing, and answers the first refusal.
 *
 * Choices (contract timing.limits): the extension channel ('upper' | 'lower') exists only on 2.4 GHz at 20/40MHz on
 * a fixed channel, and must keep its 40 MHz pair (4 channels away) inside channels 1–13; elsewhere it is 'auto'.
 * MU-MIMO needs opMode ≥ radioModeMuMimo; OFDMA and TWT need opMode > radioModeOfdmaTwt (Wi-Fi 6).
 */
import type { Radio, RadioUpdate } from '../radio.ts';
import { routerMessages as r } from '../router-messages.ts';
import { limits } from '../timing.ts';
import { collect, type Errors } from './record.ts';

const { radioChannels, radioBandwidths, radioExtensions, radioModeMuMimo, radioModeOfdmaTwt } = limits;

export type RadioBand = Radio['frequency'];
/** configuredChannel 0: the radio picks its channel. */
export const AUTOMATIC_CHANNEL = 0;
/** The extension of a radio that has none (and, in a write, "pick the side that fits"). */
const AUTOMATIC_EXTENSION = 'auto';

/** Automatic first, then the band's channels. */
export function radioChannelOptions(band: RadioBand): number[] {
  return [AUTOMATIC_CHANNEL, ...radioChannels[band]];
}

/** '20', '40' and, on 5 GHz only, '80'. */
export function radioBandwidthOptions(band: RadioBand): string[] {
  return [...radioBandwidths[band]];
}

/** Whether the radio has an extension channel: 2.4 GHz, wider than 20MHz, on a fixed channel. */
export function extensionApplies(radio: Pick<Radio, 'frequency' | 'bandwidth' | 'configuredChannel'>): boolean {
  return radio.frequency === '2.4' && radio.bandwidth !== '20' && radio.configuredChannel !== AUTOMATIC_CHANNEL;
}

/** The extension sides whose 40 MHz pair stays inside the 2.4 GHz channels, for this channel. */
export function extensionOptions(channel: number): string[] {
  const channels: readonly number[] = radioChannels['2.4'];
  return radioExtensions.filter((side) => channels.includes(side === 'upper' ? channel + 4 : channel - 4));
}

/** The advanced features a radio's opMode has (the page shows only these; the router refuses the others on). */
export function radioFeatures(radio: Pick<Radio, 'opMode'>) {
  const wifi6 = radio.opMode > radioModeOfdmaTwt;
  return { muMimo: radio.opMode >= radioModeMuMimo, ofdma: wifi6, twt: wifi6 };
}

/**
 * The radio a write leaves: the update over the stored radio. A write that names no side (or 'auto') gets the one the
 * record needs: 'auto' where there is no extension channel, else the stored side if it still fits, else the first
 * that fits. A side the write names is kept as sent, for validateRadio to judge.
 */
export function radioAfter(radio: Radio, update: RadioUpdate): Radio {
  const next: Radio = { ...radio };
  for (const [key, value] of Object.entries(update)) if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  if (update.extension === undefined || update.extension === AUTOMATIC_EXTENSION) {
    const sides = extensionApplies(next) ? extensionOptions(next.configuredChannel) : [];
    next.extension = sides.length === 0 ? AUTOMATIC_EXTENSION : sides.includes(radio.extension) ? radio.extension : sides[0];
  }
  return next;
}

export type RadioField = 'configuredChannel' | 'bandwidth' | 'extension' | 'mu_mimo' | 'ofdma' | 'twt';

/**
 * §5.5 on a whole radio record (radioAfter's): the channel one of its band's (or automatic), the bandwidth one of its
 * band's, the extension 'auto' or a side that exists and fits, and no advanced feature on that its opMode lacks.
 */
export function validateRadio(radio: Radio): Errors<RadioField> {
  const band = radio.frequency;
  const channels: readonly number[] = radioChannels[band];
  const widths: readonly string[] = radioBandwidths[band];
  const has = radioFeatures(radio);
  const extension = () => {
    if (radio.extension === AUTOMATIC_EXTENSION) return undefined;
    if (!(radioExtensions as readonly string[]).includes(radio.extension)) return r.radioExtensionUnknown;
    if (!extensionApplies(radio)) return r.radioExtensionUnused;
    return extensionOptions(radio.configuredChannel).includes(radio.extension) ? undefined : r.radioExtensionOutside;
  };
  return collect<RadioField>([
    ['configuredChannel', radio.configuredChannel === AUTOMATIC_CHANNEL || channels.includes(radio.configuredChannel) ? undefined : r.radioChannel[band]],
    ['bandwidth', widths.includes(radio.bandwidth) ? undefined : r.radioBandwidth[band]],
    ['extension', extension()],
    ['mu_mimo', radio.mu_mimo && !has.muMimo ? r.radioMuMimo : undefined],
    ['ofdma', radio.ofdma && !has.ofdma ? r.radioOfdma : undefined],
    ['twt', radio.twt && !has.twt ? r.radioTwt : undefined],
  ]);
}
