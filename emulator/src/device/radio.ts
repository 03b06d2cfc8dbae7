/**
 * PUT radio/{id} (spec 2 §5.5): every value the radio page cannot offer is refused with a 400 naming the field,
 * and a refused write changes nothing. A radio change restarts the router on the next apply (device/apply.ts).
 *
 * Choices (contract timing.limits): the extension channel ('upper' | 'lower') exists only on 2.4 GHz at 20/40MHz on
 * a fixed channel, and must stay inside channels 1–13; elsewhere it is stored 'auto'. A write that makes it
 * meaningless (20MHz, automatic channel) resets it to 'auto'; one that makes it needed picks the side that fits.
 * MU-MIMO needs opMode ≥ radioModeMuMimo; OFDMA and TWT need opMode > radioModeOfdmaTwt (Wi-Fi 6).
 */
import { type Radio, type RadioUpdate, timing } from '@roteador/contract';
import type { DeviceState } from './state.ts';
import type { Outcome, Refusal } from './lan.ts';
import { markRestart } from './apply.ts';

const { radioChannels, radioBandwidths, radioExtensions, radioModeMuMimo, radioModeOfdmaTwt } = timing.limits;

type Fail = { ok: false } & Refusal;
const fail = (field: string, message: string): Fail => ({ ok: false, field, message });

const band = (r: Radio) => `${r.frequency} GHz`;

/** The extension sides that keep the 40 MHz pair inside channels 1–13. */
export function extensionsFor(channel: number): string[] {
  const channels: readonly number[] = radioChannels['2.4'];
  return radioExtensions.filter((side) => channels.includes(side === 'upper' ? channel + 4 : channel - 4));
}

export function extensionApplies(r: Pick<Radio, 'frequency' | 'bandwidth' | 'configuredChannel'>): boolean {
  return r.frequency === '2.4' && r.bandwidth !== '20' && r.configuredChannel !== 0;
}

function check(radio: Radio, body: RadioUpdate, next: Radio): Fail | undefined {
  const channels: readonly number[] = radioChannels[radio.frequency];
  if (next.configuredChannel !== 0 && !channels.includes(next.configuredChannel)) {
    return fail(
      'configuredChannel',
      `canal ${next.configuredChannel} não permitido em ${band(radio)}: automático (0) ou ${channels.join(', ')}`,
    );
  }
  const widths: readonly string[] = radioBandwidths[radio.frequency];
  if (!widths.includes(next.bandwidth)) {
    return fail('bandwidth', `largura de banda '${next.bandwidth}' não permitida em ${band(radio)}: ${widths.join(', ')}`);
  }
  if (body.extension !== undefined && body.extension !== 'auto') {
    if (!(radioExtensions as readonly string[]).includes(body.extension)) {
      return fail('extension', `canal de extensão '${body.extension}' inválido: upper, lower ou auto`);
    }
    if (!extensionApplies(next)) {
      return fail(
        'extension',
        'canal de extensão só existe em 2.4 GHz com largura 20/40MHz e canal fixo',
      );
    }
    if (!extensionsFor(next.configuredChannel).includes(body.extension)) {
      return fail('extension', `canal de extensão '${body.extension}' fora dos canais 1–13 com o canal ${next.configuredChannel}`);
    }
  }
  if (body.mu_mimo === true && radio.opMode < radioModeMuMimo) {
    return fail('mu_mimo', `MU-MIMO não disponível neste rádio (modo ${radio.opMode})`);
  }
  if (body.ofdma === true && radio.opMode <= radioModeOfdmaTwt) {
    return fail('ofdma', `OFDMA só existe em rádios Wi-Fi 6 (modo ${radio.opMode})`);
  }
  if (body.twt === true && radio.opMode <= radioModeOfdmaTwt) {
    return fail('twt', `TWT só existe em rádios Wi-Fi 6 (modo ${radio.opMode})`);
  }
  return undefined;
}

export function updateRadio(state: DeviceState, id: string, body: RadioUpdate): Outcome<Radio> {
  const radio = state.network.radios.find((r) => r.id === id);
  if (!radio) return { ok: false, code: 'not_found', message: `no radio ${id}` };
  const next: Radio = { ...radio };
  for (const [k, v] of Object.entries(body)) if (v !== undefined) (next as Record<string, unknown>)[k] = v;
  const error = check(radio, body, next);
  if (error) return error;
  if (!extensionApplies(next)) next.extension = 'auto';
  else if (!extensionsFor(next.configuredChannel).includes(next.extension)) {
    next.extension = extensionsFor(next.configuredChannel)[0];
  }
  if (next.configuredChannel !== 0) next.channel = next.configuredChannel;
  Object.assign(radio, next);
  markRestart(state);
  return { ok: true, value: { ...radio } };
}
