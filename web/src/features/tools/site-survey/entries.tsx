/** One network heard around the router (spec 3 §3 'Site survey entry'): every field of the entry. */
import { cipherNames, protocolNames, type SiteSurveyEntry } from '@roteador/contract';
import { siteSurvey as t } from '../../../text/tools.ts';
import { Facts } from '../../../ui/facts.tsx';
import { SignalIcon, wifiIconLevel } from '../../../ui/signal-icon.tsx';

export function SurveyEntry({ entry }: { entry: SiteSurveyEntry }) {
  const name = entry.ssid || t.hidden;
  return (
    <li className="survey-entry card" aria-label={name}>
      <div className="survey-entry__head">
        <span className="survey-entry__ssid">{name}</span>
        <span className="survey-entry__signal">
          <SignalIcon level={wifiIconLevel(entry.signal_level)} label={`${t.labels.signal} ${t.dbm(entry.signal_level)}`} />
          {t.dbm(entry.signal_level)}
        </span>
      </div>
      <Facts
        className="tool-facts"
        rows={[
          [t.labels.channel, String(entry.channel)],
          [t.labels.mac, entry.mac],
          [t.labels.cipher, cipherNames[entry.cipher] ?? t.unknown(entry.cipher)],
          [t.labels.protocol, protocolNames[entry.op_mode] ?? t.unknown(entry.op_mode)],
          [t.labels.bandwidth, t.mhz(entry.bandwidth)],
          [t.labels.extension, t.extensions[entry.extension] ?? entry.extension],
        ]}
      />
    </li>
  );
}
