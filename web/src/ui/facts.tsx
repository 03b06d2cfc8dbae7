import type { ReactNode } from 'react';

/** A definition list of [label, value] rows, each a `<className>__row` holding its dt and dd. */
export function Facts({ rows, className }: { rows: ReadonlyArray<readonly [string, ReactNode]>; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className={`${className}__row`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
