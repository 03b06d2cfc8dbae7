/**
 * The site survey's data (spec 3 §3 'Site survey entry', 'Radio'): one scan reads the neighbours and the radios
 * together, kept while the owner moves between the start page and the band tabs.
 */
import { bandOfChannel, type Radio, type SiteSurveyEntry, type SurveyBand } from '@roteador/contract';
import { getSiteSurvey } from '../../../api/wireless.ts';
import { getRadios } from '../../../api/radio.ts';
import { createResource } from '../../../state/resource.ts';

export interface Scan {
  entries: SiteSurveyEntry[];
  radios: Radio[];
}

export const scan = createResource<Scan>(async () => {
  const [entries, radios] = await Promise.all([getSiteSurvey(), getRadios()]);
  return { entries, radios };
});

export const RADIO_OF: Record<SurveyBand, string> = { '2.4': 'radio0', '5': 'radio1' };

/** The band's networks, strongest first. */
export function entriesOf(entries: readonly SiteSurveyEntry[], band: SurveyBand): SiteSurveyEntry[] {
  return entries.filter((e) => bandOfChannel(e.channel) === band).sort((a, b) => b.signal_level - a.signal_level);
}
