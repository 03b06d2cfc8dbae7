/**
 * /network/lan/dhcp-lease: the stored static leases (description, MAC, IP) with add, edit and delete
 * (spec 2 §2.2, §5.9, §8). A delete asks first, waits blocked, then shows success or the §8 error.
 */
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import type { DhcpStaticLease } from '@roteador/contract';
import { deleteStaticLease } from '../../../api/lan.ts';
import { paths } from '../../../paths.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { leases as t } from '../../../text/network.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ListRows } from '../../../ui/list-rows.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { useSaveFlow } from '../../../ui/save-flow.tsx';
import { useRemoval } from '../../../ui/removal.tsx';
import { NetworkTabs } from '../tabs.tsx';
import { leaseData } from './data.ts';

export function LeaseListPage() {
  useSignals();
  const removal = useRemoval({
    flow: useSaveFlow(), name, text: t, savingTitle: t.saving, failText: t.deleteError,
    remove: (lease: DhcpStaticLease) => deleteStaticLease(lease.id), reload: () => leaseData.load(),
  });
  const { value: data, error, retry } = useFreshRead(leaseData);

  let body;
  if (!data) {
    body = <Pending error={error} onRetry={retry} />;
  } else {
    body = (
      <Card className="lease-card">
        <div className="list-head">
          <div>
            <h2 className="card__title">{t.listTitle}</h2>
            <p className="lease-range">{t.range(data.server.rangeStart, data.server.rangeEnd)}</p>
          </div>
          <Link className="btn btn--primary" to={paths.network.leaseAdd}>{t.add}</Link>
        </div>
        <ListRows items={data.leases} label={t.listTitle} empty={t.empty}
          row={(lease) => <LeaseRow key={lease.id} lease={lease} onDelete={() => removal.ask(lease)} />} />
      </Card>
    );
  }

  return (
    <div className="net-page">
      <NetworkTabs />
      <p className="lease-intro">{t.intro}</p>
      {body}
      {removal.dialogs}
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
        <Link className="btn btn--ghost" to={paths.network.lease(lease.id)} aria-label={t.editLabel(name(lease))}>
          {t.edit}
        </Link>
        <Button variant="ghost" onClick={onDelete} aria-label={t.removeLabel(name(lease))}>{t.remove}</Button>
      </span>
    </li>
  );
}
