/**
 * The radios (spec 1 §2.8, spec 2 §5.5): radio0 is 2.4 GHz, radio1 5 GHz. GET radio → Radio[]; PUT radio/{id}
 * RadioUpdate → the record (the rules: validate/radio.ts).
 */
import { array, boolean, enums, integer, object, partial, pick, string, type Infer } from 'superstruct';

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
