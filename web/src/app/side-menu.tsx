/** The side menu (spec 1 §2.5): entries allowed by visibility(), grouped; 'Sair' at the end. */
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { clearSession } from '../state/session.ts';
import { app } from '../text/pt-BR.ts';
import {
  ChildIcon, CloseIcon, GearIcon, HomeIcon, Logo, LogoutIcon, MicIcon, ShieldIcon, ToolIcon, WifiIcon,
} from '../ui/icons.tsx';
import type { MenuGroup } from './visibility.ts';

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

export function SideMenu({ groups, open, onClose }: { groups: MenuGroup[] | null; open: boolean; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      <div className="menu-backdrop" onClick={onClose} aria-hidden="true" />
      <aside className="menu">
        <div className="menu__head">
          <Logo />
          <button ref={closeRef} type="button" className="icon-btn" aria-label={app.closeMenu} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {/* busy until status and mesh are read: the entries depend on both */}
        <nav className="menu__nav" aria-label={app.menu} aria-busy={groups === null}>
          {groups?.map((group) => <Group key={group.id} group={group} />)}
        </nav>
        <button type="button" className="menu__logout" onClick={logout}>
          <LogoutIcon />
          {app.logout}
        </button>
      </aside>
    </>
  );
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
