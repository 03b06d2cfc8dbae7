/**
 * An area's menu page (/security, /security/filter, /tools, /system, /parental-control…): one card per page of the
 * area, with its title, a line on what it does, and an optional note (a count, a state) before the chevron.
 */
import './nav-menu.css';
import { Link } from 'react-router-dom';
import { ChevronIcon } from './icons.tsx';

export interface NavMenuItem {
  to: string;
  title: string;
  hint: string;
  /** shown at the end of the card, e.g. '2 filtros' */
  note?: string;
}

export function NavMenu({ items, label, intro }: { items: readonly NavMenuItem[]; label: string; intro?: string }) {
  return (
    <nav aria-label={label} className="nav-menu-page">
      {intro && <p className="nav-menu-page__intro">{intro}</p>}
      <ul className="nav-menu">
        {items.map((item) => (
          <li key={item.to}>
            <Link className="nav-menu__item" to={item.to}>
              <span className="nav-menu__text">
                <span className="nav-menu__title">{item.title}</span>
                <span className="nav-menu__hint">{item.hint}</span>
              </span>
              {item.note && <span className="nav-menu__note">{item.note}</span>}
              <ChevronIcon className="nav-menu__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
