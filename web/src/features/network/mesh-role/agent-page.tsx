/** /network/mesh/agent (spec 2 §2.3): what a mesh agent knows of its controller (address, MAC, backhaul, signal). */
import { Link } from 'react-router-dom';
import { Backhaul, meshSignalLevel, MeshType, type MeshSignalLevel } from '@roteador/contract';
import { askAgain } from '../../../api/client.ts';
import { paths } from '../../../paths.ts';
import { meshAgent as ta } from '../../../text/mesh-role.ts';
import { Card } from '../../../ui/card.tsx';
import { NetworkFrame } from '../frame.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { useAgentMesh } from './data.ts';
import './mesh-role.css';

export function MeshAgentPage() {
  return (
    <NetworkFrame>
      <MeshAgent />
    </NetworkFrame>
  );
}

const backhaulName = (b: number) =>
  b === Backhaul.Wired ? ta.wired : b === Backhaul.Wireless5 ? ta.band5 : b === Backhaul.Wireless24 ? ta.band24 : ta.other;

/** The backhaul's signal level (contract meshSignalLevel, as everywhere else) in the words of spec 2 §2.3. */
function quality(level: Exclude<MeshSignalLevel, 'wired'>) {
  return level === 'good' ? ta.good : level === 'moderate' ? ta.moderate : ta.bad;
}

function MeshAgent() {
  const { data, error, refresh } = useAgentMesh();
  if (data === undefined) return <Pending error={error} onRetry={() => void askAgain(refresh)} />;
  const agent = data !== null && data.enabled && data.type === MeshType.Agent;
  if (!agent) {
    return (
      <Card>
        <p>{ta.notAgent}</p>
        <Link className="btn btn--secondary" to={paths.network.meshRole}>{ta.back}</Link>
      </Card>
    );
  }
  const paired = data.backhaul_mac !== '';
  // a wired backhaul (or rssi -1) has no signal to show
  const level = meshSignalLevel(data.backhaul_rssi, data.backhaul);
  return (
    <Card title={ta.title}>
      {paired ? (
        <dl className="mesh-agent">
          <div><dt>{ta.controllerIp}</dt><dd>{data.controllerIp || '—'}</dd></div>
          <div><dt>{ta.controllerMac}</dt><dd>{data.backhaul_mac}</dd></div>
          <div><dt>{ta.backhaul}</dt><dd>{backhaulName(data.backhaul)}</dd></div>
          {level !== 'wired' && (
            <div><dt>{ta.signal}</dt><dd>{`${quality(level)} (${ta.dbm(data.backhaul_rssi)})`}</dd></div>
          )}
        </dl>
      ) : (
        <p role="status">{ta.waiting}</p>
      )}
      <p className="mesh-role__hint">{ta.locked}</p>
    </Card>
  );
}
