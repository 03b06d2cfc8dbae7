/**
 * BLOQUEIO DE DISPOSITIVO (spec 3 §2, §4): the toggles 'Bloqueio agendado' (with the schedule select and '+' to
 * /parental-control/schedule) and 'Bloqueio imediato', mutually exclusive. Each of the four change kinds — immediate
 * block on, scheduled block on, change of schedule, both off — is confirmed with its own text, then written
 * (the other kind's block removed first) through the save flow.
 */
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { deviceBlockState, ruleInForce, sameMac } from '@roteador/contract';
import {
  createBlock,
  createScheduledBlock,
  deleteBlock,
  deleteScheduledBlock,
  updateScheduledBlock,
} from '../../api/parental.ts';
import { fixedBlocks, scheduledBlocks, schedules, useRemoteLists } from '../../state/parental.ts';
import { routerClockSettled, routerNow, useRouterClock } from '../../state/time.ts';
import { blocks as tb, deviceBlock as t, devicesPage, remote } from '../../text/parental.ts';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SaveFeedback, useSaveFlow } from '../../ui/save-flow.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { Toggle } from '../../ui/toggle.tsx';
import { ScheduleSelect } from './blocks.tsx';
import { RemoteError, retryBlockState } from './common.tsx';

type Change = { kind: 'immediate' } | { kind: 'scheduled' | 'change'; scheduleid: string } | { kind: 'off' };

export function DeviceBlock({ mac, name }: { mac: string; name: string }) {
  useSignals();
  useRemoteLists(['fixedBlocks', 'scheduledBlocks', 'schedules']);
  useRouterClock();
  const flow = useSaveFlow();
  /** the scheduled toggle switched on, before a schedule is picked */
  const [draft, setDraft] = useState(false);
  const [change, setChange] = useState<Change | null>(null);
  const blocks = fixedBlocks.data.value;
  const scheduled = scheduledBlocks.data.value;
  const plans = schedules.data.value;
  const failed = fixedBlocks.error.value ?? scheduledBlocks.error.value ?? schedules.error.value;
  const reload = () => {
    void fixedBlocks.load();
    void scheduledBlocks.load();
  };
  const retry = retryBlockState;
  if ((!blocks || !scheduled || !plans) && failed) return <RemoteError message={remote.blocksLoad} onRetry={retry} />;
  // the state is the router's: judged once its clock is read
  if (!blocks || !scheduled || !plans || !routerClockSettled()) return <PageSpinner onRetry={retry} />;

  const same = (target: string) => sameMac(target, mac);
  const fixed = blocks.find((b) => same(b.target) && ruleInForce(b.status));
  const sched = scheduled.find((b) => same(b.target) && ruleInForce(b.status));
  const state = deviceBlockState(mac, { blocks, scheduledBlocks: scheduled, schedules: plans }, routerNow());
  const scheduledOn = draft || (!!sched && !fixed);
  const immediateOn = !!fixed && !draft;
  const planName = (id: string) => plans.find((p) => p.id === id)?.name ?? id;

  async function apply(c: Change) {
    if (c.kind === 'immediate') {
      const ok = await flow.run(async () => {
        if (sched) await deleteScheduledBlock(sched.id);
        await createBlock(mac);
      }, sched ? tb.scheduledDeleteError : tb.fixedCreateError);
      if (ok) setDraft(false);
    } else if (c.kind === 'scheduled') {
      const ok = await flow.run(async () => {
        if (fixed) await deleteBlock(fixed.id);
        await createScheduledBlock({ scheduleid: c.scheduleid, target: mac });
      }, tb.scheduledCreateError);
      if (ok) setDraft(false);
    } else if (c.kind === 'change') {
      await flow.run(() => updateScheduledBlock(sched!.id, { scheduleid: c.scheduleid, target: mac }), tb.scheduledUpdateError);
    } else {
      const ok = await flow.run(async () => {
        if (fixed) await deleteBlock(fixed.id);
        if (sched) await deleteScheduledBlock(sched.id);
      }, sched ? tb.scheduledDeleteError : tb.fixedDeleteError);
      if (ok) setDraft(false);
    }
    reload();
  }

  const texts = change && (() => {
    if (change.kind === 'immediate') return { title: t.confirm.immediate.title, body: t.confirm.immediate.body(name) };
    if (change.kind === 'off') return { title: t.confirm.off.title, body: t.confirm.off.body(name) };
    const c = t.confirm[change.kind];
    return { title: c.title, body: c.body(name, planName(change.scheduleid)) };
  })();

  return (
    <Card title={t.title} className="pc-card">
      <div className="pc-block">
        <p className="pc-block__state">{t.state(devicesPage.state[state])}</p>
        <Toggle label={t.scheduled} checked={scheduledOn}
          onChange={(e) => {
            if (e.target.checked) setDraft(true);
            else if (sched && !draft) setChange({ kind: 'off' });
            else setDraft(false);
          }} />
        {scheduledOn && (
          <ScheduleSelect value={draft ? '' : sched?.scheduleid ?? ''} schedules={plans}
            onChange={(id) => {
              if (!id || (!draft && id === sched?.scheduleid)) return;
              setChange({ kind: sched && !draft && !fixed ? 'change' : 'scheduled', scheduleid: id });
            }} />
        )}
        <Toggle label={t.immediate} checked={immediateOn}
          onChange={(e) => setChange(e.target.checked ? { kind: 'immediate' } : { kind: 'off' })} />
      </div>
      {change && texts && (
        <ConfirmDialog title={texts.title} message={texts.body}
          onCancel={() => setChange(null)}
          onConfirm={() => {
            const c = change;
            setChange(null);
            void apply(c);
          }} />
      )}
      <SaveFeedback flow={flow} />
    </Card>
  );
}
