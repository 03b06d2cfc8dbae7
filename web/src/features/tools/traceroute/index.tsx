/**
 * /tools/traceroute (spec 3 §3 Traceroute request/result, §4, §5 Tools, §8, §9): the host, the IPv6 switch (toggling
 * it resets the packet length to that mode's minimum) and the advanced options prefilled with the spec's defaults.
 * The router answers once the run is over: the target, then each hop with its three times ('*' for a lost probe).
 */
import {
  minimumPacketLen,
  tracerouteDefaults,
  validateTraceroute,
  type TracerouteDraft,
  type TracerouteHop,
  type TracerouteRequest,
  type TracerouteResult,
} from '@roteador/contract';
import { runTraceroute } from '../../../api/tools.ts';
import { traceroute as t, toolForm as f, rtt } from '../../../text/tools.ts';
import { Card } from '../../../ui/card.tsx';
import { Facts } from '../../../ui/facts.tsx';
import { ToolPage, useToolForm } from '../tool-run.tsx';

type NumberKey = Exclude<keyof TracerouteDraft, 'host' | 'ip6'>;
const NUMBERS: NumberKey[] = ['packet_len', 'hops_limit', 'deadline_seconds', 'first_ttl'];

const EMPTY: TracerouteDraft = { host: '', ip6: false, ...tracerouteDefaults };

function requestOf(draft: TracerouteDraft): TracerouteRequest {
  return {
    host: draft.host,
    hops_limit: Number(draft.hops_limit),
    deadline_seconds: Number(draft.deadline_seconds),
    ip6: draft.ip6,
    packet_len: Number(draft.packet_len),
    first_ttl: Number(draft.first_ttl),
  };
}

export function TraceroutePage() {
  const tool = useToolForm({ empty: EMPTY, numbers: NUMBERS, validate: validateTraceroute, call: (draft) => runTraceroute(requestOf(draft)) });
  const { number, setDraft } = tool;
  return (
    <ToolPage tool={tool} text={t} ip6={tool.draft.ip6}
      onIp6={(ip6) => setDraft((d) => ({ ...d, ip6, packet_len: minimumPacketLen(ip6) }))}
      result={(result) => <TracerouteResultCard result={result} />} fields={(
        <>
          {number('packet_len', t.packetLen, 5)}
          {number('hops_limit', t.hops, 3)}
          {number('deadline_seconds', t.deadline, 2, t.deadlineHint)}
          {number('first_ttl', t.firstTtl, 3)}
        </>
      )} />
  );
}

function TracerouteResultCard({ result }: { result: TracerouteResult }) {
  const lost = result.hop_list.some((h) => [h.rtt_1, h.rtt_2, h.rtt_3].some((ms) => rtt(ms) === '*'));
  return (
    <Card title={f.result} className="tool-result">
      <Facts className="tool-facts" rows={[
        [t.target, result.host],
        [t.targetIp, result.ip],
        [t.packetLenResult, t.bytes(result.packet_len)],
      ]} />
      <h3 className="tool-hops__title">{t.hopsList}</h3>
      {result.hop_list.length === 0 ? (
        <p className="tool-intro">{t.noHops}</p>
      ) : (
        <ol className="tool-hops" aria-label={t.hopsList}>
          {result.hop_list.map((hop) => <HopRow key={hop.hop} hop={hop} />)}
        </ol>
      )}
      {lost && <p className="tool-intro">{t.lostNote}</p>}
    </Card>
  );
}

function HopRow({ hop }: { hop: TracerouteHop }) {
  const name = hop.domain && hop.domain !== hop.ip ? hop.domain : '';
  return (
    <li className="tool-hop">
      <span className="tool-hop__number">{hop.hop}</span>
      <span className="tool-hop__name">
        {name || hop.ip
          ? <span className="tool-hop__host">{name || hop.ip}</span>
          : <span className="tool-hop__lost">{t.noAnswer}</span>}
        {name && hop.ip && <span className="tool-hop__ip">{hop.ip}</span>}
      </span>
      <span className="tool-hop__times">
        {[hop.rtt_1, hop.rtt_2, hop.rtt_3].map((ms, i) => <span key={i} className="tool-hop__time">{rtt(ms)}</span>)}
      </span>
    </li>
  );
}
