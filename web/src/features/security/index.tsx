/** The security area's menu (spec 3 §2); each of its pages is a chunk of its own. */
import { pages } from '../../text/pt-BR.ts';
import { securityMenu as t } from '../../text/security.ts';
import { NavMenu } from '../../ui/nav-menu.tsx';

const items = [
  { to: '/security/portredirect', title: pages.portRedirect, hint: t.hints.portRedirect },
  { to: '/security/upnp', title: pages.upnp, hint: t.hints.upnp },
  { to: '/security/sip-alg', title: pages.sipAlg, hint: t.hints.sipAlg },
  { to: '/security/bandcontrol', title: pages.bandControl, hint: t.hints.bandControl },
  { to: '/security/filter', title: pages.filters, hint: t.hints.filters },
  { to: '/security/dos', title: pages.dos, hint: t.hints.dos },
];

export function SecurityMenuPage() {
  return <NavMenu label={t.label} intro={t.intro} items={items} />;
}
