/**
 * The radios (spec 1 §2.8, spec 2 §3, §5.5, spec 3 §3): radio0 is the 2.4 GHz radio, radio1 the 5 GHz one — the
 * seeds' word, which stands where a client's body says otherwise. GET radio → Radio[]; PUT radio/{id} RadioUpdate →
 * the record (the rules: validate/radio.ts).
 */
import { array, boolean, enums, integer, object, partial, pick, string, union, type Infer } from 'superstruct';
import { readBack } from './api.ts';

/**
 * A band as a client writes it: ours ('2.4', '5'), or the code public clients of this API send (0 the 2.4 GHz
 * band, 1 the 5 GHz one).
 */
export const FrequencyCode = union([enums(['2.4', '5'] as const), enums([0, 1] as const)]);
export type FrequencyCode = Infer<typeof FrequencyCode>;

export function bandOfCode(code: FrequencyCode): '2.4' | '5' {
  return code === 0 || code === '2.4' ? '2.4' : '5';
}

export const radioPath = 'radio';

/** ieee_std is the radio's Wi-Fi standard, one value of the spec's table (IEEE_STANDARDS); any other value is 'Não reconhecido'. */
export const Radio = object({
  id: string(),
  frequency: enums(['2.4', '5'] as const),
  enabled: boolean(),
  bandwidth: string(),
  /** 0: automatic */
  configuredChannel: integer(),
  channel: integer(),
  extension: string(),
  power: enums(['Alto', 'Medio', 'Baixo'] as const),
  mu_mimo: boolean(),
  beamforming: boolean(),
  ofdma: boolean(),
  twt: boolean(),
  opMode: integer(),
  ieee_std: integer(),
});
export type Radio = Infer<typeof Radio>;
export const RadioList = array(Radio);

/**
 * PUT radio/{id}: any subset. configuredChannel 0 (automatic), 1–13 on 2.4 GHz, 36/40/44/48/149/153/157/161/165 on
 * 5 GHz; bandwidth '20' | '40' ('20/40MHz') | '80' ('20/40/80MHz', 5 GHz only).
 */
export const RadioUpdate = pick(
  partial(Radio),
  ['enabled', 'bandwidth', 'configuredChannel', 'extension', 'power', 'mu_mimo', 'beamforming', 'ofdma', 'twt'],
);
export type RadioUpdate = Infer<typeof RadioUpdate>;
/** The record read back: id, frequency, opMode and ieee_std are the radio's; the channel in use moves (automatic). */
export const RadioPut = readBack(Radio, RadioUpdate, ['channel']);
