/**
 * /security/portredirect: the port-forwarding rules (spec 3 §2), with add, edit and delete. A loader shows until the
 * rules, the WAN and the LAN are read; a delete asks first, then saving → success or error → confirm.
 */
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import type { PortRedirect } from '@roteador/contract';
import { deletePortRedirect } from '../../../api/security.ts';
import { paths } from '../../../paths.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { portRedirect as t } from '../../../text/security.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ListRows } from '../../../ui/list-rows.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { useSaveFlow } from '../../../ui/save-flow.tsx';
import { useRemoval } from '../../../ui/removal.tsx';
import { portRedirectData } from './data.ts';

export function PortRedirectListPage() {
  useSignals();
  const removal = useRemoval({
    flow: useSaveFlow(), name: (rule: PortRedirect) => rule.description, text: t, failText: t.deleteError,
    remove: (rule: PortRedirect) => deletePortRedirect(rule.id), reload: () => portRedirectData.load(),
  });
  const { value: data, error, retry } = useFreshRead(portRedirectData);

  let body;
  if (!data) {
    body = <Pending title={t.loadError} error={error} onRetry={retry} />;
  } else {
    body = (
      <Card className="redirect-card">
        <div className="list-head">
          <h2 className="card__title">{t.listTitle}</h2>
          <Link className="btn btn--primary" to={paths.security.portRedirectAdd}>{t.add}</Link>
        </div>
        {data.managementPort !== null && <p className="redirect-note">{t.management(data.managementPort)}</p>}
        <ListRows items={data.rules} label={t.listTitle} empty={t.empty}
          row={(rule) => <RuleRow key={rule.id} rule={rule} onDelete={() => removal.ask(rule)} />} />
      </Card>
    );
  }

  return (
    <div className="redirect-page">
      <p className="redirect-intro">{t.intro}</p>
      {body}
      {removal.dialogs}
    </div>
  );
}

function RuleRow({ rule, onDelete }: { rule: PortRedirect; onDelete: () => void }) {
  const name = rule.description;
  return (
    <li className="redirect-item">
      <span className="redirect-item__name">{name}</span>
      <dl className="redirect-item__data">
        <div><dt>{t.protocol}</dt><dd>{t.protocols[rule.protocol]}</dd></div>
        <div><dt>{t.rowExternal}</dt><dd>{t.ports(rule.externalPort.start, rule.externalPort.end)}</dd></div>
        <div><dt>{t.rowInternal}</dt><dd>{rule.internalIP}:{t.ports(rule.internalPort.start, rule.internalPort.end)}</dd></div>
      </dl>
      <span className="redirect-item__actions">
        <Link className="btn btn--ghost" to={paths.security.portRedirectRule(rule.id)} aria-label={t.editLabel(name)}>
          {t.edit}
        </Link>
        <Button variant="ghost" onClick={onDelete} aria-label={t.removeLabel(name)}>{t.remove}</Button>
      </span>
    </li>
  );
}
