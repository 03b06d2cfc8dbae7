/**
 * /mesh/{id}: one node of the mesh (spec 1 §2.8, §4, §8); id is the node's MAC. The node's place
 * in the mesh comes from the mesh poll; what only the node knows (device, clock, addresses,
 * radios) is read from it. An unknown id goes to /. `?remove` (the dashboard's delete action)
 * opens the removal confirmation at once.
 */
import { useEffect, useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { isModelName, timing, type MeshNode, type NodeState } from '@roteador/contract';
import { askAgain } from '../../api/client.ts';
import { meshNodeState, refreshMesh } from '../../state/mesh.ts';
import { isController, isLocalNode, nodeInfo, readNodeDevice, type NodeInfo } from '../../state/mesh-nodes.ts';
import { usePoller } from '../../state/poller.ts';
import { mesh as t } from '../../text/mesh.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { PageSpinner, Spinner } from '../../ui/spinner.tsx';
import { AdvancedSection, ConnectionSection, ProductSection } from './node-sections.tsx';
import { NodeIcon } from './node-icon.tsx';
import { UpgradeFlow } from './node-firmware.tsx';
import { RemoveNode, type RemoveKind } from './remove-node.tsx';
import { useMeshNode } from './use-mesh-node.tsx';
import './mesh.css';

export function MeshNodePage() {
  useSignals();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { node, fallback } = useMeshNode(id);
  if (!node) return fallback;
  return (
    <NodeView
      key={node.mac}
      node={node}
      removeRequested={params.has('remove')}
      onRemoveClosed={() => setParams({}, { replace: true })}
    />
  );
}

function NodeView({ node, removeRequested, onRemoveClosed }: {
  node: MeshNode;
  removeRequested: boolean;
  onRemoveClosed: () => void;
}) {
  useSignals();
  const state = meshNodeState(node);
  const controller = isController();
  const mayRemove = !node.isRoot && controller;
  const [removing, setRemoving] = useState(mayRemove && removeRequested);
  // Unmanageable ('Nó não gerenciável'): a model the UI does not know, or a node that stays without
  // a model well past the time applying its configuration takes (our margin: half a minute more).
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    setStuck(false);
    if (state !== 'applying') return;
    const timer = setTimeout(() => setStuck(true), timing.wait.applyingSettings + timing.wait.nodeUnmanageableMargin);
    return () => clearTimeout(timer);
  }, [state]);
  const limited = ((state === 'online' || state === 'syncing') && !isModelName(node.model)) || (state === 'applying' && stuck);
  const [limitedNotice, setLimitedNotice] = useState(false);
  useEffect(() => setLimitedNotice(limited), [limited]);
  const roleId = useId();

  return (
    <div className="node-page">
      <section className="card node-head" aria-labelledby={roleId}>
        <span className={`node-head__icon node-head__icon--${state}`}><NodeIcon /></span>
        <div className="node-head__text">
          <h2 id={roleId}>{node.isRoot ? t.primary : t.secondary}</h2>
          <p className="node-head__name">{node.name || node.alias || node.mac}</p>
          <StateBadge state={state} />
        </div>
        {mayRemove && node.model !== '' && (
          <Button variant="secondary" className="node-head__remove" onClick={() => setRemoving(true)}>
            {t.remove}
          </Button>
        )}
      </section>
      <NodeBody node={node} state={state} limited={limited} />
      <UpgradeFlow mac={node.mac} />
      {removing && (
        <RemoveNode
          node={node}
          kind={removeKind(state, node, limited)}
          onCancel={() => {
            setRemoving(false);
            onRemoveClosed();
          }}
        />
      )}
      {limitedNotice && !removing && (
        <Modal
          title={t.limitedTitle}
          alert
          icon={<AlertIcon />}
          onClose={() => setLimitedNotice(false)}
          actions={<Button onClick={() => setLimitedNotice(false)}>{t.ok}</Button>}
        >
          <p>{t.limitedBody}</p>
        </Modal>
      )}
    </div>
  );
}

