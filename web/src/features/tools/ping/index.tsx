/**
 * /tools/ping (spec 3 §3 Ping request/result, §4, §5 Tools, §8, §9): the host, the IPv6 switch and the advanced
 * options (prefilled with the spec's defaults); 'Executar ping' stays disabled while the form is invalid or a ping
 * runs. The router answers once the ping is over: its result, or the §8 error with a way to try again.
 */
import { useState } from 'react';
import { pingDefaults, validatePing, type PingDraft, type PingRequest, type PingResult } from '@roteador/contract';
import { runPing } from '../../../api/tools.ts';
import { ping as t, toolForm as f, lostShare, rtt } from '../../../text/tools.ts';
import { Card } from '../../../ui/card.tsx';
import { Facts } from '../../../ui/facts.tsx';
import { ToolPage, useToolForm } from '../tool-run.tsx';

type NumberKey = Exclude<keyof PingDraft, 'host'>;

const EMPTY: PingDraft = { host: '', ...pingDefaults };

/** An emptied advanced field sends its default (the rules accept a blank one). */
function requestOf(draft: PingDraft, ip6: boolean): PingRequest {
  const n = (key: NumberKey) => Number(draft[key] === '' ? pingDefaults[key] : draft[key]);
  return {
    host: draft.host,
    packet_size: n('packet_size'),
    packets_qty: n('packets_qty'),
    hops_limit: n('hops_limit'),
    deadline_seconds: n('deadline_seconds'),
    ip6,
  };
}

export function PingPage() {
  const [ip6, setIp6] = useState(false);
  const tool = useToolForm({
    empty: EMPTY,
    numbers: ['packet_size', 'packets_qty', 'hops_limit', 'deadline_seconds'] satisfies NumberKey[],
    placeholders: pingDefaults,
    validate: validatePing,
    call: (draft) => runPing(requestOf(draft, ip6)),
  });
  const { number } = tool;
  return (
    <ToolPage tool={tool} text={t} ip6={ip6} onIp6={setIp6} result={(result) => <PingResultCard result={result} />} fields={(
      <>
        {number('packet_size', t.packetSize, 4)}
        {number('packets_qty', t.packets, 2, t.packetsHint)}
        {number('hops_limit', t.hops, 3)}
        {number('deadline_seconds', t.deadline, 2, t.deadlineHint)}
      </>
    )} />
  );
}

function PingResultCard({ result }: { result: PingResult }) {
  const l = t.labels;
  return (
    <Card title={f.result} className="tool-result">
      <Facts className="tool-facts" rows={[
        [l.host, result.host],
        [l.ip, result.ip],
        // No reply, no TTL to show (the router answers 0).
        [l.ttl, result.packets_received > 0 ? String(result.ttl) : t.none],
        [l.sent, String(result.packets_sent)],
        [l.received, String(result.packets_received)],
        [l.loss, lostShare(result.packets_lost_percent)],
        [l.min, rtt(result.min_time)],
        [l.avg, rtt(result.avg_time)],
        [l.max, rtt(result.max_time)],
      ]} />
    </Card>
  );
}
