/**
 * /network/wifi/radio (spec 2 §2.3, §3 Radio, §5.5): one section per radio (5 GHz on dual-band models), refreshed
 * with the mesh every timing.poll.radioAndMesh while open (§4.11); the owner's edits survive a refresh.
 * Save: PUT radio/{id} for the radios changed, then apply and the restart wait (§4.7), 25 s longer with an active
 * mesh; then 'Configurações aplicadas com sucesso', or the error modal with the edits kept (§8).
 */
import { useRef, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { modelInfo, timing, type Radio, type RadioUpdate } from '@roteador/contract';
import { askAgain } from '../../../api/client.ts';
import { getRadios, updateRadio } from '../../../api/radio.ts';
import { paths } from '../../../paths.ts';
import { mesh, refreshMesh } from '../../../state/mesh.ts';
import { usePoller, type PollHandle } from '../../../state/poller.ts';
import { createResource } from '../../../state/resource.ts';
import { applyAndWait } from '../../../state/restart.ts';
import { status } from '../../../state/status.ts';
import { feedback } from '../../../text/feedback.ts';
import { radio as t } from '../../../text/radio.ts';
import { DoneModal, ErrorModal, WaitModal } from '../../../ui/feedback.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { NetworkFrame } from '../frame.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { RadioSection } from './section.tsx';
import { changes, radioErrors } from './data.ts';
import './radio.css';

const radios = createResource<Radio[]>(() => getRadios());

type Phase = 'editing' | 'saving' | 'restarting' | 'saved' | 'error';
type Edits = Record<string, RadioUpdate>;

export function RadioPage() {
  useSignals();
  const model = status.data.value?.model;
  const info = model === undefined ? undefined : modelInfo(model);
  const meshCapable = info?.mesh ?? false;
  // a save (and the restart wait after it) holds the poll: its ticks read nothing
  const saving = useRef(false);
  const poll = usePoller<Radio[]>({
    intervalMs: timing.poll.radioAndMesh,
    fetch: async () => {
      // §4.11: radio and mesh refresh together (the mesh decides the extra wait of a save)
      const [list] = await Promise.all([getRadios(), meshCapable ? refreshMesh() : undefined]);
      return list;
    },
    onData: (list) => radios.receive(list),
    onError: (error) => {
      if (radios.data.peek() === undefined) radios.fail(error);
    },
    skip: () => saving.current,
  }, [meshCapable]);

  const list = radios.data.value;
  let body;
  if (!list) {
    body = <Pending title={t.loadError} error={radios.error.value} onRetry={() => void askAgain(poll.refresh)} />;
  } else {
    // a single-band model has no 5 GHz section, whatever the router lists
    const shownRadios = list.filter((r) => r.frequency === '2.4' || (info?.dualBand ?? true));
    body = <RadioForm radios={shownRadios} meshCapable={meshCapable} poll={poll} saving={saving} />;
  }
  return <NetworkFrame>{body}</NetworkFrame>;
}

function RadioForm({ radios: list, meshCapable, poll, saving }: {
  radios: Radio[];
  meshCapable: boolean;
  poll: PollHandle;
  saving: { current: boolean };
}) {
  const [edits, setEdits] = useState<Edits>({});
  const [phase, setPhase] = useState<Phase>('editing');
  const pending = list.map((r) => [r, changes(r, edits[r.id])] as const).filter(([, c]) => Object.keys(c).length > 0);
  const changed = pending.length > 0;
  // §5.5 as the router judges it (contract validateRadio): a radio it would refuse is not sent
  const valid = list.every((r) => Object.keys(radioErrors(r, edits[r.id])).length === 0);

  const edit = (id: string, update: RadioUpdate) => setEdits((e) => ({ ...e, [id]: { ...e[id], ...update } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'editing' || !changed || !valid) return;
    setPhase('saving');
    saving.current = true;
    try {
      for (const [r, update] of pending) radios.receive(replace(radios.data.peek() ?? list, await updateRadio(r.id, update)));
      setEdits({});
      // §4.7: with an active mesh the router takes 25 s more to take radio settings
      const meshActive = meshCapable && mesh.data.peek()?.enabled === true;
      setPhase('restarting');
      const back = await applyAndWait({ extraMs: meshActive ? timing.wait.radioApplyWithMesh : 0 });
      if (!back) return; // the session is gone: the owner is on /login?expired
      setPhase('saved');
    } catch {
      setPhase('error');
    } finally {
      saving.current = false;
      void poll.refresh();
    }
  }

  return (
    <form className="radio-page" onSubmit={submit} noValidate>
      <p className="radio-intro">{t.intro}</p>
      <div className="radio-grid">
        {list.map((r) => (
          <RadioSection key={r.id} radio={r} edits={edits[r.id]} onEdit={(u) => edit(r.id, u)} />
        ))}
      </div>
      <FormActions className="radio-actions" cancel={paths.network.wifi} cancelLabel={t.back} saveLabel={t.save}
        disabled={!changed || !valid} busy={phase === 'saving' || phase === 'restarting'} />
      {phase === 'saving' && <WaitModal />}
      {phase === 'saved' && <DoneModal title={feedback.applied} onClose={() => setPhase('editing')} />}
      {phase === 'error' && <ErrorModal message={t.saveError} onClose={() => setPhase('editing')} />}
    </form>
  );
}

function replace(list: Radio[], next: Radio): Radio[] {
  return list.map((r) => (r.id === next.id ? next : r));
}
