/** The security area's menu (spec 3 §2); each of its pages is a chunk of its own. */
import { pageMenu } from '../../app/page-table.ts';
import { securityMenu as t } from '../../text/security.ts';
import { NavMenu } from '../../ui/nav-menu.tsx';

const items = pageMenu(['portRedirect', 'upnp', 'sipAlg', 'bandControl', 'filters', 'dos'], t.hints);

export function SecurityMenuPage() {
  return <NavMenu label={t.label} intro={t.intro} items={items} />;
}
