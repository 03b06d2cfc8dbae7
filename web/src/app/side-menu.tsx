/**
 * The side menu (spec 1 §2.5): entries allowed by visibility(), grouped; 'Sair' at the end. On a phone it is a drawer
 * and, open, a modal layer: the focus moves to 'Fechar menu' once as it opens and stays inside (ui/focus-trap.ts),
 * Escape closes it.
 */
import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { clearSession } from '../state/session.ts';
import { app } from '../text/pt-BR.ts';
import {
  ChildIcon, CloseIcon, GearIcon, HomeIcon, Logo, LogoutIcon, MicIcon, ShieldIcon, ToolIcon, WifiIcon,
} from '../ui/icons.tsx';
import { useFocusTrap } from '../ui/focus-trap.ts';
import type { MenuGroup } from './visibility.ts';

/** The drawer's id, which 'Abrir menu' controls. */
export const MENU_ID = 'menu-principal';

const icons: Record<MenuGroup['id'], ReactNode> = {
  dashboard: <HomeIcon />,
  alexa: <MicIcon />,
  network: <WifiIcon />,
  parental: <ChildIcon />,
  security: <ShieldIcon />,
  tools: <ToolIcon />,
  system: <GearIcon />,
};

function logout() {
  clearSession();
  window.location.reload();
}

/**
 * `open`: the phone's drawer is open. `onClose`: the owner closes it (Escape, 'Fechar menu', the backdrop); a new
 * function on each render changes nothing (the shell renders on every status and mesh read).
 */
export function SideMenu({ groups, open, onClose }: { groups: MenuGroup[] | null; open: boolean; onClose: () => void }) {
  const drawer = useRef<HTMLElement>(null);
  useFocusTrap(drawer, open, onClose);
  // A phone's closed drawer is hidden: its entries (some forty links) are rendered from its first opening on, not in
  // the first screen after login, where they would cost a phone's CPU without being seen. Kept once opened (its
  // closing slides them out).
  const wide = useSyncExternalStore(watchWide, isWide);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const entries = wide || open || opened;

  return (
    <>
      <div className="menu-backdrop" onClick={onClose} aria-hidden="true" />
      <aside
        ref={drawer}
        id={MENU_ID}
        className="menu"
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': app.menu } : {})}
      >
        <div className="menu__head">
          <Logo />
          <button type="button" className="icon-btn" aria-label={app.closeMenu} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {/* busy until status and mesh are read: the entries depend on both */}
        <nav className="menu__nav" aria-label={app.menu} aria-busy={groups === null}>
          {entries && groups?.map((group) => <Group key={group.id} group={group} />)}
        </nav>
        <button type="button" className="menu__logout" onClick={logout}>
          <LogoutIcon />
          {app.logout}
        </button>
      </aside>
    </>
  );
}

/** The layout with the menu always beside the page (shell.css: a drawer below 960 px). */
const WIDE = '(min-width: 960px)';
const isWide = () => window.matchMedia(WIDE).matches;
function watchWide(changed: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

function Group({ group }: { group: MenuGroup }) {
  const [single] = group.entries;
  // Dashboard and the voice assistant are one page each: a direct link, no group heading.
  if (group.entries.length === 1 && (group.id === 'dashboard' || group.id === 'alexa')) {
    return (
      <NavLink to={single.path} end className="menu__link menu__link--top">
        {icons[group.id]}
        {single.label}
      </NavLink>
    );
  }
  const labelId = `menu-${group.id}`;
  return (
    <div className="menu__group">
      <p className="menu__group-label" id={labelId}>
        {icons[group.id]}
        {group.label}
      </p>
      <ul aria-labelledby={labelId}>
        {group.entries.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} className="menu__link">{entry.label}</NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
