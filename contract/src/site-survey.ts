/**
 * What the site survey's entries (wireless.ts SiteSurveyEntry) mean, and the channel it suggests (no struct here: only
 * the survey page loads it).
 */

/** Spec 3 §3: cipher codes 0–6 as the survey shows them. */
export const cipherNames: Readonly<Record<number, string>> = {
  0: 'Nenhuma',
  1: 'WEP',
  2: 'WPA',
  3: 'WPA2',
  4: 'WPA/WPA2',
  5: 'WPA3',
  6: 'WPA2/WPA3',
};

/**
 * Spec 3 §3: the 802.11 variants coded 0 to 13 (the spec does not show the mapping: ours, one table). Ordered so
 * that the radio rules hold: from 6 a radio runs 802.11ac (MU-MIMO), above 7 802.11ax (OFDMA, TWT).
 */
export const protocolNames: Readonly<Record<number, string>> = {
  0: '802.11b',
  1: '802.11g',
  2: '802.11a',
  3: '802.11b/g',
  4: '802.11b/g/n',
  5: '802.11a/n',
  6: '802.11a/n/ac',
  7: '802.11ac',
  8: '802.11b/g/n/ax',
  9: '802.11a/n/ac/ax',
  10: '802.11ax',
  11: '802.11g/n/ax',
  12: '802.11n/ac/ax',
  13: '802.11be',
};

export type SurveyBand = '2.4' | '5';

export function bandOfChannel(channel: number): SurveyBand {
  return channel > 14 ? '5' : '2.4';
}

/**
 * How busy a channel is: the networks heard on it, and on 2.4 GHz those whose 20 MHz channel overlaps it (less
 * than 5 channels apart) — ours: the spec says only that the suggestion is the least used channel.
 */
export function channelUsage(entries: readonly { channel: number }[], channel: number): number {
  const band = bandOfChannel(channel);
  return entries.filter((e) => bandOfChannel(e.channel) === band && (band === '2.4' ? Math.abs(e.channel - channel) < 5 : e.channel === channel)).length;
}

/**
 * The channel to suggest on a band: the least used of the channels the radio offers (spec 2 §5.5), the lowest
 * of equals. null when the band offers none.
 */
export function suggestChannel(entries: readonly { channel: number }[], band: SurveyBand, channels: readonly number[]): number | null {
  let best: number | null = null;
  let bestUsage = Infinity;
  for (const c of channels) {
    if (bandOfChannel(c) !== band) continue;
    const usage = channelUsage(entries, c);
    if (usage < bestUsage) [best, bestUsage] = [c, usage];
  }
  return best;
}
