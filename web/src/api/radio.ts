/** Typed calls of the radios (spec 2 §5.5, §7): radio0 (2.4 GHz) and radio1 (5 GHz) on a dual-band model. */
import { Radio, RadioList, radioPath, type RadioUpdate } from '@roteador/contract';
import { api, type GetOptions } from './client.ts';

/** GET radio: every radio of the model. */
export function getRadios(options?: GetOptions): Promise<Radio[]> {
  return api.get(radioPath, RadioList, options);
}

/** PUT radio/{id}. */
export function updateRadio(id: string, update: RadioUpdate): Promise<Radio> {
  return api.put(`${radioPath}/${encodeURIComponent(id)}`, update, Radio);
}
