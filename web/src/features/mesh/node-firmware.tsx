/**
 * A node's firmware (spec 1 §4 Firmware upgrade of a node, §8): the firmware service says whether
 * a newer version exists ('Atualizar!') or not ('Atualizado!'). Upgrading: confirm, POST
 * upgrade_by_remote on the node (through the proxy; directly for this device), then the service's
 * progress every timing.poll.upgrade until it succeeded (status 3, rebooting into the new version, or
 * 4, done: the node is unreachable for about 5 minutes, the owner is told and goes to the dashboard)
 * or failed (5 offline, 6 session error, or the request refused).
 *
 * The button lives in the product section, which changes as the node goes down; the upgrade itself
 * (UpgradeFlow, mounted by the page) must outlive that, so the two meet through a signal.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  Acknowledged,
  deviceIdOf,
  timing,
  upgradeByRemotePath,
  UpgradeStatus,
  type FirmwareVersions,
  type MeshNode,
  type UpgradeProgress,
} from '@roteador/contract';
import { sameMac, versionBelow } from '@roteador/contract';
import { getFirmwareVersions, getUpgradeProgress } from '../../api/cloud.ts';
import { proxy } from '../../api/mesh-proxy.ts';
import { upgradeByRemote } from '../../api/system.ts';
import { paths } from '../../paths.ts';
import { usePoller } from '../../state/poller.ts';
import { status } from '../../state/status.ts';
import { mesh as t } from '../../text/mesh.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ErrorModal, WaitModal } from './feedback.tsx';

interface Upgrade {
  node: MeshNode;
  local: boolean;
  current: string;
  last: string;
  /** the firmware service saw the router online */
  online: boolean;
}

const requested = signal<Upgrade | null>(null);

export function NodeFirmware({ node, version, local }: { node: MeshNode; version: string; local: boolean }) {
  const [versions, setVersions] = useState<FirmwareVersions | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mac = node.mac;

  useEffect(() => {
    let live = true;
    getFirmwareVersions(mac).then((v) => live && setVersions(v), () => live && setVersions(null));
    return () => {
      live = false;
    };
  }, [mac, version]);

  if (!versions) return null;
  if (!versionBelow(version, versions.last)) return <span className="node-uptodate">{t.upToDate}</span>;
  return (
    <>
      <Button className="node-inline-btn" onClick={() => setConfirming(true)}>{t.update}</Button>
      {confirming && (
        <ConfirmDialog
          title={t.upgradeTitle}
          message={t.upgradeBody(version, versions.last)}
          confirmLabel={t.upgradeConfirm}
          onConfirm={() => {
            setConfirming(false);
            requested.value = { node, local, current: version, last: versions.last, online: versions.online };
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

type Phase = 'starting' | 'upgrading' | 'done' | 'error';

/** The upgrade under way for the node `mac`, if any (mounted by the node page). */
export function UpgradeFlow({ mac }: { mac: string }) {
  useSignals();
  // Leaving the page leaves the upgrade to the node: coming back must not send it again.
  useEffect(() => () => {
    const pending = requested.peek();
    if (pending && sameMac(pending.node.mac, mac)) requested.value = null;
  }, [mac]);
  const upgrade = requested.value;
  // A new key per request: each upgrade starts its flow afresh.
  return upgrade && sameMac(upgrade.node.mac, mac) ? <Flow key={`${upgrade.last}:${upgrade.current}`} upgrade={upgrade} /> : null;
}

function Flow({ upgrade }: { upgrade: Upgrade }) {
  useSignals();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('starting');
  const [progress, setProgress] = useState<UpgradeProgress | null>(null);
  const { node, local, current, last } = upgrade;
  const mac = node.mac;
  const close = () => (requested.value = null);

  useEffect(() => {
    let live = true;
    const request = { deviceid: deviceIdOf(mac), last, current };
    (local ? upgradeByRemote(request) : proxy(node, 'POST', upgradeByRemotePath, request, Acknowledged)).then(
      () => live && setPhase('upgrading'),
      () => live && setPhase('error'),
    );
    return () => {
      live = false;
    };
    // One request per flow: the node object changes with every mesh poll.
  }, []);

  // The service's progress, until it says it succeeded or failed.
  usePoller(phase !== 'upgrading' ? null : {
    intervalMs: timing.poll.upgrade,
    fetch: () => getUpgradeProgress(mac),
    onData(p) {
      setProgress(p);
      // Rebooting into the new firmware is success already: from here the node is down for ~5 minutes.
      if (p.status === UpgradeStatus.Rebooting || p.status === UpgradeStatus.Done) setPhase('done');
      else if (p.status === UpgradeStatus.Offline || p.status === UpgradeStatus.SessionError) setPhase('error');
    },
    retryMs: timing.poll.upgrade,
    maxRetryMs: timing.poll.upgrade,
  }, [phase, mac]);

  if (phase === 'done') {
    return (
      <Modal
        title={t.upgradeDoneTitle}
        alert
        actions={
          <Button
            onClick={() => {
              close();
              navigate(paths.dashboard, { replace: true });
            }}
          >
            {t.toDashboard}
          </Button>
        }
      >
        <p>{t.upgradeDoneBody}</p>
      </Modal>
    );
  }
  if (phase === 'error') {
    // "Online": the router reaches the internet (as the service and the status see it).
    const online = upgrade.online && status.data.value?.has_internet !== false && progress?.status !== UpgradeStatus.Offline;
    return <ErrorModal title={t.upgradeErrorTitle} message={t.upgradeError(online)} onClose={close} />;
  }
  return (
    <WaitModal
      title={t.upgrading}
      message={progress?.message || t.upgradingBody}
      progress={progress?.progress}
      progressLabel={progress ? t.upgradeProgress(Math.round(progress.progress)) : undefined}
    />
  );
}
