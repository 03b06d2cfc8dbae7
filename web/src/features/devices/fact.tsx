/** One of the device page's state cards: a title and its value; a link to where it is changed when `to` is given. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../ui/card.tsx';
import { ChevronIcon } from '../../ui/icons.tsx';

export function Fact({ title, children, to }: { title: string; children: ReactNode; to?: string }) {
  if (!to) {
    return (
      <Card title={title} className="device-fact">
        <p className="device-fact__value">{children}</p>
      </Card>
    );
  }
  return (
    <Link to={to} className="card card--link device-fact device-fact--link">
      <span className="device-fact__text">
        <span className="card__title">{title}</span>
        <span className="device-fact__value">{children}</span>
      </span>
      <ChevronIcon className="card__chevron" />
    </Link>
  );
}
