/** The page of the current URL, from the page table (page-table.ts): read by the header and the guard. */
import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { pageTable } from './page-table.ts';
import type { RouteRule } from './visibility.ts';

export interface CurrentPage {
  title: string;
  parentPath: string | null;
  rule: RouteRule;
}

const pageRoutes = Object.values(pageTable).flatMap((entry) => entry.paths.map((path) => ({ path, handle: entry })));

/** The page of the current URL (an address that is no page has no title, and the rule 'always'). */
export function usePage(): CurrentPage {
  const { pathname } = useLocation();
  return useMemo(() => {
    const match = matchRoutes(pageRoutes, pathname)?.[0];
    if (!match) return { title: '', parentPath: null, rule: 'always' as const };
    const { handle } = match.route;
    // Filled by hand, not with generatePath: it would percent-encode the colons of a MAC (/mesh/AA%3ABB…).
    const parentPath = handle.parent?.replace(/:(\w+)/g, (_, name: string) => match.params[name] ?? '') ?? null;
    return { title: handle.title, parentPath, rule: handle.rule };
  }, [pathname]);
}