/** Which removal applies: a node that cannot be asked to reset (offline, out of the mesh) or cannot be managed has its own. */
function removeKind(state: NodeState, node: MeshNode, limited: boolean): RemoveKind {
  if (state === 'offline' || state === 'outOfMesh') return 'offline';
  return node.model === '' || limited ? 'limited' : 'online';
}

function StateBadge({ state }: { state: NodeState }) {
  const online = state !== 'offline';
  return (
    <span className={`badge badge--${online ? 'on' : 'off'}`}>
      <span className="badge__dot" aria-hidden="true" />
      {online ? t.online : t.offline}
    </span>
  );
}

function NodeBody({ node, state, limited }: { node: MeshNode; state: NodeState; limited: boolean }) {
  useSignals();
  if (state === 'outOfMesh') return <OutOfMesh node={node} />;
  const reachable = (state === 'online' || state === 'syncing') && !limited;
  return (
    <>
      {state === 'offline' && <Notice>{t.offlineBody}</Notice>}
      {limited && <Notice title={t.limitedTitle}>{t.limitedBody}</Notice>}
      {state === 'syncing' && <Notice title={t.syncingTitle} busy>{t.syncingBody}</Notice>}
      {state === 'applying' && !limited && (
        <Notice title={t.applyingTitle} busy>{t.applyingBody}</Notice>
      )}
      {reachable ? <ReachableNode node={node} /> : <NodeSections node={node} state={state} />}
    </>
  );
}

/** An online, manageable node: what the node itself reports, read once on opening. */
function ReachableNode({ node }: { node: MeshNode }) {
  useSignals();
  const info = nodeInfo(node);
  useEffect(() => {
    void info.load();
  }, [info]);
  if (!info.data.value && info.error.value) {
    return (
      <>
        <ErrorState title={t.unreachable} error={info.error.value} onRetry={() => void askAgain(info.load)} />
        <NodeSections node={node} state="offline" />
      </>
    );
  }
  if (!info.data.value) return <PageSpinner onRetry={() => void askAgain(info.load)} />;
  return <NodeSections node={node} state="online" info={info.data.value} />;
}

function NodeSections({ node, state, info }: {
  node: MeshNode;
  state: NodeState;
  info?: NodeInfo;
}) {
  return (
    <>
      <div className="node-grid">
        <ConnectionSection node={node} />
        <ProductSection node={node} state={state} info={info} local={isLocalNode(node)} />
      </div>
      {info && <AdvancedSection info={info} />}
    </>
  );
}

/**
 * Out of the mesh: its information loads only after a sync. The node is asked again every
 * timing.poll.nodeStatus; the message shows after timing.wait.outOfMeshMessage.
 */
function OutOfMesh({ node }: { node: MeshNode }) {
  const [message, setMessage] = useState(false);
  const { mac, ip, fw_version } = node;
  useEffect(() => {
    const timer = setTimeout(() => setMessage(true), timing.wait.outOfMeshMessage);
    return () => clearTimeout(timer);
  }, [mac, ip, fw_version]);
  const poll = usePoller({
    intervalMs: timing.poll.nodeStatus,
    // The node's answer ends the wait: the mesh is read again so that the page leaves this state.
    fetch: () => readNodeDevice({ mac, ip, fw_version }).then(() => refreshMesh()),
    onData: () => {},
    retryMs: timing.poll.nodeStatus,
    maxRetryMs: timing.poll.nodeStatus,
  }, [mac, ip, fw_version]);
  return message ? (
    <Notice busy>{t.outOfMesh}</Notice>
  ) : (
    <PageSpinner onRetry={() => void askAgain(poll.refresh)} />
  );
}

function Notice({ title, busy = false, children }: { title?: string; busy?: boolean; children: string }) {
  return (
    <div className="node-notice" role="status">
      {busy ? <Spinner size={24} label={null} /> : <AlertIcon className="node-notice__icon" />}
      <div>
        {title && <p className="node-notice__title">{title}</p>}
        <p>{children}</p>
      </div>
    </div>
  );
}
