/**
 * The mesh node list (spec 1 §2.6): each node's location, model (or that it is applying its
 * configuration), state and signal, with its actions. Removal itself is the node page's flow
 * (/mesh/{mac}?remove): the dashboard only leads there.
 */
import { Link, useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { meshSignalLevel, type MeshNode } from '@roteador/contract';
import type { Visibility } from '../../app/visibility.ts';
import { paths } from '../../paths.ts';
import { mesh, meshNodes, meshNodeState, meshUnavailable, refreshMesh } from '../../state/mesh.ts';
import { dashboard as t } from '../../text/dashboard.ts';
import { Card } from '../../ui/card.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { MeshIcon, PencilIcon, PlusIcon, RouterIcon, SignalIcon, TrashIcon } from './dashboard-icons.tsx';

export function MeshNodesCard({ visibility }: { visibility: Visibility }) {
  useSignals();
  const nodes = meshNodes.value;
  const manage = visibility.dashboard.manageNodes;
  const firstRead = mesh.data.value === undefined;

  return (
    <Card title={t.mesh} icon={<MeshIcon />} className="mesh-card">
      {meshUnavailable.value && (
        <p className="message message--warning" role="alert">
          <AlertIcon />
          {t.meshUnavailable}
        </p>
      )}
      {firstRead && !meshUnavailable.value && (mesh.error.value
        ? <ErrorState compact error={mesh.error.value} onRetry={() => void refreshMesh()} />
        : <Spinner />)}
      {!firstRead && nodes.length === 0 && <p className="card-note">{t.meshEmpty}</p>}
      {nodes.length > 0 && (
        <ul className="nodes">
          {nodes.map((node) => <NodeRow key={node.mac} node={node} canRemove={manage && !node.isRoot} />)}
        </ul>
      )}
      {manage && (
        <Link to={paths.mesh.onboarding} className="btn btn--secondary mesh-card__add">
          <PlusIcon />
          {t.addNode}
        </Link>
      )}
    </Card>
  );
}

function NodeRow({ node, canRemove }: { node: MeshNode; canRemove: boolean }) {
  const navigate = useNavigate();
  const state = meshNodeState(node);
  const name = node.name || node.alias || t.unnamedNode;
  const signal = node.isRoot ? null : meshSignalLevel(node.rssi, node.backhaul);
  const shownSignal = signal && state !== 'offline' ? signal : null;

  return (
    <li className={`node node--${state}`}>
      <span className="node__icon" aria-hidden="true"><RouterIcon /></span>
      <div className="node__text">
        <p className="node__name">
          <span>{name}</span>
          {node.isRoot && <span className="node__role">{t.mainNode}</span>}
        </p>
        <p className="node__model">{state === 'applying' ? t.applying : node.model}</p>
      </div>
      <p className="node__status">
        <span className={`pill pill--${state === 'offline' || state === 'outOfMesh' ? 'off' : 'on'}`}>{t.nodeStates[state]}</span>
        {shownSignal && (
          <span className={`node__signal node__signal--${shownSignal}`}>
            <SignalIcon level={shownSignal} />
            {t.signalLevels[shownSignal]}
          </span>
        )}
      </p>
      <div className="node__actions">
        <Link to={paths.mesh.node(node.mac)} className="btn btn--ghost node__action" aria-label={t.viewNode(name)}>
          {t.view}
        </Link>
        <Link to={paths.mesh.location(node.mac)} className="icon-btn node__action" aria-label={t.renameNode(name)} title={t.rename}>
          <PencilIcon />
        </Link>
        {canRemove && (
          <button
            type="button" className="icon-btn node__action node__action--danger" aria-label={t.removeNode(name)} title={t.remove}
            onClick={() => navigate(paths.mesh.nodeRemove(node.mac))}
          >
            <TrashIcon />
          </button>
        )}
      </div>
    </li>
  );
}
