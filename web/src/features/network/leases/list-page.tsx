/**
 * /network/lan/dhcp-lease: the stored static leases (description, MAC, IP) with add, edit and delete
 * (spec 2 §2.2, §5.9, §8). A delete asks first, waits blocked, then shows success or the §8 error.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import type { DhcpStaticLease } from '@roteador/contract';
import { deleteStaticLease } from '../../../api/lan.ts';
import { leases as t } from '../../../text/network.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { DoneModal, ErrorModal, WaitModal } from '../../../ui/feedback.tsx';
import { NetworkTabs } from '../tabs.tsx';
import { leaseData } from './data.ts';

type Phase = { kind: 'idle' } | { kind: 'confirm' | 'deleting'; lease: DhcpStaticLease } | { kind: 'done' | 'error' };

export function LeaseListPage() {
  useSignals();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  useEffect(() => {
    void leaseData.load();
  }, []);
  const data = leaseData.data.value;

  async function remove(lease: DhcpStaticLease) {
    setPhase({ kind: 'deleting', lease });
    try {
      await deleteStaticLease(lease.id);
      setPhase({ kind: 'done' });
    } catch {
      setPhase({ kind: 'error' });
    }
    void leaseData.load();
  }

  let body;
  if (!data && leaseData.error.value) body = <ErrorState error={leaseData.error.value} onRetry={() => void leaseData.load()} />;
  else if (!data) body = <PageSpinner />;
  else {
    body = (
      <Card className="lease-card">
        <div className="lease-head">
          <div>
            <h2 className="card__title">{t.listTitle}</h2>
            <p className="lease-range">{t.range(data.server.rangeStart, data.server.rangeEnd)}</p>
          </div>
          <Link className="btn btn--primary" to="/network/lan/dhcp-lease/add">{t.add}</Link>
        </div>
        {data.leases.length === 0 ? (
          <p className="lease-empty">{t.empty}</p>
        ) : (
          <ul className="lease-list" aria-label={t.listTitle}>
            {data.leases.map((lease) => (
              <LeaseRow key={lease.id} lease={lease} onDelete={() => setPhase({ kind: 'confirm', lease })} />
            ))}
          </ul>
        )}
      </Card>
    );
  }

  return (
    <div className="net-page">
      <NetworkTabs />
      <p className="lease-intro">{t.intro}</p>
      {body}
      {phase.kind === 'confirm' && (
        <ConfirmDialog
          title={t.confirmTitle}
          message={t.confirmBody(name(phase.lease))}
          confirmLabel={t.remove}
          danger
          onConfirm={() => void remove(phase.lease)}
          onCancel={() => setPhase({ kind: 'idle' })}
        />
      )}
      {phase.kind === 'deleting' && <WaitModal title={t.saving} />}
      {phase.kind === 'done' && <DoneModal onClose={() => setPhase({ kind: 'idle' })} />}
      {phase.kind === 'error' && <ErrorModal message={t.deleteError} onClose={() => setPhase({ kind: 'idle' })} />}
    </div>
  );
}

const name = (lease: DhcpStaticLease) => lease.description || lease.mac;

function LeaseRow({ lease, onDelete }: { lease: DhcpStaticLease; onDelete: () => void }) {
  return (
    <li className="lease-item">
      <span className="lease-item__name">{lease.description || t.noDescription}</span>
      <dl className="lease-item__data">
        <div><dt>{t.rowMac}</dt><dd>{lease.mac}</dd></div>
        <div><dt>{t.rowIp}</dt><dd>{lease.ip}</dd></div>
      </dl>
      <span className="lease-item__actions">
        <Link className="btn btn--ghost" to={`/network/lan/dhcp-lease/${encodeURIComponent(lease.id)}`} aria-label={t.editLabel(name(lease))}>
          {t.edit}
        </Link>
        <Button variant="ghost" onClick={onDelete} aria-label={t.removeLabel(name(lease))}>{t.remove}</Button>
      </span>
    </li>
  );
}
