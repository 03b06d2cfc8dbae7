/**
 * The network area (spec 2 §2.2): the tabs, then the page of the current route. Screens not built yet
 * keep a titled placeholder inside the tabs (the title comes from routes.tsx).
 */
import { useLocation } from 'react-router-dom';
import { usePage } from '../../app/page-meta.ts';
import { pages } from '../../text/pt-BR.ts';
import { leases } from '../../text/network.ts';
import { LinkCard } from '../../ui/card.tsx';
import { PlaceholderPage } from '../../ui/placeholder-page.tsx';
import { NetworkTabs } from './tabs.tsx';

export function NetworkPage() {
  const { title } = usePage();
  const { pathname } = useLocation();
  return (
    <div className="net-page">
      <NetworkTabs />
      {/* The LAN page lists the static leases (spec 2 §2.3): their pages are built already. */}
      {pathname === '/network/lan' && <LinkCard to="/network/lan/dhcp-lease" title={pages.dhcpLeases} body={leases.intro} />}
      <PlaceholderPage title={title} />
    </div>
  );
}
