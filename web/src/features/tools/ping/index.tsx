/**
 * /tools/ping (spec 3 §3 Ping request/result, §4, §5 Tools, §8, §9): the host, the IPv6 switch and the advanced
 * options (prefilled with the spec's defaults); 'Executar ping' stays disabled while the form is invalid or a ping
 * runs. The router answers once the ping is over: its result, or the §8 error with a way to try again.
 */
import { useState, type FormEvent } from 'react';
import { pingDefaults, rttText, validatePing, type PingDraft, type PingRequest, type PingResult } from '@roteador/contract';
import { runPing } from '../../../api/tools.ts';
import { ping as t, toolForm as f } from '../../../text/tools.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { Advanced, Facts, RunStatus, ToolOutput, useRun } from '../tool-run.tsx';

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
  const [draft, setDraft] = useState(EMPTY);
  const [ip6, setIp6] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<keyof PingDraft, boolean>>>({});
  const { state, running, run } = useRun<PingResult>();

  const errors = validatePing(draft);
  const valid = Object.keys(errors).length === 0;
  const set = (key: keyof PingDraft, text: string) => {
    setDraft((d) => ({ ...d, [key]: text }));
    setTouched((s) => ({ ...s, [key]: true }));
  };
  const shown = (key: keyof PingDraft) => (touched[key] ? errors[key] : undefined);

  function start() {
    if (running) return;
    setTouched({ host: true, packet_size: true, packets_qty: true, hops_limit: true, deadline_seconds: true });
    if (Object.keys(validatePing(draft)).length > 0) return;
    void run(() => runPing(requestOf(draft, ip6)));
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start();
  };

  const number = (key: NumberKey, label: string, digits: number, hint?: string) => (
    <Field label={label} value={draft[key]} inputMode="numeric" maxLength={digits} autoComplete="off" hint={hint}
      placeholder={pingDefaults[key]} error={shown(key)} onChange={(e) => set(key, e.target.value)} />
  );

  return (
    <div className="tool-page">
      <Card className="tool-card">
        <form className="tool-form" onSubmit={submit} noValidate>
          <p className="tool-intro">{t.intro}</p>
          <Field label={f.host} value={draft.host} autoComplete="off" autoCapitalize="none" spellCheck={false}
            inputMode="url" placeholder={f.hostPlaceholder} error={shown('host')} onChange={(e) => set('host', e.target.value)} />
          <Toggle label={f.ip6} checked={ip6} onChange={(e) => setIp6(e.target.checked)} />
          <Advanced invalid={['packet_size', 'packets_qty', 'hops_limit', 'deadline_seconds'].some((k) => errors[k as NumberKey])}>
            <div className="tool-grid">
              {number('packet_size', t.packetSize, 4)}
              {number('packets_qty', t.packets, 2, t.packetsHint)}
              {number('hops_limit', t.hops, 3)}
              {number('deadline_seconds', t.deadline, 2, t.deadlineHint)}
            </div>
          </Advanced>
          <div className="tool-actions">
            <Button type="submit" disabled={!valid || running} busy={running}>{t.submit}</Button>
          </div>
        </form>
      </Card>
      <ToolOutput state={state}>
        <RunStatus state={state} runningText={t.running} errorText={t.error} onRetry={start} canRetry={valid} />
        {state.kind === 'done' && <PingResultCard result={state.result} />}
      </ToolOutput>
    </div>
  );
}

const percent = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} %`;

function PingResultCard({ result }: { result: PingResult }) {
  const l = t.labels;
  return (
    <Card title={f.result} className="tool-result">
      <Facts rows={[
        [l.host, result.host],
        [l.ip, result.ip],
        // No reply, no TTL to show (the router answers 0).
        [l.ttl, result.packets_received > 0 ? String(result.ttl) : t.none],
        [l.sent, String(result.packets_sent)],
        [l.received, String(result.packets_received)],
        [l.loss, percent(result.packets_lost_percent)],
        [l.min, rttText(result.min_time)],
        [l.avg, rttText(result.avg_time)],
        [l.max, rttText(result.max_time)],
      ]} />
    </Card>
  );
}
