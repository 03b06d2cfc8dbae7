/**
 * /parental-control/devices/all (spec 3 §2): the tabs BLOQUEIOS FIXOS (block), BLOQUEIOS AGENDADOS
 * (scheduled-block), CONTROLE DE BANDA (qos) and FILTROS DE URL (url-filters), over every device; and
 * /parental-control/devices/all/block: all the rules on one page.
 */
import { devicesPage, tabs as tt } from '../../text/parental.ts';
import { FixedBlocks, ScheduledBlocks } from './blocks.tsx';
import { ParentalTabs, useTab } from './common.tsx';
import { QosRules } from './qos.tsx';
import { UrlFilters } from './url-filters.tsx';

const TABS = [
  { id: 'block', label: tt.block },
  { id: 'scheduled-block', label: tt['scheduled-block'] },
  { id: 'qos', label: tt.qos },
  { id: 'url-filters', label: tt['url-filters'] },
] as const;

export function AllDevicesPage() {
  const tab = useTab(TABS);
  return (
    <div className="pc-page">
      <ParentalTabs tabs={TABS} current={tab} label={tt.label} />
      {tab === 'block' && <FixedBlocks />}
      {tab === 'scheduled-block' && <ScheduledBlocks />}
      {tab === 'qos' && <QosRules />}
      {tab === 'url-filters' && <UrlFilters />}
    </div>
  );
}

export function AllRulesPage() {
  return (
    <div className="pc-page">
      <p className="pc-intro">{devicesPage.allHint}</p>
      <FixedBlocks />
      <ScheduledBlocks />
      <QosRules />
      <UrlFilters />
    </div>
  );
}
