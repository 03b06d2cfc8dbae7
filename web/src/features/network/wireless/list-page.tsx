/**
 * /network/wifi (spec 2 §2.3, §3 Reduced Wi-Fi, §4.8, §4.12, §8): the networks as the owner sees them (a
 * dual-band network is one entry), with their enable toggles, add and delete. The root network can be neither
 * toggled nor deleted; a mesh agent neither adds nor deletes. A toggle or a delete restarts the router: the
 * write, then apply and the restart wait (state/restart.ts), then timing.wait.wirelessListDelay before the list.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Cipher, timing, wifiLocks, wifiNetworksFixed } from '@roteador/contract';
import { askAgain } from '../../../api/client.ts';
import { deleteWireless, updateWireless } from '../../../api/wireless.ts';
import { currentVisibility } from '../../../app/use-visibility.ts';
import { canAdd, reduceWifi, type ReducedWifi, type WifiLocks } from '../../../forms/wireless/wireless.ts';
import { paths } from '../../../paths.ts';
import { applyAndWait } from '../../../state/restart.ts';
import { wifi as t } from '../../../text/wireless.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ListRows } from '../../../ui/list-rows.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DoneModal, ErrorModal, WaitModal } from '../../../ui/feedback.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { NetworkFrame } from '../frame.tsx';
import { useMeshRole, wifiData } from './data.ts';
import { sleep } from '../../../time.ts';
import './wireless.css';

type Phase =
  | { kind: 'idle' }
  | { kind: 'confirmDelete' | 'confirmToggle'; net: ReducedWifi }
  | { kind: 'working'; title: string }
  | { kind: 'restarting' }
  | { kind: 'done'; title: string }
  | { kind: 'error'; message: string };

const on = (net: ReducedWifi) => net.records.some((r) => r.enabled);

export function WifiListPage() {
  useSignals();
  const navigate = useNavigate();
  const location = useLocation();
  const role = useMeshRole();
  const applied = (location.state as { applied?: boolean } | null)?.applied === true;
  const [phase, setPhase] = useState<Phase>(applied ? { kind: 'done', title: t.applied } : { kind: 'idle' });
  useEffect(() => {
    void wifiData.load();
    // the success shows once: a reload of the page does not repeat it
    if (applied) navigate(location.pathname, { replace: true, state: null });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const data = wifiData.data.value;
  const radioVisible = currentVisibility()?.routes.wifiRadio ?? false;
  const agent = wifiNetworksFixed(role);

  /** The write(s), then apply + restart wait, then the §4.8 delay before the list. */
  async function run(title: string, write: () => Promise<unknown>, done: string, failure: string) {
    setPhase({ kind: 'working', title });
    try {
      await write();
      setPhase({ kind: 'restarting' });
      if (!(await applyAndWait())) return;
      await sleep(timing.wait.wirelessListDelay);
      await wifiData.load();
      setPhase({ kind: 'done', title: done });
    } catch {
      setPhase({ kind: 'error', message: failure });
      void wifiData.load();
    }
  }

  const toggle = (net: ReducedWifi) =>
    run(t.saving, () => Promise.all(net.records.map((r) => updateWireless(r.id, { enabled: !r.enabled }))), t.applied, t.toggleError);

  const remove = (net: ReducedWifi) =>
    run(t.deleting, async () => {
      for (const id of net.ids) await deleteWireless(id);
    }, t.deleted, t.deleteError);

  function add() {
    if (!data) return;
    if (!canAdd(data.wireless, data.radios, data.limits)) setPhase({ kind: 'error', message: t.limit });
    else navigate(paths.network.wifiAdd);
  }

  let body;
  if (!data) body = <Pending error={wifiData.error.value} onRetry={() => void askAgain(wifiData.load)} />;
  else {
    const networks = reduceWifi(data.wireless);
    body = (
      <Card className="wifi-card">
        <div className="list-head">
          <h2 className="card__title">{t.listTitle}</h2>
          <span className="wifi-head__actions">
            {radioVisible && <Link className="btn btn--secondary" to={paths.network.radio}>{t.radioLink}</Link>}
            {!agent && <Button onClick={add}>{t.add}</Button>}
          </span>
        </div>
        {agent && <p className="wifi-note" role="note">{t.agentNotice}</p>}
        <ListRows items={networks} label={t.listTitle} empty={t.empty} row={(net) => (
          <WifiRow
            key={net.ids.join('+')}
            net={net}
            dualModel={data.radios.length > 1}
            locks={wifiLocks(role, net.isRoot)}
            onToggle={() => setPhase({ kind: 'confirmToggle', net })}
            onDelete={() => setPhase({ kind: 'confirmDelete', net })}
          />
        )} />
      </Card>
    );
  }

  return (
    <NetworkFrame>
      <p className="wifi-intro">{t.intro}</p>
      {body}
      {phase.kind === 'confirmDelete' && (
        <ConfirmDialog
          title={t.confirmTitle}
          message={t.confirmBody(phase.net.ssid)}
          confirmLabel={t.remove}
          danger
          onConfirm={() => void remove(phase.net)}
          onCancel={() => setPhase({ kind: 'idle' })}
        />
      )}
      {phase.kind === 'confirmToggle' && (
        <ConfirmDialog
          title={t.toggleTitle(!on(phase.net))}
          message={t.toggleBody(phase.net.ssid, !on(phase.net))}
          confirmLabel={t.toggleConfirm}
          onConfirm={() => void toggle(phase.net)}
          onCancel={() => setPhase({ kind: 'idle' })}
        />
      )}
      {phase.kind === 'working' && <WaitModal title={phase.title} />}
      {phase.kind === 'done' && <DoneModal title={phase.title} onClose={() => setPhase({ kind: 'idle' })} />}
      {phase.kind === 'error' && <ErrorModal message={phase.message} onClose={() => setPhase({ kind: 'idle' })} />}
    </NetworkFrame>
  );
}

function WifiRow({ net, dualModel, locks, onToggle, onDelete }: {
  net: ReducedWifi;
  dualModel: boolean;
  locks: WifiLocks;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const first = net.records[0];
  const names = net.sameSSID ? net.ssid : `${net.ssid} · ${net.ssid_5}`;
  return (
    <li className="wifi-item">
      <span className="wifi-item__name">{names}</span>
      <span className="wifi-item__tags">
        {dualModel && <span className="wifi-tag">{t.band(net.frequency)}</span>}
        {net.isRoot && <span className="wifi-tag wifi-tag--root">{t.root}</span>}
        {first.guest_network && <span className="wifi-tag">{t.guest}</span>}
        {first.cipher === Cipher.None && <span className="wifi-tag wifi-tag--warn">{t.open}</span>}
      </span>
      <Toggle
        className="wifi-item__toggle"
        label={on(net) ? t.active : t.inactive}
        aria-label={t.toggleLabel(net.ssid)}
        checked={on(net)}
        disabled={locks.enabled}
        title={locks.enabled ? t.rootLocked : undefined}
        onChange={onToggle}
      />
      <span className="wifi-item__actions">
        <Link className="btn btn--ghost" to={paths.network.wifiNetwork(net.ids[0])} aria-label={t.editLabel(net.ssid)}>
          {t.edit}
        </Link>
        {!locks.remove && <Button variant="ghost" onClick={onDelete} aria-label={t.removeLabel(net.ssid)}>{t.remove}</Button>}
      </span>
    </li>
  );
}
