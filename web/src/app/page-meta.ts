/** The page of the current URL, from the page table (page-table.ts): read by the header and the guard. */
import { matchRoutes, useLocation } from 'react-router-dom';
import { pageTable } from './page-table.ts';
import type { RouteRule } from './visibility.ts';

export interface CurrentPage {
  title: string;
  parentPath: string | null;
  rule: RouteRule;
}

const pageRoutes = Object.values(pageTable).flatMap((entry) => entry.paths.map((path) => ({ path, handle: entry })));

function pageOf(pathname: string): CurrentPage {
  const match = matchRoutes(pageRoutes, pathname)?.[0];
  if (!match) return { title: '', parentPath: null, rule: 'always' as const };
  const { handle } = match.route;
  // Filled by hand, not with generatePath: it would percent-encode the colons of a MAC (/mesh/AA%3ABB…).
  const parentPath = handle.parent?.replace(/:(\w+)/g, (_, name: string) => match.params[name] ?? '') ?? null;
  return { title: handle.title, parentPath, rule: handle.rule };
}

// Per address: matching flattens and ranks the whole table each time (~10 ms of a phone's CPU), and the header and
// the guard each ask as a page opens.
const pages = new Map<string, CurrentPage>();

/** The page of the current URL (an address that is no page has no title, and the rule 'always'). */
export function usePage(): CurrentPage {
  const { pathname } = useLocation();
  let page = pages.get(pathname);
  if (!page) {
    page = pageOf(pathname);
    if (pages.size >= 50) pages.clear();
    pages.set(pathname, page);
  }
  return page;
}
