/**
 * /network/wan and /network/wan/{dhcp|static|pppoe} (spec 2 §2.3, §4.1, §5.3, §8): the fields of the selected
 * mode plus DNS and MAC clone; changing the mode switches the sub-route. 'Salvar' stays disabled until the form
 * is changed and valid; the validators run again on submit; a repeated submit is ignored while saving; saving →
 * success or error modal ('Ok, entendi') → back to the form. After a PPPoE save the WAN is read again: no
 * address means the PPPoE session did not come up, and the page says so (also when it opens in that state).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import {
  MODE_NAMES,
  MODE_OF,
  modeInPath,
  readWanData,
  saveWanConfig,
  useWanForm,
  wanConnected,
  wanContext,
  wanDraft,
  WanFields,
  wanValue,
  type WanData,
} from '../../../forms/wan/index.ts';
import { paths } from '../../../paths.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { createResource } from '../../../state/resource.ts';
import { wanPage as t } from '../../../text/wan.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { DoneModal, ErrorModal, WaitModal } from '../../../ui/feedback.tsx';
import { AlertIcon } from '../../../ui/icons.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { NetworkFrame } from '../frame.tsx';
import { getWan } from '../../../api/wan.ts';

const BASE = paths.network.wan;

/** The WAN, its PPPoE record and the LAN, read as the page opens (a retry asks again; the latest read wins). */
const wanData = createResource(readWanData);

export function WanPage() {
  useSignals();
  const { value: data, error, retry } = useFreshRead(wanData);
  // After a save the spinner shows: the form comes back built from what the router now stores.
  const reload = async () => {
    wanData.reset();
    await wanData.load();
  };
  return (
    <NetworkFrame>
      {data ? <WanForm data={data} onSaved={reload} /> : <Pending error={error} onRetry={retry} />}
    </NetworkFrame>
  );
}

type Phase = 'editing' | 'saving' | 'saved' | 'pppoe' | 'error';

function WanForm({ data, onSaved }: { data: WanData; onSaved: () => Promise<void> }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [original] = useState(() => wanValue(data.wan, data.pppoe));
  const [context] = useState(() => wanContext(data));
  const named = modeInPath(pathname, BASE);
  const form = useWanForm(original, context, named ? { ...original, mode: MODE_OF[named] } : original);
  const [phase, setPhase] = useState<Phase>('editing');

  // The sub-route names the mode: opening /network/wan/static (or going back) selects it.
  useEffect(() => {
    form.setMode(named ? MODE_OF[named] : original.mode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [named]);

  const pppoeDown = data.wan.mode === 2 && !wanConnected(data.wan);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'saving') return;
    if (!form.touchAll() || !form.changed) return;
    setPhase('saving');
    try {
      await saveWanConfig(wanDraft(form.value, data.pppoe?.id ?? null));
    } catch {
      setPhase('error');
      return;
    }
    if (form.value.mode === 2) {
      const wan = await getWan().catch(() => null);
      if (wan && !wanConnected(wan)) return setPhase('pppoe');
    }
    setPhase('saved');
  }

  const done = () => {
    setPhase('editing');
    void onSaved();
  };

  return (
    <Card className="wan-page">
      {pppoeDown && phase === 'editing' && (
        <div className="wan-page__notice" role="alert">
          <AlertIcon />
          <div>
            <strong>{t.pppoeProblemTitle}</strong>
            <p>{t.pppoeProblem}</p>
          </div>
        </div>
      )}
      <form className="wan-page__form" onSubmit={submit} noValidate>
        <WanFields
          {...form.fields}
          onMode={(mode) => {
            form.setMode(mode);
            navigate(paths.network.wanMode[MODE_NAMES[mode]]);
          }}
        />
        <div className="wan-page__actions">
          <Button type="submit" disabled={!form.changed || !form.valid} busy={phase === 'saving'}>{t.save}</Button>
        </div>
      </form>
      {phase === 'saving' && <WaitModal title={t.saving} />}
      {phase === 'saved' && <DoneModal onClose={done} />}
      {phase === 'pppoe' && <ErrorModal title={t.pppoeProblemTitle} message={t.pppoeProblem} onClose={done} />}
      {phase === 'error' && <ErrorModal message={t.errorMessage} onClose={() => setPhase('editing')} />}
    </Card>
  );
}
