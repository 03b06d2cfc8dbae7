/**
 * The update from the provider (spec 3 §4, §7, §8): the firmware service's versions (current, last, online); confirm,
 * POST upgrade_by_remote {deviceid, last, current}, then GET {service}/update/{deviceid} every 5 s with a progress
 * bar: 4 done (the router is back: signed in again), 5 offline, 6 session error ('Erro de sessão', then the login
 * page). `?start` (the dashboard's prompt, login `?update`) starts it without asking.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { deviceIdOf, timing, UpgradeStatus, type FirmwareVersions } from '@roteador/contract';
import { askAgain } from '../../../api/client.ts';
import { getFirmwareVersions, getUpgradeProgress } from '../../../api/cloud.ts';
import { upgradeByRemote } from '../../../api/system.ts';
import { versionBelow } from '@roteador/contract';
import { paths } from '../../../paths.ts';
import { device } from '../../../state/device.ts';
import { usePoller } from '../../../state/poller.ts';
import { clearSession, suspendUnauthorized } from '../../../state/session.ts';
import { update as t } from '../../../text/system.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DoneModal, ErrorModal } from '../../../ui/feedback.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { PageSpinner, ProgressBar } from '../../../ui/spinner.tsx';
import { afterUpdate } from './finish.ts';

type Phase =
  | { kind: 'idle' } | { kind: 'confirm' } | { kind: 'starting' } | { kind: 'upgrading'; progress: number; message: string }
  | { kind: 'done'; version: string } | { kind: 'failed'; message: string } | { kind: 'session' };

/** Poll failures in a row before the owner is told (a single lost answer is retried). */
const POLL_FAILURES = 3;

export function RemoteUpdate() {
  useSignals();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [versions, setVersions] = useState<FirmwareVersions | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const autoStart = useRef(params.has('start'));
  const mac = device.data.value?.mac;

  // the latest read wins: one overtaken by a retry (the slow notice's 'Tentar novamente') delivers nothing
  const latest = useRef(0);
  const read = (m: string) => {
    const mine = ++latest.current;
    setLoadError(false);
    return getFirmwareVersions(m).then(
      (v) => mine === latest.current && setVersions(v),
      () => mine === latest.current && setLoadError(true),
    );
  };
  useEffect(() => {
    if (!device.data.peek()) void device.load();
  }, []);
  useEffect(() => {
    if (mac) read(mac);
  }, [mac]);

  const newer = versions !== null && versionBelow(versions.current, versions.last);

  async function start() {
    if (!versions || !mac || phase.kind === 'starting' || phase.kind === 'upgrading') return;
    if (!versions.online) return setPhase({ kind: 'failed', message: t.cannotConnect });
    setPhase({ kind: 'starting' });
    try {
      await upgradeByRemote({ deviceid: deviceIdOf(mac), last: versions.last, current: versions.current });
    } catch {
      return setPhase({ kind: 'failed', message: t.failed });
    }
    setPhase({ kind: 'upgrading', progress: 0, message: '' });
  }

  // ?start: once the versions say there is something newer, it starts by itself (once per visit). The address keeps
  // it: a reload during the update asks again, which the router ignores while it runs, and shows its progress.
  useEffect(() => {
    if (!autoStart.current || !versions) return;
    autoStart.current = false;
    if (newer) void start();
  }, [versions]);

  const upgrading = phase.kind === 'upgrading';
  // true once an answer of the service ended the upgrade (or the page left it): no more reads, no more phases
  const over = useRef(false);
  useEffect(() => {
    if (!upgrading || !mac || !versions) return;
    // The router restarts into the new firmware and drops every session: this page signs in again itself.
    over.current = false;
    suspendUnauthorized(true);
    return () => {
      // leaving the page mid-way: the 401 handling comes back (the update goes on in the router)
      if (!over.current) suspendUnauthorized(false);
      over.current = true;
    };
  }, [upgrading, mac]);
  const end = (next: Phase) => {
    over.current = true;
    suspendUnauthorized(false);
    setPhase(next);
  };
  usePoller(!upgrading || !mac || !versions ? null : {
    intervalMs: timing.poll.firmwareProgress,
    retryMs: timing.poll.firmwareProgress,
    fetch: () => getUpgradeProgress(mac),
    skip: () => over.current,
    onData(p) {
      if (over.current) return;
      if (p.status === UpgradeStatus.Done) {
        over.current = true;
        void afterUpdate(versions.current).then((ok) => ok && setPhase({ kind: 'done', version: versions.last }));
      } else if (p.status === UpgradeStatus.Offline) end({ kind: 'failed', message: t.cannotConnect });
      else if (p.status === UpgradeStatus.SessionError) end({ kind: 'session' });
      else setPhase({ kind: 'upgrading', progress: Math.round(p.progress), message: p.message });
    },
    onError(_error, failures) {
      if (!over.current && failures >= POLL_FAILURES) end({ kind: 'failed', message: t.generic });
    },
  }, [upgrading, mac]);

  const close = () => {
    setPhase({ kind: 'idle' });
    if (mac) read(mac);
  };

  return (
    <Card title={t.remoteTitle} className="sys-settings__card">
      {versions ? (
        <>
          <dl className="sys-versions">
            <div><dt>{t.current}</dt><dd>{versions.current}</dd></div>
            <div><dt>{t.last}</dt><dd>{versions.last}</dd></div>
          </dl>
          <p className="sys-settings__state" role="status">{newer ? t.available(versions.last) : t.upToDate}</p>
          {newer && (
            <div className="sys-settings__actions">
              <Button busy={phase.kind === 'starting' || upgrading} onClick={() => setPhase({ kind: 'confirm' })}>{t.updateNow}</Button>
            </div>
          )}
        </>
      ) : loadError ? (
        <>
          <p className="sys-settings__note" role="alert">{t.noServer}</p>
          <div className="sys-settings__actions">
            <Button variant="secondary" onClick={() => mac && read(mac)}>{t.retry}</Button>
          </div>
        </>
      ) : (
        <PageSpinner onRetry={() => void askAgain(async () => (mac ? read(mac) : device.load()))} />
      )}
      {(phase.kind === 'confirm' || phase.kind === 'starting') && versions && (
        <ConfirmDialog title={t.confirmTitle} message={t.confirmBody(versions.current, versions.last)} confirmLabel={t.confirm}
          cancelLabel={t.cancel} busy={phase.kind === 'starting'} onConfirm={() => void start()} onCancel={() => setPhase({ kind: 'idle' })} />
      )}
      {upgrading && (
        <Modal title={t.progressTitle}>
          <p>{phase.message || t.progressBody}</p>
          <ProgressBar value={phase.progress} label={t.progressTitle} />
          <p className="sys-settings__state" aria-live="polite">{t.progress(phase.progress)}</p>
        </Modal>
      )}
      {phase.kind === 'done' && <DoneModal title={t.doneTitle} message={t.doneBody(phase.version)} onClose={close} />}
      {phase.kind === 'failed' && <ErrorModal message={phase.message} onClose={close} />}
      {phase.kind === 'session' && (
        <Modal title={t.sessionError} alert actions={
          <Button onClick={() => {
            clearSession();
            navigate(paths.login, { replace: true });
          }}>{t.toLogin}</Button>
        }>
          <p>{t.sessionErrorBody}</p>
        </Modal>
      )}
    </Card>
  );
}
