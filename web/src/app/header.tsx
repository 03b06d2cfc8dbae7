/** The top bar: menu button (phones), logo linking to /, and the notification bell with its count. */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { timing } from '@roteador/contract';
import { paths } from '../paths.ts';
import { app, shell } from '../text/pt-BR.ts';
import { BellIcon, Logo, MenuIcon } from '../ui/icons.tsx';
import type { Notice } from './notices.ts';
import { MENU_ID } from './side-menu.tsx';

export function Header({ notices, menuOpen, menuButton, onOpenMenu }: {
  notices: Notice[];
  /** the phone's drawer is open */
  menuOpen: boolean;
  /** 'Abrir menu', where the focus returns when the owner closes the drawer */
  menuButton: RefObject<HTMLButtonElement | null>;
  onOpenMenu: () => void;
}) {
  return (
    <header className="header">
      <button ref={menuButton} type="button" className="icon-btn header__menu" aria-label={app.openMenu}
        aria-expanded={menuOpen} aria-controls={MENU_ID} onClick={onOpenMenu}>
        <MenuIcon />
      </button>
      <Link to={paths.dashboard} className="header__logo" aria-label={app.home}>
        <Logo />
      </Link>
      <span className="header__spacer" />
      <Bell notices={notices} />
    </header>
  );
}

function Bell({ notices }: { notices: Notice[] }) {
  const [open, setOpen] = useState(false);
  const [ringing, setRinging] = useState(false);
  const previous = useRef(notices.length);
  const root = useRef<HTMLDivElement>(null);
  const count = notices.length;

  // The bell rings for 2 s (spec 1 §9) each time the count grows.
  useEffect(() => {
    const grew = count > previous.current;
    previous.current = count;
    if (!grew) return;
    setRinging(true);
    const timer = setTimeout(() => setRinging(false), timing.wait.bellAnimation);
    return () => clearTimeout(timer);
  }, [count]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="bell" ref={root}>
      <button
        type="button"
        className={`icon-btn bell__button${ringing ? ' bell__button--ringing' : ''}`}
        aria-label={shell.notificationsCount(count)}
        aria-expanded={open}
        aria-controls="notificacoes"
        onClick={() => setOpen((v) => !v)}
      >
        <BellIcon />
        {count > 0 && <span className="bell__count" aria-hidden="true">{count}</span>}
      </button>
      {open && (
        <div className="bell__panel" id="notificacoes" role="region" aria-label={shell.notifications}>
          <p className="bell__title">{shell.notifications}</p>
          {count === 0 ? (
            <p className="bell__empty">{shell.noNotifications}</p>
          ) : (
            <ul className="bell__list">
              {notices.map((notice) => (
                <li key={notice.id} className="bell__item">
                  <p>{notice.text}</p>
                  {notice.action && (
                    <Link to={notice.action.to} onClick={() => setOpen(false)}>{notice.action.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
