/** Radio writes (spec 2 §5.5, §7): PUT radio/{id}. The list is getRadios in network.ts. */
import { Radio, radioPath, type RadioUpdate } from '@roteador/contract';
import { api } from './client.ts';

export function updateRadio(id: string, update: RadioUpdate): Promise<Radio> {
  return api.put(`${radioPath}/${encodeURIComponent(id)}`, update, Radio);
}
