import type { ReactNode } from 'react';

/** A list's rows, as a list named `label` (one item each, its key set by `row`), or its note while it has none. */
export function ListRows<T>({ items, label, empty, row }: {
  items: readonly T[];
  label: string;
  empty: string;
  row: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="list-rows__empty">{empty}</p>;
  return <ul className="list-rows" aria-label={label}>{items.map((item) => row(item))}</ul>;
}
