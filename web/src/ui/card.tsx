import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronIcon } from './icons.tsx';

export function Card({ title, icon, children, className }: {
  title?: string;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  // Named by its title, so assistive technology (and scenarios) find the card as a region.
  const titleId = useId();
  return (
    <section className={['card', className].filter(Boolean).join(' ')} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 className="card__title" id={titleId}>
          {icon && <span className="card__icon">{icon}</span>}
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** A card that is one link to a page (its accessible name is its title). */
export function LinkCard({ to, title, body, icon }: { to: string; title: string; body?: string; icon?: ReactNode }) {
  return (
    <Link to={to} className="card card--link" aria-label={title}>
      {icon && <span className="card__icon card__icon--large">{icon}</span>}
      <span className="card__text">
        <span className="card__title">{title}</span>
        {body && <span className="card__body">{body}</span>}
      </span>
      <ChevronIcon className="card__chevron" />
    </Link>
  );
}
